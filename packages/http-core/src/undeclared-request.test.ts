/**
 * `client.request`: a call the table does not declare goes through the engine as any operation does (base URL,
 * credential, retries of idempotent methods, time limits, envelope, typed and redacted errors), and what could
 * leave the base URL or replace the credential is refused before anything is sent.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyHeader, apiKeyQuery, bearer } from './auth.js';
import { ApiError, isTimeoutError, NotFoundError, ResponseValidationError, ValidationError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient, createClientFor } from './service.js';
import { rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

const server = await shareServer();
const token = 'request-token-5150-never-shown';

const service = testService(
  { widgets: { get: { method: 'GET', path: '/widgets/{id}', summary: 'Get a widget', pathParams: { id: z.string() }, response: z.looseObject({}) } } },
  { defaultAuth: ['bearer'], requestIdHeaders: ['x-trace-id'] },
);

const client = (options: Partial<ClientOptions> = {}) =>
  createClient(service, { baseUrl: `${server.url}/v1/`, auth: bearer(token), retry: { limit: 2, baseDelayMs: 0, maxDelayMs: 0 }, ...options });

/** Everything an error shows of itself. */
const shown = (error: unknown) => [String(error), (error as Error).stack ?? '', JSON.stringify(error), inspect(error, { depth: 10, showHidden: true })].join('\n');

describe('client.request', () => {
  it('sends the method, path, query, headers and JSON body under the base URL, with the client credential', async () => {
    server.handle((_request, response) => json(response, 201, { id: 'w1' }));
    const answer = await client().request({
      method: 'post',
      path: 'widgets/w1/labels',
      query: { tag: ['a', 'b'], limit: 10, since: new Date(Date.UTC(2026, 0, 2)), skip: undefined },
      headers: { 'x-widget-mode': 'fast' },
      body: { label: 'blue', nested: { on: true } },
    });
    expect(answer).toEqual({ id: 'w1' });
    const [received] = server.requests;
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('/v1/widgets/w1/labels?tag=a&tag=b&limit=10&since=2026-01-02T00%3A00%3A00.000Z');
    expect(received?.headers.authorization).toBe(`Bearer ${token}`);
    expect(received?.headers['x-widget-mode']).toBe('fast');
    expect(received?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received!.body)).toEqual({ label: 'blue', nested: { on: true } });
  });

  it('joins a leading slash, an absolute URL on the base, an empty path and characters a URL cannot hold to the base path', async () => {
    const c = client();
    await c.request({ method: 'GET', path: '/widgets' });
    await c.request({ method: 'GET', path: `${server.url}/v1/widgets/2` });
    await c.request({ method: 'GET', path: '' });
    await c.request({ method: 'GET', path: 'widgets/{a b}/caf\u00e9/x%2Fy/' });
    await c.request({ method: 'GET', path: 'v1:batchGet' });
    expect(server.requests.map((request) => request.path)).toEqual(['/v1/widgets', '/v1/widgets/2', '/v1', '/v1/widgets/%7Ba%20b%7D/caf%C3%A9/x%2Fy/', '/v1/v1:batchGet']);
  });

  it.each([
    ['another origin', 'http://evil.example/v1/widgets', 'another origin (http://evil.example)'],
    ['the same host under another port', 'http://127.0.0.1:1/v1/x', 'another origin'],
    ['a protocol-relative URL', '//evil.example/x', "'//'"],
    ['the origin outside the base path', 'BASE/v2/widgets', 'base path (/v1)'],
    ['a .. segment', 'widgets/../../admin', "'..'"],
    ['a percent-encoded .. segment', 'widgets/%2e%2E/admin', "'..'"],
    ['a .. hidden behind an encoded slash', 'widgets/..%2Fadmin', "'..'"],
    ['a . segment', './widgets', "'.'"],
    ['an empty segment', 'widgets//1', "'//'"],
    ['a backslash', 'widgets\\..\\admin', "'\\'"],
    ['a query', 'widgets?limit=1', 'give query values in query'],
    ['a fragment', 'widgets#top', "'#'"],
    ['a line feed', 'widgets/1\r\nx-evil: 1', 'control characters'],
    ['an encoded NUL', 'widgets/%00', 'control characters'],
    ['a stray percent sign', 'widgets/100%', 'percent-escape'],
    ['user info in a URL', `http://user:pw@127.0.0.1/v1/x`, 'another origin'],
  ])('refuses %s in the path before sending', async (_what, path, why) => {
    const error = await rejectionOf(client().request({ method: 'GET', path: path.replace('BASE', server.url) }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe('path');
    expect((error as ValidationError).operation).toBe('request');
    expect((error as Error).message).toContain(why);
    expect(server.requests).toEqual([]);
  });

  it('never quotes a refused path, which may hold a secret', async () => {
    const error = await rejectionOf(client().request({ method: 'GET', path: `files/${token}/../x` }));
    expect(shown(error)).not.toContain(token);
  });

  it('refuses a credential header, an unknown method, an unknown field and an unsafe query or body before sending', async () => {
    const c = client();
    const refusals = await Promise.all([
      rejectionOf(c.request({ method: 'GET', path: 'x', headers: { Authorization: 'Bearer mine' } })),
      rejectionOf(c.request({ method: 'GET', path: 'x' }, { headers: { 'proxy-authorization': 'Basic eA==' } })),
      rejectionOf(c.request({ method: 'TRACE' as 'GET', path: 'x' })),
      rejectionOf(c.request({ method: 'GET', path: 'x', params: { a: 1 } } as never)),
      rejectionOf(c.request({ method: 'GET', path: 'x', query: { filter: { nested: 1 } as never } })),
      rejectionOf(c.request({ method: 'GET', path: 'x', query: { n: Number.NaN } })),
      rejectionOf(c.request({ method: 'POST', path: 'x', body: { amount: 10n } })),
      rejectionOf(c.request({ method: 'POST', path: 'x', body: { run: () => 1 } })),
    ]);
    expect(refusals.map((error) => [error instanceof ValidationError, (error as ValidationError).field])).toEqual([
      [true, 'headers.Authorization'],
      [true, 'headers.proxy-authorization'],
      [true, 'method'],
      [true, 'params'],
      [true, 'query.filter'],
      [true, 'query.n'],
      [true, 'body.amount'],
      [true, 'body.run'],
    ]);
    expect(server.requests).toEqual([]);
  });

  it('refuses a header the client credential writes (an API key header), naming it and never its value', async () => {
    const key = 'client-api-key-8086';
    const c = createClient(testService({}, { defaultAuth: ['apiKey'] }), { baseUrl: server.url, auth: apiKeyHeader(key, { header: 'X-Service-Key' }) });
    const error = await rejectionOf(c.request({ method: 'GET', path: 'x', headers: { 'x-service-key': 'my-own-key-1234' } }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).field).toBe('headers.x-service-key');
    expect(shown(error)).not.toContain('my-own-key-1234');
    expect(shown(error)).not.toContain(key);
    expect(server.requests).toEqual([]);
  });

  it('refuses a query parameter the client credential writes, rather than sending it twice', async () => {
    const c = createClient(testService({}, { defaultAuth: ['apiKey'] }), { baseUrl: server.url, auth: apiKeyQuery('query-key-2718', { param: 'key' }) });
    const error = await rejectionOf(c.request({ method: 'GET', path: 'x', query: { key: 'other' } }));
    expect((error as ValidationError).field).toBe('query.key');
    expect(server.requests).toEqual([]);
  });

  it('retries an idempotent method on a 503 and never a POST', async () => {
    let answered = 0;
    server.handle((_request, response) => (++answered === 1 ? json(response, 503, { message: 'busy' }) : json(response, 200, { ok: true })));
    expect(await client().request({ method: 'PUT', path: 'widgets/1', body: { a: 1 } })).toEqual({ ok: true });
    expect(server.requests.map((request) => request.method)).toEqual(['PUT', 'PUT']);
    expect(server.requests[1]?.body).toBe('{"a":1}');

    server.reset();
    server.handle((_request, response) => json(response, 503, { message: 'busy' }));
    const error = await rejectionOf(client().request({ method: 'POST', path: 'widgets', body: { a: 1 } }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).attempts).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it('throws the typed error of the status with the service code, message and request id, and no secret', async () => {
    server.handle((_request, response) => json(response, 404, { code: 'WidgetMissing', message: `no widget for Bearer ${token}` }, { 'x-trace-id': 'trace-77' }));
    const error = await rejectionOf(client().request({ method: 'GET', path: 'widgets/9', query: { accessToken: 'query-secret-3141', view: 'full' } }));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'WidgetMissing', requestId: 'trace-77', operation: 'request', method: 'GET' });
    expect((error as ApiError).url).toBe(`${server.url}/v1/widgets/9?accessToken=[REDACTED]&view=full`);
    expect(shown(error)).not.toContain(token);
    expect(shown(error)).not.toContain('query-secret-3141');
  });

  it('ends at the time limit of the call', async () => {
    server.handle(() => {
      // Never answers: only the call's time limit ends it.
    });
    const error = await rejectionOf(client().request({ method: 'GET', path: 'slow' }, { timeout: 50, retry: false }));
    expect(isTimeoutError(error)).toBe(true);
  });

  it("reads the answer inside the service's envelope, typed and checked by a schema when given, and raw on asResponse()", async () => {
    const enveloped = testService(
      {},
      { envelope: { data: 'result', failure: (body) => ((body as { code: number }).code === 0 ? undefined : { code: (body as { code: number }).code, message: 'refused' }) } },
    );
    const c = createClient(enveloped, { baseUrl: server.url, validation: 'strict' });
    server.handle((_request, response) => json(response, 200, { code: 0, result: { count: 3 } }));
    const count: { count: number } = await c.request({ method: 'GET', path: 'stats', response: z.looseObject({ code: z.number(), result: z.object({ count: z.number() }) }) });
    expect(count).toEqual({ count: 3 });
    expect(await (await c.request({ method: 'GET', path: 'stats' }).asResponse()).json()).toEqual({ code: 0, result: { count: 3 } });
    server.handle((_request, response) => json(response, 200, { code: 4040 }));
    expect(await rejectionOf(c.request({ method: 'GET', path: 'stats' }))).toMatchObject({ code: 4040, status: 200 });
    server.handle((_request, response) => json(response, 200, { code: 0, result: { count: 'many' } }));
    expect(await rejectionOf(c.request({ method: 'GET', path: 'stats', response: z.looseObject({ result: z.object({ count: z.number() }) }) }))).toBeInstanceOf(ResponseValidationError);
  });

  it('reads text when asked, and sends a form body', async () => {
    server.handle((_request, response) => response.end('plain words'));
    expect(await client().request({ method: 'POST', path: 'echo', body: { a: '1', b: 'x y' }, encoding: 'form', responseKind: 'text' })).toBe('plain words');
    expect(server.requests[0]?.body).toBe('a=1&b=x+y');
  });

  it('runs the beforeError hook on a refusal, as for any call', async () => {
    const seen: string[] = [];
    const c = client({ hooks: { beforeError: (error) => void seen.push(error.name) } });
    await rejectionOf(c.request({ method: 'GET', path: '../x' }));
    expect(seen).toEqual(['ValidationError']);
  });

  it('is on the client of the whole table only', () => {
    expect(typeof client().request).toBe('function');
    expect('request' in createClientFor(service, service.groups, { baseUrl: server.url })).toBe(false);
    expect(() => createClient(testService({ request: {} }), { baseUrl: server.url })).toThrow(/request/);
  });
});
