import * as z from '@org/http-core/light';
import { plainCheck } from '@org/http-core/light';

/**
 * A whole number, at least `min` and at most `max` when given, checked by one function: zod's integer schema and its
 * bound checks would bring three kinds of check (about 0.7 KB gzip) to every page that binds the operation, for the
 * same refusals. Like zod's integers, only safe integers (at most 2^53 - 1 away from 0) are taken.
 */
/* @__NO_SIDE_EFFECTS__ */
export function wholeNumber(min?: number, max?: number) {
  const range = min === undefined ? '' : max === undefined ? ` of at least ${min}` : ` from ${min} to ${max}`;
  return z.number().check(
    plainCheck((value: number) => Number.isSafeInteger(value) && (min === undefined || value >= min) && (max === undefined || value <= max), `must be a whole number${range}`),
  );
}

/** A number from `-bound` to `bound`, checked by one function (a longitude, a latitude). */
/* @__NO_SIDE_EFFECTS__ */
export function numberWithin(bound: number) {
  return z.number().check(plainCheck((value: number) => Math.abs(value) <= bound, `must be from -${bound} to ${bound}`));
}
