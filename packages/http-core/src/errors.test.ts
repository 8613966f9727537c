import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { firstErrorParser, genericErrorParser, type ErrorBodyParser } from './error-parsers.js';
import { resourceManagerErrorParser } from './families/azure/index.js';
import { googleErrorParser } from './families/google/index.js';
import { categoryErrorParser } from './families/hubspot/index.js';
import { paymentErrorParser } from './families/payments/index.js';
import {
  ApiError,
  AuthenticationError,
  ConflictError,
  isAbortError,
  isApiError,
  isConflictError,
  isNetworkError,
  isNotFoundError,
  isOperationFailedError,
  isResponseValidationError,
  isSdkError,
  isTimeoutError,
  isValidationError,
  NetworkError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  SdkError,
  TimeoutError,
  ValidationError,
} from './errors.js';
import { bearer } from './auth.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { numericCodeErrorParser } from './test-support/numeric-code-error-parser.js';
import { json, shareServer } from './test-support/loopback-server.js';

const Thing = z.looseObject({ id: z.string() });

const groups = {
  things: {
    get: { method: 'GET', path: '/things/{id}', summary: 'Read', pathParams: { id: z.string() }, response: Thing },
    create: { method: 'POST', path: '/things', summary: 'Create', body: z.object({ id: z.string() }), response: Thing },
    loose: { method: 'GET', path: '/loose', summary: 'Read without schema', responseKind: 'json' },
    remove: { method: 'DELETE', path: '/things/{id}', summary: 'Delete; the removed thing, or 204 when there was none', pathParams: { id: z.string() }, response: Thing, successStatus: [200, 204] },
  },
} as const;
const service = testService(groups, { conflictCodes: ['ABORTED'] });

const [server, other] = await Promise.all([shareServer(), shareServer()]);

const client = (options: Partial<ClientOptions> = {}) =>
  createClient(service, { baseUrl: server.url, retry: false, logger: captureLogger().logger, ...options });

/** Answers every request with `status`, `body` (JSON unless a string) and a request id. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  server.handle((_request, response) => {
    if (typeof body === 'string') {
      response.writeHead(status, { 'content-type': 'text/html', 'x-request-id': 'req-123', ...headers }).end(body);
    } else json(response, status, body, { 'x-request-id': 'req-123', ...headers });
  });
}

async function apiErrorFor(status: number, body: unknown, parser?: ErrorBodyParser): Promise<ApiError> {
  answer(status, body);
  const error = await rejectionOf(client(parser ? { errorParser: parser } : {}).things.get({ id: 'a' }));
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('ApiError fields per error-body family', () => {
  it('google: code is the status name', async () => {
    const body = { error: { code: 409, status: 'ABORTED', message: 'Transaction lock timeout', details: [{ reason: 'lock' }] } };
    const error = await apiErrorFor(409, body, googleErrorParser);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({
      status: 409,
      code: 'ABORTED',
      serviceMessage: 'Transaction lock timeout',
      requestId: 'req-123',
      attempts: 1,
      details: [{ reason: 'lock' }],
      body,
      operation: 'things.get',
      method: 'GET',
    });
    expect(error.message).toContain('HTTP 409 ABORTED: Transaction lock timeout');
    expect(error.message).toContain('[request id req-123]');
  });

  it('recognises a service’s own conflict error as a conflict, whatever its name', () => {
    class RevisionConflict extends ConflictError {
      override name = 'RevisionConflict';
    }
    class Unnamed extends ConflictError {}
    const error = new RevisionConflict({ status: 409, code: 'ABORTED', message: 'stale revision' });
    expect(error.name).toBe('RevisionConflict');
    expect(isConflictError(error)).toBe(true);
    expect(new Unnamed({ status: 409 }).name).toBe('ConflictError');
    expect(isConflictError(new ApiError({ status: 409 }))).toBe(false);
  });

  it('a conflict code makes a ConflictError whatever the status', async () => {
    const error = await apiErrorFor(400, { error: { code: 400, status: 'ABORTED', message: 'retry' } }, googleErrorParser);
    expect(error).toBeInstanceOf(ConflictError);
    expect(isConflictError(error)).toBe(true);
    expect(error.status).toBe(400);
  });

  it('resource manager', async () => {
    const body = { error: { code: 'RoleAssignmentExists', message: 'The role assignment already exists.' } };
    const error = await apiErrorFor(409, body, resourceManagerErrorParser);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ code: 'RoleAssignmentExists', serviceMessage: 'The role assignment already exists.', requestId: 'req-123' });
  });

  it('payment', async () => {
    const body = { status: 422, errorCode: '14_030', message: 'Return URL is missing.', errorType: 'validation', pspReference: 'PSP1' };
    const error = await apiErrorFor(422, body, paymentErrorParser);
    expect(error).toMatchObject({
      status: 422,
      code: '14_030',
      serviceMessage: 'Return URL is missing.',
      details: { errorType: 'validation', pspReference: 'PSP1' },
    });
  });

  it('category', async () => {
    const body = { category: 'VALIDATION_ERROR', correlationId: 'corr-9', message: 'Invalid input', errors: [{ message: 'x' }] };
    const error = await apiErrorFor(400, body, categoryErrorParser);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', serviceMessage: 'Invalid input', details: { correlationId: 'corr-9', errors: [{ message: 'x' }] } });
    // The id the body documents for support wins over the header's.
    expect(error.requestId).toBe('corr-9');
  });

  it('numeric code', async () => {
    const error = await apiErrorFor(404, { code: 4040, message: 'Address not found', result: { q: 'x' } }, numericCodeErrorParser);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ code: 4040, serviceMessage: 'Address not found', details: { q: 'x' } });
  });

  it('a service declares its parser; a client option overrides it', async () => {
    const declared = testService(groups, { errorParser: numericCodeErrorParser });
    answer(400, { code: 17, message: 'numeric' });
    const error = (await rejectionOf(createClient(declared, { baseUrl: server.url, retry: false }).things.get({ id: 'a' }))) as ApiError;
    expect(error.code).toBe(17);
    const overridden = (await rejectionOf(
      createClient(declared, { baseUrl: server.url, retry: false, errorParser: () => ({ code: 'mine' }) }).things.get({ id: 'a' }),
    )) as ApiError;
    expect(overridden.code).toBe('mine');
  });

  it.each([
    ['{ message }', { message: 'plain message' }, undefined, 'plain message'],
    ['OAuth style', { error: 'invalid_grant', error_description: 'Token expired' }, undefined, 'Token expired'],
    ['problem+json', { type: 'about:blank', title: 'Bad', detail: 'Field x is wrong' }, 'about:blank', 'Field x is wrong'],
    ['{ code, message }', { code: 'E1', message: 'm' }, 'E1', 'm'],
    ['{ error_code }', { error_code: 'E2', error: 'e' }, 'E2', 'e'],
  ])('generic fallback: %s', async (_label, body, code, message) => {
    const error = await apiErrorFor(400, body);
    expect(error.code).toBe(code);
    expect(error.serviceMessage).toBe(message);
  });

  it('falls back to the generic parser when the service parser does not recognise the body', async () => {
    const error = await apiErrorFor(400, { message: 'not google' }, googleErrorParser);
    expect(error.serviceMessage).toBe('not google');
  });

  it('keeps an excerpt of an HTML or text error page', async () => {
    const page = `<html><body>${'x'.repeat(1_000)}</body></html>`;
    const error = await apiErrorFor(502, page);
    expect(error.status).toBe(502);
    expect(typeof error.body).toBe('string');
    expect((error.body as string).length).toBeLessThanOrEqual(503);
    expect(error.serviceMessage?.startsWith('<html>')).toBe(true);
  });

  it('uses the status text for an empty error body', async () => {
    server.handle((_request, response) => response.writeHead(500).end());
    const error = (await rejectionOf(client().things.get({ id: 'a' }))) as ApiError;
    expect(error.constructor).toBe(ApiError);
    expect(error.serviceMessage).toBe('Internal Server Error');
    expect(error.code).toBeUndefined();
  });

  it('keeps the error headers a service declares, besides the allow-list, and no others', async () => {
    answer(401, { message: 'prove it' }, { 'x-challenge-bytes': '10-41', 'x-other': 'dropped' });
    const declared = createClient(testService(groups, { errorHeaders: ['x-challenge-bytes'] }), { baseUrl: server.url, retry: false });
    const error = (await rejectionOf(declared.things.get({ id: 'a' }))) as ApiError;
    expect(error.headers).toMatchObject({ 'x-challenge-bytes': '10-41', 'x-request-id': 'req-123' });
    expect(error.headers['x-other']).toBeUndefined();
    const undeclared = (await rejectionOf(client().things.get({ id: 'a' }))) as ApiError;
    expect(undeclared.headers['x-challenge-bytes']).toBeUndefined();
  });

  it('reads the request id from a service-specific header', async () => {
    const custom = testService(groups, { requestIdHeaders: ['x-trace-id'] });
    server.handle((_request, response) => json(response, 500, {}, { 'x-trace-id': 'trace-7', 'x-request-id': 'req-1' }));
    const error = (await rejectionOf(createClient(custom, { baseUrl: server.url, retry: false }).things.get({ id: 'a' }))) as ApiError;
    expect(error.requestId).toBe('trace-7');
  });

  it('firstErrorParser tries parsers in order', () => {
    const parse = firstErrorParser(paymentErrorParser, resourceManagerErrorParser);
    expect(parse({ error: { code: 'X', message: 'y' } })).toMatchObject({ code: 'X' });
    expect(parse({ errorCode: '1', message: 'p' })).toMatchObject({ code: '1' });
    expect(parse('text')).toBeUndefined();
    expect(genericErrorParser('  ')).toBeUndefined();
  });

  it('genericErrorParser takes the first message that is text and the first code that is text or a number', () => {
    expect(genericErrorParser({ message: 7, error_description: 'bad grant', error: 'invalid_grant', errorCode: 42, code: { no: 1 } })).toEqual({
      code: 42,
      message: 'bad grant',
    });
    expect(genericErrorParser({ title: 'Not Found', type: 'about:blank', error_code: true })).toEqual({ code: 'about:blank', message: 'Not Found' });
    expect(genericErrorParser({ detail: 'only a detail' })).toEqual({ code: undefined, message: 'only a detail' });
    expect(genericErrorParser({ message: 5, code: null })).toBeUndefined();
    expect(genericErrorParser([{ message: 'in a list' }])).toBeUndefined();
    expect(genericErrorParser('plain text')).toEqual({ message: 'plain text' });
  });
});

describe('messages name the operation', () => {
  it('an error answer, a network failure and a time-out say which operation failed, with what was sent', async () => {
    const error = await apiErrorFor(404, { message: 'no such thing' });
    expect(error.message).toBe(`HTTP 404: no such thing (things.get: GET ${server.url}/things/a) [request id req-123]`);
    const refused = await rejectionOf(createClient(service, { baseUrl: 'http://127.0.0.1:9', retry: false }).things.get({ id: 'b' }));
    expect(String(refused)).toMatch(/^NetworkError: Network failure.* \(things\.get: GET http:\/\/127\.0\.0\.1:9\/things\/b\)$/);
    expect(new TimeoutError('total', 5, { operation: 'things.get' }).message).toBe('Call timed out after 5 ms (things.get)');
  });
});

describe('subclasses by status', () => {
  it.each([
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [429, RateLimitError],
  ])('%i -> %o', async (status, type) => {
    const error = await apiErrorFor(status, { message: 'm' });
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(SdkError);
    expect(error.name).toBe(type.name);
    expect(isApiError(error)).toBe(true);
    expect(isNotFoundError(error)).toBe(status === 404);
    expect(isConflictError(error)).toBe(status === 409);
  });

  it('500 is a plain ApiError', async () => {
    const error = await apiErrorFor(500, { message: 'boom' });
    expect(error.constructor).toBe(ApiError);
    expect(error.name).toBe('ApiError');
  });

  it('RateLimitError tells how long the service asked to wait', async () => {
    answer(429, { message: 'slow down' }, { 'retry-after': '7' });
    const error = (await rejectionOf(client().things.get({ id: 'a' }))) as RateLimitError;
    expect(error.retryAfterMs).toBe(7_000);
    expect(error.headers['retry-after']).toBe('7');
  });
});

describe('type guards', () => {
  const brand = Symbol.for('@org/http-core.error');
  const foreign = (kind: string, extra: Record<string, unknown> = {}) => ({ [brand]: kind, name: 'X', message: 'm', ...extra });

  it('recognise errors from another copy of the package by the brand', () => {
    expect(isSdkError(foreign('api'))).toBe(true);
    expect(isApiError(foreign('api', { status: 500 }))).toBe(true);
    expect(isNotFoundError(foreign('api', { status: 404 }))).toBe(true);
    expect(isNotFoundError(foreign('api', { status: 500 }))).toBe(false);
    expect(isConflictError(foreign('api', { status: 409, name: 'ConflictError' }))).toBe(true);
    expect(isConflictError(foreign('network', { name: 'ConflictError' }))).toBe(false);
    expect(isValidationError(foreign('validation'))).toBe(true);
    expect(isNetworkError(foreign('network'))).toBe(true);
    expect(isTimeoutError(foreign('timeout'))).toBe(true);
    expect(isAbortError(foreign('abort'))).toBe(true);
    expect(isResponseValidationError(foreign('response-validation'))).toBe(true);
    expect(isOperationFailedError(foreign('operation-failed'))).toBe(true);
    expect(isApiError(foreign('network'))).toBe(false);
  });

  it('reject look-alikes without the brand', () => {
    for (const value of [null, undefined, 'api', new Error('x'), { kind: 'api', status: 404 }]) {
      expect(isSdkError(value)).toBe(false);
      expect(isApiError(value)).toBe(false);
      expect(isNotFoundError(value)).toBe(false);
    }
  });

  it('the brand is not enumerable and survives on real errors', () => {
    const error = new ValidationError('bad', { field: 'x' });
    expect(Object.keys(error)).not.toContain(brand.toString());
    expect(isValidationError(error)).toBe(true);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({ name: 'ValidationError', kind: 'validation', field: 'x' });
    expect(inspect(error)).toContain('ValidationError: bad');
  });

  it('util.inspect shows the stack, then the fields toJSON() shows (none left undefined), on Node', () => {
    const error = new ValidationError('bad', { field: 'x' });
    const custom = Symbol.for('nodejs.util.inspect.custom');
    expect(Object.keys(error)).not.toContain(custom.toString());
    const shown = inspect(error);
    expect(shown.startsWith(error.stack!)).toBe(true);
    expect(shown).toContain("field: 'x'");
    // The default view of an error lists its own fields, undefined ones too; this one shows what toJSON() shows.
    expect(shown).not.toContain('undefined');
  });
});

describe('unreadable successful answers', () => {
  it.each([
    ['invalid JSON', 'application/json', '{"id": '],
    ['an HTML page', 'text/html', '<!doctype html><html><body>Sign in</body></html>'],
  ])('%s on 200 is a ResponseValidationError', async (_label, type, text) => {
    server.handle((_request, response) => response.writeHead(200, { 'content-type': type, 'x-request-id': 'r-1' }).end(text));
    const error = await rejectionOf(client().things.get({ id: 'a' }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ status: 200, requestId: 'r-1', operation: 'things.get' });
  });

  const noBody: ReadonlyArray<[string, number, string]> = [
    ['an empty 200', 200, ''],
    ['a blank 200', 200, '  \n'],
    ['a 204', 204, ''],
  ];

  it.each(noBody)('%s where a body is declared is a ResponseValidationError in strict mode', async (_label, status, text) => {
    server.handle((_request, response) => response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'r-1' }).end(text));
    const error = await rejectionOf(client({ validation: 'strict' }).things.get({ id: 'a' }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ status, requestId: 'r-1', operation: 'things.get' });
    expect((error as Error).message).toContain(status === 204 ? '204 No Content' : 'empty body');
  });

  it.each(noBody)('%s where a body is declared is a warning in lenient mode, and undefined', async (_label, status, text) => {
    server.handle((_request, response) => response.writeHead(status, { 'content-type': 'application/json' }).end(text));
    const log = captureLogger();
    await expect(client({ validation: 'lenient', logger: log.logger }).things.get({ id: 'a' })).resolves.toBeUndefined();
    expect(log.lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      expect.stringContaining('things.get declares a response body, but the service answered'),
    ]);
    expect(server.requests).toHaveLength(1);
  });

  it('an empty 200 or a 204 without a schema is undefined, and so is a 204 the operation lists among its statuses', async () => {
    const log = captureLogger();
    server.handle((_request, response) => response.writeHead(200).end());
    await expect(client({ validation: 'strict', logger: log.logger }).things.loose()).resolves.toBeUndefined();
    server.handle((_request, response) => response.writeHead(204).end());
    await expect(client({ validation: 'strict', logger: log.logger }).things.loose()).resolves.toBeUndefined();
    await expect(client({ validation: 'strict', logger: log.logger }).things.remove({ id: 'a' })).resolves.toBeUndefined();
    expect(log.lines).toEqual([]);
    // A listed 204 does not excuse an empty 200.
    server.handle((_request, response) => response.writeHead(200).end());
    expect(await rejectionOf(client({ validation: 'strict' }).things.remove({ id: 'a' }))).toBeInstanceOf(ResponseValidationError);
  });

  it('refuses a body larger than maxResponseBytes, declared by content-length', async () => {
    server.handle((_request, response) => json(response, 200, { id: 'x'.repeat(1_000) }));
    const error = await rejectionOf(client({ maxResponseBytes: 100 }).things.get({ id: 'a' }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toContain('100 bytes');
  });

  it('refuses a chunked body larger than maxResponseBytes', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"id":"');
      response.write('x'.repeat(1_000));
      response.end('"}');
    });
    const error = await rejectionOf(client({ maxResponseBytes: 100 }).things.get({ id: 'a' }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    await expect(client({ maxResponseBytes: 2_000 }).things.get({ id: 'a' })).resolves.toMatchObject({ id: 'x'.repeat(1_000) });
  });
});

describe('an endless body', () => {
  it('is refused once it passes maxResponseBytes, without reading on until the time-out', { timeout: 10_000 }, async () => {
    const chunk = Buffer.alloc(16 * 1024, 0x78);
    let written = 0;
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"id":"');
      const pump = () => {
        while (!response.destroyed) {
          written += chunk.length;
          if (!response.write(chunk)) return;
        }
      };
      response.on('drain', pump);
      pump();
    });
    const error = await rejectionOf(client({ maxResponseBytes: 64 * 1024, timeout: 5_000, retry: false }).things.get({ id: 'a' }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toContain(`${64 * 1024} bytes`);
    // The server could push gigabytes before a time-out; the client stopped reading soon after the limit.
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('redirects', () => {
  it('refuses a redirect to another origin: NetworkError, and the other server receives nothing', async () => {
    server.handle((_request, response) => response.writeHead(302, { location: `${other.url}/things/a` }).end());
    other.handle((_request, response) => json(response, 200, { id: 'stolen' }));
    const error = await rejectionOf(client({ retry: { limit: 2, baseDelayMs: 1 } }).things.get({ id: 'a' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toContain(other.url);
    expect((error as NetworkError).attempts).toBe(1);
    expect(other.requests).toHaveLength(0);
    expect(other.connections).toBe(0);
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['a host with a space', 'http://tok-SECRET-4242 @exa mple.com/x'],
    ['an unclosed IPv6 host', 'http://[::1/tok-SECRET-4242'],
    ['no host', 'https://user:tok-SECRET-4242@/x'],
    ['a bad port', 'http://127.0.0.1:99999/?key=tok-SECRET-4242'],
    ['a scheme-relative bad host', '//tok-SECRET-4242%zz[/x'],
  ])('a redirect whose Location is not a URL (%s) is a NetworkError that shows no credential, nothing followed', async (_name, location) => {
    server.handle((_request, response) => response.writeHead(302, { location }).end());
    const error = await rejectionOf(client({ auth: bearer('tok-SECRET-4242'), retry: { limit: 2, baseDelayMs: 1 } }).things.get({ id: 'a' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toContain('redirect whose Location is not a URL');
    const shown = [String(error), (error as Error).stack, JSON.stringify(error), inspect(error, { depth: Infinity, showHidden: true })].join('\n');
    expect(shown).not.toContain('SECRET');
    expect((error as Error).cause).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });

  it('ends a redirect loop with a NetworkError', async () => {
    server.handle((_request, response) => response.writeHead(302, { location: '/things/a' }).end());
    const error = await rejectionOf(client({ retry: { limit: 2, baseDelayMs: 1 } }).things.get({ id: 'a' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/redirects/i);
    expect(server.requests.length).toBeGreaterThan(1);
    expect(server.requests.length).toBeLessThanOrEqual(6);
  });

  it('follows a same-origin redirect', async () => {
    server.handle((request, response) => {
      if (request.path === '/things/old') response.writeHead(301, { location: '/things/new' }).end();
      else json(response, 200, { id: request.path });
    });
    await expect(client().things.get({ id: 'old' })).resolves.toEqual({ id: '/things/new' });
    expect(server.requests.map((r) => r.path)).toEqual(['/things/old', '/things/new']);
  });

  it('turns a POST into a GET without a body on 303', async () => {
    server.handle((request, response) => {
      if (request.method === 'POST') response.writeHead(303, { location: '/things/created' }).end();
      else json(response, 200, { id: 'created' });
    });
    await expect(client().things.create({ body: { id: 'x' } })).resolves.toEqual({ id: 'created' });
    expect(server.requests.map((r) => [r.method, r.body, r.headers['content-type']])).toEqual([
      ['POST', '{"id":"x"}', 'application/json'],
      ['GET', '', undefined],
    ]);
  });
});
