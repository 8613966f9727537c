import type { RateLimiter } from './rate-limiter-types.js';
import type { RateLimiterSettings } from './rate-limiter-settings.js';
import { rateLimitOf } from './rate-limit-headers.js';

/** Paths whose answers carry the suggestions window. */
const suggestionPath = /\/(autocomplete\/addresses|places)\/?$/;

/**
 * The limiter itself: requests queue in arrival order and start `intervalMs` apart; suggestion requests are held
 * while the service reports their window used up. It imports nothing a page without a limiter loads, so that the
 * client's own limiter (`rate-limiter-on-demand.ts`) comes in a chunk of its own.
 */
export function queuedRateLimiter(settings: RateLimiterSettings): RateLimiter {
  const { intervalMs, followRateLimitHeaders: follow, maxHoldMs, now, wait } = settings;
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
