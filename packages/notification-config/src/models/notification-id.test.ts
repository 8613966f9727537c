import { int64 } from '@org/http-core/light';
import * as z from '@org/http-core/zod';
import { describe, expect, test } from 'vitest';
import { NotificationId, NotificationIdOnTheWire } from './notification-id.js';

const onTheWire = (value: unknown) => JSON.stringify({ id: z.parse(NotificationIdOnTheWire, value) });

describe('NotificationIdOnTheWire', () => {
  test('writes a string, a bigint or a safe number as a JSON number with every digit', () => {
    expect(onTheWire('9007199254740993')).toBe('{"id":9007199254740993}');
    expect(onTheWire(9223372036854775807n)).toBe('{"id":9223372036854775807}');
    expect(onTheWire(28468)).toBe('{"id":28468}');
    expect(onTheWire('-5')).toBe('{"id":-5}');
    expect(onTheWire('007')).toBe('{"id":7}');
    expect(onTheWire('-0')).toBe('{"id":0}');
    expect(onTheWire('-9223372036854775808')).toBe('{"id":-9223372036854775808}');
    expect(onTheWire(-(2n ** 63n))).toBe('{"id":-9223372036854775808}');
  });

  test.each([
    ['a number beyond 2^53', 2 ** 53 + 1, /a number within 2\^53/],
    ['a fraction', 1.5, /64-bit integer/],
    ['text', 'abc', /64-bit integer/],
    ['a value past 2^63 - 1', '9223372036854775808', /64-bit integer/],
    ['an empty string', '', /64-bit integer/],
    ['a value below -2^63', '-9223372036854775809', /64-bit integer/],
    ['a bigint past 2^63 - 1', 9223372036854775808n, /64-bit integer/],
    ['more than 19 digits, even with leading zeros', '00000000000000000001', /64-bit integer/],
    ['text with spaces around digits', ' 5', /64-bit integer/],
    ['nothing', undefined, /is required/],
    ['a boolean', true, /^must be a 64-bit integer: a decimal string, a bigint, or a number within 2\^53$/],
  ])('refuses %s', (_why, value, message) => {
    const result = z.safeParse(NotificationIdOnTheWire, value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(message);
  });
});

test('NotificationId reads small and large ids as exact decimal strings', () => {
  expect(z.parse(NotificationId, 28468)).toBe('28468');
  expect(z.parse(NotificationId, '9007199254740993')).toBe('9007199254740993');
});

test('NotificationId takes and refuses what int64() takes and refuses, with the same issues and output', () => {
  const values = [28468, '9007199254740993', 9007199254740993n, -(2n ** 80n), '-5', '007', 2 ** 53 + 1, 1.5, NaN, 'abc', '', ' 5', '12345678901234567890', true, null, undefined, {}];
  for (const value of values) expect(z.safeParse(NotificationId, value), String(value)).toEqual(z.safeParse(int64(), value));
});

test('without JSON.rawJSON, an id within 2^53 is sent as a number and a larger one is refused, saying why', () => {
  const rawJson = Object.getOwnPropertyDescriptor(JSON, 'rawJSON');
  delete (JSON as { rawJSON?: unknown }).rawJSON;
  try {
    expect(JSON.stringify({ id: z.parse(NotificationIdOnTheWire, '28468') })).toBe('{"id":28468}');
    const result = z.safeParse(NotificationIdOnTheWire, '9007199254740993');
    expect(result.error?.issues[0]?.message).toBe('needs JSON.rawJSON beyond 2^53, which this runtime lacks');
  } finally {
    if (rawJson) Object.defineProperty(JSON, 'rawJSON', rawJson);
  }
});
