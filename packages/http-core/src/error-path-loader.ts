/**
 * Loading the error path (`error-path.ts`): what a failing call runs and a successful one never does. It is a
 * dynamic import, which a browser bundler splits into a chunk of its own: a page downloads it when a call fails,
 * or earlier, once the first call has succeeded ({@link preloadErrorPath}), so that a later failure does not
 * need the network to be told.
 */
import type * as errorPathModule from './error-path.js';
import type { SdkError } from './errors.js';

/** @internal What the error path offers. */
export type ErrorPath = typeof errorPathModule;

let loading: Promise<ErrorPath> | undefined;

/** @internal The error path, loaded on first use; a load that failed is tried again next time. */
export function errorPath(): Promise<ErrorPath> {
  return (loading ??= import('./error-path.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
}

/** @internal The error path, or `undefined` when it cannot be loaded (the page is offline and never loaded it). */
export function errorPathOrNone(): Promise<ErrorPath | undefined> {
  return errorPath().catch(() => undefined);
}

/** @internal Starts loading the error path, once; called when a call has succeeded. */
export function preloadErrorPath(): void {
  if (loading === undefined) errorPath().catch(() => {});
}

const completion = Symbol('completion');

/**
 * @internal `provisional`, an error raised in the success path whose final form (its message in plain words) the
 * error path builds: {@link completeError} swaps it for that form before the error leaves the call.
 */
export function deferredError<E extends SdkError>(provisional: E, complete: (path: ErrorPath) => SdkError): E {
  Object.defineProperty(provisional, completion, { value: complete, enumerable: false });
  return provisional;
}

/** @internal The final form of a {@link deferredError} (the provisional one when the error path cannot load); any other value as it is. */
export async function completeError(error: unknown): Promise<unknown> {
  const complete = (error as { [completion]?: (path: ErrorPath) => SdkError } | null | undefined)?.[completion];
  if (complete === undefined) return error;
  const path = await errorPathOrNone();
  return path === undefined ? error : complete(path);
}
