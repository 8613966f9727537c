import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAccount, INVALID_KEY_MESSAGE, startAddressLookupFake, type AddressLookupFake } from './index.js';

let fake: AddressLookupFake;
beforeAll(async () => {
  fake = await startAddressLookupFake();
});
afterAll(() => fake.close());

const lookup = (query: string, headers: Record<string, string> = {}) => fetch(`${fake.url}/postcodes/M11AE${query}`, { headers, signal: AbortSignal.timeout(5_000) });

describe('a refused credential, answered as the service does', () => {
  it('a missing or unknown key: 401, code 4010 with the service text; the right one passes', async () => {
    for (const response of [await lookup(''), await lookup('?api_key=ak_not_this_one'), await lookup('', { authorization: 'api_key="ak_not_this_one"' })]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 4010, message: INVALID_KEY_MESSAGE });
    }
    expect(INVALID_KEY_MESSAGE).toBe('Invalid Key. For more information see http://ideal-postcodes.co.uk/documentation/response-codes#4010');
    expect((await lookup(`?api_key=${fakeAccount.apiKey}`)).status).toBe(200);
  });

  it('key management without a user token: 401, code 4012', async () => {
    const response = await fetch(`${fake.url}/keys/${fakeAccount.apiKey}/details`, { signal: AbortSignal.timeout(5_000) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 4012, message: 'Invalid user token' });
  });
});
