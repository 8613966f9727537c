import * as z from '@org/http-core/zod';
import { describe, expect, it } from 'vitest';
import { numberWithin, wholeNumber } from './number-checks.js';

const accepts = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).success;

describe('wholeNumber', () => {
  it('takes whole numbers within its bounds, the bounds included', () => {
    const limit = wholeNumber(1, 100);
    expect([1, 50, 100].map((value) => accepts(limit, value))).toEqual([true, true, true]);
    expect([0, 0, 7, Number.MAX_SAFE_INTEGER].map((value) => accepts(wholeNumber(0), value))).toEqual([true, true, true, true]);
    expect([-3, Number.MIN_SAFE_INTEGER].map((value) => accepts(wholeNumber(), value))).toEqual([true, true]);
  });

  it('refuses a number out of bounds, a fraction, an unsafe integer, a non-finite number and a string, as zod integers do', () => {
    const limit = wholeNumber(1, 100);
    for (const value of [0, 101, 5.5, -1, Number.NaN, Number.POSITIVE_INFINITY, '5']) expect(accepts(limit, value), String(value)).toBe(false);
    for (const value of [-1, 0.1, 2 ** 53, Number.POSITIVE_INFINITY]) expect(accepts(wholeNumber(0), value), String(value)).toBe(false);
    for (const value of [2 ** 53, -(2 ** 53), 1.5]) expect(accepts(wholeNumber(), value), String(value)).toBe(false);
  });

  it('says which numbers it takes', () => {
    expect(z.safeParse(wholeNumber(1, 100), 101).error?.issues[0]?.message).toBe('must be a whole number from 1 to 100');
    expect(z.safeParse(wholeNumber(0), -1).error?.issues[0]?.message).toBe('must be a whole number of at least 0');
    expect(z.safeParse(wholeNumber(), 1.5).error?.issues[0]?.message).toBe('must be a whole number');
  });
});

describe('numberWithin', () => {
  it('takes numbers from -bound to bound and refuses others, with its message', () => {
    const latitude = numberWithin(90);
    expect([-90, 0, 51.5, 90].map((value) => accepts(latitude, value))).toEqual([true, true, true, true]);
    for (const value of [-90.01, 91, Number.NaN, '1']) expect(accepts(latitude, value), String(value)).toBe(false);
    expect(z.safeParse(latitude, 91).error?.issues[0]?.message).toBe('must be from -90 to 90');
  });
});
