import { inspect } from 'node:util';
import { isValidationError, type ApiError, type ValidationError } from '@org/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createErrorReportingClient, DEFAULT_BASE_URL, type ErrorReportingClient } from './client.js';
import { failure } from './test-support/failure.js';
import { API_KEY_INVALID_MESSAGE, EMPTY_MESSAGE, startErrorReportingFake, type ErrorReportingFake } from './testing/index.js';
import { VERSION } from './version.js';

let fake: ErrorReportingFake;
let client: ErrorReportingClient;
const event = { message: 'Error: boom\n    at main (/app/index.js:1:1)', serviceContext: { service: 'checkout' } };

beforeAll(async () => {
  fake = await startErrorReportingFake();
  client = createErrorReportingClient({ baseUrl: fake.url, token: fake.token, logLevel: 'error', retry: { baseDelayMs: 1, maxDelayMs: 2 } });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('createErrorReportingClient', () => {
  it('sends the token as a bearer credential and names the package and version in the user agent', async () => {
    await client.events.report({ projectName: fake.projectName, body: event });
    const [request] = fake.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(request?.query.has('key')).toBe(false);
    expect(request?.headers['user-agent']).toBe(`@org/error-reporting/${VERSION}`);
  });

  it('defaults to the public address of the service', async () => {
    const seen: string[] = [];
    const offline = createErrorReportingClient({
      token: 't',
      fetch: async (input) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return new Response('{}', { headers: { 'content-type': 'application/json' } });
      },
    });
    await offline.groups.get({ groupName: 'projects/p/groups/g' });
    expect(seen).toEqual([`${DEFAULT_BASE_URL}/v1beta1/projects/p/groups/g`]);
  });
});

describe('API key', () => {
  it('reports with the API key alone, sent as the key query parameter', async () => {
    const reporting = createErrorReportingClient({ baseUrl: fake.url, apiKey: fake.apiKey });
    await reporting.events.report({ projectName: fake.projectName, body: event });
    const [request] = fake.requests;
    expect(request?.query.get('key')).toBe(fake.apiKey);
    expect(request?.headers.authorization).toBeUndefined();
    expect(fake.state.events.size).toBe(1);
  });

  it('is used for reports only: other operations need a token and are refused before sending', async () => {
    const reporting = createErrorReportingClient({ baseUrl: fake.url, apiKey: fake.apiKey });
    const error = (await failure(reporting.groups.get({ groupName: `${fake.projectName}/groups/g` }))) as ValidationError;
    expect(isValidationError(error)).toBe(true);
    expect(error.field).toBe('auth');
    expect(fake.requestCount()).toBe(0);
  });

  it('gives way to the token when the client has both', async () => {
    const both = createErrorReportingClient({ baseUrl: fake.url, apiKey: fake.apiKey, token: fake.token });
    await both.events.report({ projectName: fake.projectName, body: event });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(fake.requests[0]?.query.has('key')).toBe(false);
  });

  it('reports a refused key as the service answers it (400 INVALID_ARGUMENT, API_KEY_INVALID), sent once, never showing the key', async () => {
    const wrong = createErrorReportingClient({ baseUrl: fake.url, apiKey: 'wrong-key-7c1d' });
    const error = (await failure(wrong.events.report({ projectName: fake.projectName, body: event }))) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT', serviceMessage: API_KEY_INVALID_MESSAGE });
    expect(error.details).toContainEqual(expect.objectContaining({ reason: 'API_KEY_INVALID', domain: 'googleapis.com' }));
    expect(fake.requests).toHaveLength(1);
    expect(fake.state.events.size).toBe(0);
    expect(error.requestId).toBe(fake.requests[0]?.requestId);
    expect(error.url).toBe(`${fake.url}/v1beta1/${fake.projectName}/events:report`);
    for (const shown of [error.message, JSON.stringify(error), inspect(error, { depth: 10 }), String(error)]) expect(shown).not.toContain('wrong-key-7c1d');
  });

  it('is refused by the service on any other operation', async () => {
    const response = await fetch(`${fake.url}/v1beta1/${fake.projectName}/groupStats?key=${fake.apiKey}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { status: 'UNAUTHENTICATED' } });
  });

  it('refuses a report without any credential with 401', async () => {
    const response = await fetch(`${fake.url}/v1beta1/${fake.projectName}/events:report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { status: 'UNAUTHENTICATED' } });
  });
});

describe('the fake refuses credentials as the service does', () => {
  const report = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${fake.url}/v1beta1/${fake.projectName}/events:report${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(event),
    });

  it('answers a wrong API key 400 INVALID_ARGUMENT with reason API_KEY_INVALID, even before judging the report', async () => {
    for (const body of [event, { serviceContext: event.serviceContext }]) {
      const response = await fetch(`${fake.url}/v1beta1/${fake.projectName}/events:report?key=not-the-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 400,
          status: 'INVALID_ARGUMENT',
          message: 'API key not valid. Please pass a valid API key.',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'API_KEY_INVALID',
              domain: 'googleapis.com',
              metadata: { service: 'clouderrorreporting.googleapis.com' },
            },
            { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en-US', message: 'API key not valid. Please pass a valid API key.' },
          ],
        },
      });
    }
    expect(fake.state.events.size).toBe(0);
  });

  it('answers a wrong or missing token 401 UNAUTHENTICATED with a bearer challenge', async () => {
    for (const response of [await report('', { authorization: 'Bearer not-the-token' }), await report('')]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(await response.json()).toMatchObject({ error: { code: 401, status: 'UNAUTHENTICATED' } });
    }
  });

  it('takes the right key', async () => {
    expect((await report(`?key=${fake.apiKey}`)).status).toBe(200);
  });
});

describe('the fake refuses as the service does', () => {
  it.each([
    ['a blank message', { ...event, message: '  ' }],
    ['no message', { serviceContext: event.serviceContext }],
  ])('answers a report with %s 400 INVALID_ARGUMENT "Message cannot be empty."', async (_what, body) => {
    const response = await fetch(`${fake.url}/v1beta1/${fake.projectName}/events:report?key=${fake.apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 400, status: 'INVALID_ARGUMENT', message: 'Message cannot be empty.', details: [] } });
    expect(EMPTY_MESSAGE).toBe('Message cannot be empty.');
  });
});

describe('unknown paths', () => {
  it('get the front end’s HTML 404, while a missing group is the API’s NOT_FOUND', async () => {
    const headers = { authorization: `Bearer ${fake.token}` };
    for (const path of ['/v1beta2/projects/p/groupStats', '/v2/projects/p/events:report', '/']) {
      const response = await fetch(`${fake.url}${path}`, { headers });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain(`<code>${path}</code> was not found on this server.`);
    }
    const missing = (await failure(client.groups.get({ groupName: `${fake.projectName}/groups/nope` }))) as ApiError;
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('refusals before sending', () => {
  const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000);
  it.each([
    ['a report without a message', () => client.events.report({ projectName: fake.projectName, body: { ...event, message: '  ' } })],
    ['a report without a service', () => client.events.report({ projectName: fake.projectName, body: { ...event, serviceContext: { service: '' } } })],
    [
      'a report with a resource type',
      () => client.events.report({ projectName: fake.projectName, body: { ...event, serviceContext: { service: 's', resourceType: 'gae_app' as never } } }),
    ],
    ['a report more than 24 hours ahead', () => client.events.report({ projectName: fake.projectName, body: { ...event, eventTime: soon(25) } })],
    ['a malformed event time', () => client.events.report({ projectName: fake.projectName, body: { ...event, eventTime: 'yesterday' } })],
    ['a project name of the wrong shape', () => client.events.report({ projectName: 'my-project', body: event })],
    ['a group name of the wrong shape', () => client.groups.get({ groupName: `${fake.projectName}/events/x` })],
    ['a malformed timed count duration', () => client.groupStats.list({ projectName: fake.projectName, timedCountDuration: '1h' }).toArray()],
    ['a tracking issue that is not an http(s) URL', () => client.groups.update({ name: `${fake.projectName}/groups/g`, body: { trackingIssues: [{ url: 'ftp://x' }] } })],
    ['an event list without a group id', () => client.events.list({ projectName: fake.projectName, groupId: '' }).toArray()],
  ])('refuses %s', async (_what, call) => {
    const error = await failure(call());
    expect(isValidationError(error)).toBe(true);
    expect(fake.requestCount()).toBe(0);
  });

  it('accepts an event time less than 24 hours ahead', async () => {
    await client.events.report({ projectName: fake.projectName, body: { ...event, eventTime: soon(23) } });
    expect(fake.state.events.size).toBe(1);
  });
});

describe('retries', () => {
  it('sends a report once under a 503: it is never retried', async () => {
    fake.faults.status([503, 503], { operation: 'events.report', headers: { 'retry-after': '0' } });
    const error = (await failure(client.events.report({ projectName: fake.projectName, body: event }))) as ApiError;
    expect(error.status).toBe(503);
    expect(fake.requestCount('events.report')).toBe(1);
    expect(fake.state.events.size).toBe(0);
  });

  it('retries reads, group replacements and deletion after a 503', async () => {
    await client.events.report({ projectName: fake.projectName, body: event });
    const [group] = fake.state.groups.list();
    fake.faults.status([503], { operation: 'groups.get', headers: { 'retry-after': '0' } });
    fake.faults.status([503], { operation: 'groups.update', headers: { 'retry-after': '0' } });
    fake.faults.status([503], { operation: 'events.deleteAll', headers: { 'retry-after': '0' } });
    await client.groups.get({ groupName: group!.name! });
    await client.groups.update({ name: group!.name!, body: { resolutionStatus: 'ACKNOWLEDGED' } });
    await client.events.deleteAll({ projectName: fake.projectName });
    expect([fake.requestCount('groups.get'), fake.requestCount('groups.update'), fake.requestCount('events.deleteAll')]).toEqual([2, 2, 2]);
  });
});
