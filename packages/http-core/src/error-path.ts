/**
 * The error path: what a call runs when it fails or logs at debug level, and a successful call never does.
 * Loaded on demand (`error-path-loader.ts`), so that a browser bundler splits it from the success path: the
 * error of an answer, failed checks in plain words, redaction of errors, debug lines; and, in the same chunk,
 * the checks of extra fields, which only a call that has some runs, and the warning of a deprecated operation. It imports nothing the page has: what it
 * needs of it (error classes, the redaction of text, zod's configuration) is the page's tools, given to
 * {@link errorPathFrom}, so that the page stays one file.
 */
import type { RefusalParts } from './deferred-error.js';
import { warnDeprecated } from './deprecation.js';
import { errorAnswerWith, type ErrorAnswerTools } from './error-answer.js';
import type { SdkError } from './errors.js';
import { extraFieldsWith, type ExtraFieldsTools } from './extra-fields.js';
import { issueListWith, type IssueListTools } from './issue-list.js';
import { namedTools } from './page-tool-names.js';
import type { PageToolList } from './page-tools.js';
import type { LevelledLogger } from './logger.js';
import type { Hooks } from './options.js';
import { refusalWords } from './refusal-words.js';
import { valueRedactionWith, type ValueRedactionTools } from './value-redaction.js';

/** @internal What the error path takes from the page (`page-tools.ts`). */
export type ErrorPathTools = ValueRedactionTools & IssueListTools & ErrorAnswerTools & ExtraFieldsTools;

/** @internal The error path, built with the page's tools as the page hands them over (`pageToolList`). */
export function errorPathFrom(list: PageToolList) {
  return errorPathWith(namedTools(list));
}

/** @internal The error path, built with the page's tools. */
export function errorPathWith(tools: ErrorPathTools) {
  const { redactError, shownHeaders, scrubDeep, shortSecretPattern } = valueRedactionWith(tools);
  const { inputRefusal, responseMismatch } = issueListWith(tools);

  /**
   * The final step of an error: `secrets` scrubbed from it, the `beforeError` hook given the chance to replace it
   * (scrubbed again), and a debug line.
   */
  async function finishError(error: SdkError, secrets: readonly string[], hooks: Hooks, logger: LevelledLogger): Promise<SdkError> {
    let final: SdkError = redactError(error, secrets);
    if (hooks.beforeError) {
      const replaced = await hooks.beforeError(final);
      if (replaced) final = redactError(replaced, secrets);
    }
    if (final.kind !== 'validation' && logger.enabled('debug')) logger.debug(`${final.operation ?? 'call'}: ${final.name}: ${final.message}`);
    return final;
  }

  /** The final form of a refusal the success path raised with a provisional message (`deferred-error.ts`). */
  function refused(parts: RefusalParts): SdkError {
    if (!('words' in parts)) return inputRefusal(parts.error, parts.field, parts.request, parts.secret, parts.shown);
    const words = refusalWords[parts.words] as (...args: readonly unknown[]) => string;
    return new (parts.answer ? tools.ResponseValidationError : tools.ValidationError)(words(...parts.args), parts.init);
  }

  /** A debug line with the headers of a request or an answer as they may be shown. */
  function logWithHeaders(logger: LevelledLogger, line: string, headers: Headers, secrets: readonly string[]): void {
    logger.debug(line, { headers: shownHeaders(headers, secrets) });
  }

  return {
    ...errorAnswerWith(tools),
    ...extraFieldsWith(tools),
    refused,
    responseMismatch,
    scrubDeep,
    /** Where a short secret is scrubbed (`credential-position.ts`), for the page's `scrubText` once this has loaded. */
    shortSecretPattern,
    finishError,
    logWithHeaders,
    warnDeprecated,
  };
}
