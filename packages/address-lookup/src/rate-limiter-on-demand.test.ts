import type { Throttle } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.js';
import { rateLimitThrottle } from './rate-limiter-on-demand.js';

/** The loader the client's own limiter comes to, run as the engine runs it. */
function loaderOf(option: Parameters<typeof rateLimitThrottle>[0]): () => Promise<Throttle> {
  const throttle = rateLimitThrottle(option);
  expect(throttle).toBeTypeOf('function');
  return throttle as () => Promise<Throttle>;
}

describe('rateLimitThrottle', () => {
  it('gives the engine no throttle without rateLimit, and a limiter given as it is', () => {
    expect(rateLimitThrottle(undefined)).toBeUndefined();
    expect(rateLimitThrottle(false)).toBeUndefined();
    const shared = createRateLimiter();
    expect(rateLimitThrottle(shared)).toBe(shared);
  });

  it('refuses a budget below one request per second at once, before any code loads', () => {
    expect(() => rateLimitThrottle({ perSecond: 0 })).toThrow(RangeError);
    expect(() => rateLimitThrottle({ perSecond: Number.NaN })).toThrow(RangeError);
    expect(() => rateLimitThrottle({ perSecond: Infinity })).toThrow('perSecond must be a finite number of at least 1');
  });

  it('loads, for true or options, a limiter that spaces requests out and reads the rate-limit headers', async () => {
    let now = 1_000_000;
    const waits: number[] = [];
    const limiter = await loaderOf({ perSecond: 4, now: () => now, wait: async (ms) => void (waits.push(ms), (now += ms)) })();
    await Promise.all([0, 1, 2].map(() => limiter.acquire('/v1/postcodes/x')));
    expect(waits).toEqual([250, 250]);
    limiter.observe?.('/v1/places', new Headers({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 30) }));
    const before = now;
    await limiter.acquire('/v1/places');
    expect(now).toBe(before + 30_000);
    const byDefault = await loaderOf(true)();
    await expect(byDefault.acquire('/v1/places')).resolves.toBeUndefined();
  });

  it('makes a limiter of its own on each load, for the engine loads once per client', async () => {
    const load = loaderOf({});
    expect(await load()).not.toBe(await load());
  });
});
