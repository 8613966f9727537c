import * as z from 'zod/mini';
import { checkAnswer } from './answer-check.js';
import { deferredError } from './deferred-error.js';
import { ValidationError, type RequestSummary } from './errors.js';
import type { LevelledLogger } from './logger.js';
import type { Schema } from './operation.js';

/**
 * How responses are checked against their schemas. Inputs are always checked before sending.
 *
 * - `lenient` (default): a response that does not match is returned as received and a warning is logged.
 *   Schemas keep unknown fields and accept unknown enum values, so a read-modify-write loses nothing.
 * - `strict`: a response that does not match throws {@link ResponseValidationError}.
 * - `off`: responses are not checked (they are still parsed as JSON).
 */
export type ValidationMode = 'strict' | 'lenient' | 'off';

/**
 * @internal The message every issue of a call's check gets from zod until the error path words it
 * (`issue-list.ts`): a check that passes words nothing, so the words load only when one fails.
 */
export const UNWORDED = '\u0000unworded';

/** How a call's checks are parsed: wording left for later, and the value given kept on each issue. */
const checkContext = { error: () => UNWORDED, reportInput: true } as const;

/**
 * @internal Checks one input of a call, as `validateInput` does: the parsed value, or a {@link ValidationError}
 * thrown before anything is sent, worded by the error path before it leaves the call.
 *
 * @param shown - rewrites each path and message of the final error (an own `__proto__` key as written).
 */
export function checkInput(field: string, schema: Schema, value: unknown, request: RequestSummary, secret = false, shown?: (text: string) => string): unknown {
  const result = parseInput(field, schema, value, request, checkContext);
  if (result.success) return result.data;
  throw deferredError(new ValidationError(`${field}: is not valid`, { ...request, field }), { error: result.error, field, request, secret, shown });
}

/**
 * @internal Parses one input value with `context`; a value that cannot even be read (a getter, proxy or
 * `toString` of it threw) is refused with a {@link ValidationError}.
 */
export function parseInput(field: string, schema: Schema, value: unknown, request: RequestSummary, context: z.core.ParseContext<z.core.$ZodIssue>): ReturnType<typeof z.safeParse> {
  try {
    return z.safeParse(schema, value, context);
  } catch {
    throw new ValidationError(`${field}: could not be read (reading it threw)`, { ...request, field });
  }
}

/** @internal A response body that does not match its schema, left for the error path to report (`issue-list.ts`). */
export class ResponseMismatch {
  constructor(
    readonly error: z.core.$ZodError,
    /** The body as received. */
    readonly data: unknown,
    readonly mode: ValidationMode,
    readonly logger: LevelledLogger,
    readonly request: () => RequestSummary & { status: number; requestId?: string },
    readonly secrets: () => readonly string[],
  ) {}
}

/**
 * @internal Checks a response body per `mode`: the body (checked) when it matches or is not checked; on a
 * mismatch, a {@link ResponseMismatch} for the error path, which makes of it the body as received with a
 * warning logged (lenient mode) or a `ResponseValidationError` (strict mode). The request summary and the
 * secrets are asked for only on a mismatch.
 *
 * @param protoKeys - `false` when the body cannot hold an own `__proto__` key (its JSON text names none).
 */
export function checkResponseBody(
  schema: Schema | undefined,
  data: unknown,
  mode: ValidationMode,
  logger: LevelledLogger,
  request: () => RequestSummary & { status: number; requestId?: string },
  secrets: () => readonly string[] = () => [],
  protoKeys = true,
): unknown {
  if (!schema || mode === 'off') return data;
  // The checked value is what the declared type promises (an int64 sent as a number becomes a string);
  // unknown fields are kept, so nothing is lost.
  const result = checkAnswer(schema, data, checkContext, protoKeys);
  return result.success ? result.data : new ResponseMismatch(result.error, data, mode, logger, request, secrets);
}

/**
 * The schema helpers below check with plain functions (`schema.check(fn)`) instead of zod's check classes, string
 * formats and unions: each of those adds its code to every browser page that reaches it (README "Sizes"). An
 * issue a function pushes has the shape of zod's own, so it is worded the same (`issue-messages.ts`); one that
 * carries its own message keeps it.
 */
type Payload<T> = z.core.ParsePayload<T>;

/** Adds an issue about the value being checked: one of zod's shapes, or a message of the helper's own. */
function refuse<T>(payload: Payload<T>, issue: Record<string, unknown>): void {
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
 * pattern, `plainCheck((text) => pattern.test(text), message)` is what `z.regex(pattern, message)` checks.
 *
 * @example
 * ```ts
 * const BucketName = z.string().check(plainCheck((name: string) => !name.endsWith('.'), 'must not end with a period'));
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function plainCheck<T>(test: (value: T) => boolean, message: string): z.core.CheckFn<T> {
  return (payload) => {
    if (!test(payload.value)) refuse(payload, { code: 'custom', message, continue: true });
  };
}

/**
 * A check of a string's length in code points, from `min` to `max`: what `z.minLength(min)` and `z.maxLength(max)`
 * check, with the same issues, as one function (a failed one lets the later checks run, as zod's do).
 */
/* @__NO_SIDE_EFFECTS__ */
function lengthWithin(min: number, max: number): z.core.CheckFn<string> {
  return (payload) => {
    const length = codePoints(payload.value);
    if (length < min) refuse(payload, { code: 'too_small', origin: 'string', minimum: min, inclusive: true, continue: true });
    else if (length > max) refuse(payload, { code: 'too_big', origin: 'string', maximum: max, inclusive: true, continue: true });
  };
}

const int64Pattern = /^-?\d{1,19}$/;

const isInt64 = (value: unknown): boolean =>
  typeof value === 'string' ? int64Pattern.test(value) : typeof value === 'bigint' || Number.isSafeInteger(value);

/**
 * A 64-bit integer carried as a decimal string (JSON numbers lose digits past 2^53). Accepts a string,
 * a `bigint` or a safe integer `number`; always yields a string.
 */
/* @__NO_SIDE_EFFECTS__ */
export function int64(): z.ZodMiniType<string, string | number | bigint> {
  return z.transform((value: unknown, payload) => {
    if (isInt64(value)) return String(value as string | number | bigint);
    refuse(payload, { code: 'custom', message: value === undefined ? 'is required' : 'must be a 64-bit integer' });
    return z.NEVER;
  }) as unknown as z.ZodMiniType<string, string | number | bigint>;
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

/** A date-time input: a `Date` or an ISO 8601 string; always sent as an ISO string. */
/* @__NO_SIDE_EFFECTS__ */
export function dateTime(): z.ZodMiniType<string, Date | string> {
  return z.transform((value: unknown, payload) => {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    if (typeof value === 'string' && isIsoDateTime(value)) return value;
    refuse(payload, { code: 'custom', message: value === undefined ? 'is required' : 'must be a Date or an ISO 8601 date-time or date' });
    return z.NEVER;
  }) as unknown as z.ZodMiniType<string, Date | string>;
}

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A GUID such as `8e3af657-a8ff-443c-a75c-2fe8c4bcb635`. */
/* @__NO_SIDE_EFFECTS__ */
export function guid(): z.ZodMiniString<string> {
  return z.string().check(plainCheck((text: string) => guidPattern.test(text), 'must be a GUID (8-4-4-4-12 hexadecimal digits)'));
}

const notBlank = (text: string): boolean => text.trim() !== '';

/**
 * Text a service needs non-empty (a search query, an address to check): `''` and text of white space only are
 * refused before sending, as is a missing value unless the schema is made optional. Sent as given, not trimmed.
 */
/* @__NO_SIDE_EFFECTS__ */
export function nonBlankString(max = Infinity): z.ZodMiniString<string> {
  return z.string().check(plainCheck(notBlank, 'must not be empty or blank'), lengthWithin(0, max));
}

/**
 * A string with a bounded length (in code points, as zod counts); for identifiers in paths. `boundedString()` is
 * any string that is not empty.
 */
/* @__NO_SIDE_EFFECTS__ */
export function boundedString(max = Infinity, min = 1): z.ZodMiniString<string> {
  return z.string().check(lengthWithin(min, max));
}

/**
 * A whole number from `min` to `max` (a page size, a 32-bit id): what `z.int()`, `z.int32()`, `z.positive()`,
 * `z.gte()` and `z.lte()` check, with the same issues (`must be an integer`, `must be at least 1`).
 *
 * @param min - the least value taken; the least safe integer by default.
 * @param max - the greatest value taken; the greatest safe integer by default.
 */
/* @__NO_SIDE_EFFECTS__ */
export function integer(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): z.ZodMiniNumber<number> {
  return z.number().check((payload) => {
    const value = payload.value;
    if (!Number.isInteger(value)) refuse(payload, { code: 'invalid_type', expected: 'int', format: 'safeint', continue: false });
    else if (value < min) refuse(payload, { code: 'too_small', origin: 'number', minimum: min, inclusive: true, continue: true });
    else if (value > max) refuse(payload, { code: 'too_big', origin: 'number', maximum: max, inclusive: true, continue: true });
  });
}
