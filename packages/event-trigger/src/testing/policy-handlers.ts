/**
 * The fake's answers to `accessPolicies.*`: one policy per trigger, guarded by an etag; permissions from
 * the caller's roles.
 */
import { canonicalError, json, type FakeHandler } from '@org/http-core/testing';
import type { Binding, Policy } from '../models/policy.js';
import { countPrincipals, MAX_POLICY_GROUPS, MAX_POLICY_PRINCIPALS } from '../models/policy-limits.js';
import { permissionsOf } from './permissions.js';
import type { EventTriggerState } from './state.js';

const maskable = ['bindings', 'etag', 'auditConfigs', 'version'];
const memberPattern = /^(allUsers|allAuthenticatedUsers|[A-Za-z]+:\S+)$/;

/** Handlers of the `accessPolicies` group. `caller` is the principal of a request's credential. */
export function policyHandlers(
  state: EventTriggerState,
  caller: (principal: unknown) => string,
): Record<'accessPolicies.get' | 'accessPolicies.set' | 'accessPolicies.testPermissions', FakeHandler> {
  return {
    'accessPolicies.get': (req) => {
      const resource = req.params.resource!;
      state.requireTrigger(resource);
      const requested = Number(req.query.get('options.requestedPolicyVersion') ?? 0);
      const view = state.policyView(resource);
      if (hasConditions(view) && requested !== 3) {
        throw canonicalError('INVALID_ARGUMENT', 'The policy has conditional role bindings; request policy version 3 to read it');
      }
      return json(200, view);
    },

    'accessPolicies.set': (req) => {
      const resource = req.params.resource!;
      state.requireTrigger(resource);
      const body = req.body as { policy: Policy; updateMask?: string };
      const policy = body.policy;
      checkPolicy(policy);
      const mask = (body.updateMask ?? 'bindings,etag').split(',').map((path) => path.trim()).filter((path) => path !== '');
      const unknown = mask.find((path) => !maskable.includes(path));
      if (unknown !== undefined) throw canonicalError('INVALID_ARGUMENT', `The update mask names the unknown policy field '${unknown}'`);
      if (policy.etag !== undefined && policy.etag !== state.policyEtag(resource)) {
        throw canonicalError('ABORTED', `The policy of ${resource} was changed concurrently; read it again and reapply the change`);
      }
      const current = state.policyOf(resource);
      const next: Record<string, unknown> = { ...current.policy };
      for (const field of mask) {
        if (field === 'etag') continue;
        const value = (policy as Record<string, unknown>)[field];
        if (value === undefined) delete next[field];
        else next[field] = value;
      }
      next.version = hasConditions(next as Policy) ? 3 : (policy.version ?? 1);
      state.policies.set(resource, { policy: next as Policy, revision: current.revision + 1 });
      return json(200, state.policyView(resource));
    },

    'accessPolicies.testPermissions': (req) => {
      const resource = req.params.resource!;
      const asked = (req.body as { permissions: string[] }).permissions;
      if (!state.triggers.has(resource)) return json(200, { permissions: [] });
      const member = caller(req.principal);
      const roles = new Set(state.settings.callerRoles);
      for (const binding of state.policyOf(resource).policy.bindings ?? []) {
        if (binding.condition !== undefined) continue;
        if (binding.members.some((m) => m === member || m === 'allUsers' || m === 'allAuthenticatedUsers')) roles.add(binding.role);
      }
      const granted = permissionsOf(roles);
      return json(200, { permissions: asked.filter((permission) => granted.has(permission)) });
    },
  };
}

function hasConditions(policy: Policy): boolean {
  return (policy.bindings ?? []).some((binding) => binding.condition !== undefined);
}

/**
 * Refuses a malformed policy with `INVALID_ARGUMENT`, as the service does: a bad version, role or member, a
 * binding without members, a condition below version 3, or bindings naming more than 1,500 principals or more
 * than 250 groups in all (every occurrence counted).
 */
function checkPolicy(policy: Policy): void {
  const version = policy.version ?? 1;
  if (![0, 1, 3].includes(version)) throw canonicalError('INVALID_ARGUMENT', `Policy version ${version} is not valid; use 0, 1 or 3`);
  const { principals, groups } = countPrincipals(policy.bindings ?? []);
  if (principals > MAX_POLICY_PRINCIPALS) {
    throw canonicalError('INVALID_ARGUMENT', `The policy's bindings name ${principals} principals; at most ${MAX_POLICY_PRINCIPALS} are allowed`);
  }
  if (groups > MAX_POLICY_GROUPS) {
    throw canonicalError('INVALID_ARGUMENT', `The policy's bindings name ${groups} groups; at most ${MAX_POLICY_GROUPS} are allowed`);
  }
  for (const binding of policy.bindings ?? ([] as Binding[])) {
    if (!/^(roles|projects\/[^/]+\/roles|organizations\/[^/]+\/roles)\/[\w.]+$/.test(binding.role)) {
      throw canonicalError('INVALID_ARGUMENT', `Role '${binding.role}' is not a role name`);
    }
    if (binding.members.length === 0) throw canonicalError('INVALID_ARGUMENT', `The binding of ${binding.role} has no members`);
    const bad = binding.members.find((member) => !memberPattern.test(member));
    if (bad !== undefined) throw canonicalError('INVALID_ARGUMENT', `'${bad}' is not a principal`);
    if (binding.condition !== undefined && version !== 3) {
      throw canonicalError('INVALID_ARGUMENT', `The binding of ${binding.role} has a condition; conditional bindings need policy version 3`);
    }
  }
}
