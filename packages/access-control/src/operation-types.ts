// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type {
  ApiPromise,
  CallOptions,
  OperationInput,
  OperationItem,
  OperationOutput,
  PageIterator,
  PageOptions,
  ServiceClient,
} from '@org/http-core';
import type { AccessControlGroups } from './service.js';

/** Input of `roleDefinitions.list` (List role definitions applicable at the scope and above). */
export interface RoleDefinitionsListInput {
  /** Scope such as '/subscriptions/{id}/resourceGroups/{name}'; '/' is the root. */
  scope: OperationInput<AccessControlGroups['roleDefinitions']['list']>['scope'];
  /** OData-style filter; see the filter helpers. */
  filter?: OperationInput<AccessControlGroups['roleDefinitions']['list']>['filter'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleDefinitions']['list']>['apiVersion'];
}
/** Output of `roleDefinitions.list` (List role definitions applicable at the scope and above). */
export type RoleDefinitionsListOutput = OperationOutput<AccessControlGroups['roleDefinitions']['list']>;
/** One item of the list `roleDefinitions.list` (List role definitions applicable at the scope and above). */
export type RoleDefinitionsListItem = OperationItem<AccessControlGroups['roleDefinitions']['list']>;
/** Input of `roleDefinitions.get` (Get a role definition by name (GUID)). */
export interface RoleDefinitionsGetInput {
  /** Scope such as '/subscriptions/{id}/resourceGroups/{name}'; '/' is the root. */
  scope: OperationInput<AccessControlGroups['roleDefinitions']['get']>['scope'];
  /** Id of the role definition, a GUID. */
  roleDefinitionId: OperationInput<AccessControlGroups['roleDefinitions']['get']>['roleDefinitionId'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleDefinitions']['get']>['apiVersion'];
}
/** Output of `roleDefinitions.get` (Get a role definition by name (GUID)). */
export type RoleDefinitionsGetOutput = OperationOutput<AccessControlGroups['roleDefinitions']['get']>;
/** Input of `roleDefinitions.createOrUpdate` (Create or update a role definition). */
export interface RoleDefinitionsCreateOrUpdateInput {
  /** Scope such as '/subscriptions/{id}/resourceGroups/{name}'; '/' is the root. */
  scope: OperationInput<AccessControlGroups['roleDefinitions']['createOrUpdate']>['scope'];
  /** Id of the role definition, a GUID. */
  roleDefinitionId: OperationInput<AccessControlGroups['roleDefinitions']['createOrUpdate']>['roleDefinitionId'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleDefinitions']['createOrUpdate']>['apiVersion'];
  /** The request body of `roleDefinitions.createOrUpdate` (Create or update a role definition), sent as JSON. */
  body: OperationInput<AccessControlGroups['roleDefinitions']['createOrUpdate']>['body'];
}
/** Output of `roleDefinitions.createOrUpdate` (Create or update a role definition). */
export type RoleDefinitionsCreateOrUpdateOutput = OperationOutput<AccessControlGroups['roleDefinitions']['createOrUpdate']>;
/** Input of `roleDefinitions.delete` (Delete a role definition). */
export interface RoleDefinitionsDeleteInput {
  /** Scope such as '/subscriptions/{id}/resourceGroups/{name}'; '/' is the root. */
  scope: OperationInput<AccessControlGroups['roleDefinitions']['delete']>['scope'];
  /** Id of the role definition, a GUID. */
  roleDefinitionId: OperationInput<AccessControlGroups['roleDefinitions']['delete']>['roleDefinitionId'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleDefinitions']['delete']>['apiVersion'];
}
/** Output of `roleDefinitions.delete` (Delete a role definition). */
export type RoleDefinitionsDeleteOutput = OperationOutput<AccessControlGroups['roleDefinitions']['delete']>;
/** Input of `roleAssignments.listForSubscription` (List role assignments of the subscription). */
export interface RoleAssignmentsListForSubscriptionInput {
  /** The subscription id. */
  subscriptionId: OperationInput<AccessControlGroups['roleAssignments']['listForSubscription']>['subscriptionId'];
  /** OData-style filter; see the filter helpers. */
  filter?: OperationInput<AccessControlGroups['roleAssignments']['listForSubscription']>['filter'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleAssignments']['listForSubscription']>['apiVersion'];
}
/** Output of `roleAssignments.listForSubscription` (List role assignments of the subscription). */
export type RoleAssignmentsListForSubscriptionOutput = OperationOutput<AccessControlGroups['roleAssignments']['listForSubscription']>;
/** One item of the list `roleAssignments.listForSubscription` (List role assignments of the subscription). */
export type RoleAssignmentsListForSubscriptionItem = OperationItem<AccessControlGroups['roleAssignments']['listForSubscription']>;
/** Input of `roleAssignments.listForResourceGroup` (List role assignments of a resource group). */
export interface RoleAssignmentsListForResourceGroupInput {
  /** The subscription id. */
  subscriptionId: OperationInput<AccessControlGroups['roleAssignments']['listForResourceGroup']>['subscriptionId'];
  /** Name of the resource group: letters, digits, `-`, `_`, `.`, `(`, `)`; up to 90 characters, not ending in `.`. */
  resourceGroupName: OperationInput<AccessControlGroups['roleAssignments']['listForResourceGroup']>['resourceGroupName'];
  /** OData-style filter; see the filter helpers. */
  filter?: OperationInput<AccessControlGroups['roleAssignments']['listForResourceGroup']>['filter'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleAssignments']['listForResourceGroup']>['apiVersion'];
}
/** Output of `roleAssignments.listForResourceGroup` (List role assignments of a resource group). */
export type RoleAssignmentsListForResourceGroupOutput = OperationOutput<AccessControlGroups['roleAssignments']['listForResourceGroup']>;
/** One item of the list `roleAssignments.listForResourceGroup` (List role assignments of a resource group). */
export type RoleAssignmentsListForResourceGroupItem = OperationItem<AccessControlGroups['roleAssignments']['listForResourceGroup']>;
/** Input of `roleAssignments.listForResource` (List role assignments of a resource). */
export interface RoleAssignmentsListForResourceInput {
  /** The subscription id. */
  subscriptionId: OperationInput<AccessControlGroups['roleAssignments']['listForResource']>['subscriptionId'];
  /** Name of the resource group: letters, digits, `-`, `_`, `.`, `(`, `)`; up to 90 characters, not ending in `.`. */
  resourceGroupName: OperationInput<AccessControlGroups['roleAssignments']['listForResource']>['resourceGroupName'];
  /** Provider namespace of the resource, e.g. `Vendor.Compute`. */
  resourceProviderNamespace: OperationInput<AccessControlGroups['roleAssignments']['listForResource']>['resourceProviderNamespace'];
  /** Parent resource path, e.g. servers/main; omitted for top-level resources. */
  parentResourcePath?: OperationInput<AccessControlGroups['roleAssignments']['listForResource']>['parentResourcePath'];
  /** Type of the resource within its provider, e.g. `virtualMachines`. */
  resourceType: OperationInput<AccessControlGroups['roleAssignments']['listForResource']>['resourceType'];
  /** Name of the resource. */
  resourceName: OperationInput<AccessControlGroups['roleAssignments']['listForResource']>['resourceName'];
  /** OData-style filter; see the filter helpers. */
  filter?: OperationInput<AccessControlGroups['roleAssignments']['listForResource']>['filter'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleAssignments']['listForResource']>['apiVersion'];
}
/** Output of `roleAssignments.listForResource` (List role assignments of a resource). */
export type RoleAssignmentsListForResourceOutput = OperationOutput<AccessControlGroups['roleAssignments']['listForResource']>;
/** One item of the list `roleAssignments.listForResource` (List role assignments of a resource). */
export type RoleAssignmentsListForResourceItem = OperationItem<AccessControlGroups['roleAssignments']['listForResource']>;
/** Input of `roleAssignments.listForScope` (List role assignments of a scope). */
export interface RoleAssignmentsListForScopeInput {
  /** Scope such as '/subscriptions/{id}/resourceGroups/{name}'; '/' is the root. */
  scope: OperationInput<AccessControlGroups['roleAssignments']['listForScope']>['scope'];
  /** OData-style filter; see the filter helpers. */
  filter?: OperationInput<AccessControlGroups['roleAssignments']['listForScope']>['filter'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleAssignments']['listForScope']>['apiVersion'];
}
/** Output of `roleAssignments.listForScope` (List role assignments of a scope). */
export type RoleAssignmentsListForScopeOutput = OperationOutput<AccessControlGroups['roleAssignments']['listForScope']>;
/** One item of the list `roleAssignments.listForScope` (List role assignments of a scope). */
export type RoleAssignmentsListForScopeItem = OperationItem<AccessControlGroups['roleAssignments']['listForScope']>;
/** Input of `roleAssignments.get` (Get one role assignment). */
export interface RoleAssignmentsGetInput {
  /** Scope such as '/subscriptions/{id}/resourceGroups/{name}'; '/' is the root. */
  scope: OperationInput<AccessControlGroups['roleAssignments']['get']>['scope'];
  /** Name of the role assignment, a GUID. */
  roleAssignmentName: OperationInput<AccessControlGroups['roleAssignments']['get']>['roleAssignmentName'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleAssignments']['get']>['apiVersion'];
}
/** Output of `roleAssignments.get` (Get one role assignment). */
export type RoleAssignmentsGetOutput = OperationOutput<AccessControlGroups['roleAssignments']['get']>;
/** Input of `roleAssignments.create` (Create a role assignment). */
export interface RoleAssignmentsCreateInput {
  /** Scope such as '/subscriptions/{id}/resourceGroups/{name}'; '/' is the root. */
  scope: OperationInput<AccessControlGroups['roleAssignments']['create']>['scope'];
  /** Name of the role assignment, a GUID. */
  roleAssignmentName: OperationInput<AccessControlGroups['roleAssignments']['create']>['roleAssignmentName'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleAssignments']['create']>['apiVersion'];
  /** The request body of `roleAssignments.create` (Create a role assignment), sent as JSON. */
  body: OperationInput<AccessControlGroups['roleAssignments']['create']>['body'];
}
/** Output of `roleAssignments.create` (Create a role assignment). */
export type RoleAssignmentsCreateOutput = OperationOutput<AccessControlGroups['roleAssignments']['create']>;
/** Input of `roleAssignments.delete` (Delete a role assignment). */
export interface RoleAssignmentsDeleteInput {
  /** Scope such as '/subscriptions/{id}/resourceGroups/{name}'; '/' is the root. */
  scope: OperationInput<AccessControlGroups['roleAssignments']['delete']>['scope'];
  /** Name of the role assignment, a GUID. */
  roleAssignmentName: OperationInput<AccessControlGroups['roleAssignments']['delete']>['roleAssignmentName'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleAssignments']['delete']>['apiVersion'];
}
/** Output of `roleAssignments.delete` (Delete a role assignment). */
export type RoleAssignmentsDeleteOutput = OperationOutput<AccessControlGroups['roleAssignments']['delete']>;
/** Input of `roleAssignments.getById` (Get a role assignment by identifier). */
export interface RoleAssignmentsGetByIdInput {
  /** Full role assignment id, starting with '/'. */
  roleAssignmentId: OperationInput<AccessControlGroups['roleAssignments']['getById']>['roleAssignmentId'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleAssignments']['getById']>['apiVersion'];
}
/** Output of `roleAssignments.getById` (Get a role assignment by identifier). */
export type RoleAssignmentsGetByIdOutput = OperationOutput<AccessControlGroups['roleAssignments']['getById']>;
/** Input of `roleAssignments.createById` (Create a role assignment by identifier). */
export interface RoleAssignmentsCreateByIdInput {
  /** Full role assignment id, starting with '/'. */
  roleAssignmentId: OperationInput<AccessControlGroups['roleAssignments']['createById']>['roleAssignmentId'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleAssignments']['createById']>['apiVersion'];
  /** The request body of `roleAssignments.createById` (Create a role assignment by identifier), sent as JSON. */
  body: OperationInput<AccessControlGroups['roleAssignments']['createById']>['body'];
}
/** Output of `roleAssignments.createById` (Create a role assignment by identifier). */
export type RoleAssignmentsCreateByIdOutput = OperationOutput<AccessControlGroups['roleAssignments']['createById']>;
/** Input of `roleAssignments.deleteById` (Delete a role assignment). */
export interface RoleAssignmentsDeleteByIdInput {
  /** Full role assignment id, starting with '/'. */
  roleAssignmentId: OperationInput<AccessControlGroups['roleAssignments']['deleteById']>['roleAssignmentId'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleAssignments']['deleteById']>['apiVersion'];
}
/** Output of `roleAssignments.deleteById` (Delete a role assignment). */
export type RoleAssignmentsDeleteByIdOutput = OperationOutput<AccessControlGroups['roleAssignments']['deleteById']>;
/** Input of `roleAssignments.getByRoleId` (Get a role assignment by identifier). */
export interface RoleAssignmentsGetByRoleIdInput {
  /** Full role assignment id, starting with '/'. */
  roleId: OperationInput<AccessControlGroups['roleAssignments']['getByRoleId']>['roleId'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleAssignments']['getByRoleId']>['apiVersion'];
}
/** Output of `roleAssignments.getByRoleId` (Get a role assignment by identifier). */
export type RoleAssignmentsGetByRoleIdOutput = OperationOutput<AccessControlGroups['roleAssignments']['getByRoleId']>;
/** Input of `roleAssignments.createByRoleId` (Create a role assignment by identifier). */
export interface RoleAssignmentsCreateByRoleIdInput {
  /** Full role assignment id, starting with '/'. */
  roleId: OperationInput<AccessControlGroups['roleAssignments']['createByRoleId']>['roleId'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleAssignments']['createByRoleId']>['apiVersion'];
  /** The request body of `roleAssignments.createByRoleId` (Create a role assignment by identifier), sent as JSON. */
  body: OperationInput<AccessControlGroups['roleAssignments']['createByRoleId']>['body'];
}
/** Output of `roleAssignments.createByRoleId` (Create a role assignment by identifier). */
export type RoleAssignmentsCreateByRoleIdOutput = OperationOutput<AccessControlGroups['roleAssignments']['createByRoleId']>;
/** Input of `roleAssignments.deleteByRoleId` (Delete a role assignment). */
export interface RoleAssignmentsDeleteByRoleIdInput {
  /** Full role assignment id, starting with '/'. */
  roleId: OperationInput<AccessControlGroups['roleAssignments']['deleteByRoleId']>['roleId'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['roleAssignments']['deleteByRoleId']>['apiVersion'];
}
/** Output of `roleAssignments.deleteByRoleId` (Delete a role assignment). */
export type RoleAssignmentsDeleteByRoleIdOutput = OperationOutput<AccessControlGroups['roleAssignments']['deleteByRoleId']>;
/** Input of `denyAssignments.listForSubscription` (List deny assignments of the subscription). */
export interface DenyAssignmentsListForSubscriptionInput {
  /** The subscription id. */
  subscriptionId: OperationInput<AccessControlGroups['denyAssignments']['listForSubscription']>['subscriptionId'];
  /** OData-style filter; see the filter helpers. */
  filter?: OperationInput<AccessControlGroups['denyAssignments']['listForSubscription']>['filter'];
  /** Interface version; defaults to 2018-07-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['denyAssignments']['listForSubscription']>['apiVersion'];
}
/** Output of `denyAssignments.listForSubscription` (List deny assignments of the subscription). */
export type DenyAssignmentsListForSubscriptionOutput = OperationOutput<AccessControlGroups['denyAssignments']['listForSubscription']>;
/** One item of the list `denyAssignments.listForSubscription` (List deny assignments of the subscription). */
export type DenyAssignmentsListForSubscriptionItem = OperationItem<AccessControlGroups['denyAssignments']['listForSubscription']>;
/** Input of `denyAssignments.listForResourceGroup` (List deny assignments of a resource group). */
export interface DenyAssignmentsListForResourceGroupInput {
  /** The subscription id. */
  subscriptionId: OperationInput<AccessControlGroups['denyAssignments']['listForResourceGroup']>['subscriptionId'];
  /** Name of the resource group: letters, digits, `-`, `_`, `.`, `(`, `)`; up to 90 characters, not ending in `.`. */
  resourceGroupName: OperationInput<AccessControlGroups['denyAssignments']['listForResourceGroup']>['resourceGroupName'];
  /** OData-style filter; see the filter helpers. */
  filter?: OperationInput<AccessControlGroups['denyAssignments']['listForResourceGroup']>['filter'];
  /** Interface version; defaults to 2018-07-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['denyAssignments']['listForResourceGroup']>['apiVersion'];
}
/** Output of `denyAssignments.listForResourceGroup` (List deny assignments of a resource group). */
export type DenyAssignmentsListForResourceGroupOutput = OperationOutput<AccessControlGroups['denyAssignments']['listForResourceGroup']>;
/** One item of the list `denyAssignments.listForResourceGroup` (List deny assignments of a resource group). */
export type DenyAssignmentsListForResourceGroupItem = OperationItem<AccessControlGroups['denyAssignments']['listForResourceGroup']>;
/** Input of `denyAssignments.listForResource` (List deny assignments of a resource). */
export interface DenyAssignmentsListForResourceInput {
  /** The subscription id. */
  subscriptionId: OperationInput<AccessControlGroups['denyAssignments']['listForResource']>['subscriptionId'];
  /** Name of the resource group: letters, digits, `-`, `_`, `.`, `(`, `)`; up to 90 characters, not ending in `.`. */
  resourceGroupName: OperationInput<AccessControlGroups['denyAssignments']['listForResource']>['resourceGroupName'];
  /** Provider namespace of the resource, e.g. `Vendor.Compute`. */
  resourceProviderNamespace: OperationInput<AccessControlGroups['denyAssignments']['listForResource']>['resourceProviderNamespace'];
  /** Parent resource path, e.g. servers/main; omitted for top-level resources. */
  parentResourcePath?: OperationInput<AccessControlGroups['denyAssignments']['listForResource']>['parentResourcePath'];
  /** Type of the resource within its provider, e.g. `virtualMachines`. */
  resourceType: OperationInput<AccessControlGroups['denyAssignments']['listForResource']>['resourceType'];
  /** Name of the resource. */
  resourceName: OperationInput<AccessControlGroups['denyAssignments']['listForResource']>['resourceName'];
  /** OData-style filter; see the filter helpers. */
  filter?: OperationInput<AccessControlGroups['denyAssignments']['listForResource']>['filter'];
  /** Interface version; defaults to 2018-07-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['denyAssignments']['listForResource']>['apiVersion'];
}
/** Output of `denyAssignments.listForResource` (List deny assignments of a resource). */
export type DenyAssignmentsListForResourceOutput = OperationOutput<AccessControlGroups['denyAssignments']['listForResource']>;
/** One item of the list `denyAssignments.listForResource` (List deny assignments of a resource). */
export type DenyAssignmentsListForResourceItem = OperationItem<AccessControlGroups['denyAssignments']['listForResource']>;
/** Input of `denyAssignments.listForScope` (List deny assignments of a scope). */
export interface DenyAssignmentsListForScopeInput {
  /** Scope such as '/subscriptions/{id}/resourceGroups/{name}'; '/' is the root. */
  scope: OperationInput<AccessControlGroups['denyAssignments']['listForScope']>['scope'];
  /** OData-style filter; see the filter helpers. */
  filter?: OperationInput<AccessControlGroups['denyAssignments']['listForScope']>['filter'];
  /** Interface version; defaults to 2018-07-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['denyAssignments']['listForScope']>['apiVersion'];
}
/** Output of `denyAssignments.listForScope` (List deny assignments of a scope). */
export type DenyAssignmentsListForScopeOutput = OperationOutput<AccessControlGroups['denyAssignments']['listForScope']>;
/** One item of the list `denyAssignments.listForScope` (List deny assignments of a scope). */
export type DenyAssignmentsListForScopeItem = OperationItem<AccessControlGroups['denyAssignments']['listForScope']>;
/** Input of `denyAssignments.get` (Get one deny assignment). */
export interface DenyAssignmentsGetInput {
  /** Scope such as '/subscriptions/{id}/resourceGroups/{name}'; '/' is the root. */
  scope: OperationInput<AccessControlGroups['denyAssignments']['get']>['scope'];
  /** Id of the deny assignment. */
  denyAssignmentId: OperationInput<AccessControlGroups['denyAssignments']['get']>['denyAssignmentId'];
  /** Interface version; defaults to 2018-07-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['denyAssignments']['get']>['apiVersion'];
}
/** Output of `denyAssignments.get` (Get one deny assignment). */
export type DenyAssignmentsGetOutput = OperationOutput<AccessControlGroups['denyAssignments']['get']>;
/** Input of `denyAssignments.getById` (Get a deny assignment by identifier). */
export interface DenyAssignmentsGetByIdInput {
  /** Full deny assignment id, starting with '/'. */
  denyAssignmentId: OperationInput<AccessControlGroups['denyAssignments']['getById']>['denyAssignmentId'];
  /** Interface version; defaults to 2018-07-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['denyAssignments']['getById']>['apiVersion'];
}
/** Output of `denyAssignments.getById` (Get a deny assignment by identifier). */
export type DenyAssignmentsGetByIdOutput = OperationOutput<AccessControlGroups['denyAssignments']['getById']>;
/** Input of `permissions.listForResourceGroup` (All permissions the caller has for a resource group). */
export interface PermissionsListForResourceGroupInput {
  /** The subscription id. */
  subscriptionId: OperationInput<AccessControlGroups['permissions']['listForResourceGroup']>['subscriptionId'];
  /** Name of the resource group: letters, digits, `-`, `_`, `.`, `(`, `)`; up to 90 characters, not ending in `.`. */
  resourceGroupName: OperationInput<AccessControlGroups['permissions']['listForResourceGroup']>['resourceGroupName'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['permissions']['listForResourceGroup']>['apiVersion'];
}
/** Output of `permissions.listForResourceGroup` (All permissions the caller has for a resource group). */
export type PermissionsListForResourceGroupOutput = OperationOutput<AccessControlGroups['permissions']['listForResourceGroup']>;
/** One item of the list `permissions.listForResourceGroup` (All permissions the caller has for a resource group). */
export type PermissionsListForResourceGroupItem = OperationItem<AccessControlGroups['permissions']['listForResourceGroup']>;
/** Input of `permissions.listForResource` (All permissions the caller has for a resource). */
export interface PermissionsListForResourceInput {
  /** The subscription id. */
  subscriptionId: OperationInput<AccessControlGroups['permissions']['listForResource']>['subscriptionId'];
  /** Name of the resource group: letters, digits, `-`, `_`, `.`, `(`, `)`; up to 90 characters, not ending in `.`. */
  resourceGroupName: OperationInput<AccessControlGroups['permissions']['listForResource']>['resourceGroupName'];
  /** Provider namespace of the resource, e.g. `Vendor.Compute`. */
  resourceProviderNamespace: OperationInput<AccessControlGroups['permissions']['listForResource']>['resourceProviderNamespace'];
  /** Parent resource path, e.g. servers/main; omitted for top-level resources. */
  parentResourcePath?: OperationInput<AccessControlGroups['permissions']['listForResource']>['parentResourcePath'];
  /** Type of the resource within its provider, e.g. `virtualMachines`. */
  resourceType: OperationInput<AccessControlGroups['permissions']['listForResource']>['resourceType'];
  /** Name of the resource. */
  resourceName: OperationInput<AccessControlGroups['permissions']['listForResource']>['resourceName'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['permissions']['listForResource']>['apiVersion'];
}
/** Output of `permissions.listForResource` (All permissions the caller has for a resource). */
export type PermissionsListForResourceOutput = OperationOutput<AccessControlGroups['permissions']['listForResource']>;
/** One item of the list `permissions.listForResource` (All permissions the caller has for a resource). */
export type PermissionsListForResourceItem = OperationItem<AccessControlGroups['permissions']['listForResource']>;
/** Input of `providerOperations.list` (Operations metadata of all resource providers). */
export interface ProviderOperationsListInput {
  /** What to expand; the service's default is 'resourceTypes'. */
  expand?: OperationInput<AccessControlGroups['providerOperations']['list']>['expand'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['providerOperations']['list']>['apiVersion'];
}
/** Output of `providerOperations.list` (Operations metadata of all resource providers). */
export type ProviderOperationsListOutput = OperationOutput<AccessControlGroups['providerOperations']['list']>;
/** One item of the list `providerOperations.list` (Operations metadata of all resource providers). */
export type ProviderOperationsListItem = OperationItem<AccessControlGroups['providerOperations']['list']>;
/** Input of `providerOperations.get` (Operations metadata of one resource provider). */
export interface ProviderOperationsGetInput {
  /** Provider namespace, e.g. `Vendor.Compute`. */
  resourceProviderNamespace: OperationInput<AccessControlGroups['providerOperations']['get']>['resourceProviderNamespace'];
  /** What to expand; the service's default is 'resourceTypes'. */
  expand?: OperationInput<AccessControlGroups['providerOperations']['get']>['expand'];
  /** Interface version; defaults to 2018-01-01-preview. */
  apiVersion?: OperationInput<AccessControlGroups['providerOperations']['get']>['apiVersion'];
}
/** Output of `providerOperations.get` (Operations metadata of one resource provider). */
export type ProviderOperationsGetOutput = OperationOutput<AccessControlGroups['providerOperations']['get']>;
/** Input of `classicAdministrators.list` (List service administrator, account administrator and co-administrators of the subscription). */
export interface ClassicAdministratorsListInput {
  /** The subscription id. */
  subscriptionId: OperationInput<AccessControlGroups['classicAdministrators']['list']>['subscriptionId'];
  /** Interface version; defaults to 2015-07-01. */
  apiVersion?: OperationInput<AccessControlGroups['classicAdministrators']['list']>['apiVersion'];
}
/** Output of `classicAdministrators.list` (List service administrator, account administrator and co-administrators of the subscription). */
export type ClassicAdministratorsListOutput = OperationOutput<AccessControlGroups['classicAdministrators']['list']>;
/** One item of the list `classicAdministrators.list` (List service administrator, account administrator and co-administrators of the subscription). */
export type ClassicAdministratorsListItem = OperationItem<AccessControlGroups['classicAdministrators']['list']>;
/** Input of `globalAdministrator.elevateAccess` (Elevate access for a Global Administrator). */
export interface GlobalAdministratorElevateAccessInput {
  /** Interface version; defaults to 2015-07-01. */
  apiVersion?: OperationInput<AccessControlGroups['globalAdministrator']['elevateAccess']>['apiVersion'];
}
/** Output of `globalAdministrator.elevateAccess` (Elevate access for a Global Administrator). */
export type GlobalAdministratorElevateAccessOutput = OperationOutput<AccessControlGroups['globalAdministrator']['elevateAccess']>;
/** Role definitions: named sets of allowed actions. */
export interface RoleDefinitionsMethods {
  /**
   * Lists the role definitions applicable at a scope and above it. `filter: roleDefinitionFilter.atScopeAndBelow()`
   * adds those assignable below; `roleDefinitionFilter.roleName(...)` / `.type(...)` narrow the list.
   */
  list(input: RoleDefinitionsListInput, options?: CallOptions & PageOptions): PageIterator<RoleDefinitionsListItem, RoleDefinitionsListOutput>;
  /** Gets a role definition by its id (a GUID) at a scope. */
  get(input: RoleDefinitionsGetInput, options?: CallOptions): ApiPromise<RoleDefinitionsGetOutput>;
  /** Creates a custom role definition, or replaces one with the same id. Safe to repeat. */
  createOrUpdate(input: RoleDefinitionsCreateOrUpdateInput, options?: CallOptions): ApiPromise<RoleDefinitionsCreateOrUpdateOutput>;
  /** Deletes a custom role definition; answers with the deleted definition. */
  delete(input: RoleDefinitionsDeleteInput, options?: CallOptions): ApiPromise<RoleDefinitionsDeleteOutput>;
}
/**
 * Role assignments: a role granted to a principal at a scope. An assignment applies at its scope and below;
 * lists return assignments at, above and below the scope unless `roleAssignmentFilter.atScope()` is given.
 */
export interface RoleAssignmentsMethods {
  /** Lists the role assignments of a subscription. */
  listForSubscription(input: RoleAssignmentsListForSubscriptionInput, options?: CallOptions & PageOptions): PageIterator<RoleAssignmentsListForSubscriptionItem, RoleAssignmentsListForSubscriptionOutput>;
  /** Lists the role assignments of a resource group. */
  listForResourceGroup(input: RoleAssignmentsListForResourceGroupInput, options?: CallOptions & PageOptions): PageIterator<RoleAssignmentsListForResourceGroupItem, RoleAssignmentsListForResourceGroupOutput>;
  /** Lists the role assignments of a resource. */
  listForResource(input: RoleAssignmentsListForResourceInput, options?: CallOptions & PageOptions): PageIterator<RoleAssignmentsListForResourceItem, RoleAssignmentsListForResourceOutput>;
  /** Lists the role assignments of any scope. */
  listForScope(input: RoleAssignmentsListForScopeInput, options?: CallOptions & PageOptions): PageIterator<RoleAssignmentsListForScopeItem, RoleAssignmentsListForScopeOutput>;
  /** Gets a role assignment by scope and name. */
  get(input: RoleAssignmentsGetInput, options?: CallOptions): ApiPromise<RoleAssignmentsGetOutput>;
  /**
   * Grants a role to a principal at a scope. The name is a new GUID of your choice (`newGuid()`); sending the
   * same name again is refused with a `ConflictError`, so a repeated request never creates a second assignment.
   */
  create(input: RoleAssignmentsCreateInput, options?: CallOptions): ApiPromise<RoleAssignmentsCreateOutput>;
  /** Removes a role assignment by scope and name; answers with the removed assignment. */
  delete(input: RoleAssignmentsDeleteInput, options?: CallOptions): ApiPromise<RoleAssignmentsDeleteOutput>;
  /** Gets a role assignment by its full id (the `id` of a `RoleAssignment`). */
  getById(input: RoleAssignmentsGetByIdInput, options?: CallOptions): ApiPromise<RoleAssignmentsGetByIdOutput>;
  /** Creates a role assignment given its full id. */
  createById(input: RoleAssignmentsCreateByIdInput, options?: CallOptions): ApiPromise<RoleAssignmentsCreateByIdOutput>;
  /** Removes a role assignment given its full id. */
  deleteById(input: RoleAssignmentsDeleteByIdInput, options?: CallOptions): ApiPromise<RoleAssignmentsDeleteByIdOutput>;
  /** Gets a role assignment by its full id; the same request as `getById`, with the parameter named `roleId`. */
  getByRoleId(input: RoleAssignmentsGetByRoleIdInput, options?: CallOptions): ApiPromise<RoleAssignmentsGetByRoleIdOutput>;
  /** Creates a role assignment given its full id; the same request as `createById`, with the parameter named `roleId`. */
  createByRoleId(input: RoleAssignmentsCreateByRoleIdInput, options?: CallOptions): ApiPromise<RoleAssignmentsCreateByRoleIdOutput>;
  /** Removes a role assignment given its full id; the same request as `deleteById`, with the parameter named `roleId`. */
  deleteByRoleId(input: RoleAssignmentsDeleteByRoleIdInput, options?: CallOptions): ApiPromise<RoleAssignmentsDeleteByRoleIdOutput>;
}
/** Deny assignments: read-only records of actions denied to principals at a scope. */
export interface DenyAssignmentsMethods {
  /** Lists the deny assignments of a subscription. */
  listForSubscription(input: DenyAssignmentsListForSubscriptionInput, options?: CallOptions & PageOptions): PageIterator<DenyAssignmentsListForSubscriptionItem, DenyAssignmentsListForSubscriptionOutput>;
  /** Lists the deny assignments of a resource group. */
  listForResourceGroup(input: DenyAssignmentsListForResourceGroupInput, options?: CallOptions & PageOptions): PageIterator<DenyAssignmentsListForResourceGroupItem, DenyAssignmentsListForResourceGroupOutput>;
  /** Lists the deny assignments of a resource. */
  listForResource(input: DenyAssignmentsListForResourceInput, options?: CallOptions & PageOptions): PageIterator<DenyAssignmentsListForResourceItem, DenyAssignmentsListForResourceOutput>;
  /** Lists the deny assignments of any scope. */
  listForScope(input: DenyAssignmentsListForScopeInput, options?: CallOptions & PageOptions): PageIterator<DenyAssignmentsListForScopeItem, DenyAssignmentsListForScopeOutput>;
  /** Gets a deny assignment by scope and id. */
  get(input: DenyAssignmentsGetInput, options?: CallOptions): ApiPromise<DenyAssignmentsGetOutput>;
  /** Gets a deny assignment by its full id (the `id` of a `DenyAssignment`). */
  getById(input: DenyAssignmentsGetByIdInput, options?: CallOptions): ApiPromise<DenyAssignmentsGetByIdOutput>;
}
/** The caller's own permissions, from the role assignments that apply to it. */
export interface PermissionsMethods {
  /** Lists every permission the caller holds on a resource group. */
  listForResourceGroup(input: PermissionsListForResourceGroupInput, options?: CallOptions & PageOptions): PageIterator<PermissionsListForResourceGroupItem, PermissionsListForResourceGroupOutput>;
  /** Lists every permission the caller holds on a resource. */
  listForResource(input: PermissionsListForResourceInput, options?: CallOptions & PageOptions): PageIterator<PermissionsListForResourceItem, PermissionsListForResourceOutput>;
}
/** Operations metadata of resource providers: the actions roles can name. */
export interface ProviderOperationsMethods {
  /** Lists the operations metadata of every resource provider. */
  list(input?: ProviderOperationsListInput, options?: CallOptions & PageOptions): PageIterator<ProviderOperationsListItem, ProviderOperationsListOutput>;
  /** Gets the operations metadata of one resource provider, e.g. `Vendor.Compute`. */
  get(input: ProviderOperationsGetInput, options?: CallOptions): ApiPromise<ProviderOperationsGetOutput>;
}
/** Classic administrators of a subscription. */
export interface ClassicAdministratorsMethods {
  /** Lists the service administrator, account administrator and co-administrators of a subscription. */
  list(input: ClassicAdministratorsListInput, options?: CallOptions & PageOptions): PageIterator<ClassicAdministratorsListItem, ClassicAdministratorsListOutput>;
}
/** Actions of a Global Administrator of the directory. */
export interface GlobalAdministratorMethods {
  /**
   * Grants the calling Global Administrator the User Access Administrator role at the root scope `/`, so it can
   * manage access everywhere. Not retried automatically (a POST).
   */
  elevateAccess(input?: GlobalAdministratorElevateAccessInput, options?: CallOptions): ApiPromise<GlobalAdministratorElevateAccessOutput>;
}
/** The methods of a client of the service: one object per group, one method per operation, documented as the operation table is. */
export interface AccessControlMethods {
  /** Role definitions: named sets of allowed actions. */
  readonly roleDefinitions: RoleDefinitionsMethods;
  /**
   * Role assignments: a role granted to a principal at a scope. An assignment applies at its scope and below;
   * lists return assignments at, above and below the scope unless `roleAssignmentFilter.atScope()` is given.
   */
  readonly roleAssignments: RoleAssignmentsMethods;
  /** Deny assignments: read-only records of actions denied to principals at a scope. */
  readonly denyAssignments: DenyAssignmentsMethods;
  /** The caller's own permissions, from the role assignments that apply to it. */
  readonly permissions: PermissionsMethods;
  /** Operations metadata of resource providers: the actions roles can name. */
  readonly providerOperations: ProviderOperationsMethods;
  /** Classic administrators of a subscription. */
  readonly classicAdministrators: ClassicAdministratorsMethods;
  /** Actions of a Global Administrator of the directory. */
  readonly globalAdministrator: GlobalAdministratorMethods;
}

// `true` when `A` and `B` are the same type: the same fields, each as optional and of the same type.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
// `true` when each of `A` and `B` is assignable to the other.
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compiles only when `T` is `true`.
type Assert<T extends true> = T;
// The surface above is the client the engine makes of the table (both ways), and each input interface is the
// table's input exactly: a change to the table that the surface does not follow fails to compile here.
declare const _surfaceIsTheTable: Assert<Mutual<AccessControlMethods, ServiceClient<AccessControlGroups>>>;
declare const _inputsAreTheTable: [
  Assert<Same<RoleDefinitionsListInput, OperationInput<AccessControlGroups['roleDefinitions']['list']>>>,
  Assert<Same<RoleDefinitionsGetInput, OperationInput<AccessControlGroups['roleDefinitions']['get']>>>,
  Assert<Same<RoleDefinitionsCreateOrUpdateInput, OperationInput<AccessControlGroups['roleDefinitions']['createOrUpdate']>>>,
  Assert<Same<RoleDefinitionsDeleteInput, OperationInput<AccessControlGroups['roleDefinitions']['delete']>>>,
  Assert<Same<RoleAssignmentsListForSubscriptionInput, OperationInput<AccessControlGroups['roleAssignments']['listForSubscription']>>>,
  Assert<Same<RoleAssignmentsListForResourceGroupInput, OperationInput<AccessControlGroups['roleAssignments']['listForResourceGroup']>>>,
  Assert<Same<RoleAssignmentsListForResourceInput, OperationInput<AccessControlGroups['roleAssignments']['listForResource']>>>,
  Assert<Same<RoleAssignmentsListForScopeInput, OperationInput<AccessControlGroups['roleAssignments']['listForScope']>>>,
  Assert<Same<RoleAssignmentsGetInput, OperationInput<AccessControlGroups['roleAssignments']['get']>>>,
  Assert<Same<RoleAssignmentsCreateInput, OperationInput<AccessControlGroups['roleAssignments']['create']>>>,
  Assert<Same<RoleAssignmentsDeleteInput, OperationInput<AccessControlGroups['roleAssignments']['delete']>>>,
  Assert<Same<RoleAssignmentsGetByIdInput, OperationInput<AccessControlGroups['roleAssignments']['getById']>>>,
  Assert<Same<RoleAssignmentsCreateByIdInput, OperationInput<AccessControlGroups['roleAssignments']['createById']>>>,
  Assert<Same<RoleAssignmentsDeleteByIdInput, OperationInput<AccessControlGroups['roleAssignments']['deleteById']>>>,
  Assert<Same<RoleAssignmentsGetByRoleIdInput, OperationInput<AccessControlGroups['roleAssignments']['getByRoleId']>>>,
  Assert<Same<RoleAssignmentsCreateByRoleIdInput, OperationInput<AccessControlGroups['roleAssignments']['createByRoleId']>>>,
  Assert<Same<RoleAssignmentsDeleteByRoleIdInput, OperationInput<AccessControlGroups['roleAssignments']['deleteByRoleId']>>>,
  Assert<Same<DenyAssignmentsListForSubscriptionInput, OperationInput<AccessControlGroups['denyAssignments']['listForSubscription']>>>,
  Assert<Same<DenyAssignmentsListForResourceGroupInput, OperationInput<AccessControlGroups['denyAssignments']['listForResourceGroup']>>>,
  Assert<Same<DenyAssignmentsListForResourceInput, OperationInput<AccessControlGroups['denyAssignments']['listForResource']>>>,
  Assert<Same<DenyAssignmentsListForScopeInput, OperationInput<AccessControlGroups['denyAssignments']['listForScope']>>>,
  Assert<Same<DenyAssignmentsGetInput, OperationInput<AccessControlGroups['denyAssignments']['get']>>>,
  Assert<Same<DenyAssignmentsGetByIdInput, OperationInput<AccessControlGroups['denyAssignments']['getById']>>>,
  Assert<Same<PermissionsListForResourceGroupInput, OperationInput<AccessControlGroups['permissions']['listForResourceGroup']>>>,
  Assert<Same<PermissionsListForResourceInput, OperationInput<AccessControlGroups['permissions']['listForResource']>>>,
  Assert<Same<ProviderOperationsListInput, OperationInput<AccessControlGroups['providerOperations']['list']>>>,
  Assert<Same<ProviderOperationsGetInput, OperationInput<AccessControlGroups['providerOperations']['get']>>>,
  Assert<Same<ClassicAdministratorsListInput, OperationInput<AccessControlGroups['classicAdministrators']['list']>>>,
  Assert<Same<GlobalAdministratorElevateAccessInput, OperationInput<AccessControlGroups['globalAdministrator']['elevateAccess']>>>,
];
