import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiPromise } from './api-promise.js';
import { bearer } from './auth.js';
import { isApiError, isValidationError, type ApiError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

const service = testService(
  {
    things: {
      get: {
        method: 'GET',
        path: '/things/{id}',
        summary: 'Read a thing',
        pathParams: { id: z.string().check(z.minLength(1)) },
        response: z.object({ id: z.string(), size: z.number() }),
      },
      create: {
        method: 'POST',
        path: '/things',
        summary: 'Create a thing',
        body: z.object({ id: z.string() }),
        response: z.object({ id: z.string() }),
      },
    },
  },
  { defaultAuth: ['bearer'] },
);

const server = await shareServer();

const TOKEN = 'as-response-secret-token';
const client = (options: Partial<ClientOptions> = {}) =>
  createClient(service, { baseUrl: server.url, auth: bearer(TOKEN), retry: { limit: 2, baseDelayMs: 1, maxDelayMs: 1 }, ...options });

describe('asResponse()', () => {
  it('resolves to the raw Response with its body unread: nothing parsed or checked, even in strict mode', async () => {
    // The body does not match the schema at all: a checked call would refuse it.
    server.handle((_request, response) => json(response, 200, { id: 7, extra: 'kept' }, { 'x-request-id': 'req-9' }));
    const response = await client({ validation: 'strict' }).things.get({ id: 'a' }).asResponse();
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('req-9');
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual({ id: 7, extra: 'kept' });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('resolves once the headers arrive; the body streams in afterwards, past the attempt time limit', async () => {
    // The body ends only when the test says: the call must resolve before that, on the headers.
    let finish = () => {};
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"id":"a",');
      finish = () => response.end('"size":1}');
    });
    const response = await client({ timeout: 150 }).things.get({ id: 'a' }).asResponse();
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('{"id":"a",');
    // More than the attempt's 150 ms pass before the rest is sent (timers never fire early).
    await new Promise((resolve) => setTimeout(resolve, 200));
    finish();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe('"size":1}');
  });

  it('retries as any call does, and resolves to the answer that succeeded', async () => {
    let calls = 0;
    server.handle((_request, response) => (++calls < 3 ? json(response, 503, { error: 'busy' }) : json(response, 200, { id: 'a', size: 3 })));
    const response = await client().things.get({ id: 'a' }).asResponse();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'a', size: 3 });
    expect(server.requests).toHaveLength(3);
  });

  it('throws the typed error of an error status, its body read for the error and the credential scrubbed', async () => {
    server.handle((_request, response) => json(response, 404, { error: { code: 'NotFound', message: `no thing for ${TOKEN}` } }));
    const error = (await rejectionOf(client().things.get({ id: 'a' }).asResponse())) as ApiError;
    expect(isApiError(error)).toBe(true);
    expect(error.status).toBe(404);
    expect(JSON.stringify(error)).not.toContain(TOKEN);
    expect(error.message).not.toContain(TOKEN);
  });

  it('checks the input first: a refused input sends nothing', async () => {
    const error = await rejectionOf(client().things.get({ id: '' }).asResponse());
    expect(isValidationError(error)).toBe(true);
    expect(server.requests).toHaveLength(0);
  });

  it('sends the call once, for its raw response only; the data is then not available', async () => {
    server.handle((_request, response) => json(response, 201, { id: 'n' }));
    const promise = client().things.create({ body: { id: 'n' } });
    const response = await promise.asResponse();
    expect(response.status).toBe(201);
    await expect(promise.withResponse()).rejects.toThrow(/already sent for its raw response/);
    await expect(Promise.resolve(promise)).rejects.toThrow(/already sent for its raw response/);
    expect(server.requests).toHaveLength(1);
  });

  it('is refused on a call already sent for its data, which it does not send again', async () => {
    server.handle((_request, response) => json(response, 200, { id: 'a', size: 1 }));
    const promise = client().things.get({ id: 'a' });
    await expect(promise).resolves.toEqual({ id: 'a', size: 1 });
    await expect(promise.asResponse()).rejects.toThrow(/asResponse\(\) is not available: this call was already sent for its data/);
    expect(server.requests).toHaveLength(1);
  });

  it('a call not asked for its raw response in the same turn is sent for its data, awaited or not', async () => {
    server.handle((_request, response) => json(response, 200, { id: 'a', size: 1 }));
    void client().things.get({ id: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests).toHaveLength(1);
  });

  it('runs the hooks and the debug log as any call does', async () => {
    server.handle((_request, response) => json(response, 200, { id: 'a', size: 1 }));
    const log = captureLogger();
    const seen: number[] = [];
    const response = await client({ logger: log.logger, logLevel: 'debug', hooks: { afterResponse: (context) => void seen.push(context.status) } })
      .things.get({ id: 'a' })
      .asResponse();
    await response.body?.cancel();
    expect(seen).toEqual([200]);
    expect(log.text()).toContain('200 GET');
    expect(log.text()).not.toContain(TOKEN);
  });

  it('a wrapper made from the call it wraps offers both ways too', async () => {
    server.handle((_request, response) => json(response, 200, { id: 'a', size: 2 }));
    const wrapped = (id: string) => {
      const call = () => client().things.get({ id });
      return new ApiPromise({ withResponse: () => call().withResponse(), asResponse: () => call().asResponse() });
    };
    expect(await (await wrapped('a').asResponse()).json()).toEqual({ id: 'a', size: 2 });
    await expect(wrapped('a')).resolves.toEqual({ id: 'a', size: 2 });
    expect(server.requests).toHaveLength(2);
  });
});
