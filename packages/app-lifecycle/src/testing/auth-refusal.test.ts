import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFakeApiKey, startAppLifecycleFake, type AppLifecycleFake } from './index.js';

let fake: AppLifecycleFake;
beforeAll(async () => {
  fake = await startAppLifecycleFake();
});
afterAll(() => fake.close());

const apps = (headers: Record<string, string>) => fetch(`${fake.url}/v0.1/apps`, { headers, signal: AbortSignal.timeout(5_000) });

describe('a refused credential, answered as the service does', () => {
  it('a missing or unknown token: 401 Unauthorized, the text naming the correlation id; the right one passes', async () => {
    for (const headers of [{}, { 'x-api-key': 'not-this-one' }] as Record<string, string>[]) {
      const response = await apps(headers);
      expect(response.status).toBe(401);
      const id = response.headers.get('x-request-id');
      expect(await response.json()).toEqual({ error: { code: 'Unauthorized', message: `Unauthorized. Correlation ID: ${id}` } });
    }
    expect((await apps({ 'x-api-key': defaultFakeApiKey })).status).toBe(200);
  });
});
