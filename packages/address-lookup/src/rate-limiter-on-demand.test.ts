import { NetworkError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { rateLimiterOnDemand } from './rate-limiter-on-demand.js';

describe('rateLimiterOnDemand', () => {
  it('refuses a budget below one request per second at once, before any code loads', () => {
    expect(() => rateLimiterOnDemand({ perSecond: 0 })).toThrow(RangeError);
    expect(() => rateLimiterOnDemand({ perSecond: Number.NaN })).toThrow(RangeError);
  });

  it('spaces requests out once its code has loaded, the first ones waiting for it', async () => {
    let now = 1_000_000;
    const waits: number[] = [];
    const throttle = rateLimiterOnDemand({ perSecond: 4, now: () => now, wait: async (ms) => void (waits.push(ms), (now += ms)) });
    // Asked for before the import has settled: they wait for it, then for their turn, in arrival order.
    const started: number[] = [];
    await Promise.all([0, 1, 2].map((index) => throttle.acquire('/v1/postcodes/x').then(() => started.push(index))));
    expect(started).toEqual([0, 1, 2]);
    expect(waits).toEqual([250, 250]);
  });

  it('fails a request with a NetworkError when its code cannot be imported, and imports it again for the next', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    let imports = 0;
    const throttle = rateLimiterOnDemand({}, async () => {
      imports++;
      if (imports === 1) throw cause;
      return import('./rate-limit-queue.js');
    });
    const failure = await throttle.acquire('/v1/places').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).message).toBe('@org/address-lookup: the code of the rate limiter could not be loaded; nothing was sent');
    expect((failure as NetworkError).cause).toBe(cause);
    await expect(throttle.acquire('/v1/places')).resolves.toBeUndefined();
    expect(imports).toBe(2);
  });

  it('ends the wait for its code when the signal aborts, with the signal\'s reason', async () => {
    const throttle = rateLimiterOnDemand({});
    const controller = new AbortController();
    const waiting = throttle.acquire('/v1/places', controller.signal);
    controller.abort(new Error('user left the page'));
    await expect(waiting).rejects.toThrow('user left the page');
    const aborted = AbortSignal.abort(new Error('already gone'));
    await expect(rateLimiterOnDemand({}).acquire('/v1/places', aborted)).rejects.toThrow('already gone');
  });

  it('reads the rate-limit headers once loaded, holding suggestion requests until the window resets', async () => {
    let now = 1_000_000;
    const waits: number[] = [];
    const throttle = rateLimiterOnDemand({ perSecond: 1000, now: () => now, wait: async (ms) => void (waits.push(ms), (now += ms)) });
    // Headers seen before the code loaded cannot be read, and nothing fails.
    throttle.observe?.('/v1/places', new Headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 3600) }));
    await throttle.acquire('/v1/places');
    expect(waits).toEqual([]);
    throttle.observe?.('/v1/places', new Headers({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 30) }));
    await throttle.acquire('/v1/places');
    expect(now).toBe(1_000_000 + 30_000);
  });
});
