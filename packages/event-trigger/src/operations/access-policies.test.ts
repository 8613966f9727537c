import { isConflictError, unknownFields, type ApiError } from '@org/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEventTriggerClient, type EventTriggerClient } from '../client.js';
import { Policy } from '../models/policy.js';
import { sampleTrigger, startEventTriggerFake, type EventTriggerFake } from '../testing/index.js';
import { failure } from '../test-support/failure.js';

let fake: EventTriggerFake;
let client: EventTriggerClient;
let resource: string;
const viewer = { role: 'roles/eventarc.viewer', members: ['user:alice@example.com'] };

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

describe('accessPolicies.get', () => {
  it('returns an empty policy with an etag for a trigger without one', async () => {
    const policy = await client.accessPolicies.get({ resource });
    expect(policy).toEqual({ version: 1, etag: expect.any(String) });
  });

  it('sends the requested policy version under its wire name', async () => {
    await client.accessPolicies.get({ resource, requestedPolicyVersion: 3 });
    expect(fake.requests[0]?.query.get('options.requestedPolicyVersion')).toBe('3');
  });

  it('fails with NOT_FOUND for a missing trigger', async () => {
    const error = (await failure(client.accessPolicies.get({ resource: `${fake.parent}/triggers/missing` }))) as ApiError;
    expect(error).toMatchObject({ name: 'NotFoundError', code: 'NOT_FOUND' });
  });

  it('refuses to show a policy with conditions below version 3', async () => {
    const condition = { expression: "request.time < timestamp('2030-01-01T00:00:00Z')", title: 'until 2030' };
    await client.accessPolicies.set({ resource, body: { policy: { version: 3, bindings: [{ ...viewer, condition }] } } });
    const error = (await failure(client.accessPolicies.get({ resource }))) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    const policy = await client.accessPolicies.get({ resource, requestedPolicyVersion: 3 });
    expect(policy).toMatchObject({ version: 3, bindings: [{ ...viewer, condition }] });
  });
});

describe('accessPolicies.set', () => {
  it('replaces the policy and answers it with a new etag', async () => {
    const before = await client.accessPolicies.get({ resource });
    const after = await client.accessPolicies.set({ resource, body: { policy: { bindings: [viewer], etag: before.etag } } });
    expect(after.bindings).toEqual([viewer]);
    expect(after.etag).not.toBe(before.etag);
    expect(await client.accessPolicies.get({ resource })).toEqual(after);
  });

  it('refuses a stale etag with a ConflictError, sent once and never retried', async () => {
    const stale = await client.accessPolicies.get({ resource });
    await client.accessPolicies.set({ resource, body: { policy: { bindings: [viewer], etag: stale.etag } } });
    const sent = fake.requestCount();
    const error = (await failure(
      client.accessPolicies.set({ resource, body: { policy: { bindings: [{ role: 'roles/eventarc.admin', members: ['user:eve@example.com'] }], etag: stale.etag } } }),
    )) as ApiError;
    expect(isConflictError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'ConflictError', status: 409, code: 'ABORTED' });
    expect(error.requestId).toBe(fake.requests[sent]?.requestId);
    expect(fake.requestCount()).toBe(sent + 1);
    expect((await client.accessPolicies.get({ resource })).bindings).toEqual([viewer]);
  });

  it('overwrites whatever is there when no etag is sent', async () => {
    await client.accessPolicies.set({ resource, body: { policy: { bindings: [viewer] } } });
    const after = await client.accessPolicies.set({ resource, body: { policy: { bindings: [] } } });
    expect(after.bindings).toEqual([]);
  });

  it('fails with NOT_FOUND for a missing trigger', async () => {
    const error = (await failure(client.accessPolicies.set({ resource: `${fake.parent}/triggers/missing`, body: { policy: { bindings: [viewer] } } }))) as ApiError;
    expect(error).toMatchObject({ name: 'NotFoundError', status: 404, code: 'NOT_FOUND' });
  });

  it.each([
    ['a condition in a version 1 policy', { version: 1, bindings: [{ ...viewer, condition: { expression: 'true' } }] }],
    ['a role that is not a role name', { bindings: [{ role: 'eventarc viewer', members: ['user:a@example.com'] }] }],
  ])('refuses a malformed policy (%s) with INVALID_ARGUMENT', async (_what, policy) => {
    const error = (await failure(client.accessPolicies.set({ resource, body: { policy } }))) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });

  it('applies only the fields in the update mask, and refuses unknown ones', async () => {
    const auditConfigs = [{ service: 'allServices', auditLogConfigs: [{ logType: 'DATA_READ' as const }] }];
    const withAudit = await client.accessPolicies.set({ resource, body: { policy: { bindings: [viewer], auditConfigs } } });
    expect(withAudit.auditConfigs).toBeUndefined();
    const masked = await client.accessPolicies.set({ resource, body: { policy: { auditConfigs }, updateMask: ['auditConfigs'] } });
    expect(masked).toMatchObject({ bindings: [viewer], auditConfigs });
    expect(fake.requests.at(-1)?.json).toMatchObject({ updateMask: 'auditConfigs' });
    const error = (await failure(client.accessPolicies.set({ resource, body: { policy: {}, updateMask: 'owner' } }))) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });

  it('keeps policy fields this SDK does not know', async () => {
    const stored = { version: 1, bindings: [viewer], rules: [{ action: 'LOG' }] };
    fake.state.policies.set(resource, { policy: stored, revision: 4 });
    const read = await client.accessPolicies.get({ resource });
    expect(unknownFields(Policy, read)).toEqual({ rules: [{ action: 'LOG' }] });
    await client.accessPolicies.set({ resource, body: { policy: { ...read, bindings: [] } } });
    expect(fake.requests.at(-1)?.json).toMatchObject({ policy: { rules: [{ action: 'LOG' }] } });
  });
});

describe('accessPolicies.testPermissions', () => {
  const asked = ['eventarc.triggers.get', 'eventarc.triggers.delete', 'eventarc.triggers.setIamPolicy', 'storage.buckets.get'];

  it('answers the permissions the caller has, from its roles', async () => {
    const answer = await client.accessPolicies.testPermissions({ resource, body: { permissions: asked } });
    expect(answer.permissions).toEqual(['eventarc.triggers.get', 'eventarc.triggers.delete', 'eventarc.triggers.setIamPolicy']);
  });

  it('counts roles granted to the caller by the trigger policy', async () => {
    fake.state.settings.callerRoles = [];
    expect((await client.accessPolicies.testPermissions({ resource, body: { permissions: asked } })).permissions).toEqual([]);
    await client.accessPolicies.set({ resource, body: { policy: { bindings: [{ role: 'roles/eventarc.viewer', members: [fake.caller] }] } } });
    expect((await client.accessPolicies.testPermissions({ resource, body: { permissions: asked } })).permissions).toEqual(['eventarc.triggers.get']);
  });

  it('answers an empty set, not NOT_FOUND, for a trigger that does not exist', async () => {
    const answer = await client.accessPolicies.testPermissions({ resource: `${fake.parent}/triggers/missing`, body: { permissions: asked } });
    expect(answer.permissions).toEqual([]);
  });
});
