/** A service's answer format, declared once: JSON decoding, an envelope, error bodies and an error class. Real sockets. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyHeader } from './auth.js';
import {
  ApiError,
  isAuthenticationError,
  isConflictError,
  isNotFoundError,
  isPermissionDeniedError,
  isRateLimitError,
  NotFoundError,
  type ApiErrorInit,
  type SdkError,
} from './errors.js';
import type { ErrorBodyParser } from './error-parsers.js';
import type { ErrorFormat } from './response-parser.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';
import { defineListOperation } from './index.js';
import { pageNumberPaging } from './paging-page-number.js';

const server = await shareServer();

const Thing = z.looseObject({ id: z.string(), size: z.optional(z.string()) });
const groups = {
  things: {
    get: { method: 'GET', path: '/things/{id}', summary: 'Read', pathParams: { id: z.string() }, response: z.looseObject({ code: z.number(), result: Thing }) },
    list: defineListOperation({
      method: 'GET',
      path: '/things',
      summary: 'List',
      query: { page: z.optional(z.number()), limit: z.optional(z.number()) },
      response: z.looseObject({ code: z.number(), result: z.looseObject({ hits: z.array(Thing), total: z.number() }) }),
      pagination: pageNumberPaging({ items: 'hits', pageParam: 'page', limitParam: 'limit', defaultLimit: 2, total: 'total' }),
    }),
  },
} as const;

/** Answers `{ code: 2000, result }` envelopes; `{ code: 4040 }` with a 200 for the id `missing`. */
function envelopeServer(): void {
  server.handle((request, response) => {
    if (request.path === '/things/missing') return json(response, 200, { code: 4040, message: 'No such thing' }, { 'x-request-id': 'r-1' });
    if (request.path === '/things') {
      const page = Number(request.query.get('page') ?? '0');
      const all = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
      return json(response, 200, { code: 2000, result: { hits: all.slice(page * 2, page * 2 + 2), total: all.length } });
    }
    return json(response, 200, { code: 2000, message: 'Success', result: { id: request.path.split('/').pop(), extra: 1 } });
  });
}

describe('envelope', () => {
  const service = testService(groups, {
    envelope: { data: 'result', failure: (body) => ((body as { code?: number }).code === 2000 ? undefined : { code: (body as { code: number }).code, message: (body as { message?: string }).message }) },
  });
  const client = (options: Partial<ClientOptions> = {}) => createClient(service, { baseUrl: server.url, retry: false, logger: captureLogger().logger, ...options });

  it('resolves to the property the envelope names, unknown fields kept', async () => {
    envelopeServer();
    const thing = await client().things.get({ id: 'a1' });
    expect(thing).toEqual({ id: 'a1', extra: 1 });
  });

  it('a failure reported inside a 200 is an error of that status, with the code, message and request id, through beforeError', async () => {
    envelopeServer();
    const seen: SdkError[] = [];
    const error = (await rejectionOf(client({ hooks: { beforeError: (e) => void seen.push(e) } }).things.get({ id: 'missing' }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 4040, serviceMessage: 'No such thing', requestId: 'r-1', operation: 'things.get' });
    expect(error.body).toEqual({ code: 4040, message: 'No such thing' });
    expect(seen).toEqual([error]);
    expect(server.requests).toHaveLength(1);
  });

  it('pages by number inside the envelope and stops at the total', async () => {
    envelopeServer();
    const ids = (await client().things.list().toArray()).map((thing) => thing.id);
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(server.requests.map((request) => request.query.get('page'))).toEqual([null, '1', '2']);
  });
});

describe('parseJson', () => {
  const exact = (text: string) => JSON.parse(text.replace(/:(\d{16,})/g, ':"$1"'));
  const service = testService(
    { things: { get: { method: 'GET', path: '/things/{id}', summary: 'Read', pathParams: { id: z.string() }, response: z.looseObject({ id: z.string() }) } } } as const,
    { parseJson: exact },
  );
  const client = (options: Partial<ClientOptions> = {}) => createClient(service, { baseUrl: server.url, retry: false, logger: captureLogger().logger, ...options });

  it('decodes successful answers whatever their content type', async () => {
    for (const type of ['application/json', 'text/plain', 'application/problem+json']) {
      server.handle((_request, response) => {
        response.writeHead(200, { 'content-type': type });
        response.end('{"id":9007199254740993}');
      });
      expect(await client().things.get({ id: 'x' })).toEqual({ id: '9007199254740993' });
    }
  });

  it('decodes error bodies too', async () => {
    server.handle((_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"code":"NotFound","message":"gone","id":9007199254740993}');
    });
    const error = (await rejectionOf(client().things.get({ id: 'x' }))) as ApiError;
    expect(error.body).toEqual({ code: 'NotFound', message: 'gone', id: '9007199254740993' });
  });

  it('decodes only what was read within maxResponseBytes: a longer chunked body is refused as it streams', async () => {
    let written = 0;
    let closedEarly = false;
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.on('close', () => (closedEarly = !response.writableFinished));
      const chunk = `"${'x'.repeat(16 * 1024)}",`;
      response.write('{"id":"big","pad":[');
      const pump = () => {
        while (written < 8 * 1024 * 1024) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end('"end"]}');
      };
      pump();
    });
    const error = await rejectionOf(client({ maxResponseBytes: 256 * 1024 }).things.get({ id: 'x' }));
    expect((error as Error).message).toMatch(/larger than 262144 bytes/);
    await expect.poll(() => closedEarly).toBe(true);
    expect(written).toBeLessThan(4 * 1024 * 1024);
  });
});

describe('errorParser and errorClass', () => {
  class ThingError extends ApiError {
    readonly family = 'things';
  }
  const byStatus: ErrorBodyParser = (body, answer) =>
    typeof body === 'object' && body !== null && 'message' in body
      ? { code: `S${answer?.status}`, message: String((body as { message: unknown }).message) }
      : { code: `S${answer?.status}`, message: `answered ${answer?.status} without a message` };
  const service = testService(
    { things: { get: { method: 'GET', path: '/things/{id}', summary: 'Read', pathParams: { id: z.string() }, response: Thing } } } as const,
    { errorParser: byStatus, errorClass: ThingError, conflictCodes: ['S412'], defaultAuth: ['apiKey'] },
  );
  const client = (options: Partial<ClientOptions> = {}) =>
    createClient(service, { baseUrl: server.url, retry: false, auth: apiKeyHeader('key-9876-secret'), logger: captureLogger().logger, ...options });

  it('the parser sees the status, for empty and non-JSON bodies too', async () => {
    server.handle((request, response) => {
      if (request.path === '/things/empty') return void response.writeHead(500).end();
      if (request.path === '/things/html') return void response.writeHead(502, { 'content-type': 'text/html' }).end('<html>bad gateway</html>');
      return json(response, 400, { message: 'bad size' });
    });
    expect(await rejectionOf(client().things.get({ id: 'empty' }))).toMatchObject({ status: 500, code: 'S500', serviceMessage: 'answered 500 without a message' });
    expect(await rejectionOf(client().things.get({ id: 'html' }))).toMatchObject({ status: 502, code: 'S502', serviceMessage: 'answered 502 without a message' });
    expect(await rejectionOf(client().things.get({ id: 'json' }))).toMatchObject({ status: 400, code: 'S400', serviceMessage: 'bad size' });
  });

  it("every error answer is the service's class and keeps the core's kinds, guards and Retry-After", async () => {
    const statuses: Record<string, [number, Record<string, string>]> = {
      s401: [401, {}],
      s403: [403, {}],
      s404: [404, {}],
      s409: [409, {}],
      s412: [412, {}],
      s429: [429, { 'retry-after': '7' }],
    };
    server.handle((request, response) => {
      const [status, headers] = statuses[request.path.split('/').pop()!]!;
      json(response, status, { message: `status ${status}` }, headers);
    });
    const errors = Object.fromEntries(
      await Promise.all(Object.keys(statuses).map(async (id) => [id, (await rejectionOf(client().things.get({ id }))) as ThingError] as const)),
    );
    for (const error of Object.values(errors)) {
      expect(error).toBeInstanceOf(ThingError);
      expect(error.family).toBe('things');
    }
    expect(isAuthenticationError(errors.s401)).toBe(true);
    expect(isPermissionDeniedError(errors.s403)).toBe(true);
    expect(isNotFoundError(errors.s404)).toBe(true);
    expect(errors.s404).not.toBeInstanceOf(NotFoundError);
    expect([isConflictError(errors.s409), isConflictError(errors.s412), isConflictError(errors.s404)]).toEqual([true, true, false]);
    expect(isRateLimitError(errors.s429)).toBe(true);
    expect(errors.s429!.retryAfterMs).toBe(7_000);
    expect(errors.s404!.retryAfterMs).toBeUndefined();
  });

  it("the service's class is redacted as any error", async () => {
    server.handle((_request, response) => json(response, 403, { message: 'key key-9876-secret may not read this' }));
    const error = (await rejectionOf(client().things.get({ id: 'x' }))) as ThingError;
    expect(JSON.stringify(error)).not.toContain('key-9876-secret');
    expect(error.message).not.toContain('key-9876-secret');
    expect(error.serviceMessage).toBe('key [REDACTED] may not read this');
  });

  it('a client may read error bodies with its own parser', async () => {
    server.handle((_request, response) => json(response, 418, { why: 'teapot' }));
    const own: ErrorBodyParser = (body) => ({ code: 'OWN', message: (body as { why: string }).why });
    const init = (await rejectionOf(client({ errorParser: own }).things.get({ id: 'x' }))) as ApiErrorInit;
    expect(init).toMatchObject({ code: 'OWN', serviceMessage: 'teapot', status: 418 });
  });
});

describe('errorFormat, loaded on demand', () => {
  class ThingError extends ApiError {
    readonly family = 'things';
  }
  const thingFormat: ErrorFormat = {
    errorParser: (body) => ({ code: (body as { status: string }).status, message: (body as { text: string }).text }),
    errorClass: ThingError,
    conflictCodes: ['STALE'],
    errorHeaders: ['x-challenge'],
  };
  /** A loader of `thingFormat` that counts its loads and fails those listed in `failing` (1 for the first). */
  const counted = (failing: readonly number[] = []) => {
    const loader = {
      loads: 0,
      load: async (): Promise<ErrorFormat> => {
        loader.loads += 1;
        if (failing.includes(loader.loads)) throw new TypeError('Failed to fetch dynamically imported module');
        return thingFormat;
      },
    };
    return loader;
  };
  const get = { things: { get: { method: 'GET', path: '/things/{id}', summary: 'Read', pathParams: { id: z.string() }, response: Thing } } } as const;
  const client = (load: () => Promise<ErrorFormat>, options: Partial<ClientOptions> = {}) =>
    createClient(testService(get, { errorFormat: load }), { baseUrl: server.url, retry: false, logger: captureLogger().logger, ...options });
  /** Answers the id `ok` with a thing; any other id with `status`, a body in the service's shape and a challenge header. */
  const thingServer = (status: number) =>
    server.handle((request, response) => {
      const id = request.path.split('/').pop()!;
      if (id === 'ok') return json(response, 200, { id });
      json(response, status, { status: id.toUpperCase(), text: `no ${id}` }, { 'x-challenge': 'c-1', 'x-other': 'dropped' });
    });

  it("reads an error answer with the loaded parser, class, conflict codes and error headers, loaded by the first error", async () => {
    thingServer(412);
    const loader = counted();
    const error = (await rejectionOf(client(loader.load).things.get({ id: 'stale' }))) as ThingError;
    expect(error).toBeInstanceOf(ThingError);
    expect(error).toMatchObject({ family: 'things', status: 412, code: 'STALE', serviceMessage: 'no stale' });
    expect(isConflictError(error)).toBe(true);
    expect(error.headers['x-challenge']).toBe('c-1');
    expect(error.headers['x-other']).toBeUndefined();
    expect(loader.loads).toBe(1);
  });

  it('starts loading once a call has succeeded, and loads once for every client of the service', async () => {
    thingServer(404);
    const loader = counted();
    expect(await client(loader.load).things.get({ id: 'ok' })).toEqual({ id: 'ok' });
    expect(loader.loads).toBe(1);
    const error = await rejectionOf(client(loader.load).things.get({ id: 'gone' }));
    expect(error).toMatchObject({ name: 'ApiError', family: 'things', code: 'GONE', status: 404 });
    expect(isNotFoundError(error)).toBe(true);
    expect(loader.loads).toBe(1);
  });

  it("gives the core's typed error while the format cannot load, and tries again at the next error", async () => {
    thingServer(404);
    const loader = counted([1]);
    const things = client(loader.load).things;
    const first = await rejectionOf(things.get({ id: 'gone' }));
    expect(first).toBeInstanceOf(NotFoundError);
    expect(first).not.toBeInstanceOf(ThingError);
    expect(first).toMatchObject({ status: 404, code: undefined, serviceMessage: 'Not Found' });
    const second = await rejectionOf(things.get({ id: 'gone' }));
    expect(second).toBeInstanceOf(ThingError);
    expect(second).toMatchObject({ code: 'GONE', serviceMessage: 'no gone' });
    expect(loader.loads).toBe(2);
  });

  it("keeps a field given directly over the loaded one: a client's own errorParser", async () => {
    thingServer(400);
    const own: ErrorBodyParser = (body) => ({ code: 'OWN', message: (body as { text: string }).text.toUpperCase() });
    const error = await rejectionOf(client(counted().load, { errorParser: own }).things.get({ id: 'bad' }));
    expect(error).toBeInstanceOf(ThingError);
    expect(error).toMatchObject({ code: 'OWN', serviceMessage: 'NO BAD', status: 400 });
  });
});
