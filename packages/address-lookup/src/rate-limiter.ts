import { sleep } from '@org/http-core';
import { queuedRateLimiter } from './rate-limit-queue.js';
import { checkPerSecond } from './rate-limiter-pace.js';
import type { RateLimiter, RateLimiterOptions } from './rate-limiter-types.js';

export type { RateLimiter, RateLimiterOptions } from './rate-limiter-types.js';

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
  checkPerSecond(options);
  return queuedRateLimiter(options, sleep);
}
