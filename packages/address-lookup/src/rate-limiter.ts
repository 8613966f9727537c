import { sleep, type Throttle } from '@org/http-core';
import { rateLimitOf } from './rate-limit-headers.js';

/** Options of {@link createRateLimiter}. */
export interface RateLimiterOptions {
  /**
   * Requests per second, spread evenly: each starts at least `1000 / perSecond` ms after the one before.
   * Default 25: the service allows 30 per second per IP address (then answers 503), and the margin absorbs
   * network jitter and other tabs.
   */
  readonly perSecond?: number;
  /**
   * Hold suggestion requests (address autocomplete and place search) while the service reports their own
   * window as used up (`X-RateLimit-Remaining: 0`), until `X-RateLimit-Reset`. Default `true`.
   */
  readonly followRateLimitHeaders?: boolean;
  /** Longest a suggestion request is held for its window to reset before it is sent anyway. Default 60 000 ms. */
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

/** Paths whose answers carry the suggestions window. */
const suggestionPath = /\/(autocomplete\/addresses|places)\/?$/;

/**
 * Creates a {@link RateLimiter}. Pass it (or `true` for one of the client's own) as the client's `rateLimit`
 * option.
 *
 * @example
 * ```ts
 * const limiter = createRateLimiter({ perSecond: 20 });
 * const client = createAddressLookupClient({ apiKey, rateLimit: limiter });
 * ```
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const perSecond = options.perSecond ?? 25;
  if (!(perSecond >= 1) || !Number.isFinite(perSecond)) throw new RangeError('perSecond must be a finite number of at least 1');
  const interval = 1000 / perSecond;
  const now = options.now ?? Date.now;
  const wait = options.wait ?? sleep;
  const follow = options.followRateLimitHeaders ?? true;
  const maxHold = options.maxHoldMs ?? 60_000;
  /** Earliest start of the next request. */
  let nextFree = -Infinity;
  let suggestionsHeldUntil = -Infinity;
  let delayed = 0;
  let chain: Promise<void> = Promise.resolve();

  const acquire = (path: string, signal?: AbortSignal): Promise<void> => {
    const holdLimit = now() + maxHold;
    const startAt = () => {
      const held = follow && suggestionPath.test(path) ? Math.min(suggestionsHeldUntil, holdLimit) : -Infinity;
      return Math.max(nextFree, held);
    };
    // One at a time, in arrival order: each request waits for those before it.
    const turn = chain.then(async () => {
      signal?.throwIfAborted();
      if (startAt() > now()) {
        delayed++;
        for (let at = startAt(); at > now(); at = startAt()) await wait(at - now(), signal);
      }
      nextFree = now() + interval;
    });
    chain = turn.catch(() => {});
    return turn;
  };

  const observe = (path: string, headers: Headers): void => {
    if (!follow || !suggestionPath.test(path)) return;
    const status = rateLimitOf(headers);
    if (status && status.remaining <= 0) suggestionsHeldUntil = Math.max(suggestionsHeldUntil, status.resetAt.getTime());
  };

  return {
    acquire,
    observe,
    get delayed() {
      return delayed;
    },
  };
}
