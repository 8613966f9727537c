/** The client-side rate limiter's options and what it offers the engine. */
import type { Throttle } from '@org/http-core';

/** Options of `createRateLimiter`. */
export interface RateLimiterOptions {
  /**
   * Requests per second, spread evenly: each starts at least `1000 / perSecond` ms after the one before. The
   * service allows 30 per second per IP address (then answers 503); the default's margin absorbs network jitter
   * and other tabs.
   *
   * @default 25
   */
  readonly perSecond?: number;
  /**
   * Hold suggestion requests (address autocomplete and place search) while the service reports their own
   * window as used up (`X-RateLimit-Remaining: 0`), until `X-RateLimit-Reset`.
   *
   * @default true
   */
  readonly followRateLimitHeaders?: boolean;
  /**
   * Longest a suggestion request is held for its window to reset before it is sent anyway, in ms.
   *
   * @default 60000
   */
  readonly maxHoldMs?: number;
  /** Clock, for tests. Default `Date.now`. */
  readonly now?: () => number;
  /** How to wait, for tests. Default a timer that ends early when the request is aborted. */
  readonly wait?: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
}

/**
 * A client-side limiter: requests queue in arrival order and start evenly spaced, so a busy page never
 * trips the service's limit. Share one limiter between clients that use the same network (one page). It is
 * a `Throttle` of `@org/http-core`: the engine awaits `acquire` before every attempt and shows `observe`
 * every answer's headers.
 */
export interface RateLimiter extends Throttle {
  /** Waits for this request's turn; rejects when `signal` aborts first. */
  acquire(path: string, signal?: AbortSignal): Promise<void>;
  /** Reads the rate-limit headers of an answer. */
  observe(path: string, headers: Headers): void;
  /** Requests that had to wait so far (for tests and metrics). */
  readonly delayed: number;
}
