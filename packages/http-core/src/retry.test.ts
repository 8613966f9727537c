import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AbortError, ApiError, NetworkError, RateLimitError } from './errors.js';
import { retryAfterMs } from './retry-after.js';
import { backoffDelay, decideRetry, defaultRetryPolicy, resolveRetryPolicy, sleep, type RetryState } from './retry.js';
import { createClient } from './service.js';
import type { ClientOptions } from './options.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { closedPortUrl, json, shareServer } from './test-support/loopback-server.js';

const Item = z.looseObject({ id: z.string() });

const service = testService({
  items: {
    get: { method: 'GET', path: '/items', summary: 'Read', response: Item },
    create: { method: 'POST', path: '/items', summary: 'Create', body: z.object({ id: z.string() }), response: Item },
    createIdempotent: {
      method: 'POST',
      path: '/items-idempotent',
      summary: 'Create with a request id',
      body: z.object({ id: z.string() }),
      response: Item,
      idempotent: true,
    },
    patch: { method: 'PATCH', path: '/items', summary: 'Patch', body: z.object({ id: z.string() }), response: Item },
    put: { method: 'PUT', path: '/items', summary: 'Replace', body: z.object({ id: z.string() }), response: Item },
  },
});

const server = await shareServer();

const fastRetry = { limit: 2, baseDelayMs: 1, maxDelayMs: 2 };
const client = (options: Partial<ClientOptions> = {}) => createClient(service, { baseUrl: server.url, retry: fastRetry, logger: captureLogger().logger, ...options });

/** Answers with `statuses` in turn (then the last one forever); 200 answers carry an item. */
function answerInTurn(statuses: number[], headers: Record<string, string> = {}) {
  let next = 0;
  server.handle((_request, response) => {
    const status = statuses[Math.min(next++, statuses.length - 1)]!;
    if (status < 300) json(response, status, { id: 'item-1' });
    else json(response, status, { message: `status ${status}` }, headers);
  });
}

describe('retrying statuses', () => {
  it('retries a GET on 503 until it succeeds and reports the attempts', async () => {
    answerInTurn([503, 503, 200]);
    const { data, response } = await client().items.get().withResponse();
    expect(data).toEqual({ id: 'item-1' });
    expect(response.attempts).toBe(3);
    expect(response.status).toBe(200);
    expect(server.requests).toHaveLength(3);
  });

  it('stops at the limit with an ApiError carrying the attempts', async () => {
    answerInTurn([503]);
    const error = (await rejectionOf(client().items.get())) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.attempts).toBe(3);
    expect(error.serviceMessage).toBe('status 503');
    expect(server.requests).toHaveLength(3);
  });

  it('honours a per-call limit and retry: false', async () => {
    answerInTurn([500]);
    expect(((await rejectionOf(client().items.get({}, { retry: { limit: 4 } }))) as ApiError).attempts).toBe(5);
    expect(((await rejectionOf(client().items.get({}, { retry: false }))) as ApiError).attempts).toBe(1);
    expect(((await rejectionOf(client({ retry: false }).items.get())) as ApiError).attempts).toBe(1);
    expect(server.requests).toHaveLength(7);
  });

  it('never retries a POST on 503: the server receives exactly one request', async () => {
    answerInTurn([503, 200]);
    const error = (await rejectionOf(client().items.create({ body: { id: 'x' } }))) as ApiError;
    expect(error.status).toBe(503);
    expect(error.attempts).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it('never retries a PATCH, and retries a PUT', async () => {
    answerInTurn([503, 200]);
    await rejectionOf(client().items.patch({ body: { id: 'x' } }));
    expect(server.requests).toHaveLength(1);
    server.reset();
    answerInTurn([503, 200]);
    await client().items.put({ body: { id: 'x' } });
    expect(server.requests.map((r) => r.body)).toEqual(['{"id":"x"}', '{"id":"x"}']);
  });

  it('retries a POST declared idempotent, resending its body', async () => {
    answerInTurn([503, 502, 200]);
    const { response } = await client().items.createIdempotent({ body: { id: 'x' } }).withResponse();
    expect(response.attempts).toBe(3);
    expect(server.requests.map((r) => r.body)).toEqual(Array(3).fill('{"id":"x"}'));
  });

  it('does not retry statuses outside the list, and retries ones added to it', async () => {
    answerInTurn([400, 200]);
    expect(((await rejectionOf(client().items.get())) as ApiError).status).toBe(400);
    expect(server.requests).toHaveLength(1);
    server.reset();
    answerInTurn([418, 200]);
    const { response } = await client({ retry: { ...fastRetry, statusCodes: [418] } }).items.get().withResponse();
    expect(response.attempts).toBe(2);
  });

  it('ends with a RateLimitError when 429 persists', async () => {
    answerInTurn([429], { 'retry-after': '0' });
    const error = (await rejectionOf(client().items.get())) as RateLimitError;
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.attempts).toBe(3);
    expect(error.retryAfterMs).toBe(0);
  });
});

describe('Retry-After and rate-limit headers', () => {
  const slowBackoff = { limit: 2, baseDelayMs: 60_000, maxDelayMs: 60_000 };

  it('waits what Retry-After: 0 asks instead of the backoff', async () => {
    answerInTurn([503, 200], { 'retry-after': '0' });
    const log = captureLogger();
    // The backoff would be a minute (past the test's time limit); the log shows the wait chosen.
    const { response } = await client({ retry: slowBackoff, logger: log.logger, logLevel: 'debug' }).items.get().withResponse();
    expect(response.attempts).toBe(2);
    expect(log.lines.filter((l) => l.message.includes('retry')).map((l) => [l.level, l.message])).toEqual([['debug', '[@org/test-service] items.get: HTTP 503; retry 1 of 2 in 0 ms']]);
  });

  it('honours an HTTP-date Retry-After in the past as no wait', async () => {
    answerInTurn([503, 200], { 'retry-after': new Date(Date.now() - 5_000).toUTCString() });
    const log = captureLogger();
    const { response } = await client({ retry: slowBackoff, logger: log.logger, logLevel: 'debug' }).items.get().withResponse();
    expect(response.attempts).toBe(2);
    expect(log.text()).toContain('in 0 ms');
  });

  it('honours RateLimit-Reset when there is no Retry-After', async () => {
    answerInTurn([429, 200], { 'ratelimit-reset': '0' });
    const log = captureLogger();
    const { response } = await client({ retry: slowBackoff, logger: log.logger, logLevel: 'debug' }).items.get().withResponse();
    expect(response.attempts).toBe(2);
    expect(log.text()).toContain('HTTP 429; retry 1 of 2 in 0 ms');
  });

  it.each([
    ['seconds', () => '3600'],
    ['an HTTP date', () => new Date(Date.now() + 3_600_000).toUTCString()],
  ])('returns at once when Retry-After (%s) asks for more than maxRetryAfterMs', async (_label, value) => {
    answerInTurn([503, 200], { 'retry-after': value() });
    const log = captureLogger();
    const error = (await rejectionOf(client({ logger: log.logger, logLevel: 'debug' }).items.get())) as ApiError;
    // No retry was planned, so nothing was waited for (a planned retry is logged before its wait).
    expect(log.text()).not.toContain('retry 1');
    expect(error.status).toBe(503);
    expect(error.attempts).toBe(1);
    expect(error.headers['retry-after']).toBeDefined();
    expect(server.requests).toHaveLength(1);
  });

  it('respects a lowered maxRetryAfterMs', async () => {
    answerInTurn([503, 200], { 'retry-after': '1' });
    const error = (await rejectionOf(client({ retry: { ...fastRetry, maxRetryAfterMs: 500 } }).items.get())) as ApiError;
    expect(error.attempts).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it('returns at once when the wait would pass the total timeout', async () => {
    answerInTurn([503, 200], { 'retry-after': '5' });
    const log = captureLogger();
    const error = (await rejectionOf(client({ totalTimeout: 2_000, logger: log.logger, logLevel: 'debug' }).items.get())) as ApiError;
    expect(log.text()).not.toContain('retry 1');
    expect(error.status).toBe(503);
    expect(server.requests).toHaveLength(1);
  });

  it('aborts the wait at once when the signal aborts: AbortError, no further request', async () => {
    const controller = new AbortController();
    server.handle((_request, response) => json(response, 503, { message: 'busy' }, { 'retry-after': '3600' }));
    const log = captureLogger();
    // Aborted as the wait begins (its log line comes just before it); waiting out the hour would outlast the test.
    const logger = {
      ...log.logger,
      debug: (message: string, data?: Record<string, unknown>) => {
        log.logger.debug(message, data);
        if (message.includes('retry 1 of 2')) controller.abort();
      },
    };
    const retry = { ...fastRetry, maxRetryAfterMs: 3_600_000 };
    const error = await rejectionOf(client({ logger, logLevel: 'debug', retry }).items.get({}, { signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortError);
    expect(log.text()).toContain('retry 1 of 2 in 3600000 ms');
    expect(server.requests).toHaveLength(1);
  });

  it('does not send at all with an already aborted signal', async () => {
    const error = await rejectionOf(client().items.get({}, { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(AbortError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('Retry-After the engine waits is the one the error reports', () => {
  it('a RateLimitError reports the wait the engine would honour, and nothing for an unusable value', async () => {
    answerInTurn([429], { 'retry-after': '12' });
    expect(((await rejectionOf(client({ retry: false }).items.get())) as RateLimitError).retryAfterMs).toBe(12_000);
    answerInTurn([429], { 'retry-after': '-1', 'x-ratelimit-reset': 'soon' });
    const error = (await rejectionOf(client({ retry: false }).items.get())) as RateLimitError;
    expect(error.retryAfterMs).toBeUndefined();
    expect(error.headers['retry-after']).toBe('-1');
  });
});

describe('network errors', () => {
  it('retries a GET after connection refused and reports a NetworkError', async () => {
    const baseUrl = await closedPortUrl();
    const log = captureLogger();
    const error = (await rejectionOf(createClient(service, { baseUrl, retry: fastRetry, logger: log.logger, logLevel: 'debug' }).items.get())) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.kind).toBe('network');
    expect(error.attempts).toBe(3);
    expect(error.message).toContain('ECONNREFUSED');
    expect(log.lines.filter((l) => l.message.includes('; retry '))).toHaveLength(2);
  });

  it('does not retry a POST after a network error', async () => {
    const baseUrl = await closedPortUrl();
    const error = (await rejectionOf(createClient(service, { baseUrl, retry: fastRetry }).items.create({ body: { id: 'x' } }))) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.attempts).toBe(1);
  });

  it('does not retry network errors when retryNetworkErrors is false', async () => {
    const baseUrl = await closedPortUrl();
    const retry = { ...fastRetry, retryNetworkErrors: false };
    const error = (await rejectionOf(createClient(service, { baseUrl, retry }).items.get())) as NetworkError;
    expect(error.attempts).toBe(1);
  });

  it('recovers when the server drops the first connection', async () => {
    let first = true;
    server.handle((_request, response) => {
      if (first) {
        first = false;
        response.socket?.destroy();
        return;
      }
      json(response, 200, { id: 'item-1' });
    });
    const { response } = await client().items.get().withResponse();
    expect(response.attempts).toBe(2);
  });
});

describe('retry functions', () => {
  const policy = resolveRetryPolicy(defaultRetryPolicy, { baseDelayMs: 100, maxDelayMs: 1_000 });

  it('backoffDelay is full jitter within [0, min(max, base * 2^(n-1)))', () => {
    const top = () => 0.999_999;
    expect(backoffDelay(1, policy, () => 0)).toBe(0);
    expect(backoffDelay(1, policy, top)).toBe(99);
    expect(backoffDelay(2, policy, top)).toBe(199);
    expect(backoffDelay(3, policy, top)).toBe(399);
    expect(backoffDelay(5, policy, top)).toBe(999);
    expect(backoffDelay(30, policy, top)).toBe(999);
    expect(backoffDelay(2, policy, () => 0.5)).toBe(100);
    for (let i = 0; i < 200; i++) {
      const delay = backoffDelay(4, policy);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(800);
    }
  });

  it('resolveRetryPolicy merges options and false turns retries off', () => {
    expect(resolveRetryPolicy(defaultRetryPolicy, false).limit).toBe(0);
    expect(resolveRetryPolicy(defaultRetryPolicy, undefined)).toBe(defaultRetryPolicy);
    expect(resolveRetryPolicy(defaultRetryPolicy, { limit: 5 })).toMatchObject({ limit: 5, baseDelayMs: 500 });
  });

  it('retryAfterMs reads seconds, HTTP dates and rate-limit resets', () => {
    const now = Date.UTC(2025, 0, 1, 0, 0, 0);
    const h = (init: Record<string, string>) => new Headers(init);
    expect(retryAfterMs(h({ 'retry-after': '0' }), now)).toBe(0);
    expect(retryAfterMs(h({ 'retry-after': '7' }), now)).toBe(7_000);
    expect(retryAfterMs(h({ 'retry-after': new Date(now + 30_000).toUTCString() }), now)).toBe(30_000);
    expect(retryAfterMs(h({ 'retry-after': new Date(now - 30_000).toUTCString() }), now)).toBe(0);
    expect(retryAfterMs(h({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterMs(h({ 'retry-after': '' }), now)).toBeUndefined();
    expect(retryAfterMs(h({ 'ratelimit-reset': '12' }), now)).toBe(12_000);
    expect(retryAfterMs(h({ 'x-ratelimit-reset': String(now / 1000 + 20) }), now)).toBe(20_000);
    expect(retryAfterMs(h({ 'x-ratelimit-reset': String(now / 1000 - 20) }), now)).toBe(0);
    expect(retryAfterMs(h({ 'ratelimit-reset': 'x' }), now)).toBeUndefined();
    expect(retryAfterMs(h({ 'retry-after': '3', 'ratelimit-reset': '9' }), now)).toBe(3_000);
    expect(retryAfterMs(h({}), now)).toBeUndefined();
  });

  it('retryAfterMs ignores what is not a delay or a date: words, several values, negative numbers, fractions', () => {
    const now = Date.UTC(2025, 0, 1, 0, 0, 0);
    const h = (init: Record<string, string>) => new Headers(init);
    for (const value of ['5, 10', '-3', '1.5', 'in 5 s', '2025-01-01T00:00:10Z', '10 20']) {
      expect(retryAfterMs(h({ 'retry-after': value }), now)).toBeUndefined();
    }
    expect(retryAfterMs(h({ 'retry-after': 'soon', 'ratelimit-reset': '4' }), now)).toBe(4_000);
    expect(retryAfterMs(h({ 'ratelimit-reset': '-4' }), now)).toBeUndefined();
    expect(retryAfterMs(h({ 'retry-after': 'Wednesday, 01-Jan-25 00:00:05 GMT' }), now)).toBe(5_000);
  });

  it('decideRetry: only repeatable calls, within the limit, for the policy statuses, time-outs and network failures', () => {
    const state = (over: Partial<RetryState> = {}): RetryState => ({ policy: defaultRetryPolicy, retries: 0, mayRepeat: true, remainingMs: undefined, ...over });
    const half = () => 0.5;
    expect(decideRetry({ kind: 'answer', status: 503, retryAfterMs: undefined }, state(), half)).toEqual({ retry: true, delayMs: 250 });
    expect(decideRetry({ kind: 'answer', status: 503, retryAfterMs: undefined }, state({ retries: 1 }), half)).toEqual({ retry: true, delayMs: 500 });
    expect(decideRetry({ kind: 'answer', status: 503, retryAfterMs: undefined }, state({ mayRepeat: false }), half)).toEqual({ retry: false, deadline: false });
    expect(decideRetry({ kind: 'answer', status: 503, retryAfterMs: undefined }, state({ retries: 2 }), half)).toEqual({ retry: false, deadline: false });
    expect(decideRetry({ kind: 'answer', status: 400, retryAfterMs: 0 }, state(), half)).toEqual({ retry: false, deadline: false });
    expect(decideRetry({ kind: 'answer', status: 429, retryAfterMs: 7_000 }, state(), half)).toEqual({ retry: true, delayMs: 7_000 });
    expect(decideRetry({ kind: 'answer', status: 429, retryAfterMs: 61_000 }, state(), half)).toEqual({ retry: false, deadline: false });
    expect(decideRetry({ kind: 'answer', status: 429, retryAfterMs: 7_000 }, state({ remainingMs: 5_000 }), half)).toEqual({ retry: false, deadline: true });
    expect(decideRetry({ kind: 'timeout', scope: 'attempt' }, state(), half)).toEqual({ retry: true, delayMs: 250 });
    expect(decideRetry({ kind: 'timeout', scope: 'total' }, state(), half)).toEqual({ retry: false, deadline: false });
    expect(decideRetry({ kind: 'timeout', scope: 'attempt' }, state({ policy: { ...defaultRetryPolicy, retryTimeouts: false } }), half)).toEqual({ retry: false, deadline: false });
    expect(decideRetry({ kind: 'network' }, state(), half)).toEqual({ retry: true, delayMs: 250 });
    expect(decideRetry({ kind: 'network' }, state({ policy: { ...defaultRetryPolicy, retryNetworkErrors: false } }), half)).toEqual({ retry: false, deadline: false });
    expect(decideRetry({ kind: 'final' }, state(), half)).toEqual({ retry: false, deadline: false });
  });

  it('sleep ends early with the reason when aborted', async () => {
    const controller = new AbortController();
    // An hour: only the abort can end it within the test's time limit.
    const pending = sleep(3_600_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(pending).rejects.toThrow('stop');
    await expect(sleep(5, AbortSignal.abort('x'))).rejects.toBe('x');
  });
});
