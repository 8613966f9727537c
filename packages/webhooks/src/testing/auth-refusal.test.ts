import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhooksFake, type WebhooksFake } from './index.js';

let fake: WebhooksFake;
beforeAll(async () => {
  fake = await startWebhooksFake();
});
afterAll(() => fake.close());

const settings = (headers: Record<string, string>) => fetch(`${fake.url}/webhooks/v3/${fake.appId}/settings`, { headers, signal: AbortSignal.timeout(5_000) });

describe('a refused credential, answered as the service does', () => {
  it('no key: 401 INVALID_AUTHENTICATION, credentials not found', async () => {
    const response = await settings({});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 'error',
      category: 'INVALID_AUTHENTICATION',
      correlationId: response.headers.get('x-request-id'),
      message:
        'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
    });
  });

  it("an unknown key: 401 INVALID_AUTHENTICATION, the key is invalid, with a link to the key's page; the right one passes", async () => {
    const response = await settings({ 'x-api-key': 'not-this-one' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: 'error',
      category: 'INVALID_AUTHENTICATION',
      correlationId: response.headers.get('x-request-id'),
      message: 'The API key provided is invalid. View or manage your API key here: https://app.hubspot.com/l/api-key/',
      links: { 'api key': 'https://app.hubspot.com/l/api-key/' },
    });
    expect((await settings({ 'x-api-key': fake.apiKey })).status).not.toBe(401);
  });
});
