import { isAbortError } from '@org/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFake, testClient } from '../test/support.js';
import { isAddressLookupError } from './errors.js';
import { createRateLimiter } from './rate-limiter.js';
import type { AddressLookupFake } from './testing/index.js';

/** A clock that only moves when the limiter waits, recording each wait. */
function virtualTime() {
  let now = 1_000_000;
  const waits: number[] = [];
  return {
    now: () => now,
    waits,
    wait: async (ms: number, signal?: AbortSignal) => {
      signal?.throwIfAborted();
      waits.push(ms);
      now += ms;
    },
  };
}

describe('createRateLimiter', () => {
  it('starts a burst evenly spaced, 1000 / perSecond ms apart, in arrival order', async () => {
    const time = virtualTime();
    const limiter = createRateLimiter({ perSecond: 4, now: time.now, wait: time.wait });
    const started: Array<[number, number]> = [];
    await Promise.all(Array.from({ length: 6 }, (_, index) => limiter.acquire('/v1/postcodes/x').then(() => started.push([index, time.now() - 1_000_000]))));
    expect(started).toEqual([[0, 0], [1, 250], [2, 500], [3, 750], [4, 1000], [5, 1250]]);
    expect(limiter.delayed).toBe(5);
  });

  it('lets a request through at once when the previous one is far enough behind', async () => {
    const time = virtualTime();
    const limiter = createRateLimiter({ perSecond: 10, now: time.now, wait: time.wait });
    await limiter.acquire('/v1/emails');
    await time.wait(500);
    await limiter.acquire('/v1/emails');
    expect(time.waits).toEqual([500]);
    expect(limiter.delayed).toBe(0);
  });

  it('holds suggestion requests while the service reports their window used up, and only those', async () => {
    const time = virtualTime();
    const limiter = createRateLimiter({ perSecond: 1000, now: time.now, wait: time.wait });
    const resetAt = Math.ceil((time.now() + 30_000) / 1000);
    limiter.observe('/v1/autocomplete/addresses', new Headers({ 'x-ratelimit-limit': '3000', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(resetAt) }));
    await limiter.acquire('/v1/postcodes/SW1A2AA');
    expect(time.waits).toEqual([]);
    await time.wait(1);
    await limiter.acquire('/v1/autocomplete/addresses');
    expect(time.now()).toBe(resetAt * 1000);
    await time.wait(1);
    await limiter.acquire('/v1/places');
    expect(time.waits).toHaveLength(3);
  });

  it('ignores the headers when told to, and caps a hold at maxHoldMs', async () => {
    const headers = new Headers({ 'x-ratelimit-limit': '1', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.ceil(1_000_000 / 1000) + 3600) });
    const ignoring = virtualTime();
    const off = createRateLimiter({ perSecond: 1000, followRateLimitHeaders: false, now: ignoring.now, wait: ignoring.wait });
    off.observe('/v1/places', headers);
    await off.acquire('/v1/places');
    expect(ignoring.waits).toEqual([]);
    const capped = virtualTime();
    const short = createRateLimiter({ perSecond: 1000, maxHoldMs: 2_000, now: capped.now, wait: capped.wait });
    short.observe('/v1/places', headers);
    await short.acquire('/v1/places');
    expect(capped.waits).toEqual([2_000]);
  });

  it('stops waiting when the request is aborted, and later requests still get their turn', async () => {
    const limiter = createRateLimiter({ perSecond: 1 });
    await limiter.acquire('/v1/emails');
    const controller = new AbortController();
    const waiting = limiter.acquire('/v1/emails', controller.signal);
    controller.abort(new Error('user left the page'));
    await expect(waiting).rejects.toThrow('user left the page');
    const aborted = new AbortController();
    aborted.abort();
    await expect(limiter.acquire('/v1/emails', aborted.signal)).rejects.toBeDefined();
  });

  it('refuses a budget below one request per second', () => {
    expect(() => createRateLimiter({ perSecond: 0 })).toThrow(RangeError);
  });
});

describe('the rateLimit client option against the fake', () => {
  let fake: AddressLookupFake;
  beforeAll(async () => {
    fake = await startFake({ requestsPerSecond: 5 });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const burst = (client: ReturnType<typeof testClient>) =>
    Promise.allSettled(Array.from({ length: 8 }, () => client.autocomplete.find({ query: 'goswell' }, { retry: false })));

  it('without it, a burst over the per-second limit gets 503s', async () => {
    // The burst falls in one second of the fake's limit, however long a busy machine takes to send it.
    const still = await startFake({ requestsPerSecond: 5, secondClock: () => 0 });
    try {
      const outcomes = await burst(testClient(still));
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(refused).toHaveLength(3);
      expect(refused.every((outcome) => isAddressLookupError(outcome.reason) && outcome.reason.status === 503)).toBe(true);
    } finally {
      await still.close();
    }
  });

  it('with it, the same burst is spread out and every request succeeds', async () => {
    const limiter = createRateLimiter({ perSecond: 3 });
    const outcomes = await burst(testClient(fake, { rateLimit: limiter }));
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    expect(limiter.delayed).toBe(7);
    expect(fake.requestCount('autocomplete.find')).toBe(8);
  });

  it("with the client's own limiter, loaded on demand, a burst is spread out too", async () => {
    const time = virtualTime();
    const client = testClient(fake, { rateLimit: { perSecond: 4, now: time.now, wait: time.wait } });
    const outcomes = await Promise.allSettled(Array.from({ length: 3 }, () => client.autocomplete.find({ query: 'goswell' }, { retry: false })));
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    expect(time.waits).toEqual([250, 250]);
    expect(fake.requestCount('autocomplete.find')).toBe(3);
  });

  it("refuses the client's own limiter with a budget below one request per second when the client is made", () => {
    expect(() => testClient(fake, { rateLimit: { perSecond: 0.5 } })).toThrow(RangeError);
  });

  it('a waiting request ends with an AbortError when its signal aborts', async () => {
    const client = testClient(fake, { rateLimit: { perSecond: 1 } });
    await client.autocomplete.find({ query: 'goswell' });
    const controller = new AbortController();
    const waiting = client.autocomplete.find({ query: 'goswell' }, { signal: controller.signal });
    controller.abort();
    expect(isAbortError(await waiting.catch((error: unknown) => error))).toBe(true);
    expect(fake.requestCount('autocomplete.find')).toBe(1);
  });
});
