import type { Throttle } from '@org/http-core';
import type { RateLimiter, RateLimiterOptions } from './rate-limiter.js';
import { rateLimiterSettings } from './rate-limiter-settings.js';

/**
 * The client's own rate limiter (`rateLimit: true` or options), whose code is imported when the client is made with
 * it, so that a page whose client takes no `rateLimit` never downloads it. The options are checked at once, as
 * `createRateLimiter` checks them. A request that comes before the code has loaded waits for it, or for its signal;
 * should the import fail, every request fails with its error.
 */
export function rateLimiterOnDemand(options: RateLimiterOptions): Throttle {
  const settings = rateLimiterSettings(options);
  let made: RateLimiter | undefined;
  const limiter = import('./rate-limit-queue.js').then((module) => (made = module.queuedRateLimiter(settings)));
  // A failed import is the first request's error, not one of its own.
  limiter.catch(() => {});
  return {
    async acquire(path, signal) {
      if (!made) {
        signal?.throwIfAborted();
        const aborted = new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));
        aborted.catch(() => {});
        await Promise.race([limiter, aborted]);
      }
      return made!.acquire(path, signal);
    },
    observe(path, headers) {
      made?.observe(path, headers);
    },
  };
}
