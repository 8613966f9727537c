import { fieldMaskSchema } from '@org/http-core/google';
import { boundedString, model, openEnum, plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { countPrincipals, MAX_POLICY_GROUPS, MAX_POLICY_PRINCIPALS } from './policy-limits.js';

/** A condition on a role binding, in Common Expression Language. */
export const Expr = model({
  /** The CEL expression, e.g. `request.time < timestamp('2030-01-01T00:00:00Z')`. */
  expression: z.string(),
  /** Short title. */
  title: z.optional(z.string()),
  /** Longer description. */
  description: z.optional(z.string()),
  /** Where the expression comes from, for error messages. */
  location: z.optional(z.string()),
});
/** A condition on a role binding. */
export type Expr = z.infer<typeof Expr>;

const memberPattern = /^(allUsers|allAuthenticatedUsers|[A-Za-z]+:\S+)$/;

/**
 * A principal: `user:alice@example.com`, `serviceAccount:...`, `group:...`, `domain:...`,
 * `principal://...`, `principalSet://...`, `deleted:...`, `allUsers` or `allAuthenticatedUsers`.
 */
export const Member = z.string().check(plainCheck((member: string) => memberPattern.test(member), "must be 'allUsers', 'allAuthenticatedUsers' or '<kind>:<id>' such as user:alice@example.com"));

/** Grants a role to principals, optionally under a condition, as the service returns it. */
export const Binding = model({
  /** The role, e.g. `roles/eventarc.viewer`. */
  role: z.string(),
  /** Principals granted the role. */
  members: z.array(z.string()),
  /** Applies the binding only when the condition holds (policy version 3). */
  condition: z.optional(Expr),
});
/** Grants a role to principals. */
export type Binding = z.infer<typeof Binding>;

/** A binding to set: a non-empty role and at least one well-formed principal. */
export const NewBinding = model({
  /** The role, e.g. `roles/eventarc.viewer`; not empty. */
  role: boundedString(),
  /** Principals granted the role: at least one (the service refuses a binding without any). */
  members: z.array(Member).check(plainCheck((members: readonly string[]) => members.length > 0, 'must name at least one principal')),
  /** Applies the binding only when the condition holds (policy version 3). */
  condition: z.optional(Expr),
});
/** A binding to set. */
export type NewBinding = z.input<typeof NewBinding>;

/** Log types of an audit configuration. */
export const LogType = openEnum(['LOG_TYPE_UNSPECIFIED', 'ADMIN_READ', 'DATA_WRITE', 'DATA_READ']);
/** Log types of an audit configuration. */
export type LogType = z.infer<typeof LogType>;

/** Which permission types are logged, and who is exempt. */
export const AuditLogConfig = model({
  /** The permission type logged. */
  logType: z.optional(LogType),
  /** Principals not logged for this type. */
  exemptedMembers: z.optional(z.array(z.string())),
});
/** Which permission types are logged, and who is exempt. */
export type AuditLogConfig = z.infer<typeof AuditLogConfig>;

/** Audit logging of one service (`allServices` for every one). */
export const AuditConfig = model({
  /** The service audited, e.g. `eventarc.googleapis.com`, or `allServices`. */
  service: z.optional(z.string()),
  /** Which permission types are logged for the service, and who is exempt. */
  auditLogConfigs: z.optional(z.array(AuditLogConfig)),
});
/** Audit logging of one service. */
export type AuditConfig = z.infer<typeof AuditConfig>;

/** A policy format version: 0 or 1 without conditions, 3 with conditional bindings. */
export const PolicyVersion = z.number().check(plainCheck((version: number) => version === 0 || version === 1 || version === 3, 'must be 0, 1 or 3'));

/**
 * The access policy of a resource: role bindings, audit configuration, and an `etag` that guards a
 * read-modify-write. Send back the `etag` you read: a policy changed meanwhile is then refused with a
 * `ConflictError` instead of being overwritten.
 */
export const Policy = model({
  /** Format version: 1, or 3 when a binding has a condition. */
  version: z.optional(z.number()),
  /** Role bindings. */
  bindings: z.optional(z.array(Binding)),
  /** Audit logging configuration. */
  auditConfigs: z.optional(z.array(AuditConfig)),
  /** Version marker for optimistic concurrency (base64). */
  etag: z.optional(z.string()),
});
/** The access policy of a resource. */
export type Policy = z.infer<typeof Policy>;

/**
 * Role bindings to set. Together they may name at most {@link MAX_POLICY_PRINCIPALS} (1,500) principals, of
 * which at most {@link MAX_POLICY_GROUPS} (250) groups, every occurrence counted (a principal granted three roles
 * counts three times); the service refuses a larger policy.
 */
const NewBindings = z.array(NewBinding).check(
  plainCheck(
    (bindings: Parameters<typeof countPrincipals>[0]) => countPrincipals(bindings).principals <= MAX_POLICY_PRINCIPALS,
    `must name at most ${MAX_POLICY_PRINCIPALS} principals across all bindings, every occurrence counted`,
  ),
  plainCheck(
    (bindings: Parameters<typeof countPrincipals>[0]) => countPrincipals(bindings).groups <= MAX_POLICY_GROUPS,
    `must name at most ${MAX_POLICY_GROUPS} groups across all bindings, every occurrence counted`,
  ),
);

/**
 * A policy to set: as {@link Policy}, with the version restricted to 0, 1 or 3, every binding naming at least
 * one principal, and the bindings together naming at most {@link MAX_POLICY_PRINCIPALS} (1,500) principals and
 * {@link MAX_POLICY_GROUPS} (250) groups, every occurrence counted. A policy beyond that is refused with a
 * `ValidationError` on `body.policy.bindings` before anything is sent.
 */
export const NewPolicy = model({
  /** Format version: 0 or 1, or 3 when a binding has a condition. */
  version: z.optional(PolicyVersion),
  /** Role bindings: at most 1,500 principal occurrences in all, 250 of them groups. */
  bindings: z.optional(NewBindings),
  /** Audit logging configuration. */
  auditConfigs: z.optional(z.array(AuditConfig)),
  /** The etag read with the policy; without it the policy is overwritten whatever changed meanwhile. */
  etag: z.optional(z.string()),
});
/** A policy to set. */
export type NewPolicy = z.input<typeof NewPolicy>;

/** Body of `accessPolicies.set`. */
export const SetPolicyRequest = model({
  /** The complete new policy. */
  policy: NewPolicy,
  /** Policy fields to change; the service's default is `bindings,etag`. */
  updateMask: z.optional(fieldMaskSchema()),
});
/** Body of `accessPolicies.set`. */
export type SetPolicyRequest = z.input<typeof SetPolicyRequest>;

const noWildcard = (permission: string) => !permission.includes('*');

/** Body of `accessPolicies.testPermissions`. */
export const TestPermissionsRequest = model({
  /** Permissions to check, e.g. `eventarc.triggers.get`; wildcards are not allowed. */
  permissions: z.array(boundedString().check(plainCheck(noWildcard, "must not contain a wildcard ('*')"))),
});
/** Body of `accessPolicies.testPermissions`. */
export type TestPermissionsRequest = z.input<typeof TestPermissionsRequest>;

/** The subset of the asked permissions the caller has. */
export const TestPermissionsResponse = model({
  /** The permissions asked for that the caller holds on the resource. */
  permissions: z.optional(z.array(z.string())),
});
/** The subset of the asked permissions the caller has. */
export type TestPermissionsResponse = z.infer<typeof TestPermissionsResponse>;
