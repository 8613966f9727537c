/** The client's throttle: awaited before every attempt, shown every answer. Real sockets. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isAbortError } from './errors.js';
import type { Throttle } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

const server = await shareServer();

const service = testService({
  things: { get: { method: 'GET', path: '/things/{id}', summary: 'Read', pathParams: { id: z.string() }, response: z.looseObject({ id: z.string() }) } },
} as const);

/** A throttle that lets one request through each time `release()` is called, and records what it saw. */
function gate() {
  const waiting: Array<() => void> = [];
  const acquired: string[] = [];
  const observed: Array<[string, string | null]> = [];
  const throttle: Throttle = {
    acquire: (path, signal) =>
      new Promise((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        waiting.push(() => {
          acquired.push(path);
          resolve();
        });
      }),
    observe: (path, headers) => void observed.push([path, headers.get('x-ratelimit-remaining')]),
  };
  return { throttle, acquired, observed, release: () => waiting.shift()?.(), waiting: () => waiting.length };
}

describe('throttle', () => {
  it('holds every attempt until acquired, then shows the answer headers', async () => {
    server.handle((request, response) => json(response, 200, { id: request.path.split('/').pop() }, { 'x-ratelimit-remaining': '41' }));
    const { throttle, acquired, observed, release, waiting } = gate();
    const client = createClient(service, { baseUrl: `${server.url}/v1`, throttle, logger: captureLogger().logger });
    const pending = client.things.get({ id: 'a b' });
    await expect.poll(waiting).toBe(1);
    expect(server.requests).toHaveLength(0);
    release();
    expect(await pending).toEqual({ id: 'a%20b' });
    expect(acquired).toEqual(['/v1/things/a%20b']);
    expect(observed).toEqual([['/v1/things/a%20b', '41']]);
  });

  it('is asked again for each retry', async () => {
    let calls = 0;
    server.handle((_request, response) => (++calls === 1 ? json(response, 503, {}) : json(response, 200, { id: 'x' })));
    const { throttle, acquired, release } = gate();
    const client = createClient(service, { baseUrl: server.url, throttle, retry: { baseDelayMs: 1, maxDelayMs: 1 }, logger: captureLogger().logger });
    const pending = client.things.get({ id: 'x' });
    await expect.poll(() => (release(), acquired.length)).toBe(2);
    await pending;
    expect(server.requests).toHaveLength(2);
  });

  it('an abort while waiting for the throttle ends the call with AbortError and sends nothing', async () => {
    const { throttle, waiting } = gate();
    const client = createClient(service, { baseUrl: server.url, throttle, logger: captureLogger().logger });
    const controller = new AbortController();
    const pending = rejectionOf(client.things.get({ id: 'x' }, { signal: controller.signal }));
    await expect.poll(waiting).toBe(1);
    controller.abort(new Error('user left'));
    const error = await pending;
    expect(isAbortError(error)).toBe(true);
    expect(server.requests).toHaveLength(0);
  });
});
