import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_REFUSAL_MESSAGES, startAccessControlFake, type AccessControlFake } from './index.js';

let fake: AccessControlFake;
beforeAll(async () => {
  fake = await startAccessControlFake();
});
afterAll(() => fake.close());

const list = (headers: Record<string, string>) =>
  fetch(`${fake.url}/subscriptions/${fake.subscriptionId}/providers/Vendor.Authorization/roleAssignments?api-version=2018-01-01-preview`, {
    headers,
    signal: AbortSignal.timeout(5_000),
  });

describe('a refused credential, answered as the service does', () => {
  it("no Authorization header: 401 AuthenticationFailed, the header is missing", async () => {
    const response = await list({});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'AuthenticationFailed', message: "Authentication failed. The 'Authorization' header is missing." } });
  });

  it('a header of another scheme: 401 AuthenticationFailed, the header is in an invalid format', async () => {
    const response = await list({ authorization: `Basic ${fake.tokens.owner}` });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'AuthenticationFailed', message: AUTH_REFUSAL_MESSAGES.malformed } });
  });

  it('an unknown token: 401 InvalidAuthenticationToken; the right one passes', async () => {
    const response = await list({ authorization: 'Bearer eyJ0eXAi.not-this-one' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'InvalidAuthenticationToken', message: 'The access token is invalid.' } });
    expect((await list({ authorization: `Bearer ${fake.tokens.owner}` })).status).toBe(200);
  });
});
