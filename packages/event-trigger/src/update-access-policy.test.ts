import { isConflictError, type ApiError } from '@org/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEventTriggerClient, type EventTriggerClient } from './client.js';
import { sampleTrigger, startEventTriggerFake, type EventTriggerFake } from './testing/index.js';
import { grantRole, revokeRole, updateAccessPolicy } from './update-access-policy.js';
import { failure } from './test-support/failure.js';

let fake: EventTriggerFake;
let client: EventTriggerClient;
let resource: string;
/** Changes made by "someone else" just before each of our writes, while any are queued. */
let interference: Array<() => void>;

const alice = 'user:alice@example.com';
const viewerRole = 'roles/eventarc.viewer';

beforeAll(async () => {
  fake = await startEventTriggerFake();
  client = createEventTriggerClient({
    baseUrl: fake.url,
    token: fake.token,
    logLevel: 'error',
    hooks: {
      beforeRequest: (context) => {
        if (context.operation === 'accessPolicies.set') interference.shift()?.();
      },
    },
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  interference = [];
  resource = `${fake.parent}/triggers/orders`;
  fake.state.triggers.set(resource, { name: resource, ...sampleTrigger() });
});

/** A concurrent writer: grants `member` a role directly in the fake, moving the etag on. */
const concurrentGrant = (role: string, member: string) => () => {
  const { policy, revision } = fake.state.policyOf(resource);
  fake.state.policies.set(resource, { policy: { ...policy, bindings: [...(policy.bindings ?? []), { role, members: [member] }] }, revision: revision + 1 });
};

describe('grantRole and revokeRole', () => {
  it('grants a role: reads at version 3 and writes back with the etag it read', async () => {
    const etag = fake.state.policyEtag(resource);
    const result = await grantRole(client, { resource, role: viewerRole, member: alice });
    expect(result).toMatchObject({ changed: true, attempts: 1, policy: { bindings: [{ role: viewerRole, members: [alice] }] } });
    const [get, set] = fake.requests;
    expect(get?.query.get('options.requestedPolicyVersion')).toBe('3');
    expect(set?.json).toMatchObject({ policy: { etag, bindings: [{ role: viewerRole, members: [alice] }] } });
  });

  it('writes nothing when the member already has the role, or does not have it on revoke', async () => {
    await grantRole(client, { resource, role: viewerRole, member: alice });
    const again = await grantRole(client, { resource, role: viewerRole, member: alice });
    expect(again).toMatchObject({ changed: false, attempts: 1 });
    const revokeOther = await revokeRole(client, { resource, role: viewerRole, member: 'user:bob@example.com' });
    expect(revokeOther.changed).toBe(false);
    expect(fake.requestCount('accessPolicies.set')).toBe(1);
  });

  it('revokes a role', async () => {
    await grantRole(client, { resource, role: viewerRole, member: alice });
    const result = await revokeRole(client, { resource, role: viewerRole, member: alice });
    expect(result.changed).toBe(true);
    expect(result.policy.bindings).toEqual([]);
  });

  it('loses a race, reads again and reapplies the change, keeping the concurrent one', async () => {
    interference.push(concurrentGrant('roles/eventarc.admin', 'user:eve@example.com'));
    const result = await grantRole(client, { resource, role: viewerRole, member: alice });
    expect(result.attempts).toBe(2);
    expect(fake.requestCount('accessPolicies.set')).toBe(2);
    expect(fake.requests.filter((r) => r.operationId === 'accessPolicies.set').map((r) => r.status)).toEqual([409, 200]);
    expect(result.policy.bindings).toEqual([
      { role: 'roles/eventarc.admin', members: ['user:eve@example.com'] },
      { role: viewerRole, members: [alice] },
    ]);
  });

  it('gives up after maxAttempts rounds with the ConflictError', async () => {
    interference.push(concurrentGrant('roles/a', 'user:a@example.com'), concurrentGrant('roles/b', 'user:b@example.com'), concurrentGrant('roles/c', 'user:c@example.com'));
    const error = (await failure(grantRole(client, { resource, role: viewerRole, member: alice }, { maxAttempts: 3 }))) as ApiError;
    expect(isConflictError(error)).toBe(true);
    expect(error.code).toBe('ABORTED');
    expect(fake.requestCount('accessPolicies.set')).toBe(3);
    expect(fake.requestCount('accessPolicies.get')).toBe(3);
  });

  it('does not loop on other errors', async () => {
    const error = (await failure(grantRole(client, { resource: `${fake.parent}/triggers/missing`, role: viewerRole, member: alice }))) as ApiError;
    expect(error.name).toBe('NotFoundError');
    expect(fake.requestCount()).toBe(1);
  });

  it('keeps conditional bindings and unknown fields of the policy', async () => {
    const condition = { expression: 'request.time.getHours("UTC") < 18', title: 'office hours' };
    const stored = { version: 3, bindings: [{ role: viewerRole, members: [alice], condition }], rules: [{ action: 'LOG' }] };
    fake.state.policies.set(resource, { policy: stored, revision: 1 });
    const result = await grantRole(client, { resource, role: viewerRole, member: alice });
    expect(result.changed).toBe(true);
    expect(result.policy).toMatchObject({
      version: 3,
      bindings: [
        { role: viewerRole, members: [alice], condition },
        { role: viewerRole, members: [alice] },
      ],
      rules: [{ action: 'LOG' }],
    });
  });
});

describe('updateAccessPolicy', () => {
  it('applies any change through the same loop', async () => {
    const auditConfigs = [{ service: 'allServices', auditLogConfigs: [{ logType: 'ADMIN_READ' as const }] }];
    const result = await updateAccessPolicy(client, resource, (policy) => ({ ...policy, bindings: [{ role: viewerRole, members: [alice] }], auditConfigs }));
    expect(result.policy.bindings).toEqual([{ role: viewerRole, members: [alice] }]);
  });

  it('refuses a maxAttempts below 1 before sending', async () => {
    await expect(updateAccessPolicy(client, resource, () => undefined, { maxAttempts: 0 })).rejects.toThrow(RangeError);
    expect(fake.requestCount()).toBe(0);
  });
});
