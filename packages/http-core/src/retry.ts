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

/**
 * How long the service asked to wait, in ms: `Retry-After` as seconds or an HTTP date, else a
 * `RateLimit-Reset` / `X-RateLimit-Reset` header (seconds to wait, or an epoch time in seconds).
 */
export function retryAfterMs(headers: Headers, now: number = Date.now()): number | undefined {
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null) {
    const seconds = Number(retryAfter);
    if (retryAfter.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const reset = headers.get('ratelimit-reset') ?? headers.get('x-ratelimit-reset');
  if (reset !== null && reset.trim() !== '') {
    const value = Number(reset);
    if (!Number.isFinite(value)) return undefined;
    return value > 1e9 ? Math.max(0, value * 1000 - now) : Math.max(0, value * 1000);
  }
  return undefined;
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
