import { boundedString, model, notEmpty } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { listResult } from './list-result.js';
import { Permission } from './permission.js';

/** What a role definition says: its name, its permissions and where it may be assigned. */
export const RoleDefinitionProperties = model({
  /** Display name, e.g. `Reader`. Unique among the custom roles of a tenant. */
  roleName: z.optional(z.string()),
  /** What the role is for. */
  description: z.optional(z.string()),
  /** `BuiltInRole` or `CustomRole`. */
  type: z.optional(z.string()),
  /** Actions allowed and excluded, on the control and data planes. */
  permissions: z.optional(z.array(Permission)),
  /** Scopes where the role can be assigned (`/subscriptions/…`, or `/` for everywhere). */
  assignableScopes: z.optional(z.array(z.string())),
});
export type RoleDefinitionProperties = z.infer<typeof RoleDefinitionProperties>;

/** A role definition: a named set of actions allowed on resources. */
export const RoleDefinition = model({
  /** Full id: `{scope}/providers/Vendor.Authorization/roleDefinitions/{roleDefinitionId}`. */
  id: z.optional(z.string()),
  /** The role definition id (a GUID). */
  name: z.optional(z.string()),
  /** Resource type, `Vendor.Authorization/roleDefinitions`. */
  type: z.optional(z.string()),
  /** The role's name, permissions and assignable scopes. */
  properties: z.optional(RoleDefinitionProperties),
});
export type RoleDefinition = z.infer<typeof RoleDefinition>;

/** What a role definition create or update stores: the role's name, permissions and assignable scopes. */
export const RoleDefinitionInputProperties = model({
  /** Display name; unique among the custom roles of a tenant. */
  roleName: boundedString(),
  /** What the role is for. */
  description: z.optional(z.string()),
  /** Defaults to `CustomRole`. */
  type: z.optional(z.string()),
  /** Actions allowed and excluded, on the control and data planes. */
  permissions: z.array(Permission),
  /** Scopes where the role can be assigned: at least one. */
  assignableScopes: z.array(boundedString()).check(notEmpty),
});
/** What a role definition create or update stores. */
export type RoleDefinitionInputProperties = z.input<typeof RoleDefinitionInputProperties>;

/** Body of a role definition create or update: the properties to store. */
export const RoleDefinitionInput = model({
  /** The role's name, permissions and assignable scopes. */
  properties: RoleDefinitionInputProperties,
});
export type RoleDefinitionInput = z.input<typeof RoleDefinitionInput>;

/** A page of role definitions. */
export const RoleDefinitionList = listResult(RoleDefinition);
export type RoleDefinitionList = z.infer<typeof RoleDefinitionList>;
