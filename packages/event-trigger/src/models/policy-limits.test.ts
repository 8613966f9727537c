import { isValidationError, type ValidationError } from '@org/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEventTriggerClient, type EventTriggerClient } from '../client.js';
import { sampleTrigger, startEventTriggerFake, type EventTriggerFake } from '../testing/index.js';
import { failure } from '../test-support/failure.js';
import { grantRole } from '../update-access-policy.js';
import { countPrincipals, MAX_POLICY_GROUPS, MAX_POLICY_PRINCIPALS } from './policy-limits.js';

let fake: EventTriggerFake;
let client: EventTriggerClient;
let resource: string;

const users = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `user:u${from + i}@example.com`);
const groups = (count: number) => Array.from({ length: count }, (_, i) => `group:g${i}@example.com`);

/** Sends a setIamPolicy request as any HTTP client would, without the SDK's checks. */
async function setRaw(policy: unknown): Promise<Response> {
  return fetch(`${fake.url}/v1beta1/${resource}:setIamPolicy`, {
    method: 'POST',
    headers: { authorization: `Bearer ${fake.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ policy }),
  });
}

beforeAll(async () => {
  fake = await startEventTriggerFake();
  client = createEventTriggerClient({ baseUrl: fake.url, token: fake.token, logLevel: 'error' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  resource = `${fake.parent}/triggers/orders`;
  fake.state.triggers.set(resource, { name: resource, ...sampleTrigger() });
});

describe('countPrincipals', () => {
  it('counts every occurrence across bindings, conditional ones included, and the groups among them', () => {
    const bindings = [
      { role: 'roles/eventarc.viewer', members: ['user:a@example.com', 'group:ops@example.com'] },
      { role: 'roles/eventarc.admin', members: ['user:a@example.com', 'group:ops@example.com', 'allUsers'], condition: { expression: 'true' } },
    ];
    expect(countPrincipals(bindings)).toEqual({ principals: 5, groups: 2 });
    expect(countPrincipals([])).toEqual({ principals: 0, groups: 0 });
  });
});

describe('the principal limit of a policy (1,500, every occurrence counted)', () => {
  it('is 1,500 principals and 250 groups', () => {
    expect([MAX_POLICY_PRINCIPALS, MAX_POLICY_GROUPS]).toEqual([1500, 250]);
  });

  it('refuses 1,501 principals across two bindings before sending, naming body.policy.bindings', async () => {
    const policy = { bindings: [{ role: 'roles/eventarc.viewer', members: users(1000) }, { role: 'roles/eventarc.admin', members: users(501, 1000) }] };
    const error = (await failure(client.accessPolicies.set({ resource, body: { policy } }))) as ValidationError;
    expect(isValidationError(error)).toBe(true);
    expect(error.field).toBe('body.policy.bindings');
    expect(error.message).toMatch(/at most 1500 principals/);
    expect(fake.requestCount()).toBe(0);
  });

  it('counts a principal once per binding that names it', async () => {
    const members = users(751);
    const policy = { bindings: [{ role: 'roles/eventarc.viewer', members }, { role: 'roles/eventarc.admin', members }] };
    const error = (await failure(client.accessPolicies.set({ resource, body: { policy } }))) as ValidationError;
    expect(error.field).toBe('body.policy.bindings');
    expect(fake.requestCount()).toBe(0);
  });

  it('accepts exactly 1,500 principals, and the fake stores them', async () => {
    const policy = { bindings: [{ role: 'roles/eventarc.viewer', members: users(750) }, { role: 'roles/eventarc.admin', members: users(750) }] };
    const stored = await client.accessPolicies.set({ resource, body: { policy } });
    expect(countPrincipals(stored.bindings ?? []).principals).toBe(1500);
    expect(fake.requestCount('accessPolicies.set')).toBe(1);
  });

  it('refuses 251 groups before sending and accepts 250', async () => {
    const over = { bindings: [{ role: 'roles/eventarc.viewer', members: [...groups(251), ...users(10)] }] };
    const error = (await failure(client.accessPolicies.set({ resource, body: { policy: over } }))) as ValidationError;
    expect(isValidationError(error)).toBe(true);
    expect(error.field).toBe('body.policy.bindings');
    expect(error.message).toMatch(/at most 250 groups/);
    expect(fake.requestCount()).toBe(0);

    const atLimit = { bindings: [{ role: 'roles/eventarc.viewer', members: groups(250) }] };
    const stored = await client.accessPolicies.set({ resource, body: { policy: atLimit } });
    expect(countPrincipals(stored.bindings ?? []).groups).toBe(250);
  });

  it('refuses a binding without principals before sending', async () => {
    const policy = { bindings: [{ role: 'roles/eventarc.viewer', members: [] }] };
    const error = (await failure(client.accessPolicies.set({ resource, body: { policy } }))) as ValidationError;
    expect(isValidationError(error)).toBe(true);
    expect(error.field).toBe('body.policy.bindings.0.members');
    expect(fake.requestCount()).toBe(0);
  });

  it('stops grantRole at the limit: the read is sent, the write that would pass it is not', async () => {
    fake.state.policies.set(resource, { policy: { version: 1, bindings: [{ role: 'roles/eventarc.viewer', members: users(1500) }] }, revision: 1 });
    const error = (await failure(grantRole(client, { resource, role: 'roles/eventarc.admin', member: 'user:one-more@example.com' }))) as ValidationError;
    expect(isValidationError(error)).toBe(true);
    expect(error.field).toBe('body.policy.bindings');
    expect(fake.requests.map((request) => request.operationId)).toEqual(['accessPolicies.get']);
  });
});

describe("the fake's own limits, for requests sent without the SDK", () => {
  it('refuses 1,501 principals with a 400 INVALID_ARGUMENT in the service shape and keeps the policy', async () => {
    const response = await setRaw({ bindings: [{ role: 'roles/eventarc.viewer', members: users(1501) }] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: number; status: string; message: string } };
    expect(body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT', message: expect.stringMatching(/1500/) });
    expect((await client.accessPolicies.get({ resource })).bindings).toBeUndefined();
  });

  it('refuses 251 groups with a 400 INVALID_ARGUMENT', async () => {
    const response = await setRaw({ bindings: [{ role: 'roles/eventarc.viewer', members: groups(251) }] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT', message: expect.stringMatching(/250/) } });
  });

  it('refuses a binding without principals with a 400 INVALID_ARGUMENT', async () => {
    const response = await setRaw({ bindings: [{ role: 'roles/eventarc.viewer', members: [] }] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
  });

  it('accepts exactly 1,500 principals', async () => {
    const response = await setRaw({ bindings: [{ role: 'roles/eventarc.viewer', members: users(1500) }] });
    expect(response.status).toBe(200);
  });
});
