import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isApiError, isNetworkError, type SdkError } from './errors.js';
import { paymentIdempotencyKey } from './families/payments/idempotency-key.js';
import type { ClientOptions } from './options.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { json, startFakeServer } from './testing/index.js';

const Item = z.looseObject({ id: z.string(), serial: z.number() });
const body = z.object({ name: z.string() });
const service = testService({
  items: {
    create: { method: 'POST', path: '/items', summary: 'Create', body, response: Item, idempotencyKey: { header: 'Idempotency-Key', maxLength: 64 } },
    rename: { method: 'PATCH', path: '/items/{id}', summary: 'Rename', pathParams: { id: z.string() }, body, response: Item, idempotencyKey: paymentIdempotencyKey },
    createPlain: { method: 'POST', path: '/plain-items', summary: 'Create without a key', body, response: Item },
  },
}, { defaultAuth: ['apiKey'] });

/** What the fake created: one entry per item, whatever was sent. */
const created: { id: string; name: string; serial: number }[] = [];
const create = (request: { body: unknown }) => {
  const item = { id: `item-${created.length + 1}`, name: (request.body as { name: string }).name, serial: created.length + 1 };
  created.push(item);
  return json(201, item);
};
const fake = await startFakeServer({
  service,
  auth: { apiKey: { header: 'x-api-key' } },
  handlers: { 'items.create': create, 'items.createPlain': create, 'items.rename': (request) => json(200, { id: request.params.id, serial: 0, ...(request.body as object) }) },
  onReset: () => (created.length = 0),
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function counter(): () => string {
  let next = 0;
  return () => `key-${++next}`;
}
const client = (options: Partial<ClientOptions> = {}) =>
  createClient(service, {
    baseUrl: fake.url,
    auth: { kind: 'apiKey', apply: (target) => void (target.headers['x-api-key'] = 'k1'), secrets: () => ['k1'] },
    retry: { limit: 2, baseDelayMs: 1, maxDelayMs: 2 },
    logger: captureLogger().logger,
    generateId: counter(),
    ...options,
  });
const sentKeys = () => fake.requests.map((request) => request.headers['idempotency-key']);

describe('idempotency keys', () => {
  it('makes a create safe to retry: a lost answer is sent again with the same key and one item exists', async () => {
    fake.faults.loseAnswer({ operation: 'items.create' });
    const { data, response } = await client().items.create({ body: { name: 'first' } }).withResponse();
    expect(created).toHaveLength(1);
    expect(data).toEqual(created[0]);
    expect(response).toMatchObject({ attempts: 2, idempotencyKey: 'key-2', clientRequestId: 'key-1' });
    expect(sentKeys()).toEqual(['key-2', 'key-2']);
    // The service echoes the key; the second answer is the one kept for it.
    expect(response.headers.get('idempotency-key')).toBe('key-2');
  });

  it('retries a keyed create on 5xx and network failures with the same key; a create without one is sent once', async () => {
    fake.faults.status([503, 500], { operation: 'items.create' });
    expect((await client().items.create({ body: { name: 'a' } }).withResponse()).response.attempts).toBe(3);
    expect(sentKeys()).toEqual(['key-2', 'key-2', 'key-2']);
    expect(created).toHaveLength(1);

    fake.reset();
    fake.faults.reset({ times: 'always' });
    const error = (await rejectionOf(client().items.create({ body: { name: 'b' } }))) as SdkError;
    expect(isNetworkError(error)).toBe(true);
    expect(error).toMatchObject({ attempts: 3, idempotencyKey: 'key-2', clientRequestId: 'key-1' });
    expect(error.toJSON()).toMatchObject({ idempotencyKey: 'key-2' });
    expect(sentKeys()).toEqual(['key-2', 'key-2', 'key-2']);

    fake.reset();
    fake.faults.status([503], { operation: 'items.createPlain' });
    const plain = (await rejectionOf(client().items.createPlain({ body: { name: 'c' } }))) as SdkError;
    expect(plain).toMatchObject({ kind: 'api', status: 503, attempts: 1, idempotencyKey: undefined });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.headers['idempotency-key']).toBeUndefined();
  });

  it("sends the caller's key; the same key and body again gets the first answer, another body is refused", async () => {
    const first = await client().items.create({ body: { name: 'mine' } }, { idempotencyKey: 'order-7' });
    const again = await client().items.create({ body: { name: 'mine' } }, { idempotencyKey: 'order-7' });
    expect(again).toEqual(first);
    expect(created).toHaveLength(1);

    const other = (await rejectionOf(client().items.create({ body: { name: 'other' } }, { idempotencyKey: 'order-7' }))) as SdkError;
    expect(isApiError(other) && other.status).toBe(422);
    expect(other).toMatchObject({ attempts: 1, idempotencyKey: 'order-7' });
    expect(created).toHaveLength(1);
    expect(sentKeys()).toEqual(['order-7', 'order-7', 'order-7']);
  });

  it('keeps keys per credential and until reset()', async () => {
    const key = { idempotencyKey: 'shared' };
    await client().items.create({ body: { name: 'a' } }, key);
    const otherAccount = { kind: 'apiKey', apply: (target: { headers: Record<string, string> }) => void (target.headers['x-api-key'] = 'k2'), secrets: () => ['k2'] };
    await client().items.create({ body: { name: 'a' } }, { ...key, auth: otherAccount });
    expect(created).toHaveLength(2);
    fake.reset();
    await client().items.create({ body: { name: 'a' } }, key);
    expect(created).toHaveLength(1);
  });

  it('takes the key given as a header of the call, for a PATCH too', async () => {
    await client().items.rename({ id: 'i1', body: { name: 'n' } }, { headers: { 'Idempotency-Key': 'from-header' } });
    expect(sentKeys()).toEqual(['from-header']);
  });

  it('refuses before sending a key for an operation that takes none, and one longer than the service takes', async () => {
    const none = (await rejectionOf(client().items.createPlain({ body: { name: 'a' } }, { idempotencyKey: 'k' }))) as SdkError;
    expect(none).toMatchObject({ kind: 'validation', field: 'idempotencyKey' });
    expect(none.message).toContain('items.createPlain takes no idempotency key');
    const long = (await rejectionOf(client().items.create({ body: { name: 'a' } }, { idempotencyKey: 'k'.repeat(65) }))) as SdkError;
    expect(long).toMatchObject({ kind: 'validation', field: 'idempotencyKey' });
    expect(long.message).toContain('at most 64 characters');
    expect(fake.requests).toEqual([]);
  });
});
