import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { listResult } from './list-result.js';
import { Permission } from './permission.js';

/** A principal a deny assignment names. The all-zero GUID with type `Everyone` stands for every principal. */
export const Principal = model({
  /** Object id (GUID) of the principal; the all-zero GUID for every principal. */
  id: z.optional(z.string()),
  /** `User`, `Group`, `ServicePrincipal`, `Everyone`, ... */
  type: z.optional(z.string()),
});
export type Principal = z.infer<typeof Principal>;

/** What a deny assignment blocks, for whom and where. */
export const DenyAssignmentProperties = model({
  /** The name of the deny assignment. */
  denyAssignmentName: z.optional(z.string()),
  /** What the deny assignment is for. */
  description: z.optional(z.string()),
  /** Actions denied (same four lists as a role's permissions). */
  permissions: z.optional(z.array(Permission)),
  /** The scope the denial applies at, e.g. `/subscriptions/{subscriptionId}`. */
  scope: z.optional(z.string()),
  /** When true the denial applies at `scope` only, not below it. */
  doNotApplyToChildScopes: z.optional(z.boolean()),
  /** Principals the actions are denied to. */
  principals: z.optional(z.array(Principal)),
  /** Principals the denial does not apply to. */
  excludePrincipals: z.optional(z.array(Principal)),
  /** Whether the deny assignment was made by the system and cannot be removed. */
  isSystemProtected: z.optional(z.boolean()),
});
export type DenyAssignmentProperties = z.infer<typeof DenyAssignmentProperties>;

/** A deny assignment: a read-only record of actions denied to principals at a scope. */
export const DenyAssignment = model({
  /** Full id: `{scope}/providers/Vendor.Authorization/denyAssignments/{denyAssignmentId}`. */
  id: z.optional(z.string()),
  /** The deny assignment id (a GUID). */
  name: z.optional(z.string()),
  /** Resource type, `<provider namespace>/denyAssignments`. */
  type: z.optional(z.string()),
  /** What the deny assignment blocks, for whom and where. */
  properties: z.optional(DenyAssignmentProperties),
});
export type DenyAssignment = z.infer<typeof DenyAssignment>;

/** A page of deny assignments. */
export const DenyAssignmentList = listResult(DenyAssignment);
export type DenyAssignmentList = z.infer<typeof DenyAssignmentList>;
