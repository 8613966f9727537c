/**
 * The error path: what a call runs when it fails or logs at debug level, and a successful call never does.
 * Loaded on demand (`error-path-loader.ts`), so that a browser bundler splits it from the success path: the
 * error of an answer, failed checks in plain words, redaction of errors, debug lines; and, in the same chunk,
 * the checks of extra fields, which only a call that has some runs.
 */
import type { SdkError } from './errors.js';
import type { LevelledLogger } from './logger.js';
import type { Hooks } from './options.js';
import { redactError, shownHeaders } from './value-redaction.js';

export { toApiError, unusableAnswerError } from './error-answer.js';
export { extraQueryPairs, withExtraBody } from './extra-fields.js';
export { inputRefusal, responseMismatch } from './issue-list.js';
export { scrubDeep } from './value-redaction.js';

/**
 * The final step of an error: `secrets` scrubbed from it, the `beforeError` hook given the chance to replace it
 * (scrubbed again), and a debug line.
 */
export async function finishError(error: SdkError, secrets: readonly string[], hooks: Hooks, logger: LevelledLogger): Promise<SdkError> {
  let final: SdkError = redactError(error, secrets);
  if (hooks.beforeError) {
    const replaced = await hooks.beforeError(final);
    if (replaced) final = redactError(replaced, secrets);
  }
  if (final.kind !== 'validation' && logger.enabled('debug')) logger.debug(`${final.operation ?? 'call'}: ${final.name}: ${final.message}`);
  return final;
}

/** A debug line with the headers of a request or an answer as they may be shown. */
export function logWithHeaders(logger: LevelledLogger, line: string, headers: Headers, secrets: readonly string[]): void {
  logger.debug(line, { headers: shownHeaders(headers, secrets) });
}
