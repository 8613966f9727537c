import * as z from '@org/http-core/light';
import { boundedString, guid, model } from '@org/http-core/light';
import { listResult } from './list-result.js';

/** Who holds which role where. */
export const RoleAssignmentProperties = model({
  /** The scope the role is granted at; it applies there and below. */
  scope: z.optional(z.string()),
  /** Full id of the role definition granted. */
  roleDefinitionId: z.optional(z.string()),
  /** Object id of the user, group or service principal. */
  principalId: z.optional(z.string()),
  /** Whether the principal may grant this role on to others. */
  canDelegate: z.optional(z.boolean()),
});
export type RoleAssignmentProperties = z.infer<typeof RoleAssignmentProperties>;

/** A role assignment: a role granted to a principal at a scope. */
export const RoleAssignment = model({
  /** Full id: `{scope}/providers/Vendor.Authorization/roleAssignments/{roleAssignmentName}`. */
  id: z.optional(z.string()),
  /** The assignment name (a GUID). */
  name: z.optional(z.string()),
  /** Resource type, `Vendor.Authorization/roleAssignments`. */
  type: z.optional(z.string()),
  /** The role, the principal and the scope. */
  properties: z.optional(RoleAssignmentProperties),
});
export type RoleAssignment = z.infer<typeof RoleAssignment>;

/** Body of a role assignment create: the role and the principal it is granted to. */
export const RoleAssignmentInput = model({
  /** The role and the principal it is granted to. */
  properties: model({
    /** Full id of the role definition, e.g. from `roleDefinitionId(subscriptionScope(sub), ownerRoleId)`. */
    roleDefinitionId: boundedString(),
    /** Object id (GUID) of the principal. */
    principalId: guid(),
    /** Whether the principal may grant this role on to others. */
    canDelegate: z.optional(z.boolean()),
  }),
});
export type RoleAssignmentInput = z.input<typeof RoleAssignmentInput>;

/** A page of role assignments. */
export const RoleAssignmentList = listResult(RoleAssignment);
export type RoleAssignmentList = z.infer<typeof RoleAssignmentList>;
