import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckoutUtilityFake, type CheckoutUtilityFake } from './index.js';

let fake: CheckoutUtilityFake;
beforeAll(async () => {
  fake = await startCheckoutUtilityFake();
});
afterAll(() => fake.close());

const originKeys = (headers: Record<string, string>) =>
  fetch(`${fake.url}/originKeys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ originDomains: ['https://shop.example.com'] }),
    signal: AbortSignal.timeout(5_000),
  });

describe('a refused credential, answered as the service does', () => {
  it('a missing or unknown key: 401, errorCode 000, errorType security; the right one passes', async () => {
    for (const headers of [{}, { 'x-api-key': 'AQE-not-this-one' }] as Record<string, string>[]) {
      const response = await originKeys(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        status: 401,
        errorCode: '000',
        message: 'HTTP Status Response - Unauthorized',
        errorType: 'security',
      });
    }
    expect((await originKeys({ 'x-api-key': fake.apiKey })).status).toBe(200);
  });
});
