import * as z from '@org/http-core/zod';
import { describe, expect, test } from 'vitest';
import { isOriginDomain, originDomain } from './origin-domain.js';

describe('isOriginDomain', () => {
  test.each(['https://www.example.com', 'http://localhost:3000', 'https://shop.example.co.uk:8443', 'http://127.0.0.1:8080', 'https://[::1]:9000'])(
    'accepts the origin %s',
    (value) => {
      expect(isOriginDomain(value)).toBe(true);
    },
  );

  test.each([
    ['a path', 'https://www.example.com/shop'],
    ['a trailing slash', 'https://www.example.com/'],
    ['no scheme', 'www.example.com'],
    ['another scheme', 'ftp://www.example.com'],
    ['a query', 'https://www.example.com?x=1'],
    ['a fragment', 'https://www.example.com#top'],
    ['user info', 'https://user:pw@www.example.com'],
    ['an upper-case host', 'https://WWW.example.com'],
    ['the default port spelled out', 'https://www.example.com:443'],
    ['an empty string', ''],
    ['surrounding spaces', ' https://www.example.com'],
    ['a WebSocket origin, which has the same form', 'wss://www.example.com'],
  ])('refuses %s', (_why, value) => {
    expect(isOriginDomain(value)).toBe(false);
  });

  test.each([
    ['a URL object', new URL('https://www.example.com')],
    ['an object whose text is an origin', { toString: () => 'https://www.example.com' }],
    ['a number', 443],
    ['nothing', undefined],
    ['a symbol', Symbol('https://www.example.com')],
  ])('refuses %s, which is not a string', (_why, value) => {
    expect(isOriginDomain(value as unknown as string)).toBe(false);
  });

  test('the schema reports a refused domain with a message that says what an origin is', () => {
    const result = z.safeParse(originDomain, 'https://www.example.com/checkout');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/scheme and a lower-case host.*without path/);
  });
});
