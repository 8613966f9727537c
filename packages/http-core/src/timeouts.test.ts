import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { AbortError, TimeoutError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { shareServer } from './test-support/loopback-server.js';

const service = testService({
  slow: {
    get: { method: 'GET', path: '/slow', summary: 'Read', response: z.looseObject({ ok: z.boolean() }) },
    bytes: { method: 'GET', path: '/slow-bytes', summary: 'Read bytes', responseKind: 'bytes' },
    post: { method: 'POST', path: '/slow', summary: 'Write', response: z.unknown() },
  },
});

const server = await shareServer();
afterEach(() => vi.useRealTimers());

const client = (options: Partial<ClientOptions> = {}) =>
  createClient(service, {
    baseUrl: server.url,
    timeout: 100,
    retry: { limit: 1, baseDelayMs: 1, maxDelayMs: 1 },
    logger: captureLogger().logger,
    ...options,
  });

/** Never answers. */
const stall = () => server.handle(() => {});
/** Sends headers and the first bytes of a 100-byte body, then stalls. */
const stallBody = () =>
  server.handle((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    response.write('{"ok":true,');
  });

async function timed<T>(action: () => PromiseLike<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await action();
  return { value, ms: performance.now() - started };
}

describe('per-attempt timeout', () => {
  it('times out slow headers with scope attempt, retries a GET, then fails', async () => {
    stall();
    // Each attempt has a second: time enough for a busy machine to send it before its time-out.
    const { value: error, ms } = await timed(() => rejectionOf(client({ timeout: 1_000 }).slow.get()));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ kind: 'timeout', scope: 'attempt', timeoutMs: 1_000, attempts: 2 });
    expect(server.requests).toHaveLength(2);
    // Two attempts of a second each: timers never fire early, so this holds however busy the machine is.
    expect(ms).toBeGreaterThanOrEqual(1_980);
  });

  it('does not retry a timed-out POST', async () => {
    stall();
    const error = await rejectionOf(client({ timeout: 1_000 }).slow.post());
    expect(error).toMatchObject({ scope: 'attempt', attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry timeouts when retryTimeouts is false', async () => {
    stall();
    const error = await rejectionOf(client({ retry: { limit: 3, baseDelayMs: 1, retryTimeouts: false } }).slow.get());
    expect(error).toMatchObject({ scope: 'attempt', attempts: 1 });
  });

  it('a per-call timeout overrides the client one', async () => {
    stall();
    // The server never answers: the limit the error names is what ended the call.
    const error = await rejectionOf(client({ timeout: 5_000 }).slow.get({}, { timeout: 50, retry: false }));
    expect(error).toMatchObject({ scope: 'attempt', timeoutMs: 50 });
  });

  it('times out a body that stalls after the headers', async () => {
    stallBody();
    const error = await rejectionOf(client({ retry: false }).slow.get());
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ scope: 'attempt', timeoutMs: 100 });
  });

  it('times out a stalled bytes body too', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': '100' });
      response.write(Buffer.alloc(10));
    });
    const error = await rejectionOf(client({ retry: false }).slow.bytes());
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it('counts the body against the same budget as the headers', async () => {
    // Headers at once, then a chunk every 40 ms: no single gap reaches 150 ms, the whole answer does.
    server.handle((_request, response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"ok":true');
      let sent = 0;
      const timer = setInterval(() => {
        if (response.destroyed) return clearInterval(timer);
        if (++sent < 10) response.write(' ');
        else {
          clearInterval(timer);
          response.end('}');
        }
      }, 40);
    });
    // The whole answer takes at least 400 ms (timers never fire early), so it cannot beat the 150 ms budget.
    const error = await rejectionOf(client({ timeout: 150, retry: false }).slow.get());
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ scope: 'attempt', timeoutMs: 150 });
  });

  it('succeeds when the answer comes within the timeout', async () => {
    server.handle((_request, response) => {
      setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), 20);
    });
    await expect(client({ timeout: 30_000 }).slow.get()).resolves.toEqual({ ok: true });
  });
});

describe('total timeout', () => {
  it('ends retries of timed-out attempts with scope total', async () => {
    // The deadline is measured with performance.now(), which the test moves: it passes while the second attempt
    // is held at the server, however busy the machine (the attempts' own time-outs stay on real timers).
    vi.useFakeTimers({ toFake: ['performance'] });
    server.handle(() => {
      if (server.requests.length === 2) vi.advanceTimersByTime(250);
    });
    const error = await rejectionOf(client({ timeout: 100, totalTimeout: 250, retry: { limit: 10, baseDelayMs: 1, maxDelayMs: 1 } }).slow.get());
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ scope: 'total', timeoutMs: 250 });
    expect(server.requests).toHaveLength(2);
  });

  it('reports the total deadline, not the last attempt, when the deadline leaves no room for a retry', async () => {
    stall();
    // The attempt times out at 100 ms, 5 ms before the deadline; the wait before a retry almost always passes it.
    const error = await rejectionOf(client({ timeout: 100, totalTimeout: 105, retry: { limit: 5, baseDelayMs: 1_000, maxDelayMs: 1_000 } }).slow.get());
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ scope: 'total', timeoutMs: 105 });
    expect(server.requests.length).toBeLessThanOrEqual(2);
  });

  it('a total timeout shorter than the attempt timeout ends the first attempt', async () => {
    stall();
    const error = await rejectionOf(client({ timeout: 5_000 }).slow.get({}, { totalTimeout: 80 }));
    expect(error).toMatchObject({ scope: 'total', timeoutMs: 80, attempts: 1 });
  });
});

describe('abort', () => {
  it('aborts an in-flight request promptly', async () => {
    stall();
    const controller = new AbortController();
    // Aborted once the request is at the server, which never answers: only the abort can end the call.
    server.handle(() => controller.abort());
    const error = await rejectionOf(client({ timeout: 30_000 }).slow.get({}, { signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortError);
    expect(server.requests).toHaveLength(1);
  });

  it('aborts while the body is being read', async () => {
    const controller = new AbortController();
    // Aborted once the headers and the first bytes of the body are sent, and the body stalls: only the abort can
    // end the call.
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"ok":true,', () => controller.abort(new Error('user gave up')));
    });
    const error = await rejectionOf(client({ timeout: 30_000 }).slow.get({}, { signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortError);
    expect((error as AbortError).message).toContain('user gave up');
  });
});
