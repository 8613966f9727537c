import type { RateLimiterOptions } from './rate-limiter-types.js';

/** Requests per second of a rate limiter whose options name none. */
const DEFAULT_PER_SECOND = 25;

/**
 * The least time between the starts of two requests, in ms, for `options`; a `RangeError` for a `perSecond` below
 * one or not finite. Checked when a limiter is made, also one whose code loads on demand (`rate-limiter-on-demand.ts`),
 * whose code fills in its other options when it has loaded.
 */
export function intervalOf(options: RateLimiterOptions): number {
  const perSecond = options.perSecond ?? DEFAULT_PER_SECOND;
  // NaN fails both comparisons.
  if (!(perSecond >= 1 && perSecond < Infinity)) throw new RangeError('perSecond must be a finite number of at least 1');
  return 1000 / perSecond;
}
