import * as z from 'zod/mini';
import { ResponseValidationError, ValidationError, type Issue, type RequestSummary } from './errors.js';
import type { LevelledLogger } from './logger.js';
import { checkAnswer } from './answer-check.js';
import type { Schema } from './operation.js';
import { givenPart, issueMessage } from './issue-messages.js';
import { protoKeysShown } from './json-body.js';
import { isCredentialName, scrubText } from './redaction.js';

/**
 * How responses are checked against their schemas. Inputs are always checked before sending.
 *
 * - `lenient` (default): a response that does not match is returned as received and a warning is logged.
 *   Schemas keep unknown fields and accept unknown enum values, so a read-modify-write loses nothing.
 * - `strict`: a response that does not match throws {@link ResponseValidationError}.
 * - `off`: responses are not checked (they are still parsed as JSON).
 */
export type ValidationMode = 'strict' | 'lenient' | 'off';

/** How every check is parsed: messages in plain words, and the value given kept on each issue for {@link givenPart}. */
const inputContext = { error: issueMessage, reportInput: true } as const;
/** How an answer is checked: messages in plain words; what the service sent stays out of them. */
const responseContext = { error: issueMessage } as const;

/**
 * Converts zod issues to ours, prefixing each path with `prefix`. A message says what was expected and, when
 * zod was asked to report the input and the field holds no secret, what was given.
 */
export function toIssues(error: z.core.$ZodError, prefix: string, secret = false): Issue[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter((part) => part !== '').join('.'),
    message: issue.message + givenPart(issue as Parameters<typeof givenPart>[0], secret),
  }));
}

/**
 * Checks one input value; returns the parsed value or throws a {@link ValidationError} naming the field and
 * saying what is wrong, e.g. `limit: must be at most 100 (got 1000)`. Nothing of a value is shown when
 * `secret` is set or the field's name says it holds a credential. A service's own helpers use it for
 * inputs that are not an operation's, so that their refusals read like the engine's.
 *
 * @param field - the field's name, the start of every issue's path.
 * @param request - the call the input belongs to, when there is one.
 * @param secret - the value is a credential: show nothing of it.
 */
export function validateInput(field: string, schema: Schema, value: unknown, request: RequestSummary = {}, secret = false): unknown {
  let result: ReturnType<typeof z.safeParse>;
  try {
    result = z.safeParse(schema, value, inputContext);
  } catch {
    // A getter, proxy or `toString` of the value threw while it was checked.
    throw new ValidationError(`${field}: could not be read (reading it threw)`, { ...request, field });
  }
  if (result.success) return result.data;
  const issues = toIssues(result.error, field, secret || isCredentialName(field));
  const first = issues[0]!;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  throw new ValidationError(`${first.path}: ${first.message}${more}`, { ...request, issues, field: first.path });
}

/**
 * Checks a response body per `mode`. The request summary and the secrets are asked for only on a mismatch.
 *
 * @param protoKeys - `false` when the body cannot hold an own `__proto__` key (its JSON text names none).
 */
export function validateResponse(
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
  const result = checkAnswer(schema, data, responseContext, protoKeys);
  if (result.success) return result.data;
  // Issue paths name the keys of records in the answer, which may echo a credential.
  const hidden = secrets();
  const shown = (text: string) => scrubText(protoKeysShown(text), hidden);
  const issues = toIssues(result.error, 'response').map((issue) => ({ path: shown(issue.path), message: shown(issue.message) }));
  const summary = request();
  if (mode === 'strict') {
    throw new ResponseValidationError(`Response of ${summary.operation ?? 'the call'} does not match its schema: ${issues[0]?.path} ${issues[0]?.message}`, {
      ...summary,
      issues,
    });
  }
  logger.warn(`${summary.operation ?? 'call'}: response does not match its schema; returned as received`, {
    issues: issues.slice(0, 5),
  });
  return data;
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
