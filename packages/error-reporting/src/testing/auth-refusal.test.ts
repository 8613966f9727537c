import { GOOGLE_CREDENTIALS_INVALID_MESSAGE, GOOGLE_CREDENTIALS_MISSING_MESSAGE } from '@org/http-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_INVALID_MESSAGE, startErrorReportingFake, type ErrorReportingFake } from './index.js';

let fake: ErrorReportingFake;
beforeAll(async () => {
  fake = await startErrorReportingFake();
});
afterAll(() => fake.close());

const event = { message: 'Error: boom\n    at main (/app/index.js:1:1)', serviceContext: { service: 'checkout' } };
const limit = AbortSignal.timeout.bind(AbortSignal, 5_000);
const report = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${fake.url}/v1beta1/${fake.projectName}/events:report${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(event),
    signal: limit(),
  });
const listGroups = (headers: Record<string, string>) => fetch(`${fake.url}/v1beta1/${fake.projectName}/groupStats`, { headers, signal: limit() });
const info = (reason: string) => ({
  '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
  reason,
  domain: 'googleapis.com',
  metadata: { service: 'clouderrorreporting.googleapis.com' },
});

describe('a refused credential, answered as the service does', () => {
  it('a wrong API key on a report: 400 INVALID_ARGUMENT, API_KEY_INVALID, nothing recorded', async () => {
    const response = await report('?key=AIza-not-this-one');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 400,
        status: 'INVALID_ARGUMENT',
        message: API_KEY_INVALID_MESSAGE,
        details: [info('API_KEY_INVALID'), { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en-US', message: API_KEY_INVALID_MESSAGE }],
      },
    });
    expect(fake.state.events.size).toBe(0);
    expect((await report(`?key=${fake.apiKey}`)).status).toBe(200);
  });

  it('no credential: 401 UNAUTHENTICATED, CREDENTIALS_MISSING, on a report and elsewhere', async () => {
    for (const response of [await report(''), await listGroups({})]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 401, status: 'UNAUTHENTICATED', message: GOOGLE_CREDENTIALS_MISSING_MESSAGE, details: [info('CREDENTIALS_MISSING')] },
      });
    }
  });

  it('a wrong token: 401 UNAUTHENTICATED, ACCESS_TOKEN_TYPE_UNSUPPORTED; the right one passes', async () => {
    const response = await listGroups({ authorization: 'Bearer ya29.not-this-one' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="https://accounts.google.com/", error="invalid_token"');
    expect(await response.json()).toEqual({
      error: { code: 401, status: 'UNAUTHENTICATED', message: GOOGLE_CREDENTIALS_INVALID_MESSAGE, details: [info('ACCESS_TOKEN_TYPE_UNSUPPORTED')] },
    });
    expect((await listGroups({ authorization: `Bearer ${fake.token}` })).status).toBe(200);
  });
});
