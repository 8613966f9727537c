/** A throttle given as a loader of its code (`ThrottleLoader`): run once per client, by its first call. Real sockets. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AbortError, NetworkError, TimeoutError } from './errors.js';
import type { Throttle } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

const server = await shareServer();

const service = testService({
  things: { get: { method: 'GET', path: '/things/{id}', summary: 'Read', pathParams: { id: z.string() }, response: z.looseObject({ id: z.string() }) } },
} as const);

/** A throttle that lets every request through and records what it was asked and shown. */
function recorder() {
  const acquired: string[] = [];
  const observed: Array<[string, string | null]> = [];
  const throttle: Throttle = {
    acquire: async (path) => void acquired.push(path),
    observe: (path, headers) => void observed.push([path, headers.get('x-ratelimit-remaining')]),
  };
  return { throttle, acquired, observed };
}

/** A loader whose loads settle when the test says so: `settle(throttle)` or `settle(undefined, error)`. */
function controlledLoader() {
  const pending: Array<{ resolve(throttle: Throttle): void; reject(error: unknown): void }> = [];
  let loads = 0;
  const load = () =>
    new Promise<Throttle>((resolve, reject) => {
      loads++;
      pending.push({ resolve, reject });
    });
  return { load, loads: () => loads, resolve: (throttle: Throttle) => pending.shift()!.resolve(throttle), reject: (error: unknown) => pending.shift()!.reject(error) };
}

const answerWithId = () => server.handle((request, response) => json(response, 200, { id: request.path.split('/').pop() }, { 'x-ratelimit-remaining': '7' }));

describe('a throttle given as a loader', () => {
  it('is loaded once, by the first call, which waits for it with the calls made meanwhile; the throttle then paces and sees every answer', async () => {
    answerWithId();
    const { load, loads, resolve } = controlledLoader();
    const { throttle, acquired, observed } = recorder();
    const client = createClient(service, { baseUrl: `${server.url}/v1`, throttle: load, logger: captureLogger().logger });
    expect(loads()).toBe(0);
    const first = client.things.get({ id: 'a' });
    const second = client.things.get({ id: 'b' });
    await expect.poll(loads).toBe(1);
    expect(server.requests).toHaveLength(0);
    resolve(throttle);
    expect(await Promise.all([first, second])).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(await client.things.get({ id: 'c' })).toEqual({ id: 'c' });
    expect(loads()).toBe(1);
    expect([...acquired].sort()).toEqual(['/v1/things/a', '/v1/things/b', '/v1/things/c']);
    expect([...observed].sort()).toEqual([
      ['/v1/things/a', '7'],
      ['/v1/things/b', '7'],
      ['/v1/things/c', '7'],
    ]);
  });

  it('is loaded once per client: another client runs its loader again', async () => {
    answerWithId();
    let loads = 0;
    const { throttle } = recorder();
    const load = async () => (loads++, throttle);
    const one = createClient(service, { baseUrl: server.url, throttle: load, logger: captureLogger().logger });
    const other = createClient(service, { baseUrl: server.url, throttle: load, logger: captureLogger().logger });
    await one.things.get({ id: 'a' });
    await one.things.get({ id: 'b' });
    expect(loads).toBe(1);
    await other.things.get({ id: 'c' });
    expect(loads).toBe(2);
  });

  it("fails the call with a NetworkError when it cannot load, nothing sent, and is run again by the next call", async () => {
    answerWithId();
    const { load, loads, resolve, reject } = controlledLoader();
    const { throttle, acquired } = recorder();
    const client = createClient(service, { baseUrl: server.url, throttle: load, logger: captureLogger().logger });
    const failing = rejectionOf(client.things.get({ id: 'x' }));
    await expect.poll(loads).toBe(1);
    const cause = new TypeError('Failed to fetch dynamically imported module');
    reject(cause);
    const error = await failing;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe("things.get: the code for the client's throttle could not be loaded; nothing was sent");
    expect((error as NetworkError).cause).toBe(cause);
    expect((error as NetworkError).operation).toBe('things.get');
    expect(server.requests).toHaveLength(0);
    const next = client.things.get({ id: 'y' });
    await expect.poll(loads).toBe(2);
    resolve(throttle);
    expect(await next).toEqual({ id: 'y' });
    expect(acquired).toEqual(['/things/y']);
  });

  it('ends a call whose signal aborts while it loads with AbortError, nothing sent, and the load serves the next call', async () => {
    answerWithId();
    const { load, loads, resolve } = controlledLoader();
    const { throttle } = recorder();
    const client = createClient(service, { baseUrl: server.url, throttle: load, logger: captureLogger().logger });
    const controller = new AbortController();
    const aborted = rejectionOf(client.things.get({ id: 'x' }, { signal: controller.signal }));
    await expect.poll(loads).toBe(1);
    controller.abort(new Error('user left'));
    expect(await aborted).toBeInstanceOf(AbortError);
    expect(server.requests).toHaveLength(0);
    resolve(throttle);
    expect(await client.things.get({ id: 'y' })).toEqual({ id: 'y' });
    expect(loads()).toBe(1);
  });

  it("counts the wait for it in the call's time limit", async () => {
    answerWithId();
    const { load, loads } = controlledLoader();
    const client = createClient(service, { baseUrl: server.url, throttle: load, totalTimeout: 20, logger: captureLogger().logger });
    // The load never settles: the call ends at its limit, whatever the machine's speed.
    expect(await rejectionOf(client.things.get({ id: 'x' }))).toBeInstanceOf(TimeoutError);
    expect(loads()).toBe(1);
    expect(server.requests).toHaveLength(0);
  });
});
