/**
 * `totalTimeout` bounds everything a call does (waiting for a token, every attempt, the retries, a poller's whole
 * wait), and a token provider that never answers is bounded by the attempt time-out too: nothing is sent.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer } from './auth.js';
import { TimeoutError, isTimeoutError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf } from './test-support/fixtures.js';
import { jobService } from './test-support/job-service.js';
import { json, startServer, type LoopbackServer } from './test-support/loopback-server.js';

const service = jobService;

let server: LoopbackServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const never = () => new Promise<string>(() => {});
const client = (options: Partial<ClientOptions> = {}) =>
  createClient(service, { baseUrl: server.url, auth: bearer('token-1234'), logger: captureLogger().logger, ...options });

async function timed(action: () => PromiseLike<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const error = await rejectionOf(action);
  return { error, ms: performance.now() - started };
}

describe('a token provider that never answers', () => {
  it('is bounded by the attempt time-out: TimeoutError, scope attempt, nothing sent', async () => {
    const { error, ms } = await timed(() => client({ auth: bearer(never), timeout: 150 }).items.get());
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).scope).toBe('attempt');
    expect((error as TimeoutError).timeoutMs).toBe(150);
    expect(ms).toBeLessThan(1_000);
    expect(server.requests).toHaveLength(0);
  });

  it('is bounded by totalTimeout when it is the nearer limit: scope total, nothing sent', async () => {
    const { error, ms } = await timed(() => client({ auth: bearer(never), timeout: 10_000 }).items.get({}, { totalTimeout: 150 }));
    expect(isTimeoutError(error)).toBe(true);
    expect((error as TimeoutError).scope).toBe('total');
    expect((error as TimeoutError).timeoutMs).toBe(150);
    expect(ms).toBeLessThan(1_000);
    expect(server.requests).toHaveLength(0);
  });

  it('counts the wait for a slow token against the attempt: the send gets only what is left', async () => {
    server.handle(() => {}); // never answers
    const slowToken = () => new Promise<string>((resolve) => setTimeout(() => resolve('token-5678'), 300));
    const { error, ms } = await timed(() => client({ auth: bearer(slowToken), timeout: 600, retry: false }).items.get());
    expect((error as TimeoutError).scope).toBe('attempt');
    expect(server.requests).toHaveLength(1);
    // 300 ms for the token, then the 300 ms left of the attempt: not 300 + 600 (the margin is wide for busy machines).
    expect(ms).toBeLessThan(800);
  });
});

describe('totalTimeout of a long-running operation', () => {
  it('ends a poller that never completes with a TimeoutError at the deadline', async () => {
    server.handle((request, response) => json(response, 200, { name: 'operations/op-1', done: false }));
    const started = performance.now();
    const error = await rejectionOf(client().items.start({}, { totalTimeout: 500, intervalMs: 20, maxIntervalMs: 20 }));
    const ms = performance.now() - started;
    expect(isTimeoutError(error)).toBe(true);
    expect((error as TimeoutError).scope).toBe('total');
    expect(ms).toBeGreaterThanOrEqual(480);
    expect(ms).toBeLessThan(900);
    // One start, then a poll every 20 ms or so up to the deadline, and none after it (the last one sent before
    // the deadline may reach the server's log just after).
    await new Promise((resolve) => setTimeout(resolve, 30));
    const count = server.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests.length).toBe(count);
    expect(count).toBeLessThanOrEqual(26);
  });

  it('gives a poll that stalls only what is left of the total', async () => {
    let polls = 0;
    server.handle((request, response) => {
      if (request.method === 'POST') return json(response, 200, { name: 'operations/op-2', done: false });
      if (++polls === 2) return; // stalls
      json(response, 200, { name: 'operations/op-2', done: false });
    });
    const started = performance.now();
    const error = await rejectionOf(client({ timeout: 10_000 }).items.start({}, { totalTimeout: 400, intervalMs: 30 }));
    expect((error as TimeoutError).scope).toBe('total');
    expect(performance.now() - started).toBeLessThan(800);
  });

  it('leaves a poller without a totalTimeout to the operation', async () => {
    let polls = 0;
    server.handle((request, response) => json(response, 200, { name: 'operations/op-3', done: request.method === 'GET' && ++polls >= 3, response: { ok: true } }));
    await expect(client({ totalTimeout: 100 }).items.start({}, { intervalMs: 60, maxIntervalMs: 60 })).resolves.toEqual({ ok: true });
  });
});
