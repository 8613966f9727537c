import { inspect } from 'node:util';
import { bearer, isApiError, isValidationError, type ApiError, type ValidationError } from '@org/http-core';
import { GOOGLE_CREDENTIALS_INVALID_MESSAGE } from '@org/http-core/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEventTriggerClient, DEFAULT_BASE_URL, type EventTriggerClient } from './client.js';
import { sampleTrigger, startEventTriggerFake, type EventTriggerFake } from './testing/index.js';
import { VERSION } from './version.js';
import { failure } from './test-support/failure.js';

let fake: EventTriggerFake;
let client: EventTriggerClient;

beforeAll(async () => {
  fake = await startEventTriggerFake({ pollsToComplete: 1 });
  client = createEventTriggerClient({ baseUrl: fake.url, token: fake.token, retry: { baseDelayMs: 1, maxDelayMs: 2 }, logLevel: 'error' });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('createEventTriggerClient', () => {
  it('sends the token as a bearer credential and names the package and version in the user agent', async () => {
    await client.locations.list({ name: `projects/${fake.project}` }).toArray();
    const [request] = fake.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(request?.headers['user-agent']).toBe(`@org/event-trigger/${VERSION}`);
  });

  it('defaults to the public address of the service', async () => {
    const seen: string[] = [];
    const offline = createEventTriggerClient({
      token: 't',
      retry: false,
      fetch: async (input) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return new Response('{"name":"projects/p/locations/l/triggers/t","matchingCriteria":[],"destination":{}}', {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    await offline.triggers.get({ name: 'projects/p/locations/l/triggers/t' });
    expect(seen).toEqual([`${DEFAULT_BASE_URL}/v1beta1/projects/p/locations/l/triggers/t`]);
  });

  it('accepts credentials through auth as well as token', async () => {
    const viaAuth = createEventTriggerClient({ baseUrl: fake.url, auth: bearer(fake.token) });
    const locations = await viaAuth.locations.list({ name: `projects/${fake.project}` }).toArray();
    expect(locations.length).toBeGreaterThan(0);
  });

  it('refuses a call without any credential before sending', async () => {
    const anonymous = createEventTriggerClient({ baseUrl: fake.url });
    const error = (await failure(anonymous.triggers.get({ name: `${fake.parent}/triggers/x` }))) as ValidationError;
    expect(isValidationError(error)).toBe(true);
    expect(error.field).toBe('auth');
    expect(fake.requestCount()).toBe(0);
  });
});

describe('refusals before sending', () => {
  it.each([
    ['a trigger name of the wrong shape', () => client.triggers.get({ name: 'projects/p/triggers/t' })],
    ['a name with a dot-dot segment', () => client.triggers.get({ name: 'projects/p/locations/../triggers/t' })],
    ['an operation name where a trigger name is expected', () => client.triggers.get({ name: `${fake.parent}/operations/o` })],
    ['a page size of zero', () => client.triggers.list({ parent: fake.parent, pageSize: 0 }).toArray()],
    ['a malformed orderBy', () => client.triggers.list({ parent: fake.parent, orderBy: 'name; drop' }).toArray()],
    ['a policy version of 2', () => client.accessPolicies.get({ resource: `${fake.parent}/triggers/t`, requestedPolicyVersion: 2 })],
    ['a wildcard permission', () => client.accessPolicies.testPermissions({ resource: `${fake.parent}/triggers/t`, body: { permissions: ['eventarc.*'] } })],
    [
      'a malformed member',
      () =>
        client.accessPolicies.set({
          resource: `${fake.parent}/triggers/t`,
          body: { policy: { bindings: [{ role: 'roles/eventarc.viewer', members: ['alice'] }] } },
        }),
    ],
    ['a malformed update mask', () => client.triggers.update({ name: `${fake.parent}/triggers/t`, updateMask: 'labels;x', body: {} }).operation()],
  ])('refuses %s', async (_what, call) => {
    const error = await failure(call());
    expect(isValidationError(error)).toBe(true);
    expect(fake.requestCount()).toBe(0);
  });

  it('refuses a trigger without a type criterion, an invalid trigger id and the location "-" on create', async () => {
    const cases = [
      { parent: fake.parent, triggerId: 'orders', body: sampleTrigger({ matchingCriteria: [{ attribute: 'source', value: 'x' }] }) },
      { parent: fake.parent, triggerId: 'Orders/1', body: sampleTrigger() },
      { parent: `projects/${fake.project}/locations/-`, triggerId: 'orders', body: sampleTrigger() },
    ];
    for (const input of cases) {
      const error = (await failure(client.triggers.create(input))) as ValidationError;
      expect(isValidationError(error)).toBe(true);
    }
    expect(fake.requestCount()).toBe(0);
  });

  it('refuses resuming an operation by a name that is not an operation name', async () => {
    const error = await failure(client.triggers.create.resume(`${fake.parent}/triggers/orders`));
    expect(isValidationError(error)).toBe(true);
    expect(fake.requestCount()).toBe(0);
  });
});

describe('errors', () => {
  it('types a refused credential with status, code, message and request id, and never shows the token', async () => {
    const wrong = createEventTriggerClient({ baseUrl: fake.url, token: 'not-the-token-4f1a' });
    const error = (await failure(wrong.triggers.get({ name: `${fake.parent}/triggers/orders` }))) as ApiError;
    expect(error.name).toBe('AuthenticationError');
    expect(error.status).toBe(401);
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.serviceMessage).toBe(GOOGLE_CREDENTIALS_INVALID_MESSAGE);
    expect(error.details).toContainEqual(expect.objectContaining({ reason: 'ACCESS_TOKEN_TYPE_UNSUPPORTED' }));
    expect(error.requestId).toBe(fake.requests[0]?.requestId);
    for (const shown of [error.message, JSON.stringify(error), inspect(error, { depth: 10 }), String(error)]) {
      expect(shown).not.toContain('not-the-token-4f1a');
    }
  });

  it('types a missing trigger as NotFoundError with the service code', async () => {
    const error = (await failure(client.triggers.get({ name: `${fake.parent}/triggers/missing` }))) as ApiError;
    expect(error.name).toBe('NotFoundError');
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(error.serviceMessage).toContain('missing');
    expect(error.requestId).toMatch(/^req-/);
    expect(JSON.stringify(error)).not.toContain(fake.token);
    expect(inspect(error)).not.toContain(fake.token);
  });

  it('sends a create once under a 503: it is never retried', async () => {
    fake.faults.status([503, 503], { operation: 'triggers.create', headers: { 'retry-after': '0' } });
    const error = (await failure(client.triggers.create({ parent: fake.parent, triggerId: 'orders', body: sampleTrigger() }))) as ApiError;
    expect(isApiError(error) && error.status).toBe(503);
    expect(fake.requestCount('triggers.create')).toBe(1);
    expect(fake.state.triggers.size).toBe(0);
  });

  it('sends an update and an access policy change once under a 503', async () => {
    fake.faults.status([503, 503], { operation: 'triggers.update', headers: { 'retry-after': '0' } });
    fake.faults.status([503, 503], { operation: 'accessPolicies.set', headers: { 'retry-after': '0' } });
    const name = `${fake.parent}/triggers/orders`;
    await failure(client.triggers.update({ name, body: { labels: {} } }));
    await failure(client.accessPolicies.set({ resource: name, body: { policy: {} } }));
    expect(fake.requestCount('triggers.update')).toBe(1);
    expect(fake.requestCount('accessPolicies.set')).toBe(1);
  });

  it('retries a read after a 503', async () => {
    fake.faults.status([503], { operation: 'locations.list', headers: { 'retry-after': '0' } });
    const locations = await client.locations.list({ name: `projects/${fake.project}` }).toArray();
    expect(locations).toHaveLength(3);
    expect(fake.requestCount('locations.list')).toBe(2);
  });
});

describe('unknown paths', () => {
  it('get the front end’s HTML 404, not the API’s NOT_FOUND', async () => {
    for (const path of ['/v1/projects/p/locations', '/']) {
      const response = await fetch(`${fake.url}${path}`, { headers: { authorization: `Bearer ${fake.token}` } });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain(`<code>${path}</code> was not found on this server.`);
    }
  });
});
