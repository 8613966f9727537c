import * as z from 'zod/mini';
import { safeParse } from '#fast-path';
import { checkAnswer } from './answer-check.js';
import { dateTimeText, guidCheck, int64Text, integerWithin, lengthWithin, notBlankCheck } from './plain-checks.js';

export { plainCheck } from './plain-checks.js';
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
    return safeParse(schema, value, context);
  } catch {
    throw new ValidationError(`${field}: could not be read (reading it threw)`, { ...request, field });
  }
}

/**
 * @internal A response body that does not match its schema, left for the error path to report (`issue-list.ts`);
 * without an `error`, a body missing where the operation declares one (an empty answer, a 204).
 */
export class ResponseMismatch {
  declare readonly error: z.core.$ZodError | undefined;
  /** The body as received. */
  declare readonly data: unknown;
  declare readonly mode: ValidationMode;
  declare readonly logger: LevelledLogger;
  declare readonly request: () => RequestSummary & { status: number; requestId?: string };
  declare readonly secrets: () => readonly string[];

  constructor(
    error: z.core.$ZodError | undefined,
    data: unknown,
    mode: ValidationMode,
    logger: LevelledLogger,
    request: () => RequestSummary & { status: number; requestId?: string },
    secrets: () => readonly string[],
  ) {
    Object.assign(this, { error, data, mode, logger, request, secrets });
  }
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
 * The schema helpers below check with plain functions (`schema.check(fn)`, from `plain-checks.ts`) instead of zod's
 * check classes, string formats and unions: each of those adds its code to every browser page that reaches it
 * (README "Sizes"). `@org/http-core/light` has the same helpers for light schemas, with the same checks.
 */

/**
 * A 64-bit integer carried as a decimal string (JSON numbers lose digits past 2^53). Accepts a string,
 * a `bigint` or a safe integer `number`; always yields a string.
 */
/* @__NO_SIDE_EFFECTS__ */
export function int64(): z.ZodMiniType<string, string | number | bigint> {
  return z.transform(int64Text) as unknown as z.ZodMiniType<string, string | number | bigint>;
}

/** A date-time input: a `Date` or an ISO 8601 string; always sent as an ISO string. */
/* @__NO_SIDE_EFFECTS__ */
export function dateTime(): z.ZodMiniType<string, Date | string> {
  return z.transform(dateTimeText) as unknown as z.ZodMiniType<string, Date | string>;
}

/** A GUID such as `8e3af657-a8ff-443c-a75c-2fe8c4bcb635`. */
/* @__NO_SIDE_EFFECTS__ */
export function guid(): z.ZodMiniString<string> {
  return z.string().check(guidCheck());
}

/**
 * Text a service needs non-empty (a search query, an address to check): `''` and text of white space only are
 * refused before sending, as is a missing value unless the schema is made optional. Sent as given, not trimmed.
 */
/* @__NO_SIDE_EFFECTS__ */
export function nonBlankString(max = Infinity): z.ZodMiniString<string> {
  return z.string().check(notBlankCheck(), lengthWithin(0, max));
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
  return z.number().check(integerWithin(min, max));
}
