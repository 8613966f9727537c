import * as z from '@org/http-core/zod';
import { expect, it } from 'vitest';
import { numberOrEmpty } from './number-or-empty.js';

it('numberOrEmpty takes a number or "" and nothing else', () => {
  expect([0, -0.12767, 51.503541, 530_047, ''].map((value) => z.safeParse(numberOrEmpty, value).success)).toEqual([true, true, true, true, true]);
  for (const value of [' ', '1', null, undefined, Number.NaN, false]) expect(z.safeParse(numberOrEmpty, value).success, String(value)).toBe(false);
  expect(z.safeParse(numberOrEmpty, 'n/a').error?.issues[0]?.message).toBe('must be a number or ""');
});
