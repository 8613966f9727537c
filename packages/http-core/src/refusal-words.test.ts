/**
 * Refusals the success path raises with a provisional message (`refusal` in `deferred-error.ts`) leave the call
 * worded by the error path (`refusal-words.ts`): each one here is made through a client and a real server, and
 * must come out with its full sentence, its class and field, and nothing sent.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyHeader, apiKeyQuery, bearer, type Credential } from './auth.js';
import { refusal, refusalOf, walkRefusal } from './deferred-error.js';
import { errorPath } from './error-path-loader.js';
import { ResponseValidationError, ValidationError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

const server = await shareServer((_request, response) => json(response, 200, { ok: true }));

const service = testService(
  {
    things: {
      get: { method: 'GET', path: '/things', summary: 'Get things', query: { key: z.optional(z.string()) }, auth: ['bearer'] },
      open: { method: 'GET', path: '/open', summary: 'Open things', query: { key: z.optional(z.string()) } },
      put: { method: 'PUT', path: '/things', summary: 'Put things', idempotencyKey: { header: 'Idempotency-Key', maxLength: 8 } },
      part: {
        method: 'GET',
        path: '/things/{thing_id}/{scope}',
        summary: 'A part of a thing',
        pathParams: { thingId: { schema: z.unknown(), name: 'thing_id' }, scope: { schema: z.string(), multiSegment: true } },
        query: { q: z.optional(z.string()) },
      },
    },
  },
  { defaultAuth: [] },
);

const client = (options: Partial<ClientOptions> = {}) => createClient(service, { baseUrl: server.url, retry: false, ...options });

/** A credential of its own kind that writes what it is given. */
const writing = (write: (target: Parameters<Credential['apply']>[0]) => void): Credential => ({ kind: 'bearer', apply: write, secrets: () => [] });

async function refused(call: () => PromiseLike<unknown>): Promise<ValidationError> {
  const sent = server.requests.length;
  const error = await rejectionOf(call);
  expect(error).toBeInstanceOf(ValidationError);
  expect(server.requests.length).toBe(sent);
  return error as ValidationError;
}

describe('refusals worded by the error path', () => {
  it('a credential over plain http to another machine', async () => {
    const error = await refused(() => createClient(service, { baseUrl: 'http://api.example.com', auth: bearer('tok-1234') }).things.get());
    expect(error.message).toBe(
      '@org/test-service: things.get would send a credential over plain http to api.example.com; use https, or set allowCredentialsOverHttp if the network path is trusted',
    );
    expect(error).toMatchObject({ field: 'baseUrl', operation: 'things.get', method: 'GET' });
  });

  it('an operation whose credential the client lacks', async () => {
    const none = await refused(() => client().things.get());
    expect(none.message).toBe('things.get needs a credential of kind bearer; the client has none');
    const other = await refused(() => client({ auth: apiKeyHeader('key-1234') }).things.get());
    expect(other.message).toBe('things.get needs a credential of kind bearer; the client has apiKey');
    expect(other).toMatchObject({ field: 'auth', operation: 'things.get', issues: [{ path: 'auth', message: other.message }] });
  });

  it('an input that is not an object of named parameters', async () => {
    const call = client().things.open as unknown as (input: unknown) => PromiseLike<unknown>;
    const error = await refused(() => call('key'));
    expect(error.message).toBe('things.open takes an object of named parameters');
    expect(error).toMatchObject({ field: 'input', operation: 'things.open', method: 'GET' });
  });

  it('a client request id a header cannot carry, given or made by generateId', async () => {
    const given = await refused(() => client().things.open({}, { clientRequestId: 'a\nb' }));
    expect(given.message).toBe('clientRequestId must not contain control characters (CR, LF, NUL, ...)');
    expect(given).toMatchObject({ field: 'clientRequestId', operation: 'things.open' });
    const made = await refused(() => client({ generateId: () => '' }).things.open());
    expect(made.message).toBe('clientRequestId made by generateId must not be empty');
  });

  it('an idempotency key for an operation that takes none, and one too long', async () => {
    const none = await refused(() => client().things.open({}, { idempotencyKey: 'k-1' }));
    expect(none.message).toBe('things.open takes no idempotency key: the service documents none for it');
    expect(none.field).toBe('idempotencyKey');
    const long = await refused(() => client().things.put({}, { idempotencyKey: 'k'.repeat(9) }));
    expect(long.message).toBe('idempotencyKey must be at most 8 characters (it has 9)');
    expect(long).toMatchObject({ field: 'idempotencyKey', operation: 'things.put', method: 'PUT' });
  });

  it('a header or a query parameter the credential writes, given by the caller too', async () => {
    const header = await refused(() => client({ auth: bearer('tok-1234') }).things.get({}, { headers: { Authorization: 'mine' } }));
    expect(header.message).toBe('headers.authorization is a header the credential writes; it is not replaced (give another credential for one call with the auth call option)');
    expect(header.field).toBe('headers.authorization');
    const query = await refused(() => client({ auth: apiKeyQuery('key-1234', { param: 'key', kind: 'bearer' }) }).things.get({ key: 'mine' }));
    expect(query.message).toBe('query.key is a parameter the credential writes; it is not sent twice');
    expect(query.field).toBe('query.key');
  });

  it('a header or a query parameter a credential of its own writes that cannot be sent', async () => {
    const header = await refused(() => client({ auth: writing((target) => (target.headers['x-token'] = 'a\nb')) }).things.get());
    expect(header.message).toBe("The credential's header x-token must not contain control characters (CR, LF, NUL, ...)");
    expect(header.field).toBe('auth');
    const query = await refused(() => client({ auth: writing((target) => target.query.push(['token', '\ud800'])) }).things.get());
    expect(query.message).toBe("The credential's query parameter must be a string without a lone surrogate (half of a UTF-16 pair)");
    expect(query.field).toBe('auth');
  });
});

describe('refused parameter values, worded by the error path', () => {
  const part = (input: Record<string, unknown>) => () => client().things.part(input as never);
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing path parameter', { scope: 's' }, 'thingId', 'thingId is required'],
    ['a path parameter of another type', { thingId: true, scope: 's' }, 'thingId', 'thingId must be a string or a number, got boolean'],
    ['an empty path parameter', { thingId: '', scope: 's' }, 'thingId', 'thingId must not be empty'],
    ['a slash in a single segment', { thingId: 'a/b', scope: 's' }, 'thingId', "thingId must be a single path segment; '/' is not allowed"],
    ['a backslash in a single segment', { thingId: 'a\\b', scope: 's' }, 'thingId', "thingId must be a single path segment; '/' is not allowed"],
    ['a backslash in several segments', { thingId: 'a', scope: 'x\\y' }, 'scope', "scope must not contain '\\'"],
    ['an empty segment', { thingId: 'a', scope: 'x//y' }, 'scope', "scope must not contain an empty segment ('//')"],
    ['an over-long segment', { thingId: 'a'.repeat(1025), scope: 's' }, 'thingId', 'thingId has a segment longer than 1024 characters'],
    ['a control character', { thingId: 'a\nb', scope: 's' }, 'thingId', 'thingId must not contain control characters (CR, LF, NUL, ...)'],
    ['a lone surrogate', { thingId: '\ud800', scope: 's' }, 'thingId', 'thingId must not contain a lone surrogate (half of a UTF-16 pair)'],
    ['a query or a fragment', { thingId: 'a?b', scope: 's' }, 'thingId', "thingId must not contain '?' or '#'"],
    ['a dot segment', { thingId: 'a', scope: 'x/../y' }, 'scope', "scope must not be a '.' or '..' segment"],
    ['a percent-encoded slash', { thingId: 'a%2Fb', scope: 's' }, 'thingId', "thingId must not contain percent-encoded '/', '\\', '?', '#' or control characters"],
    ['a lone surrogate in a query value', { thingId: 'a', scope: 's', q: 'x\udc00' }, 'q', 'q must not contain a lone surrogate (half of a UTF-16 pair)'],
  ];
  it.each(cases)('%s', async (_label, input, field, message) => {
    const error = await refused(part(input));
    expect(error.message).toBe(message);
    expect(error).toMatchObject({ field, operation: 'things.part', method: 'GET', issues: [{ path: field, message }] });
  });
});

describe('refusal', () => {
  it('is a ValidationError naming its field until the error path words it, and carries what it is worded from', () => {
    const error = refusal('noIdempotencyKey', { field: 'idempotencyKey', operation: 'things.open', method: 'GET' }, 'things.open');
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message: 'idempotencyKey is refused; nothing was sent', field: 'idempotencyKey', operation: 'things.open', method: 'GET' });
    expect(refusalOf(error)).toEqual({ words: 'noIdempotencyKey', args: ['things.open'], init: { field: 'idempotencyKey', operation: 'things.open', method: 'GET' } });
    expect(Object.keys(error)).not.toContain('words');
  });
});

describe('walkRefusal', () => {
  it('is a ResponseValidationError saying that paging stopped until the error path words it as one', async () => {
    const error = walkRefusal('notAList', { id: 'things.list', method: 'GET' }, 'things.list', 'value');
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ message: 'things.list: paging stopped', operation: 'things.list', method: 'GET' });
    const parts = refusalOf(error)!;
    expect(parts).toEqual({ words: 'notAList', args: ['things.list', 'value'], init: { operation: 'things.list', method: 'GET' }, answer: true });
    const worded = (await errorPath()).refused(parts);
    expect(worded).toBeInstanceOf(ResponseValidationError);
    expect(worded).toMatchObject({ message: "things.list: expected an array at 'value' of a page", operation: 'things.list', method: 'GET' });
  });
});
