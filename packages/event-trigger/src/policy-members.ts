/**
 * Pure changes to a policy's role bindings. Each returns a new policy (the input is not modified, unknown
 * fields are kept) or `undefined` when the policy already says what was asked, so no write is needed.
 * Only unconditional bindings are touched: a member granted a role under a condition keeps that grant.
 */
import type { Binding, Policy } from './models/policy.js';

/**
 * Adds `member` to the unconditional binding of `role`, creating the binding when there is none.
 * `undefined` when the member already has the role unconditionally.
 */
export function addMember(policy: Policy, role: string, member: string): Policy | undefined {
  const bindings = policy.bindings ?? [];
  const index = bindings.findIndex((binding) => binding.role === role && binding.condition === undefined);
  if (index >= 0 && bindings[index]!.members.includes(member)) return undefined;
  const next: Binding[] =
    index < 0
      ? [...bindings, { role, members: [member] }]
      : bindings.map((binding, i) => (i === index ? { ...binding, members: [...binding.members, member] } : binding));
  return { ...policy, bindings: next };
}

/**
 * Removes `member` from the unconditional bindings of `role`; a binding left without members is dropped.
 * `undefined` when the member does not have the role unconditionally.
 */
export function removeMember(policy: Policy, role: string, member: string): Policy | undefined {
  const bindings = policy.bindings ?? [];
  const affected = (binding: Binding) => binding.role === role && binding.condition === undefined && binding.members.includes(member);
  if (!bindings.some(affected)) return undefined;
  const next = bindings
    .map((binding) => (affected(binding) ? { ...binding, members: binding.members.filter((m) => m !== member) } : binding))
    .filter((binding) => binding.members.length > 0);
  return { ...policy, bindings: next };
}
