/**
 * `totalTimeout` bounds everything a call does (waiting for a token, every attempt, the retries, a poller's whole
 * wait), and a token provider that never answers is bounded by the attempt time-out too: nothing is sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer } from './auth.js';
import { TimeoutError, isTimeoutError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf } from './test-support/fixtures.js';
import { jobService } from './test-support/job-service.js';
import { json, shareServer } from './test-support/loopback-server.js';

const service = jobService;

const server = await shareServer();
afterEach(() => vi.useRealTimers());

const never = () => new Promise<string>(() => {});
const client = (options: Partial<ClientOptions> = {}) =>
  createClient(service, { baseUrl: server.url, auth: bearer('token-1234'), logger: captureLogger().logger, ...options });

describe('a token provider that never answers', () => {
  it('is bounded by the attempt time-out: TimeoutError, scope attempt, nothing sent', async () => {
    // The token never comes: the limit the error names is what ended the call.
    const error = await rejectionOf(client({ auth: bearer(never), timeout: 150 }).items.get());
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).scope).toBe('attempt');
    expect((error as TimeoutError).timeoutMs).toBe(150);
    expect(server.requests).toHaveLength(0);
  });

  it('is bounded by totalTimeout when it is the nearer limit: scope total, nothing sent', async () => {
    const error = await rejectionOf(client({ auth: bearer(never), timeout: 10_000 }).items.get({}, { totalTimeout: 150 }));
    expect(isTimeoutError(error)).toBe(true);
    expect((error as TimeoutError).scope).toBe('total');
    expect((error as TimeoutError).timeoutMs).toBe(150);
    expect(server.requests).toHaveLength(0);
  });

  it('counts the wait for a slow token against the attempt: the send gets only what is left', async () => {
    // The token takes 300 ms on the clock the engine measures with (performance.now(), moved by the test); the
    // server answers 450 ms after the request arrives. With the 300 ms left of the attempt, the send times out
    // first (its timer is due earlier, in the same process); with a whole new 600 ms it would get the answer.
    vi.useFakeTimers({ toFake: ['performance'] });
    server.handle((_request, response) => setTimeout(() => json(response, 200, { ok: true }), 450));
    const slowToken = () => {
      vi.advanceTimersByTime(300);
      return Promise.resolve('token-5678');
    };
    const error = await rejectionOf(client({ auth: bearer(slowToken), timeout: 600, retry: false }).items.get());
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).scope).toBe('attempt');
    expect(server.requests).toHaveLength(1);
  });
});

describe('totalTimeout of a long-running operation', () => {
  it('ends a poller that never completes with a TimeoutError at the deadline', async () => {
    // The deadline is measured with performance.now(), which the test moves: it passes while the third poll is
    // at the server, however busy the machine. Until then the poller keeps polling; after it, it polls no more.
    vi.useFakeTimers({ toFake: ['performance'] });
    let polls = 0;
    server.handle((request, response) => {
      if (request.method === 'GET' && ++polls === 3) vi.advanceTimersByTime(500);
      json(response, 200, { name: 'operations/op-1', done: false });
    });
    const error = await rejectionOf(client().items.start({}, { totalTimeout: 500, intervalMs: 20, maxIntervalMs: 20 }));
    expect(isTimeoutError(error)).toBe(true);
    expect(error).toMatchObject({ scope: 'total', timeoutMs: 500 });
    // The start and three polls: the one answered at the deadline is the last.
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'GET', 'GET', 'GET']);
  });

  it('gives a poll that stalls only what is left of the total', async () => {
    let polls = 0;
    server.handle((request, response) => {
      if (request.method === 'POST') return json(response, 200, { name: 'operations/op-2', done: false });
      if (++polls === 2) return; // stalls
      json(response, 200, { name: 'operations/op-2', done: false });
    });
    // The second poll is never answered: with the whole attempt time-out (10 s) instead of what is left of the
    // 400 ms, the call would outlast the test's time limit.
    const error = await rejectionOf(client({ timeout: 10_000 }).items.start({}, { totalTimeout: 400, intervalMs: 30 }));
    expect((error as TimeoutError).scope).toBe('total');
  });

  it('leaves a poller without a totalTimeout to the operation', async () => {
    let polls = 0;
    // Each call ends well inside the client's 1 s; the waits between them (2 × 600 ms) pass it.
    server.handle((request, response) => json(response, 200, { name: 'operations/op-3', done: request.method === 'GET' && ++polls >= 3, response: { ok: true } }));
    await expect(client({ totalTimeout: 1_000 }).items.start({}, { intervalMs: 600, maxIntervalMs: 600 })).resolves.toEqual({ ok: true });
  });
});
