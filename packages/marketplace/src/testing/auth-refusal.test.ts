import { GOOGLE_CREDENTIALS_INVALID_MESSAGE, GOOGLE_CREDENTIALS_MISSING_MESSAGE } from '@org/http-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMarketplaceFake, type MarketplaceFake } from './index.js';

let fake: MarketplaceFake;
beforeAll(async () => {
  fake = await startMarketplaceFake();
});
afterAll(() => fake.close());

const get = (headers: Record<string, string>) => fetch(`${fake.url}/v1/${fake.seeded.buyer}/proposals`, { headers, signal: AbortSignal.timeout(5_000) });
const info = (reason: string) => ({
  '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
  reason,
  domain: 'googleapis.com',
  metadata: { service: 'authorizedbuyersmarketplace.googleapis.com' },
});

describe('a refused credential, answered as the service does', () => {
  it('missing or malformed: 401 UNAUTHENTICATED, CREDENTIALS_MISSING', async () => {
    for (const headers of [{}, { authorization: `Basic ${fake.token}` }] as Record<string, string>[]) {
      const response = await get(headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="https://accounts.google.com/"');
      expect(await response.json()).toEqual({
        error: { code: 401, status: 'UNAUTHENTICATED', message: GOOGLE_CREDENTIALS_MISSING_MESSAGE, details: [info('CREDENTIALS_MISSING')] },
      });
    }
  });

  it('wrong: 401 UNAUTHENTICATED, ACCESS_TOKEN_TYPE_UNSUPPORTED; the right token passes', async () => {
    const response = await get({ authorization: 'Bearer ya29.not-this-one' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 401, status: 'UNAUTHENTICATED', message: GOOGLE_CREDENTIALS_INVALID_MESSAGE, details: [info('ACCESS_TOKEN_TYPE_UNSUPPORTED')] },
    });
    expect((await get({ authorization: `Bearer ${fake.token}` })).status).toBe(200);
  });
});
