import type { RateLimiter, RateLimiterOptions } from './rate-limiter-types.js';
import { rateLimitOf } from './rate-limit-headers.js';

/** Requests per second of a rate limiter whose options name none. */
const DEFAULT_PER_SECOND = 25;

/** Longest a suggestion request is held for its window to reset, in ms, when the options name none. */
const DEFAULT_MAX_HOLD_MS = 60_000;

/** Paths whose answers carry the suggestions window. */
const suggestionPath = /\/(autocomplete\/addresses|places)\/?$/;

/**
 * The limiter itself: requests queue in arrival order and start `1000 / perSecond` ms apart (`perSecond` checked
 * already, by `checkPerSecond`); suggestion requests are held while the service reports their window used up. It imports nothing a
 * page without a limiter loads (the engine's `sleep` comes as an argument), so that the client's own limiter
 * (`rate-limiter-on-demand.ts`) comes in a chunk of its own, with the filling in of the options' defaults.
 */
export function queuedRateLimiter(options: RateLimiterOptions, sleep: NonNullable<RateLimiterOptions['wait']>): RateLimiter {
  const { perSecond = DEFAULT_PER_SECOND, followRateLimitHeaders: follow = true, maxHoldMs = DEFAULT_MAX_HOLD_MS, now = Date.now, wait = sleep } = options;
  /** The least time between the starts of two requests, in ms. */
  const intervalMs = 1000 / perSecond;
  /** Earliest start of the next request. */
  let nextFree = -Infinity;
  let suggestionsHeldUntil = -Infinity;
  let delayed = 0;
  let chain: Promise<void> = Promise.resolve();

  const acquire = (path: string, signal?: AbortSignal): Promise<void> => {
    const holdLimit = now() + maxHoldMs;
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
      nextFree = now() + intervalMs;
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
