import * as z from '@org/http-core/zod';
import { expect, it } from 'vitest';
import { numberOrEmpty } from './number-or-empty.js';

it('numberOrEmpty takes a number or "" and nothing else', () => {
  expect([0, -0.12767, 51.503541, 530_047, ''].map((value) => z.safeParse(numberOrEmpty, value).success)).toEqual([true, true, true, true, true]);
  for (const value of [' ', '1', null, undefined, Number.NaN, false]) expect(z.safeParse(numberOrEmpty, value).success, String(value)).toBe(false);
  expect(z.safeParse(numberOrEmpty, 'n/a').error?.issues[0]?.message).toBe('must be a number or ""');
});

it('numberOrEmpty refuses as z.custom did: the same issues in an object, and a union of layouts still reports each one', () => {
  const before = z.custom<number | ''>((value) => (typeof value === 'number' && Number.isFinite(value)) || value === '', 'must be a number or ""');
  const layouts = (at: z.core.$ZodType) => z.union([z.object({ at, line: z.string() }), z.object({ at, native: z.number() })]);
  for (const value of ['n/a', undefined, null, Number.NaN, 1]) {
    const issues = (schema: z.core.$ZodType) => z.safeParse(schema, { at: value, line: 'x' }).error?.issues;
    expect(issues(z.object({ at: numberOrEmpty })), String(value)).toEqual(issues(z.object({ at: before })));
    expect(issues(layouts(numberOrEmpty)), String(value)).toEqual(issues(layouts(before)));
  }
  expect(z.safeParse(layouts(numberOrEmpty), { at: 'n/a', line: 'x' }).error?.issues[0]?.code).toBe('invalid_union');
});
