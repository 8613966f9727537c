/**
 * Hard time bounds: every call the suite makes ends within a bound, or the test fails saying so.
 */

/** How a call ended. */
export type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/** Thrown when a call is still running after its bound. */
export class StillRunningError extends Error {
  constructor(readonly boundMs: number) {
    super(`The call had not ended after ${boundMs} ms (a hang)`);
  }
}

/** Waits for `promise` at most `boundMs`; its result or error, or a {@link StillRunningError}. */
export async function settle(promise: Promise<unknown>, boundMs = 8_000): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StillRunningError(boundMs)), boundMs);
  });
  try {
    return { ok: true, value: await Promise.race([promise, bound]) };
  } catch (error) {
    if (error instanceof StillRunningError) throw error;
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Polls `condition` every 5 ms until it holds, at most `boundMs`: a bound for a hang, not a measure of speed (on a
 * busy two-core machine running other suites and Chromium beside this one, a request has taken over 5 s to reach
 * a fake), kept under the test's own time-out so that the failure says what it waited for.
 */
export async function waitFor(condition: () => boolean, what: string, boundMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > boundMs) throw new Error(`Gave up waiting for ${what} after ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
