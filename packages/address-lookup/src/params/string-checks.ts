import * as z from '@org/http-core/light';
import { notEmpty, plainCheck } from '@org/http-core/light';

/** True when `text` is `count` numbers separated by commas, e.g. `-3.19,55.95,500` for three. */
function isCommaNumbers(text: string, count: number): boolean {
  const parts = text.split(',');
  return parts.length === count && parts.every((part) => part.trim() !== '' && Number.isFinite(Number(part)));
}

/**
 * A string of `count` comma-separated numbers (a box, a circle), checked by splitting it: a pattern would bring a
 * regular-expression check to every page that binds the operation, for the same answer.
 */
/* @__NO_SIDE_EFFECTS__ */
export function commaNumbers(count: number, message: string) {
  return z.string().check(plainCheck((text: string) => isCommaNumbers(text, count), message));
}

/** A string that is not empty: `''` is refused with `must not be empty` (`notEmpty` of `@org/http-core/light`). */
export const nonEmptyString = z.string().check(notEmpty);

/**
 * Text that is not empty or blank, sent as given: what `nonBlankString()` of `@org/http-core/light` checks, with the same
 * refusal, less its length bound (unbounded there, so never refused): that check would bring the counting of code points
 * to every page that binds the operation, for nothing.
 */
export const notBlankString = z.string().check(plainCheck((text: string) => text.trim() !== '', 'must not be empty or blank'));

/** True when `text` is 1 to `max` decimal digits. */
export function isDigits(text: string, max: number): boolean {
  return text.length >= 1 && text.length <= max && [...text].every((char) => char >= '0' && char <= '9');
}
