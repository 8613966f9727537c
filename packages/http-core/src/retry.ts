/**
 * Retrying: the policy a caller sets, and the one pure function that decides, after each attempt, whether
 * to send it again and after how long. How long an error answer asks to wait is read on the error path
 * (`retry-after.ts`).
 */

/** Retry policy: which failures are retried, how many times, and how long to wait in between. */
export interface RetryOptions {
  /** Retries after the first attempt. Default 2; `0` turns retrying off. */
  readonly limit?: number;
  /** Statuses retried for idempotent operations. Default 408, 429, 500, 502, 503, 504. */
  readonly statusCodes?: readonly number[];
  /** First backoff step; the n-th retry waits a random time in `[0, min(maxDelayMs, baseDelayMs * 2^(n-1))]`. Default 500 ms. */
  readonly baseDelayMs?: number;
  /** Cap of one backoff wait. Default 8 000 ms. */
  readonly maxDelayMs?: number;
  /**
   * Longest `Retry-After` (or rate-limit reset) honoured. A longer wait asked by the service is not
   * slept through: the error is returned at once so the caller can decide. Default 60 000 ms.
   */
  readonly maxRetryAfterMs?: number;
  /** Retry connection failures (refused, reset, DNS). Default `true`. */
  readonly retryNetworkErrors?: boolean;
  /** Retry attempts that timed out. Default `true`. */
  readonly retryTimeouts?: boolean;
}

/** {@link RetryOptions} with every default filled in. */
export type RetryPolicy = Required<RetryOptions>;

/** The default policy. */
export const defaultRetryPolicy: RetryPolicy = Object.freeze({
  limit: 2,
  statusCodes: Object.freeze([408, 429, 500, 502, 503, 504]),
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
  retryNetworkErrors: true,
  retryTimeouts: true,
});

/** Merges retry options over a base policy; `false` means no retries. */
export function resolveRetryPolicy(base: RetryPolicy, options: RetryOptions | false | undefined): RetryPolicy {
  if (options === false) return { ...base, limit: 0 };
  if (options === undefined) return base;
  return { ...base, ...options };
}

/** Full-jitter exponential backoff for the `retry`-th retry (1-based). */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.floor(random() * ceiling);
}

/** What an attempt ended with, as far as retrying is concerned. */
export type RetryCause =
  | { readonly kind: 'answer'; readonly status: number; readonly retryAfterMs: number | undefined }
  | { readonly kind: 'timeout'; readonly scope: 'attempt' | 'total' }
  | { readonly kind: 'network' }
  | { readonly kind: 'final' };

/** Where a call stands when an attempt has failed. */
export interface RetryState {
  readonly policy: RetryPolicy;
  /** Retries already made. */
  readonly retries: number;
  /** Whether sending the request again is harmless (an idempotent operation with a replayable body). */
  readonly mayRepeat: boolean;
  /** Time left before the call's total deadline, in ms; `undefined` for none. */
  readonly remainingMs: number | undefined;
}

/** The decision: wait `delayMs` and send again, or stop (`deadline` when only the time left forbids a retry). */
export type RetryDecision = { readonly retry: true; readonly delayMs: number } | { readonly retry: false; readonly deadline: boolean };

const stop: RetryDecision = Object.freeze({ retry: false, deadline: false });
const pastDeadline: RetryDecision = Object.freeze({ retry: false, deadline: true });

/**
 * Whether and when to send a failed attempt again. Pure: the same cause and state always give the same
 * decision for the same `random`. Only idempotent, replayable requests are repeated, at most `policy.limit`
 * times; answers are retried for the policy's statuses, honouring `Retry-After` up to `maxRetryAfterMs`;
 * attempt time-outs and connection failures per the policy; nothing else.
 */
export function decideRetry(cause: RetryCause, state: RetryState, random: () => number = Math.random): RetryDecision {
  const { policy } = state;
  if (!state.mayRepeat || state.retries >= policy.limit) return stop;
  let delayMs: number;
  switch (cause.kind) {
    case 'answer':
      if (!policy.statusCodes.includes(cause.status)) return stop;
      if (cause.retryAfterMs !== undefined && cause.retryAfterMs > policy.maxRetryAfterMs) return stop;
      delayMs = cause.retryAfterMs ?? backoffDelay(state.retries + 1, policy, random);
      break;
    case 'timeout':
      if (cause.scope === 'total' || !policy.retryTimeouts) return stop;
      delayMs = backoffDelay(state.retries + 1, policy, random);
      break;
    case 'network':
      if (!policy.retryNetworkErrors) return stop;
      delayMs = backoffDelay(state.retries + 1, policy, random);
      break;
    case 'final':
      return stop;
  }
  if (state.remainingMs !== undefined && delayMs >= state.remainingMs) return pastDeadline;
  return { retry: true, delayMs };
}

/** Waits `ms`, ending early with the signal's reason when it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
