import { AbortError, type RequestSummary } from './errors.js';

/** Waits for `promise`, ending early with an {@link AbortError} when `signal` aborts. */
export async function abortable<T>(promise: T | Promise<T>, signal: AbortSignal | undefined, summary: () => RequestSummary): Promise<T> {
  if (!signal || !(promise instanceof Promise)) return promise;
  if (signal.aborted) throw new AbortError(summary(), signal.reason);
  let onAbort: (() => void) | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        onAbort = () => reject(new AbortError(summary(), signal.reason));
        signal.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
