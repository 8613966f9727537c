import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startCheckoutUtilityFake, type CheckoutUtilityFake } from './index.js';

let fake: CheckoutUtilityFake;
beforeAll(async () => {
  fake = await startCheckoutUtilityFake();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** Sends a raw request, as a client without the SDK's input checks would. */
function post(body: unknown, apiKey: string | null = fake.apiKey) {
  return fetch(`${fake.url}/originKeys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(apiKey === null ? {} : { 'x-api-key': apiKey }) },
    body: JSON.stringify(body),
  });
}

describe('the checkout utility fake', () => {
  test('refuses a domain that is not an origin with 422, naming it, and issues nothing', async () => {
    const response = await post({ originDomains: ['https://ok.example.com', 'https://bad.example.com/path'] });
    expect(response.status).toBe(422);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 422, errorCode: '422', errorType: 'validation' });
    expect(body.message).toContain('https://bad.example.com/path');
    expect(body.message).not.toContain('https://ok.example.com');
    expect(fake.issued).toEqual([]);
  });

  test('refuses an empty list with 422 and a body without a list with 400', async () => {
    expect((await post({ originDomains: [] })).status).toBe(422);
    expect((await post({ domains: ['https://www.example.com'] })).status).toBe(400);
    expect((await post({ originDomains: [42] })).status).toBe(400);
  });

  test('serves below /v1, as the service does; the version-less path is unknown', async () => {
    expect(new URL(fake.url).pathname).toBe('/v1');
    expect((await post({ originDomains: ['https://www.example.com'] })).status).toBe(200);
    expect(fake.requests.at(-1)!.path).toBe('/v1/originKeys');
    const bare = await fetch(`${new URL(fake.url).origin}/originKeys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': fake.apiKey },
      body: JSON.stringify({ originDomains: ['https://www.example.com'] }),
    });
    expect(bare.status).toBe(404);
    expect(await bare.json()).toMatchObject({ status: 404, errorType: 'validation' });
    expect(fake.issued).toHaveLength(1);
  });

  test('answers 401 without a key or with an unknown one', async () => {
    expect((await post({ originDomains: ['https://www.example.com'] }, null)).status).toBe(401);
    expect((await post({ originDomains: ['https://www.example.com'] }, 'unknown')).status).toBe(401);
  });

  test('issues keys deterministically per domain and per API key, without the API key in them', async () => {
    const a = fake.originKeyFor('https://www.example.com');
    expect(fake.originKeyFor('https://www.example.com')).toBe(a);
    expect(fake.originKeyFor('https://shop.example.com')).not.toBe(a);
    expect(fake.originKeyFor('https://www.example.com', 'another-key')).not.toBe(a);
    expect(a).not.toContain(fake.apiKey);
    const response = await post({ originDomains: ['https://www.example.com'] });
    expect(await response.json()).toEqual({ originKeys: { 'https://www.example.com': a } });
  });

  test('reset() forgets the keys issued', async () => {
    await post({ originDomains: ['https://www.example.com'] });
    expect(fake.issued).toHaveLength(1);
    fake.reset();
    expect(fake.issued).toHaveLength(0);
    expect(fake.requestCount()).toBe(0);
  });
});
