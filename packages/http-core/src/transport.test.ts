/** One attempt over a real socket: every way it can end is a typed outcome, never a message to read. */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { closedPortUrl, json, shareServer } from './test-support/loopback-server.js';
import { MAX_REDIRECTS } from './redirect.js';
import { createKy, sendAttempt, type Attempt } from './transport.js';

const [server, other] = await Promise.all([shareServer(), shareServer()]);

const http = await createKy(undefined);
const attempt = (overrides: Partial<Attempt> = {}): Attempt => ({
  method: 'GET',
  url: `${server.url}/thing`,
  headers: {},
  body: undefined,
  signal: undefined,
  timeoutMs: 2_000,
  timeoutScope: 'attempt',
  read: 'text',
  maxResponseBytes: 1024 * 1024,
  redirects: 'same-origin',
  ...overrides,
});

describe('sendAttempt', () => {
  it('an answer, body read as text', async () => {
    server.handle((_request, response) => json(response, 201, { ok: true }));
    const outcome = await sendAttempt(http, attempt());
    expect(outcome.kind).toBe('answer');
    if (outcome.kind === 'answer') expect([outcome.response.status, outcome.body]).toEqual([201, '{"ok":true}']);
  });

  it('follows a same-origin redirect, and turns a POST into a GET on 303', async () => {
    server.handle((request, response) => {
      if (request.path === '/start') return void response.writeHead(303, { location: '/end' }).end();
      json(response, 200, { method: request.method, body: request.body });
    });
    const outcome = await sendAttempt(http, attempt({ method: 'POST', url: `${server.url}/start`, body: 'x', headers: { 'content-type': 'text/plain' } }));
    expect(outcome.kind === 'answer' && JSON.parse(outcome.body as string)).toEqual({ method: 'GET', body: '' });
  });

  it('a redirect to another origin is refused, naming it; the other origin receives nothing', async () => {
    server.handle((_request, response) => void response.writeHead(302, { location: `${other.url}/steal` }).end());
    expect(await sendAttempt(http, attempt())).toEqual({ kind: 'redirect-refused', origin: other.url });
    expect(other.requests).toHaveLength(0);
  });

  it('refusing every redirect refuses one to the same origin too, and sends nothing after it', async () => {
    server.handle((request, response) => {
      if (request.path === '/start') return void response.writeHead(307, { location: '/end' }).end();
      json(response, 200, {});
    });
    const outcome = await sendAttempt(http, attempt({ method: 'PUT', url: `${server.url}/start`, body: 'chunk', redirects: 'none' }));
    expect(outcome).toEqual({ kind: 'redirect-refused', origin: server.url });
    expect(server.requests.map((request) => [request.method, request.path])).toEqual([['PUT', '/start']]);
  });

  it('a redirect loop ends after the limit', async () => {
    server.handle((_request, response) => void response.writeHead(307, { location: '/thing' }).end());
    expect(await sendAttempt(http, attempt())).toEqual({ kind: 'redirect-loop', hops: MAX_REDIRECTS + 1 });
    expect(server.requests).toHaveLength(MAX_REDIRECTS + 1);
  });

  it('a time-out names the limit it was given, waiting for headers or reading the body', async () => {
    server.handle(() => {});
    expect(await sendAttempt(http, attempt({ timeoutMs: 50 }))).toEqual({ kind: 'timeout', scope: 'attempt' });
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"partial":');
    });
    expect(await sendAttempt(http, attempt({ timeoutMs: 80, timeoutScope: 'total' }))).toEqual({ kind: 'timeout', scope: 'total' });
  });

  it("an abort keeps the caller's reason", async () => {
    server.handle(() => {});
    const reason = new Error('user left');
    const controller = new AbortController();
    setTimeout(() => controller.abort(reason), 30);
    expect(await sendAttempt(http, attempt({ signal: controller.signal }))).toEqual({ kind: 'abort', reason });
  });

  it('a refused connection is a network failure with its code', async () => {
    const outcome = await sendAttempt(http, attempt({ url: `${await closedPortUrl()}/thing` }));
    expect(outcome).toMatchObject({ kind: 'network', code: 'ECONNREFUSED' });
  });

  it('the size limit counts decoded bytes: a small gzip body that inflates past it is refused', async () => {
    const inflated = gzipSync(Buffer.alloc(4 * 1024 * 1024, 'a'));
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip', 'content-length': inflated.length });
      response.end(inflated);
    });
    expect(inflated.length).toBeLessThan(64 * 1024);
    const outcome = await sendAttempt(http, attempt({ maxResponseBytes: 64 * 1024 }));
    expect(outcome.kind).toBe('too-large');
    if (outcome.kind === 'too-large') expect(outcome.bytes).toBeLessThan(1024 * 1024);
  });

  it('a declared length past the limit is refused before reading, even when no body is wanted', async () => {
    server.handle((_request, response) => json(response, 200, { pad: 'x'.repeat(2048) }));
    expect(await sendAttempt(http, attempt({ maxResponseBytes: 1024, read: 'none' }))).toMatchObject({ kind: 'too-large' });
  });
});
