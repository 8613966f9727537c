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

const int64Pattern = /^-?\d{1,19}$/;

/**
 * A 64-bit integer carried as a decimal string (JSON numbers lose digits past 2^53). Accepts a string,
 * a `bigint` or a safe integer `number`; always yields a string.
 */
/* @__NO_SIDE_EFFECTS__ */
export function int64(): z.ZodMiniType<string, string | number | bigint> {
  return z.pipe(
    z.union([z.string().check(z.regex(int64Pattern, 'must be a 64-bit integer')), z.bigint(), z.number().check(z.int())], { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a 64-bit integer') }),
    z.transform((value: string | number | bigint) => String(value)),
  ) as unknown as z.ZodMiniType<string, string | number | bigint>;
}

/** A date-time input: a `Date` or an ISO 8601 string; always sent as an ISO string. */
/* @__NO_SIDE_EFFECTS__ */
export function dateTime(): z.ZodMiniType<string, Date | string> {
  return z.pipe(
    z.union([z.date(), z.iso.datetime({ offset: true, local: true }), z.iso.date()], {
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a Date or an ISO 8601 date-time or date'),
    }),
    z.transform((value: Date | string) => (value instanceof Date ? value.toISOString() : value)),
  ) as unknown as z.ZodMiniType<string, Date | string>;
}

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A GUID such as `8e3af657-a8ff-443c-a75c-2fe8c4bcb635`. */
/* @__NO_SIDE_EFFECTS__ */
export function guid(): z.ZodMiniString<string> {
  return z.string().check(z.regex(guidPattern, 'must be a GUID (8-4-4-4-12 hexadecimal digits)'));
}

const notBlank = (text: unknown): boolean => typeof text === 'string' && text.trim() !== '';

/**
 * Text a service needs non-empty (a search query, an address to check): `''` and text of white space only are
 * refused before sending, as is a missing value unless the schema is made optional. Sent as given, not trimmed.
 */
/* @__NO_SIDE_EFFECTS__ */
export function nonBlankString(max?: number): z.ZodMiniString<string> {
  const blank = z.refine(notBlank, 'must not be empty or blank');
  return max === undefined ? z.string().check(blank) : z.string().check(blank, z.maxLength(max));
}

/** A string with a bounded length; for identifiers in paths. */
/* @__NO_SIDE_EFFECTS__ */
export function boundedString(max: number, min = 1): z.ZodMiniString<string> {
  return z.string().check(z.minLength(min), z.maxLength(max));
}
