import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bearer } from '../auth.js';
import { googleErrorParser } from '../families/google/index.js';
import { ApiError, isNetworkError, isResponseValidationError, isTimeoutError } from '../errors.js';
import { createClient, defineService } from '../service.js';
import { empty, errorShapes, json, startFakeServer, type FakeServer } from './index.js';

const Widget = z.object({ id: z.string(), name: z.string() });

const widgets = defineService({
  name: 'widgets',
  packageName: '@org/widgets',
  version: '0.0.0',
  defaultAuth: ['bearer'],
  errorParser: googleErrorParser,
  groups: {
    widgets: {
      get: { method: 'GET', path: '/v1/widgets/{id}', summary: 'Get', pathParams: { id: z.string() }, response: Widget },
      create: { method: 'POST', path: '/v1/widgets', summary: 'Create', body: Widget, response: Widget },
      touch: { method: 'POST', path: '/v1/widgets/{id}:touch', summary: 'Touch', pathParams: { id: z.string() } },
    },
  },
});

const widget = { id: 'w1', name: 'Sprocket with a long enough name to be cut in half' };

let server: FakeServer;

beforeAll(async () => {
  server = await startFakeServer({
    service: widgets,
    errorShape: errorShapes.google,
    auth: { bearer: (token) => token === 't' || undefined },
    handlers: {
      'widgets.get': (req) => json(200, { ...widget, id: req.params.id }),
      'widgets.create': (req) => json(200, req.body),
      'widgets.touch': () => empty(200),
    },
  });
});
afterAll(() => server.close());
afterEach(() => server.reset());

/** A fetch that gives up after `ms`, so a fault that hangs fails the test rather than the run. */
function get(path = '/v1/widgets/w1', init: RequestInit & { ms?: number } = {}): Promise<Response> {
  const { ms = 3_000, ...rest } = init;
  return fetch(server.url + path, { headers: { authorization: 'Bearer t' }, ...rest, signal: AbortSignal.timeout(ms) });
}

const client = () => createClient(widgets, { baseUrl: server.url, auth: bearer('t'), timeout: 2_000, retry: { baseDelayMs: 1 }, logLevel: 'silent' });

describe('status', () => {
  it('answers the sequence in order with headers and a shaped body, then lets requests through', async () => {
    const fault = server.faults.status([503, 429], { headers: { 'retry-after': '0' } });
    const first = await get();
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('0');
    expect(googleErrorParser(await first.json())).toMatchObject({ code: 'UNAVAILABLE' });
    const second = await get();
    expect(second.status).toBe(429);
    expect(await second.json()).toMatchObject({ error: { code: 429, status: 'RESOURCE_EXHAUSTED' } });
    expect(fault.active).toBe(false);
    expect((await get()).status).toBe(200);
    expect(fault.hits).toBe(2);
    expect(server.requests.map((r) => [r.status, r.fault])).toEqual([
      [503, 'status'],
      [429, 'status'],
      [200, undefined],
    ]);
  });

  it('makes the client retry: two 503s, then success, three requests in all', async () => {
    server.faults.status([503, 503], { headers: { 'retry-after': '0' } });
    await expect(client().widgets.get({ id: 'w9' })).resolves.toEqual({ ...widget, id: 'w9' });
    expect(server.requestCount('widgets.get')).toBe(3);
  });

  it('can be scoped to one operation, and kept with times: always', async () => {
    server.faults.status(500, { operation: 'widgets.create', times: 'always' });
    expect((await get()).status).toBe(200);
    const post = () => get('/v1/widgets', { method: 'POST', body: JSON.stringify(widget), headers: { authorization: 'Bearer t', 'content-type': 'application/json' } });
    expect((await post()).status).toBe(500);
    expect((await post()).status).toBe(500);
    server.faults.clear();
    expect((await post()).status).toBe(200);
  });

  it('can be scoped to a path predicate or pattern, and sends a custom body', async () => {
    server.faults.status(502, { path: (path) => path.endsWith('/w2'), body: { oops: true } });
    expect((await get('/v1/widgets/w1')).status).toBe(200);
    const hit = await get('/v1/widgets/w2');
    expect(hit.status).toBe(502);
    expect(await hit.json()).toEqual({ oops: true });
    const fault = server.faults.status(504, { path: /w3$/ });
    fault.cancel();
    expect((await get('/v1/widgets/w3')).status).toBe(200);
  });

  it('applies before auth: a faulted request needs no credential', async () => {
    server.faults.status(503);
    expect((await get('/v1/widgets/w1', { headers: {} })).status).toBe(503);
    expect((await get('/v1/widgets/w1', { headers: {} })).status).toBe(401);
  });
});

describe('delay', () => {
  it('holds the answer back before the headers', { timeout: 5_000 }, async () => {
    // The delayed answer takes at least 600 ms (timers never fire early); the fault is then used up.
    const fault = server.faults.delay(600);
    const started = performance.now();
    const response = await get();
    expect(performance.now() - started).toBeGreaterThanOrEqual(590);
    expect(response.status).toBe(200);
    expect(fault).toMatchObject({ hits: 1, active: false });
    expect((await get()).status).toBe(200);
    expect(fault.hits).toBe(1);
  });

  it('trips a client timeout, and combines with a status fault', { timeout: 5_000 }, async () => {
    server.faults.delay(1_000);
    await expect(get('/v1/widgets/w1', { ms: 100 })).rejects.toMatchObject({ name: 'TimeoutError' });
    server.faults.delay(50);
    server.faults.status(503);
    const started = performance.now();
    expect((await get()).status).toBe(503);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });
});

describe('slowBody', () => {
  it('sends the headers at once and the body late', { timeout: 5_000 }, async () => {
    // Headers first: with the body held for a minute (past the test's time limit), the response still arrives.
    server.faults.slowBody(60_000);
    const held = await get('/v1/widgets/w1', { ms: 120_000 });
    expect(held.status).toBe(200);
    await held.body?.cancel();
    // The body after the wait (timers never fire early).
    server.faults.slowBody(800);
    const started = performance.now();
    const response = await get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(widget);
    expect(performance.now() - started).toBeGreaterThanOrEqual(790);
  });

  it('makes the client time out while reading the body', { timeout: 5_000 }, async () => {
    server.faults.slowBody(1_500, { times: 'always' });
    const quick = createClient(widgets, { baseUrl: server.url, auth: bearer('t'), timeout: 200, retry: false });
    const error = await quick.widgets.get({ id: 'w1' }).catch((e: unknown) => e);
    expect(isTimeoutError(error)).toBe(true);
  });
});

describe('slowBody on an empty answer', () => {
  it('keeps the message open for the wait, so a request sent next on the connection is not stalled', { timeout: 5_000 }, async () => {
    server.faults.slowBody(2_000, { operation: 'widgets.touch' });
    const touched = await get('/v1/widgets/w1:touch', { method: 'POST' });
    expect(touched.status).toBe(200);
    // With `content-length: 0` the client would count the answer complete and send the next request on this connection.
    expect(touched.headers.get('content-length')).toBeNull();
    await touched.body?.cancel();
    const next = await get('/v1/widgets/w1', { ms: 1_000 });
    expect(await next.json()).toEqual(widget);
  });

  it('lets a client that reads no body finish at once', { timeout: 5_000 }, async () => {
    server.faults.slowBody(2_000, { operation: 'widgets.touch', times: 'always' });
    const quick = createClient(widgets, { baseUrl: server.url, auth: bearer('t'), timeout: 1_000, retry: false });
    await expect(quick.widgets.touch({ id: 'w1' })).resolves.toBeUndefined();
    await expect(quick.widgets.get({ id: 'w1' })).resolves.toEqual(widget);
  });
});

describe('reset', () => {
  it('drops the connection without an answer, once', { timeout: 5_000 }, async () => {
    server.faults.reset();
    await expect(get()).rejects.toThrow(TypeError);
    expect((await get()).status).toBe(200);
    expect(server.requests[0]).toMatchObject({ fault: 'reset', status: undefined });
  });

  it('surfaces as a NetworkError that the client retries', { timeout: 5_000 }, async () => {
    server.faults.reset();
    await expect(client().widgets.get({ id: 'w1' })).resolves.toMatchObject({ id: 'w1' });
    expect(server.requestCount('widgets.get')).toBe(2);
    server.faults.reset({ times: 'always' });
    const error = await client().widgets.get({ id: 'w1' }).catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
  });
});

describe('truncated', () => {
  it('declares more bytes than it sends, then ends the connection', { timeout: 5_000 }, async () => {
    server.faults.truncated();
    const response = await get();
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(JSON.stringify(widget).length);
    await expect(response.text()).rejects.toThrow();
    expect((await get()).status).toBe(200);
  });

  it('is seen by the raw socket as a short body', { timeout: 5_000 }, async () => {
    server.faults.truncated();
    const { declared, received } = await new Promise<{ declared: number; received: number }>((resolve, reject) => {
      const req = httpRequest(`${server.url}/v1/widgets/w1`, { headers: { authorization: 'Bearer t' }, timeout: 3_000 }, (res) => {
        let received = 0;
        res.on('data', (chunk: Buffer) => (received += chunk.length));
        res.on('error', () => {});
        res.on('close', () => resolve({ declared: Number(res.headers['content-length']), received }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(received).toBe(Math.floor(JSON.stringify(widget).length / 2));
    expect(declared).toBeGreaterThan(received);
  });
});

describe('malformed answers', () => {
  it('invalidJson: a JSON content type with a body that does not parse', async () => {
    server.faults.invalidJson();
    const response = await get();
    expect(response.headers.get('content-type')).toBe('application/json');
    await expect(response.json()).rejects.toThrow(SyntaxError);
    server.faults.invalidJson();
    const error = await client().widgets.get({ id: 'w1' }).catch((e: unknown) => e);
    expect(isResponseValidationError(error)).toBe(true);
  });

  it('html: a proxy error page', async () => {
    server.faults.html(502);
    const response = await get();
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<h1>502 Bad Gateway</h1>');
  });

  it('emptyBody: a status with no body at all', async () => {
    server.faults.emptyBody(500);
    const response = await get();
    expect(response.status).toBe(500);
    expect(response.headers.get('content-length')).toBe('0');
    expect(await response.text()).toBe('');
    server.faults.emptyBody(400);
    const error = await client().widgets.get({ id: 'w1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400 });
  });

  it('oversized: exactly the bytes asked for, as valid JSON, with or without content-length', { timeout: 10_000 }, async () => {
    server.faults.oversized(100_000);
    const declared = await get();
    expect(declared.headers.get('content-length')).toBe('100000');
    const body = await declared.text();
    expect(body.length).toBe(100_000);
    expect(JSON.parse(body)).toHaveProperty('data');
    server.faults.oversized(50_000, { declareLength: false });
    const chunked = await get();
    expect(chunked.headers.get('content-length')).toBeNull();
    expect((await chunked.text()).length).toBe(50_000);
    server.faults.oversized(10_000, { times: 2 });
    const small = createClient(widgets, { baseUrl: server.url, auth: bearer('t'), maxResponseBytes: 1_000, retry: false });
    const error = await small.widgets.get({ id: 'w1' }).catch((e: unknown) => e);
    expect(isResponseValidationError(error)).toBe(true);
    expect(String((error as Error).message)).toMatch(/larger than 1000 bytes/);
  });
});

describe('redirect', () => {
  it('points to another origin', async () => {
    server.faults.redirect('https://elsewhere.example/v1/widgets/w1', 302);
    const response = await get('/v1/widgets/w1', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://elsewhere.example/v1/widgets/w1');
    server.faults.redirect('https://elsewhere.example/v1/widgets/w1', 307);
    const error = await client().widgets.get({ id: 'w1' }).catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(String((error as Error).message)).toMatch(/another origin/);
  });

  it('loops back to itself', { timeout: 5_000 }, async () => {
    const loop = server.faults.redirect((request) => request.url, 302, { times: 'always' });
    const response = await get('/v1/widgets/w1?x=1', { redirect: 'manual' });
    expect(response.headers.get('location')).toBe(`${server.url}/v1/widgets/w1?x=1`);
    await expect(get()).rejects.toThrow(TypeError); // fetch gives up after 20 redirects
    const error = await client().widgets.get({ id: 'w1' }).catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(String((error as Error).message)).toMatch(/Too many redirects/);
    expect(loop.hits).toBeGreaterThan(20);
  });
});

describe('repeatPage', () => {
  it('answers every later matching request with the first answer, headers included, until withdrawn', async () => {
    const fault = server.faults.repeatPage({ operation: 'widgets.get' });
    await expect(client().widgets.get({ id: 'first' })).resolves.toMatchObject({ id: 'first' });
    await expect(client().widgets.get({ id: 'second' })).resolves.toMatchObject({ id: 'first' });
    const third = await get('/v1/widgets/third');
    expect(await third.json()).toMatchObject({ id: 'first' });
    expect(fault.hits).toBe(3);
    expect(server.requests.map((r) => r.fault)).toEqual(['repeatPage', 'repeatPage', 'repeatPage']);
    fault.cancel();
    await expect(client().widgets.get({ id: 'fourth' })).resolves.toMatchObject({ id: 'fourth' });
  });

  it('remembers only a successful answer', async () => {
    server.faults.status([503], { times: 1 });
    server.faults.repeatPage({ operation: 'widgets.get' });
    expect((await get('/v1/widgets/a')).status).toBe(503);
    expect(await (await get('/v1/widgets/b')).json()).toMatchObject({ id: 'b' });
    expect(await (await get('/v1/widgets/c')).json()).toMatchObject({ id: 'b' });
  });
});

describe('bookkeeping', () => {
  it('lists active faults, withdraws them with clear(), and reset() clears them too', () => {
    server.faults.delay(10);
    server.faults.status([500]);
    expect(server.faults.active.map((f) => f.kind)).toEqual(['delay', 'status']);
    server.faults.clear();
    expect(server.faults.active).toEqual([]);
    server.faults.reset({ times: 'always' });
    server.reset();
    expect(server.faults.active).toEqual([]);
  });

  it('refuses an empty status sequence', () => {
    expect(() => server.faults.status([])).toThrow(/at least one status/);
  });
});
