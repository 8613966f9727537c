import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CLIENT_REQUEST_ID_HEADER, randomId, uuidFromBytes } from './client-request-id.js';
import { isApiError, isNetworkError, isTimeoutError, isValidationError, type SdkError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { fakeError, json, startFakeServer } from './testing/index.js';

const Item = z.looseObject({ id: z.string() });
const groups = {
  items: {
    get: { method: 'GET', path: '/items/{id}', summary: 'Read', pathParams: { id: z.string() }, response: Item },
    create: { method: 'POST', path: '/items', summary: 'Create', body: z.object({ id: z.string() }), response: Item },
  },
} as const;
const service = testService(groups, { clientRequestIdHeader: 'X-Test-Client-Request-Id' });
const silent = testService(groups);

const fake = await startFakeServer({
  service,
  handlers: {
    'items.get': (request) => {
      if (request.params.id === 'missing') throw fakeError(404, 'NotFound', 'no such item');
      return json(200, { id: request.params.id });
    },
    'items.create': (request) => json(201, request.body),
  },
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** Ids `id-1`, `id-2`, ... in the order the client asks for them. */
function counter(): () => string {
  let next = 0;
  return () => `id-${++next}`;
}
const client = (options: Partial<ClientOptions> = {}, definition = service) =>
  createClient(definition, { baseUrl: fake.url, retry: { limit: 2, baseDelayMs: 1, maxDelayMs: 2 }, logger: captureLogger().logger, generateId: counter(), ...options });
const sentIds = (header = 'x-test-client-request-id') => fake.requests.map((request) => request.headers[header]);

describe('client request ids', () => {
  it('sends one id per call, the same on every attempt, and shows it on the response info', async () => {
    fake.faults.status([503, 502]);
    const first = client();
    const { response } = await first.items.get({ id: 'a' }).withResponse();
    expect(response.attempts).toBe(3);
    expect(response.clientRequestId).toBe('id-1');
    expect(response.idempotencyKey).toBeUndefined();
    expect(sentIds()).toEqual(['id-1', 'id-1', 'id-1']);
    expect(JSON.parse(JSON.stringify(response))).toMatchObject({ clientRequestId: 'id-1' });
    // The next call of the same client has an id of its own.
    expect((await first.items.get({ id: 'b' }).withResponse()).response.clientRequestId).toBe('id-2');
    expect(sentIds().at(-1)).toBe('id-2');
  });

  it('makes a version 4 UUID per call by default', async () => {
    const ids = [];
    for (let i = 0; i < 2; i++) ids.push((await client({ generateId: undefined }).items.get({ id: 'a' }).withResponse()).response.clientRequestId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(sentIds()).toEqual(ids);
  });

  it("takes the caller's id, from the call option or the header given with the call", async () => {
    await client().items.get({ id: 'a' }, { clientRequestId: 'order-42' });
    await client().items.get({ id: 'a' }, { headers: { 'X-Test-Client-Request-Id': 'from-header' } });
    expect(sentIds()).toEqual(['order-42', 'from-header']);
  });

  it('is on every error of the call: an error answer, a network failure, a time-out', async () => {
    const answered = (await rejectionOf(client().items.get({ id: 'missing' }, { clientRequestId: 'c-404' }))) as SdkError;
    expect(isApiError(answered)).toBe(true);
    expect(answered.clientRequestId).toBe('c-404');
    expect(answered.toJSON()).toMatchObject({ clientRequestId: 'c-404', status: 404 });

    fake.reset();
    fake.faults.reset({ times: 'always' });
    const lost = (await rejectionOf(client().items.get({ id: 'a' }, { clientRequestId: 'c-net' }))) as SdkError;
    expect(isNetworkError(lost)).toBe(true);
    expect(lost).toMatchObject({ clientRequestId: 'c-net', attempts: 3 });
    expect(sentIds()).toEqual(['c-net', 'c-net', 'c-net']);

    fake.reset();
    fake.faults.delay(10_000, { times: 'always' });
    const late = (await rejectionOf(client({ timeout: 100, retry: false }).items.get({ id: 'a' }, { clientRequestId: 'c-late' }))) as SdkError;
    expect(isTimeoutError(late)).toBe(true);
    expect(late.clientRequestId).toBe('c-late');
  });

  it('is given to the hooks of every attempt', async () => {
    fake.faults.status([503]);
    const seen: string[] = [];
    const hooks = {
      beforeRequest: (context: { clientRequestId: string; attempt: number }) => void seen.push(`before ${context.attempt} ${context.clientRequestId}`),
      afterResponse: (context: { clientRequestId: string; attempt: number }) => void seen.push(`after ${context.attempt} ${context.clientRequestId}`),
    };
    await client({ hooks }).items.get({ id: 'a' });
    expect(seen).toEqual(['before 1 id-1', 'after 1 id-1', 'before 2 id-1', 'after 2 id-1']);
  });

  it('is not sent to a service that takes none, and still identifies the call', async () => {
    const { response } = await client({}, silent).items.get({ id: 'a' }).withResponse();
    expect(response.clientRequestId).toBe('id-1');
    expect(Object.keys(fake.requests[0]!.headers).filter((name) => name.includes('client-request-id'))).toEqual([]);
  });

  it('refuses an id a header cannot carry before sending, naming the option and not the value', async () => {
    const error = (await rejectionOf(client().items.get({ id: 'a' }, { clientRequestId: 'bad\r\nx-injected: 1' }))) as SdkError;
    expect(isValidationError(error)).toBe(true);
    expect(error).toMatchObject({ field: 'clientRequestId' });
    expect(error.message).not.toContain('injected');
    const empty = (await rejectionOf(client({ generateId: () => '' }).items.get({ id: 'a' }))) as SdkError;
    expect(empty).toMatchObject({ kind: 'validation', field: 'clientRequestId' });
    expect(empty.message).toContain('generateId');
    expect(fake.requests).toEqual([]);
  });
});

describe('randomId', () => {
  it('is a version 4 UUID, new each time', () => {
    const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomId()).toMatch(pattern);
    expect(randomId()).not.toBe(randomId());
  });

  it('sets the version and variant bits of random bytes, where the platform has no randomUUID', () => {
    expect(uuidFromBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidFromBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('writes each byte as two hex digits in its place, only the version and variant bits changed', () => {
    const bytes = Uint8Array.from([0x00, 0x01, 0x0a, 0x10, 0x7f, 0x80, 0xab, 0xcd, 0x5e, 0xf0, 0x0f, 0x11, 0x22, 0x33, 0x44, 0xfe]);
    expect(uuidFromBytes(bytes)).toBe('00010a10-7f80-4bcd-9ef0-0f11223344fe');
    expect(uuidFromBytes(Uint8Array.from({ length: 16 }, (_, index) => index * 17))).toBe('00112233-4455-4677-8899-aabbccddeeff');
  });

  it('names the header of a service that documents none', () => {
    expect(CLIENT_REQUEST_ID_HEADER).toBe('x-client-request-id');
  });
});
