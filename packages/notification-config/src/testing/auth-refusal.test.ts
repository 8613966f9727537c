import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNotificationConfigFake, type NotificationConfigFake } from './index.js';

let fake: NotificationConfigFake;
beforeAll(async () => {
  fake = await startNotificationConfigFake();
});
afterAll(() => fake.close());

const list = (headers: Record<string, string>) =>
  fetch(`${fake.url}/getNotificationConfigurationList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
    signal: AbortSignal.timeout(5_000),
  });
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('a refused credential, answered as the service does', () => {
  it('a missing, unknown or malformed credential: 401, errorCode 000, errorType security; the right ones pass', async () => {
    for (const headers of [{}, { 'x-api-key': 'AQE-not-this-one' }, { authorization: basic(fake.username, 'wrong') }, { authorization: 'Bearer x' }] as Record<string, string>[]) {
      const response = await list(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        status: 401,
        errorCode: '000',
        message: 'HTTP Status Response - Unauthorized',
        errorType: 'security',
      });
    }
    expect((await list({ 'x-api-key': fake.apiKey })).status).toBe(200);
    expect((await list({ authorization: basic(fake.username, fake.password) })).status).toBe(200);
  });
});
