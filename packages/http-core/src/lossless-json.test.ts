import { describe, expect, test } from 'vitest';
import { losslessJsonParse, quoteUnsafeIntegers } from './lossless-json.js';

describe('quoteUnsafeIntegers', () => {
  test('quotes integers beyond 2^53 and leaves safe ones as numbers', () => {
    expect(quoteUnsafeIntegers('{"id":9007199254740993,"n":9007199254740991,"m":-9223372036854775808}')).toBe(
      '{"id":"9007199254740993","n":9007199254740991,"m":"-9223372036854775808"}',
    );
  });

  test('leaves strings alone, escaped quotes included', () => {
    const text = '{"note":"id \\"9007199254740993\\" and 12345678901234567890","id":12345678901234567890}';
    expect(quoteUnsafeIntegers(text)).toBe('{"note":"id \\"9007199254740993\\" and 12345678901234567890","id":"12345678901234567890"}');
  });

  test('leaves fractions and exponents alone', () => {
    const text = '[1.5, 9007199254740993.5, 1e300, -2E-5, 0]';
    expect(quoteUnsafeIntegers(text)).toBe(text);
  });

  test('works in arrays and nested objects, and returns the same text when nothing changes', () => {
    expect(losslessJsonParse('{"a":[9007199254740993,{"b":18446744073709551615}],"c":true,"d":null}')).toEqual({
      a: ['9007199254740993', { b: '18446744073709551615' }],
      c: true,
      d: null,
    });
    const plain = '{"a":1,"b":"x"}';
    expect(quoteUnsafeIntegers(plain)).toBe(plain);
  });
});
