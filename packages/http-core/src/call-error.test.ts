/**
 * A service's own error of a failed call (`AnswerFormat.callError`): made on the error path from the error of the
 * answer and what the call sent, before the `beforeError` hook and redaction. Real sockets.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiKeyHeader } from './auth.js';
import { ConflictError, isConflictError, NotFoundError, type ApiError, type SdkError } from './errors.js';
import type { AnswerFormat, ErrorFormat, FailedCall } from './response-parser.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

const server = await shareServer();

/** A change refused because the revision it was based on is stale, naming that revision. */
class StaleThingError extends ConflictError {
  readonly sentRevision: string | undefined;
  constructor(source: ApiError, sentRevision: string | undefined) {
    super({ status: source.status, code: source.code, message: source.serviceMessage, requestId: source.requestId, operation: source.operation, method: source.method, url: source.url, attempts: source.attempts });
    this.sentRevision = sentRevision;
  }
}

const Thing = z.looseObject({ id: z.string(), revision: z.string() });
const groups = {
  things: {
    get: { method: 'GET', path: '/things/{id}', summary: 'Read', pathParams: { id: z.string() }, response: Thing },
    put: { method: 'PUT', path: '/things/{id}', summary: 'Replace at a revision', pathParams: { id: z.string() }, body: z.looseObject({ revision: z.string() }), response: Thing },
  },
} as const;

/** Records each call it is told of and makes a `StaleThingError` of a `STALE` conflict of `things.put`. */
function staleThings() {
  const calls: FailedCall[] = [];
  const callError = (error: ApiError, call: FailedCall): ApiError => {
    calls.push(call);
    if (call.operation !== 'things.put' || error.code !== 'STALE') return error;
    const revision = (call.input as { body?: { revision?: unknown } } | undefined)?.body?.revision;
    return new StaleThingError(error, typeof revision === 'string' ? revision : undefined);
  };
  return { calls, callError };
}

/** Answers a PUT with a `STALE` conflict, a GET of `gone` with a 404 and any other GET with the thing. */
function thingServer(): void {
  server.handle((request, response) => {
    const id = request.path.split('/').pop()!;
    if (request.method === 'PUT') return json(response, 409, { status: 'STALE', text: `thing ${id} is at revision 8` }, { 'x-request-id': 'r-7' });
    if (id === 'gone') return json(response, 404, { status: 'GONE', text: 'no such thing' });
    json(response, 200, { id, revision: '8' });
  });
}

const parser: ErrorFormat['errorParser'] = (body) => ({ code: (body as { status: string }).status, message: (body as { text: string }).text });

const client = (format: Partial<AnswerFormat>, options: Partial<ClientOptions> = {}) =>
  createClient(testService(groups, format), { baseUrl: server.url, retry: false, logger: captureLogger().logger, ...options });

describe('callError', () => {
  it("makes the service's own error of an error answer, told the operation and the call's input, when loaded with the error format", async () => {
    thingServer();
    const { calls, callError } = staleThings();
    const things = client({ errorFormat: async () => ({ errorParser: parser, conflictCodes: ['STALE'], callError }) }).things;
    const input = { id: 't-1', body: { revision: '7' } };
    const error = await rejectionOf(things.put(input));
    expect(error).toBeInstanceOf(StaleThingError);
    expect(isConflictError(error)).toBe(true);
    expect(error).toMatchObject({ sentRevision: '7', status: 409, code: 'STALE', serviceMessage: 'thing t-1 is at revision 8', requestId: 'r-7', operation: 'things.put' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.operation).toBe('things.put');
    expect(calls[0]!.input).toBe(input);
    const raw = await things.put({ id: 't-2', body: { revision: '6' } }).asResponse().catch((e: unknown) => e);
    expect(raw).toMatchObject({ name: 'ConflictError', sentRevision: '6' });
    const other = await rejectionOf(things.get({ id: 'gone' }));
    expect(other).toBeInstanceOf(NotFoundError);
    expect(calls.map((call) => call.operation)).toEqual(['things.put', 'things.put', 'things.get']);
  });

  it('is what the beforeError hook is given, and is redacted like any error', async () => {
    thingServer();
    const key = 'key-5521-secret';
    const seen: SdkError[] = [];
    // A service that echoes what the call sent into its error, a credential included.
    const callError = (error: ApiError, call: FailedCall): ApiError => new StaleThingError(error, (call.input as { body: { revision: string } }).body.revision);
    const things = client(
      { errorFormat: async () => ({ errorParser: parser, callError }) },
      { auth: apiKeyHeader(key), hooks: { beforeError: (error) => void seen.push(error) } },
    ).things;
    const error = await rejectionOf(things.put({ id: 't-1', body: { revision: `7 ${key}` } }));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(error);
    expect(error).toBeInstanceOf(StaleThingError);
    expect((error as StaleThingError).sentRevision).not.toContain(key);
    expect(JSON.stringify(error)).not.toContain(key);
  });

  it('is given directly too, and reaches a failure an envelope reports in a successful answer', async () => {
    server.handle((request, response) => json(response, 200, { ok: false, status: 'STALE', text: `${request.path} moved on` }));
    const { calls, callError } = staleThings();
    const things = client({
      envelope: { data: 'result', failure: (body) => ((body as { ok: boolean }).ok ? undefined : { code: (body as { status: string }).status, message: (body as { text: string }).text }) },
      conflictCodes: ['STALE'],
      callError,
    }).things;
    const error = await rejectionOf(things.put({ id: 't-3', body: { revision: '2' } }));
    expect(error).toBeInstanceOf(StaleThingError);
    expect(error).toMatchObject({ status: 200, code: 'STALE', sentRevision: '2', serviceMessage: '/things/t-3 moved on' });
    expect(calls).toEqual([{ operation: 'things.put', input: { id: 't-3', body: { revision: '2' } } }]);
  });

  it('keeps the error it was given when it throws: reading a caller’s input must not turn a typed error into another', async () => {
    thingServer();
    const callError = (): ApiError => {
      throw new TypeError('cannot read the input');
    };
    const error = await rejectionOf(client({ errorFormat: async () => ({ errorParser: parser, conflictCodes: ['STALE'], callError }) }).things.put({ id: 't-1', body: { revision: '7' } }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).not.toBeInstanceOf(StaleThingError);
    expect(error).toMatchObject({ status: 409, code: 'STALE', serviceMessage: 'thing t-1 is at revision 8' });
  });
});
