import { inspect } from 'node:util';
import { isApiError, isValidationError, type ApiError, type ValidationError } from '@org/http-core';
import { json, startFakeServer } from '@org/http-core/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createCheckoutUtilityClient, originKeyOutcomes } from './index.js';
import { checkoutUtilityService } from './service.js';
import { startCheckoutUtilityFake, UNAUTHORIZED_MESSAGE, type CheckoutUtilityFake } from './testing/index.js';

const secondKey = 'test_checkout_key_second_77aa';
let fake: CheckoutUtilityFake;

beforeAll(async () => {
  fake = await startCheckoutUtilityFake({ apiKeys: ['test_checkout_key_first_19bc', secondKey] });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const client = () => createCheckoutUtilityClient({ apiKey: fake.apiKey, baseUrl: fake.url, logLevel: 'silent' });

async function rejection<T>(promise: PromiseLike<unknown>, guard: (e: unknown) => e is T): Promise<T> {
  try {
    await promise;
  } catch (error) {
    if (guard(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('originKeys.create', () => {
  test('returns one key per domain, each the key the fake derives for that domain and API key', async () => {
    const domains = ['https://www.example.com', 'http://localhost:3000', 'https://shop.example.com:8443'];
    const answer = await client().originKeys.create({ body: { originDomains: domains } });
    expect(Object.keys(answer.originKeys ?? {}).sort()).toEqual([...domains].sort());
    for (const domain of domains) expect(answer.originKeys?.[domain]).toBe(fake.originKeyFor(domain));
    expect(new Set(Object.values(answer.originKeys ?? {})).size).toBe(3);
    expect(fake.issued.map((issued) => issued.domain)).toEqual(domains);
  });

  test('the same domain and key give the same origin key again; another API key gives another', async () => {
    const body = { originDomains: ['https://www.example.com'] };
    const first = await client().originKeys.create({ body });
    const again = await client().originKeys.create({ body });
    const other = await createCheckoutUtilityClient({ apiKey: secondKey, baseUrl: fake.url }).originKeys.create({ body });
    expect(again.originKeys).toEqual(first.originKeys);
    expect(other.originKeys?.['https://www.example.com']).not.toBe(first.originKeys?.['https://www.example.com']);
    expect(other.originKeys?.['https://www.example.com']).toBe(fake.originKeyFor('https://www.example.com', secondKey));
  });

  test('the API key is sent in X-API-Key on every request', async () => {
    const c = client();
    for (const domain of ['https://a.example.com', 'https://b.example.com', 'https://c.example.com']) {
      await c.originKeys.create({ body: { originDomains: [domain] } });
    }
    expect(fake.requests).toHaveLength(3);
    for (const request of fake.requests) {
      expect(request.headers['x-api-key']).toBe(fake.apiKey);
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.json).toEqual({ originDomains: [expect.stringMatching(/^https:\/\/[abc]\.example\.com$/)] });
    }
  });

  test('outcomes pair each domain with its key from a real answer', async () => {
    const domains = ['https://www.example.com', 'https://pay.example.com'];
    const answer = await client().originKeys.create({ body: { originDomains: domains } });
    expect(originKeyOutcomes(domains, answer)).toEqual(
      domains.map((domain) => ({ domain, originKey: fake.originKeyFor(domain), ok: true })),
    );
  });

  test('withResponse() gives the request id the fake answered with', async () => {
    const { data, response } = await client().originKeys.create({ body: { originDomains: ['https://www.example.com'] } }).withResponse();
    expect(response.status).toBe(200);
    expect(response.requestId).toBe(fake.requests[0]!.requestId);
    expect(data.originKeys).toBeDefined();
  });
});

describe('refused before sending', () => {
  test.each([
    ['a domain with a path', ['https://www.example.com/shop'], 'body.originDomains.0'],
    ['a domain without a scheme', ['https://ok.example.com', 'www.example.com'], 'body.originDomains.1'],
    ['a trailing slash', ['https://www.example.com/'], 'body.originDomains.0'],
    ['a query string', ['https://www.example.com?a=1'], 'body.originDomains.0'],
    ['an empty list', [], 'body.originDomains'],
  ])('%s', async (_why, originDomains, field) => {
    const error = await rejection(client().originKeys.create({ body: { originDomains } }), isValidationError);
    expect(error.field).toBe(field);
    expect(fake.requestCount()).toBe(0);
  });

  test('a missing body', async () => {
    const error = await rejection(
      client().originKeys.create({} as Parameters<ReturnType<typeof client>['originKeys']['create']>[0]),
      isValidationError,
    );
    expect(error.field).toBe('body');
    expect(fake.requestCount()).toBe(0);
  });

  test('an empty API key is refused when the client is created', () => {
    expect(() => createCheckoutUtilityClient({ apiKey: '', baseUrl: fake.url })).toThrow(/API key must be a non-empty string/);
  });
});

describe('errors', () => {
  test('a wrong key is a typed 401 in the service error shape, and the key appears nowhere in it', async () => {
    const wrongKey = 'wrong_key_never_shown_4412';
    const c = createCheckoutUtilityClient({ apiKey: wrongKey, baseUrl: fake.url });
    const error = (await rejection(c.originKeys.create({ body: { originDomains: ['https://www.example.com'] } }), isApiError)) as ApiError;
    expect(error.name).toBe('AuthenticationError');
    expect(error.status).toBe(401);
    expect(error.code).toBe('000');
    expect(error.serviceMessage).toBe(UNAUTHORIZED_MESSAGE);
    expect(error.requestId).toBe(fake.requests[0]!.requestId);
    expect(error.details).toMatchObject({ errorType: 'security', pspReference: undefined });
    expect(fake.requests[0]!.requestId).toMatch(/^\d{16}$/);
    for (const shown of [error.message, JSON.stringify(error), inspect(error, { depth: 10 }), String(error)]) {
      expect(shown).not.toContain(wrongKey);
    }
  });

  test('a 503 on a create is retried with the same Idempotency-Key, and the keys are issued once', async () => {
    fake.faults.status([503, 503], { operation: 'originKeys.create', headers: { 'retry-after': '0' } });
    const { data, response } = await fake.client().originKeys.create({ body: { originDomains: ['https://www.example.com'] } }).withResponse();
    expect(data.originKeys?.['https://www.example.com']).toBe(fake.originKeyFor('https://www.example.com'));
    expect(response.attempts).toBe(3);
    const keys = fake.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).toEqual([response.idempotencyKey, response.idempotencyKey, response.idempotencyKey]);
    expect(response.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(fake.issued).toHaveLength(1);
  });

  test('an answer lost after the keys were issued: the retry carries the same key, gets the first answer, nothing is issued twice', async () => {
    fake.faults.loseAnswer({ operation: 'originKeys.create' });
    const domains = ['https://www.example.com', 'https://shop.example.com'];
    const answer = await fake.client().originKeys.create({ body: { originDomains: domains } }, { idempotencyKey: 'order-2026-0001' });
    expect(Object.keys(answer.originKeys ?? {})).toEqual(domains);
    expect(fake.requests.map((request) => request.headers['idempotency-key'])).toEqual(['order-2026-0001', 'order-2026-0001']);
    expect(fake.issued.map((issued) => issued.domain)).toEqual(domains);
  });

  test('a key sent again with other domains is refused with 422 and issues nothing', async () => {
    await fake.client().originKeys.create({ body: { originDomains: ['https://www.example.com'] } }, { idempotencyKey: 'reused' });
    const error = await rejection(fake.client().originKeys.create({ body: { originDomains: ['https://other.example.com'] } }, { idempotencyKey: 'reused' }), isApiError);
    expect(error).toMatchObject({ status: 422, attempts: 1, idempotencyKey: 'reused' });
    expect(fake.issued).toHaveLength(1);
  });

  test('a key longer than the service takes is refused before sending', async () => {
    const error = await rejection(client().originKeys.create({ body: { originDomains: ['https://www.example.com'] } }, { idempotencyKey: 'k'.repeat(65) }), isValidationError);
    expect(error.field).toBe('idempotencyKey');
    expect(fake.requestCount()).toBe(0);
  });

  test('with retries off, a 503 on a create is sent once', async () => {
    fake.faults.status([503], { operation: 'originKeys.create' });
    const error = await rejection(client().originKeys.create({ body: { originDomains: ['https://www.example.com'] } }, { retry: false }), isApiError);
    expect(error).toMatchObject({ status: 503, attempts: 1 });
    expect(error.idempotencyKey).toBe(fake.requests[0]!.headers['idempotency-key']);
    expect(error.clientRequestId).toBe(fake.requests[0]!.headers['x-client-request-id']);
    expect(fake.requestCount('originKeys.create')).toBe(1);
  });
});

describe('environments', () => {
  test('a live client sends to the live address given, with the live key', async () => {
    await using live = await startCheckoutUtilityFake({ apiKeys: ['live_checkout_key_90af'] });
    const c = createCheckoutUtilityClient({ apiKey: live.apiKey, environment: 'live', liveUrl: live.url, keyEnvironment: 'live', baseUrl: fake.url });
    const answer = await c.originKeys.create({ body: { originDomains: ['https://www.example.com'] } });
    expect(answer.originKeys?.['https://www.example.com']).toBe(live.originKeyFor('https://www.example.com'));
    expect(live.requestCount()).toBe(1);
    expect(fake.requestCount()).toBe(0);
  });

  test('going live with a test key is refused before anything is sent', () => {
    let error: ValidationError | undefined;
    try {
      createCheckoutUtilityClient({ apiKey: fake.apiKey, environment: 'live', liveUrl: fake.url, keyEnvironment: 'test' });
    } catch (caught) {
      if (isValidationError(caught)) error = caught;
    }
    expect(error?.message).toMatch(/API keys issued for test cannot be used in live/);
    expect(fake.requestCount()).toBe(0);
  });

  test('going live without a live address is refused', () => {
    expect(() => createCheckoutUtilityClient({ apiKey: fake.apiKey, environment: 'live' })).toThrow(/liveUrl is missing/);
  });
});

test('fields the SDK does not know survive in the answer', async () => {
  await using server = await startFakeServer({
    service: checkoutUtilityService,
    handlers: {
      'originKeys.create': () => json(200, { originKeys: { 'https://www.example.com': 'k1' }, pspReference: '881', futureField: { a: 1 } }),
    },
  });
  const c = createCheckoutUtilityClient({ apiKey: 'any', baseUrl: server.url, validation: 'strict' });
  const answer = await c.originKeys.create({ body: { originDomains: ['https://www.example.com'] } });
  expect(answer).toEqual({ originKeys: { 'https://www.example.com': 'k1' }, pspReference: '881', futureField: { a: 1 } });
});
