import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDocsPlatformFake, type DocsPlatformFake } from './index.js';

let fake: DocsPlatformFake;
beforeAll(async () => {
  fake = await startDocsPlatformFake();
});
afterAll(() => fake.close());

const versions = (headers: Record<string, string>) => fetch(`${fake.url}/version`, { headers, signal: AbortSignal.timeout(5_000) });
const basic = (user: string) => `Basic ${Buffer.from(`${user}:`).toString('base64')}`;

describe('a refused credential, answered as the service does', () => {
  it('no key, or a header of another scheme: 401 APIKEY_EMPTY', async () => {
    for (const headers of [{}, { authorization: `Bearer ${fake.apiKey}` }] as Record<string, string>[]) {
      const response = await versions(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'APIKEY_EMPTY', message: 'You must pass in an API key.' });
    }
  });

  it("an unknown key: 401 APIKEY_NOTFOUND, we couldn't find your API key; the right one passes", async () => {
    const response = await versions({ authorization: basic('rdme_not_this_one') });
    expect(response.status).toBe(401);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ error: 'APIKEY_NOTFOUND', message: "We couldn't find your API key." });
    expect(JSON.stringify(body)).not.toContain('rdme_not_this_one');
    expect((await versions({ authorization: basic(fake.apiKey) })).status).toBe(200);
  });
});
