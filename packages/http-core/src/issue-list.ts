/**
 * A failed check in plain words: zod's issues as ours ({@link Issue}), each message saying what was expected
 * and, where it may be shown, what was given. A call's own checks leave the wording to this module
 * (`checkInput`, `checkResponseBody`), which only the error path loads; the error classes, the redaction of text
 * and zod's configuration are the page's ({@link issueListWith}). Code that words a check at once uses
 * `validate-input.ts`.
 */
import type * as z from 'zod/mini';
import type * as errors from './errors.js';
import type { Issue, RequestSummary, ValidationError } from './errors.js';
import { isCredentialName, shortSecretsWith, type ShortSecretTools } from './credential-position.js';
import { givenPart, issueMessage } from './issue-messages.js';
import type { LevelledLogger } from './logger.js';
import type { Schema } from './operation.js';
import type * as protoKey from './proto-key.js';
import type * as textRedaction from './redaction.js';
import type * as validation from './validation.js';
import type { ValidationMode } from './validation.js';

/** @internal What the wording of failed checks takes from the page. */
export type IssueListTools = Pick<typeof errors, 'ValidationError' | 'ResponseValidationError'> &
  Pick<typeof protoKey, 'protoKeysShown'> &
  Pick<typeof textRedaction, 'scrubText'> &
  ShortSecretTools &
  Pick<typeof validation, 'parseInput' | 'UNWORDED'> & {
    /** zod's global configuration (its error maps). */
    readonly zodConfig: typeof z.config;
  };

/** How a check made here is parsed: messages in plain words, and the value given kept on each issue for {@link givenPart}. */
const inputContext = { error: issueMessage, reportInput: true } as const;

/** The wording of failed checks, built with the page's tools. */
export function issueListWith(tools: IssueListTools) {
  const { ValidationError, ResponseValidationError, protoKeysShown, parseInput, UNWORDED, zodConfig } = tools;
  const { shortSecretPattern } = shortSecretsWith(tools);
  const scrubText = (text: string, secrets: readonly string[]): string => tools.scrubText(text, secrets, shortSecretPattern);
  /**
   * Converts zod issues to ours, prefixing each path with `prefix`. A message says what was expected and, when
   * zod was asked to report the input and the field holds no secret, what was given.
   */
  function toIssues(error: Pick<z.core.$ZodError, 'issues'>, prefix: string, secret = false): Issue[] {
    return error.issues.map((issue) => ({
      path: [prefix, ...issue.path.map(String)].filter((part) => part !== '').join('.'),
      message: issue.message + givenPart(issue as Parameters<typeof givenPart>[0], secret || issue.path.some((part) => typeof part === 'string' && isCredentialName(part))),
    }));
  }

  /** Checks one input value; returns the parsed value or throws a {@link ValidationError} naming the field (`validate-input.ts`). */
  function validateInput(field: string, schema: Schema, value: unknown, request: RequestSummary = {}, secret = false): unknown {
    const result = parseInput(field, schema, value, request, inputContext);
    if (result.success) return result.data;
    throw inputRefusal(result.error, field, request, secret);
  }

  /**
   * The {@link ValidationError} of an input that failed its check: the first issue in the message, all of them in
   * `issues`, each path and message rewritten by `shown` when given.
   */
  function inputRefusal(error: z.core.$ZodError, field: string, request: RequestSummary, secret: boolean, shown = (text: string) => text): ValidationError {
    const issues = toIssues(worded(error), field, secret || isCredentialName(field)).map((issue) => ({ path: shown(issue.path), message: shown(issue.message) }));
    const first = issues[0]!;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    return new ValidationError(`${first.path}: ${first.message}${more}`, { ...request, issues, field: first.path });
  }

  /**
   * What a response that does not match its schema comes to: in strict mode a thrown `ResponseValidationError`,
   * in lenient mode the body as received, with a warning logged. Without an `error`, the body is missing
   * ({@link missingBody}).
   */
  function responseMismatch(
    error: z.core.$ZodError | undefined,
    data: unknown,
    mode: ValidationMode,
    logger: LevelledLogger,
    summary: RequestSummary & { status: number; requestId?: string },
    secrets: readonly string[],
  ): unknown {
    if (error === undefined) return missingBody(mode, logger, summary);
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

  /**
   * A 204 or an empty body where the operation declares one: a `ResponseValidationError` in strict mode, a warning
   * in lenient mode (the call resolves to `undefined`).
   */
  function missingBody(mode: ValidationMode, logger: LevelledLogger, summary: RequestSummary & { status: number }): undefined {
    const { status } = summary;
    const what = status === 204 ? 'answered 204 No Content' : `answered ${status} with an empty body`;
    const message = `${summary.operation ?? 'The call'} declares a response body, but the service ${what}`;
    if (mode === 'strict') throw new ResponseValidationError(message, summary);
    logger.warn(`${message}; resolved to undefined`, { operation: summary.operation, status });
    return undefined;
  }

  /** `error` with each message a call's check left unworded in plain words, the issues inside an issue first. */
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
    const config = zodConfig();
    (issue as { message: string }).message = issueMessage(raw) ?? textOf(config.customError?.(raw)) ?? textOf(config.localeError?.(raw)) ?? 'Invalid input';
  }

  return { toIssues, validateInput, inputRefusal, responseMismatch };
}

/** The text of what a zod error map returned. */
function textOf(message: string | { message?: string } | null | undefined): string | undefined {
  return typeof message === 'string' ? message : (message?.message ?? undefined);
}
