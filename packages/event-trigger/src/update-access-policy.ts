/**
 * Read-modify-write of an access policy, safe against concurrent changes.
 */
import { isConflictError, type CallOptions } from '@org/http-core';
import type { EventTriggerClient } from './client.js';
import type { Policy } from './models/policy.js';
import { addMember, removeMember } from './policy-members.js';

/** Options of {@link updateAccessPolicy}, {@link grantRole} and {@link revokeRole}. */
export interface UpdateAccessPolicyOptions extends CallOptions {
  /** Rounds of read, change and write, counting the first. Default 5. After the last conflict its `ConflictError` is thrown. */
  readonly maxAttempts?: number;
}

/** The outcome of a policy update. */
export interface PolicyUpdate {
  /** The policy as the service holds it afterwards. */
  readonly policy: Policy;
  /** Whether a new policy was written (`false` when it already said what was asked). */
  readonly changed: boolean;
  /** Rounds used: 1 unless a concurrent change forced a new read. */
  readonly attempts: number;
}

/**
 * Changes the access policy of `resource` with the read-modify-write loop done right:
 *
 * 1. reads the policy at version 3, so conditional bindings are neither refused nor lost;
 * 2. applies `change` to what was read (return `undefined` when nothing needs to change: nothing is written);
 * 3. writes it back with the `etag` that was read, so a policy changed meanwhile is refused, not overwritten;
 * 4. on that refusal (`ConflictError`), reads again and applies `change` to the new policy, up to `maxAttempts` rounds.
 *
 * Any other error ends the loop at once. Unknown policy fields are sent back unchanged.
 *
 * @example
 * ```ts
 * await updateAccessPolicy(client, triggerName, (policy) => ({ ...policy, auditConfigs: [] }));
 * ```
 */
export async function updateAccessPolicy(
  client: EventTriggerClient,
  resource: string,
  change: (policy: Policy) => Policy | undefined,
  options: UpdateAccessPolicyOptions = {},
): Promise<PolicyUpdate> {
  const { maxAttempts = 5, ...call } = options;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError('maxAttempts must be a positive integer');
  for (let attempt = 1; ; attempt++) {
    const current = await client.accessPolicies.get({ resource, requestedPolicyVersion: 3 }, call);
    const next = change(current);
    if (next === undefined) return { policy: current, changed: false, attempts: attempt };
    try {
      const policy = await client.accessPolicies.set({ resource, body: { policy: { ...next, etag: current.etag } } }, call);
      return { policy, changed: true, attempts: attempt };
    } catch (error) {
      if (!isConflictError(error) || attempt >= maxAttempts) throw error;
    }
  }
}

/** What {@link grantRole} and {@link revokeRole} change. */
export interface RoleMember {
  /** The trigger, `projects/{project}/locations/{location}/triggers/{trigger}`. */
  readonly resource: string;
  /** The role, e.g. `roles/eventarc.viewer`. */
  readonly role: string;
  /** The principal, e.g. `user:alice@example.com`. */
  readonly member: string;
}

/**
 * Grants `role` to `member` on a trigger (unconditionally), through {@link updateAccessPolicy}. Nothing is
 * written when the member already has the role.
 *
 * @example
 * ```ts
 * await grantRole(client, { resource: triggerName, role: 'roles/eventarc.viewer', member: 'user:alice@example.com' });
 * ```
 */
export function grantRole(client: EventTriggerClient, change: RoleMember, options?: UpdateAccessPolicyOptions): Promise<PolicyUpdate> {
  return updateAccessPolicy(client, change.resource, (policy) => addMember(policy, change.role, change.member), options);
}

/**
 * Takes `role` away from `member` on a trigger (its unconditional grant; conditional ones stay), through
 * {@link updateAccessPolicy}. Nothing is written when the member does not have the role.
 */
export function revokeRole(client: EventTriggerClient, change: RoleMember, options?: UpdateAccessPolicyOptions): Promise<PolicyUpdate> {
  return updateAccessPolicy(client, change.resource, (policy) => removeMember(policy, change.role, change.member), options);
}
