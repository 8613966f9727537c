/**
 * A failed check in plain words: zod's issues as ours ({@link Issue}), each message saying what was expected
 * and, where it may be shown, what was given. A call's own checks leave the wording to this module
 * (`checkInput`, `checkResponseBody`), which only the error path loads.
 */
import * as z from 'zod/mini';
import { ResponseValidationError, ValidationError, type Issue, type RequestSummary } from './errors.js';
import { givenPart, issueMessage } from './issue-messages.js';
import type { LevelledLogger } from './logger.js';
import { protoKeysShown } from './proto-key.js';
import type { Schema } from './operation.js';
import { isCredentialName, scrubText } from './redaction.js';
import { parseInput, UNWORDED, type ValidationMode } from './validation.js';

/** How a check made here is parsed: messages in plain words, and the value given kept on each issue for {@link givenPart}. */
const inputContext = { error: issueMessage, reportInput: true } as const;

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
  const result = parseInput(field, schema, value, request, inputContext);
  if (result.success) return result.data;
  throw inputRefusal(result.error, field, request, secret);
}

/**
 * @internal The {@link ValidationError} of an input that failed its check: the first issue in the message, all
 * of them in `issues`, each path and message rewritten by `shown` when given.
 */
export function inputRefusal(error: z.core.$ZodError, field: string, request: RequestSummary, secret: boolean, shown = (text: string) => text): ValidationError {
  const issues = toIssues(worded(error), field, secret || isCredentialName(field)).map((issue) => ({ path: shown(issue.path), message: shown(issue.message) }));
  const first = issues[0]!;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return new ValidationError(`${first.path}: ${first.message}${more}`, { ...request, issues, field: first.path });
}

/**
 * @internal What a response that does not match its schema comes to: in strict mode a thrown
 * {@link ResponseValidationError}, in lenient mode the body as received, with a warning logged.
 */
export function responseMismatch(
  error: z.core.$ZodError,
  data: unknown,
  mode: ValidationMode,
  logger: LevelledLogger,
  summary: RequestSummary & { status: number; requestId?: string },
  secrets: readonly string[],
): unknown {
  // Issue paths name the keys of records in the answer, which may echo a credential.
  const shown = (text: string) => scrubText(protoKeysShown(text), secrets);
  // What the service sent stays out of the messages.
  const issues = worded(error).issues.map((issue) => ({
    path: shown(['response', ...issue.path.map(String)].filter((part) => part !== '').join('.')),
    message: shown(issue.message),
  }));
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

/** `error` with each message a call's check left {@link UNWORDED} in plain words, the issues inside an issue first. */
function worded(error: z.core.$ZodError): z.core.$ZodError {
  for (const issue of error.issues) word(issue);
  return error;
}

function word(issue: z.core.$ZodIssue): void {
  const nested = issue as { errors?: z.core.$ZodIssue[][]; issues?: z.core.$ZodIssue[] };
  for (const issues of nested.errors ?? []) issues.forEach(word);
  nested.issues?.forEach(word);
  if (issue.message !== UNWORDED) return;
  const raw = issue as unknown as z.core.$ZodRawIssue;
  const config = z.config();
  (issue as { message: string }).message = issueMessage(raw) ?? textOf(config.customError?.(raw)) ?? textOf(config.localeError?.(raw)) ?? 'Invalid input';
}

/** The text of what a zod error map returned. */
function textOf(message: string | { message?: string } | null | undefined): string | undefined {
  return typeof message === 'string' ? message : (message?.message ?? undefined);
}
