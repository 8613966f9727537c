/**
 * The checks of the schema helpers as plain functions of zod's parse payload, shared by the zod helpers
 * (`validation.ts`) and their light forms (`light-helpers.ts`). They import nothing of zod at run time, so a page
 * whose schemas are light carries none. An issue they push has the shape of zod's own, so it is worded the same
 * (`issue-messages.ts`); one that carries its own message keeps it.
 */
import type * as z from 'zod/mini';

type Payload<T> = z.core.ParsePayload<T>;

/** Adds an issue about the value being checked: one of zod's shapes, or a message of the helper's own. */
export function refuse<T>(payload: Payload<T>, issue: Record<string, unknown>): void {
  payload.issues.push({ input: payload.value, ...issue } as unknown as z.core.$ZodRawIssue);
}

/** The length of text in Unicode code points, as zod's length checks count it (an emoji is one character). */
function codePoints(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++, count++) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit < 0xdc00 && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) index++;
  }
  return count;
}

/**
 * A check that `test` holds of a value, refused with `message` when it does not: what `z.refine(test, message)`
 * checks (a failed check lets the later ones run too), without zod's refinement schema in the page. For a
 * pattern, `plainCheck((text) => pattern.test(text), message)` is what `z.regex(pattern, message)` checks. It
 * checks zod schemas (`schema.check(...)`) and light ones alike. With `path`, the issue names that field of the
 * value (an object's check about one of its fields, as `z.refine(test, { message, path })`).
 *
 * @example
 * ```ts
 * const BucketName = z.string().check(plainCheck((name: string) => !name.endsWith('.'), 'must not end with a period'));
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function plainCheck<T>(test: (value: T) => boolean, message: string, path?: readonly PropertyKey[]): z.core.CheckFn<T> {
  return (payload) => {
    if (!test(payload.value)) refuse(payload, { code: 'custom', message, continue: true, ...(path && { path: [...path] }) });
  };
}

/**
 * A check of a string's length in code points, from `min` to `max`: what `z.minLength(min)` and `z.maxLength(max)`
 * check, with the same issues, as one function (a failed one lets the later checks run, as zod's do).
 */
/* @__NO_SIDE_EFFECTS__ */
export function lengthWithin(min: number, max: number): z.core.CheckFn<string> {
  return (payload) => {
    const length = codePoints(payload.value);
    if (length < min) refuse(payload, { code: 'too_small', origin: 'string', minimum: min, inclusive: true, continue: true });
    else if (length > max) refuse(payload, { code: 'too_big', origin: 'string', maximum: max, inclusive: true, continue: true });
  };
}

/** What `z.int()` with `z.gte(min)` and `z.lte(max)` check of a number, with the same issues. */
/* @__NO_SIDE_EFFECTS__ */
export function integerWithin(min: number, max: number): z.core.CheckFn<number> {
  return (payload) => {
    const value = payload.value;
    if (!Number.isInteger(value)) refuse(payload, { code: 'invalid_type', expected: 'int', format: 'safeint', continue: false });
    else if (value < min) refuse(payload, { code: 'too_small', origin: 'number', minimum: min, inclusive: true, continue: true });
    else if (value > max) refuse(payload, { code: 'too_big', origin: 'number', maximum: max, inclusive: true, continue: true });
  };
}

const int64Pattern = /^-?\d{1,19}$/;

const isInt64 = (value: unknown): boolean =>
  typeof value === 'string' ? int64Pattern.test(value) : typeof value === 'bigint' || Number.isSafeInteger(value);

/**
 * The transform of `int64()`: a 64-bit integer given as a decimal string, a `bigint` or a safe integer, as its
 * decimal string. Anything else is refused (what it gives then is never read: the check has failed).
 */
export function int64Text(value: unknown, payload: Payload<unknown>): string {
  if (isInt64(value)) return String(value as string | number | bigint);
  refuse(payload, { code: 'custom', message: value === undefined ? 'is required' : 'must be a 64-bit integer' });
  return '';
}

/**
 * An ISO 8601 date (`2030-01-02`) or date-time, as zod's `z.iso.date()` and `z.iso.datetime({ offset: true,
 * local: true })` take them: seconds with an optional fraction, and `Z` or an offset only after seconds.
 */
const isoDateTime = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?)?)?$/;

/** Whether `text` is an ISO 8601 date or date-time whose day exists (`2030-02-29` does not). */
function isIsoDateTime(text: string): boolean {
  const parts = isoDateTime.exec(text);
  if (parts === null) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return day <= days;
}

/** The transform of `dateTime()`: a valid `Date` or an ISO 8601 string, as an ISO string; anything else is refused. */
export function dateTimeText(value: unknown, payload: Payload<unknown>): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  if (typeof value === 'string' && isIsoDateTime(value)) return value;
  refuse(payload, { code: 'custom', message: value === undefined ? 'is required' : 'must be a Date or an ISO 8601 date-time or date' });
  return '';
}

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The check of `guid()`. */
/* @__NO_SIDE_EFFECTS__ */
export const guidCheck = (): z.core.CheckFn<string> =>
  plainCheck((text: string) => guidPattern.test(text), 'must be a GUID (8-4-4-4-12 hexadecimal digits)');

/**
 * A check that text or a list is not empty, refused with `must not be empty` (as a call words a length of at least
 * one): one comparison, where a length check would bring the counting of code points to the page. Text of white
 * space only passes; `nonBlankString()` refuses it too. It checks zod schemas and light ones alike.
 *
 * @example
 * ```ts
 * const Tag = z.string().check(notEmpty);
 * const Tags = z.array(Tag).check(notEmpty);
 * ```
 */
export const notEmpty: z.core.CheckFn<string | readonly unknown[]> = /* @__PURE__ */ plainCheck((value: string | readonly unknown[]) => value.length > 0, 'must not be empty');

/** The first check of `nonBlankString()`. */
/* @__NO_SIDE_EFFECTS__ */
export const notBlankCheck = (): z.core.CheckFn<string> => plainCheck((text: string) => text.trim() !== '', 'must not be empty or blank');
