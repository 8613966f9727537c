/**
 * Loading the error path (`error-path.ts`): what a failing call runs and a successful one never does. It is a
 * dynamic import, which a browser bundler splits into a chunk of its own: a page downloads it when a call fails,
 * or earlier, once the first call has succeeded ({@link preloadErrorPath}), so that a later failure does not
 * need the network to be told. A service's error format loaded on demand (`AnswerFormat.errorFormat`) is loaded
 * and preloaded with it. The error path is given the page's tools ({@link pageToolList}) rather than importing
 * them, so that a bundler keeps them in the page's file.
 */
import { refusalOf } from './deferred-error.js';
import type { errorPathWith } from './error-path.js';
import { ResponseValidationError } from './errors.js';
import { pageToolList } from './page-tools.js';
import { useShortSecretPattern } from './redaction.js';
import type { AnswerFormat, ErrorFormat } from './response-parser.js';
import type { ResponseMismatch } from './validation.js';

/** @internal What the error path offers. */
export type ErrorPath = ReturnType<typeof errorPathWith>;

let loading: Promise<ErrorPath> | undefined;

/** @internal The error path, loaded on first use; a load that failed is tried again next time. */
export function errorPath(): Promise<ErrorPath> {
  return (loading ??= import('./error-path.js').then(
    (module) => {
      const path = module.errorPathFrom(pageToolList);
      // From now on the page scrubs a short secret only where it stands as a credential, as the error path does.
      useShortSecretPattern(path.shortSecretPattern);
      return path;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/** @internal The error path, or `undefined` when it cannot be loaded (the page is offline and never loaded it). */
export function errorPathOrNone(): Promise<ErrorPath | undefined> {
  return errorPath().catch(() => undefined);
}

/** Error formats by the function that loads them (`AnswerFormat.errorFormat`): one load per service, however many clients it has. */
const errorFormats = new WeakMap<() => Promise<ErrorFormat>, Promise<ErrorFormat>>();

/**
 * @internal The error format `format` loads on demand, loaded once; `undefined` when it loads none or when it
 * cannot load now (a load that failed is tried again next time).
 */
export function errorFormatOrNone(format: AnswerFormat): Promise<ErrorFormat | undefined> {
  const load = format.errorFormat;
  if (load === undefined) return Promise.resolve(undefined);
  let found = errorFormats.get(load);
  if (found === undefined) {
    found = Promise.resolve()
      .then(load)
      .catch((error: unknown) => {
        errorFormats.delete(load);
        throw error;
      });
    errorFormats.set(load, found);
  }
  return found.catch(() => undefined);
}

/**
 * @internal Starts loading the error path, once, and the error format of `format`; called when a call has
 * succeeded, so it does nothing once both are loading or loaded.
 */
export function preloadErrorPath(format: AnswerFormat): void {
  if (loading === undefined) errorPath().catch(() => {});
  if (format.errorFormat !== undefined && !errorFormats.has(format.errorFormat)) void errorFormatOrNone(format);
}

/** @internal The final form of a refusal raised with a provisional message (`deferred-error.ts`; the provisional one when the error path cannot load); any other value as it is. */
export async function completeError(error: unknown): Promise<unknown> {
  const refusal = refusalOf(error);
  if (refusal === undefined) return error;
  const path = await errorPathOrNone();
  return path === undefined ? error : path.refused(refusal);
}

/**
 * @internal What a response body that does not match its schema (or is missing where one is declared) comes to:
 * the body as received, with a warning logged, in lenient mode; a `ResponseValidationError` thrown in strict mode.
 */
export async function settleMismatch(mismatch: ResponseMismatch): Promise<unknown> {
  const path = await errorPathOrNone();
  const summary = mismatch.request();
  if (path !== undefined) return path.responseMismatch(mismatch.error, mismatch.data, mismatch.mode, mismatch.logger, summary, mismatch.secrets());
  // Offline before the error path ever loaded: the same outcome, in fewer words.
  if (mismatch.mode === 'strict') throw new ResponseValidationError(`Response of ${summary.operation ?? 'the call'} does not match its schema`, summary);
  return mismatch.data;
}
