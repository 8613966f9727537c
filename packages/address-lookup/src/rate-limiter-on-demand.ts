import { NetworkError, sleep, type Throttle } from '@org/http-core';
import type { queuedRateLimiter } from './rate-limit-queue.js';
import type { RateLimiter, RateLimiterOptions } from './rate-limiter-types.js';
import { intervalOf } from './rate-limiter-pace.js';

/** Loads the limiter's code: `rate-limit-queue.ts`, a chunk of its own in a browser build. */
export type RateLimitQueueLoader = () => Promise<{ readonly queuedRateLimiter: typeof queuedRateLimiter }>;

/**
 * The client's own rate limiter (`rateLimit: true` or options), whose code is imported when the client is made with
 * it, so that a page whose client takes no `rateLimit` never downloads it. `perSecond` is checked at once, as
 * `createRateLimiter` checks it; the other options are read by the code loaded. A request that comes before the code
 * has loaded waits for it, or for its signal. Should the import fail (the page went offline first), the request fails
 * with a `NetworkError`, nothing sent, and the next one imports it again.
 *
 * @param load - how the code is imported (tests give their own).
 */
export function rateLimiterOnDemand(options: RateLimiterOptions, load: RateLimitQueueLoader = () => import('./rate-limit-queue.js')): Throttle {
  const intervalMs = intervalOf(options);
  let made: RateLimiter | undefined;
  let loading: Promise<RateLimiter> | undefined;
  const limiter = () =>
    (loading ??= load().then(
      (module) => (made = module.queuedRateLimiter(options, intervalMs, sleep)),
      (error: unknown) => {
        loading = undefined;
        throw new NetworkError('@org/address-lookup: the code of the rate limiter could not be loaded; nothing was sent', {}, { cause: error });
      },
    ));
  // Started with the client; a failed import is the first request's error, not one of its own.
  limiter().catch(() => {});
  return {
    async acquire(path, signal) {
      if (!made) {
        signal?.throwIfAborted();
        // Whichever comes first, the code or the abort: one promise, so that neither is left rejected unread.
        await new Promise((resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
          limiter().then(resolve, reject);
        });
      }
      return made!.acquire(path, signal);
    },
    observe: (path, headers) => made?.observe(path, headers),
  };
}
