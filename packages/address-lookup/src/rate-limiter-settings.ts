import { sleep } from '@org/http-core';
import type { RateLimiterOptions } from './rate-limiter-types.js';

/** Requests per second of a rate limiter whose options name none. */
const DEFAULT_PER_SECOND = 25;

/** Longest a suggestion request is held for its window to reset, in ms, when the options name none. */
const DEFAULT_MAX_HOLD_MS = 60_000;

/** A rate limiter's options, checked and with every default filled in. */
export interface RateLimiterSettings {
  /** Least time between the starts of two requests, in ms. */
  readonly intervalMs: number;
  readonly followRateLimitHeaders: boolean;
  readonly maxHoldMs: number;
  readonly now: () => number;
  readonly wait: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
}

/** The settings of `options`; a `RangeError` for a `perSecond` below one or not finite. */
export function rateLimiterSettings(options: RateLimiterOptions): RateLimiterSettings {
  const perSecond = options.perSecond ?? DEFAULT_PER_SECOND;
  if (!(perSecond >= 1) || !Number.isFinite(perSecond)) throw new RangeError('perSecond must be a finite number of at least 1');
  return {
    intervalMs: 1000 / perSecond,
    followRateLimitHeaders: options.followRateLimitHeaders ?? true,
    maxHoldMs: options.maxHoldMs ?? DEFAULT_MAX_HOLD_MS,
    now: options.now ?? Date.now,
    wait: options.wait ?? sleep,
  };
}
