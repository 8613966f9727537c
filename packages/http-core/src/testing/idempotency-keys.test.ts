import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { testService } from '../test-support/fixtures.js';
import { startFakeServer } from './fake-server.js';
import { fakeError, json } from './responses.js';

const service = testService({
  orders: {
    create: { method: 'POST', path: '/orders', summary: 'Create', body: z.object({ n: z.number() }), idempotencyKey: { header: 'Idempotency-Key' } },
    createPlain: { method: 'POST', path: '/plain-orders', summary: 'Create without a key', body: z.object({ n: z.number() }) },
  },
});

let runs = 0;
let failNext = false;
const handler = (request: { body: unknown }) => {
  runs++;
  if (failNext) {
    failNext = false;
    throw fakeError(503, 'Unavailable', 'try again');
  }
  return json(201, { run: runs, n: (request.body as { n: number }).n });
};
const fake = await startFakeServer({
  service,
  handlers: { 'orders.create': handler, 'orders.createPlain': handler },
  idempotency: { mismatch: (request) => fakeError(409, 'KeyReused', `key of ${request.firstOperation} sent to ${request.operation}`) },
  onReset: () => {
    runs = 0;
    failNext = false;
  },
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const post = (path: string, body: unknown, key?: string) =>
  fetch(`${fake.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) }, body: JSON.stringify(body) });

describe('idempotency keys in a fake', () => {
  it('answers a repeat with the kept answer and echoes the key; requests without a key run every time', async () => {
    const first = await post('/orders', { n: 1 }, 'k');
    const again = await post('/orders', { n: 1 }, 'k');
    expect(await again.json()).toEqual(await first.json());
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-key')).toBe('k');
    expect(runs).toBe(1);
    await post('/orders', { n: 1 });
    await post('/plain-orders', { n: 1 }, 'k');
    await post('/plain-orders', { n: 1 }, 'k');
    expect(runs).toBe(4);
  });

  it('answers a repeat that arrives while the first is under way with the same answer', async () => {
    const [a, b] = await Promise.all([post('/orders', { n: 2 }, 'together'), post('/orders', { n: 2 }, 'together')]);
    expect(await a.json()).toEqual(await b.json());
    expect(runs).toBe(1);
  });

  it('refuses the key with another body as the options say, and keeps no 5xx answer', async () => {
    await post('/orders', { n: 1 }, 'k');
    const reused = await post('/orders', { n: 2 }, 'k');
    expect(reused.status).toBe(409);
    const text = await reused.text();
    expect(text).toContain('key of orders.create sent to orders.create');
    expect(runs).toBe(1);

    failNext = true;
    expect((await post('/orders', { n: 3 }, 'after-503')).status).toBe(503);
    expect((await post('/orders', { n: 3 }, 'after-503')).status).toBe(201);
    expect(runs).toBe(3);
  });

  it('loseAnswer lets the request do its work and drops the connection instead of answering', async () => {
    fake.faults.loseAnswer({ operation: 'orders.create' });
    await expect(post('/orders', { n: 1 }, 'lost')).rejects.toThrow();
    expect(runs).toBe(1);
    expect(fake.requests[0]).toMatchObject({ fault: 'loseAnswer', status: undefined });
    const retried = await post('/orders', { n: 1 }, 'lost');
    expect(await retried.json()).toEqual({ run: 1, n: 1 });
    expect(runs).toBe(1);
  });
});
