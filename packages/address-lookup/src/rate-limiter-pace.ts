import type { RateLimiterOptions } from './rate-limiter-types.js';

/**
 * Refuses a `perSecond` below one or not finite with a `RangeError`; none given is the default (25, filled in by
 * `rate-limit-queue.ts`). Checked when a limiter is made, also one whose code loads on demand
 * (`rate-limiter-on-demand.ts`), so that the page carries the check and not the filling in of defaults.
 */
export function checkPerSecond({ perSecond }: RateLimiterOptions): void {
  // NaN fails both comparisons.
  if (perSecond !== undefined && !(perSecond >= 1 && perSecond < Infinity)) throw new RangeError('perSecond must be a finite number of at least 1');
}
