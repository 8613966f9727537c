import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiPromise } from './api-promise.js';
import { bearer } from './auth.js';
import { ApiError, NotFoundError, SdkError, ValidationError } from './errors.js';
import type { ClientOptions, RequestHookContext, ResponseHookContext } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

const service = testService(
  {
    things: {
      get: { method: 'GET', path: '/things/{id}', summary: 'Read', pathParams: { id: z.string() }, response: z.looseObject({ id: z.string() }) },
      text: { method: 'GET', path: '/text', summary: 'Read text', responseKind: 'text' },
      bytes: { method: 'GET', path: '/bytes', summary: 'Read bytes', responseKind: 'bytes' },
      remove: { method: 'DELETE', path: '/things/{id}', summary: 'Delete', pathParams: { id: z.string() } },
      legacy: { method: 'GET', path: '/legacy', summary: 'Old', deprecated: 'Use things.get instead.', response: z.unknown() },
      accepted: { method: 'POST', path: '/accepted', summary: 'Only 202 counts', successStatus: [202], response: z.unknown() },
    },
  },
  { defaultAuth: ['bearer'] },
);

const server = await shareServer((request, response) => json(response, 200, { id: request.path.split('/').pop() }, { 'x-request-id': 'req-42', etag: '"v1"' }));

const client = (options: Partial<ClientOptions> = {}) =>
  createClient(service, { baseUrl: server.url, retry: false, auth: bearer('hook-token-1234'), logger: captureLogger().logger, ...options });

describe('hooks', () => {
  it('beforeRequest can add a header and never sees the credential', async () => {
    const seen: RequestHookContext[] = [];
    await client({
      hooks: {
        beforeRequest: (context) => {
          seen.push({ ...context, headers: { ...context.headers } });
          context.headers['x-trace-id'] = `trace-${context.attempt}`;
        },
      },
    }).things.get({ id: 'a' });
    expect(server.requests[0]!.headers['x-trace-id']).toBe('trace-1');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer hook-token-1234');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ operation: 'things.get', method: 'GET', url: `${server.url}/things/a`, attempt: 1 });
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(JSON.stringify(seen)).not.toContain('hook-token-1234');
  });

  it('beforeRequest runs for each attempt', async () => {
    let calls = 0;
    server.handle((_request, response) => (++calls < 3 ? json(response, 503, {}) : json(response, 200, { id: 'a' })));
    const attempts: number[] = [];
    await client({ retry: { limit: 2, baseDelayMs: 1 }, hooks: { beforeRequest: (context) => void attempts.push(context.attempt) } }).things.get({ id: 'a' });
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('afterResponse sees status, request id, headers and duration of every attempt', async () => {
    let calls = 0;
    server.handle((_request, response) => {
      if (++calls === 1) return json(response, 500, {}, { 'x-request-id': 'req-first' });
      setTimeout(() => json(response, 200, { id: 'a' }, { 'x-request-id': 'req-second' }), 30);
    });
    const seen: ResponseHookContext[] = [];
    await client({ retry: { limit: 1, baseDelayMs: 1 }, hooks: { afterResponse: (context) => void seen.push(context) } }).things.get({ id: 'a' });
    expect(seen.map((c) => [c.status, c.requestId, c.attempt])).toEqual([
      [500, 'req-first', 1],
      [200, 'req-second', 2],
    ]);
    expect(seen[1]!.durationMs).toBeGreaterThanOrEqual(25);
    expect(seen[1]!.headers.get('content-type')).toBe('application/json');
    expect(seen[1]).toMatchObject({ operation: 'things.get', method: 'GET', url: `${server.url}/things/a` });
  });

  it('beforeError can replace the error', async () => {
    server.handle((_request, response) => json(response, 404, { message: 'gone' }));
    class Wrapped extends SdkError {}
    const seen: unknown[] = [];
    const error = await rejectionOf(
      client({
        hooks: {
          beforeError: (original) => {
            seen.push(original);
            return new Wrapped('api', `wrapped: ${original.message}`);
          },
        },
      }).things.get({ id: 'a' }),
    );
    expect(seen[0]).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(Wrapped);
    expect((error as Error).message).toContain('wrapped: HTTP 404');
  });

  it('beforeError returning nothing keeps the error, and sees validation errors too', async () => {
    const seen: unknown[] = [];
    const error = await rejectionOf(client({ hooks: { beforeError: (e) => void seen.push(e) } }).things.get({ id: '..' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(seen).toEqual([error]);
  });
});

describe('raw access', () => {
  it('withResponse() gives status, headers and request id along with the data', async () => {
    const promise = client().things.get({ id: 'a' });
    expect(promise).toBeInstanceOf(ApiPromise);
    expect(Object.prototype.toString.call(promise)).toBe('[object ApiPromise]');
    const { data, response } = await promise.withResponse();
    expect(data).toEqual({ id: 'a' });
    expect(response.status).toBe(200);
    expect(response.requestId).toBe('req-42');
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.attempts).toBe(1);
    // The same call: awaiting the promise too sends nothing more.
    await expect(promise).resolves.toEqual({ id: 'a' });
    expect(server.requests).toHaveLength(1);
  });

  it('ApiPromise supports catch and finally', async () => {
    server.handle((_request, response) => json(response, 500, {}));
    let finished = false;
    const caught = await client()
      .things.get({ id: 'a' })
      .finally(() => {
        finished = true;
      })
      .catch((error: unknown) => error);
    expect(caught).toBeInstanceOf(ApiError);
    expect(finished).toBe(true);
  });

  it('reads text, bytes and no-content answers', async () => {
    server.handle((request, response) => {
      if (request.path === '/text') return response.writeHead(200, { 'content-type': 'text/plain' }).end('héllo');
      if (request.path === '/bytes') return response.writeHead(200).end(Buffer.from([0, 1, 255]));
      response.writeHead(204).end();
    });
    await expect(client().things.text()).resolves.toBe('héllo');
    const bytes = await client().things.bytes();
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...bytes]).toEqual([0, 1, 255]);
    const { data, response } = await client().things.remove({ id: 'a' }).withResponse();
    expect(data).toBeUndefined();
    expect(response.status).toBe(204);
  });

  it('successStatus narrows what counts as success', async () => {
    server.handle((_request, response) => json(response, 200, { unexpected: true }));
    const error = (await rejectionOf(client().things.accepted())) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(200);
    server.handle((_request, response) => json(response, 202, { ok: 1 }));
    await expect(client().things.accepted()).resolves.toEqual({ ok: 1 });
  });

  it('sends a user-agent naming the package and version, with the caller suffix', async () => {
    await client().things.get({ id: 'a' });
    await client({ userAgent: 'my-app/2.0' }).things.get({ id: 'a' });
    expect(server.requests.map((r) => r.headers['user-agent'])).toEqual(['@org/test-service/1.2.3', '@org/test-service/1.2.3 my-app/2.0']);
  });
});

describe('deprecation', () => {
  it('warns once per client for a deprecated operation', async () => {
    const log = captureLogger();
    const c = client({ logger: log.logger });
    await c.things.legacy();
    await c.things.legacy();
    await c.things.get({ id: 'a' });
    const warnings = log.lines.filter((line) => line.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('things.legacy');
    expect(warnings[0]!.message).toContain('deprecated');
    expect(warnings[0]!.message).toContain('Use things.get instead.');
    expect(server.requests).toHaveLength(3);
  });
});

describe('client options', () => {
  it.each([
    ['missing', ''],
    ['relative', '/api'],
    ['not http', 'ftp://example.test'],
    ['with credentials', 'https://user:pw@example.test'],
    ['with a query', 'https://example.test/?key=1'],
  ])('refuses a %s baseUrl', (_label, baseUrl) => {
    expect(() => createClient(service, { baseUrl })).toThrow(ValidationError);
  });

  it('keeps a base path and drops its trailing slash', async () => {
    await createClient(service, { baseUrl: `${server.url}/api/v2/`, auth: bearer('hook-token-1234') }).things.get({ id: 'a' });
    expect(server.requests[0]!.path).toBe('/api/v2/things/a');
  });

  it('uses a custom fetch when given', async () => {
    const urls: string[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    };
    await client({ fetch: recordingFetch }).things.get({ id: 'a' });
    expect(urls).toEqual([`${server.url}/things/a`]);
    expect(server.requests).toHaveLength(1);
  });
});
