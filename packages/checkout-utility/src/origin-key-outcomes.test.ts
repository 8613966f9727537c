import { expect, test } from 'vitest';
import { originKeyOutcomes } from './origin-key-outcomes.js';

test('pairs every requested domain with its key, in request order, and reports the ones without a key', () => {
  const outcomes = originKeyOutcomes(['https://b.example.com', 'https://a.example.com', 'https://c.example.com'], {
    originKeys: { 'https://a.example.com': 'key-a', 'https://b.example.com': 'key-b', 'https://other.example.com': 'key-x' },
  });
  expect(outcomes).toEqual([
    { domain: 'https://b.example.com', originKey: 'key-b', ok: true },
    { domain: 'https://a.example.com', originKey: 'key-a', ok: true },
    { domain: 'https://c.example.com', originKey: undefined, ok: false },
  ]);
});

test('an answer without originKeys reports every domain as missing', () => {
  expect(originKeyOutcomes(['https://a.example.com'], {})).toEqual([{ domain: 'https://a.example.com', originKey: undefined, ok: false }]);
});

test('inherited object properties are not taken for keys', () => {
  expect(originKeyOutcomes(['constructor'], { originKeys: {} })[0]!.ok).toBe(false);
});
