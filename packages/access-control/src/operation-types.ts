// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type { OperationInput, OperationItem, OperationOutput } from '@org/http-core';
import type { AccessControlGroups } from './service.js';

/**
 * Input of `roleDefinitions.list` (List role definitions applicable at the scope and above).
 */
export type RoleDefinitionsListInput = OperationInput<AccessControlGroups['roleDefinitions']['list']>;
/**
 * Output of `roleDefinitions.list` (List role definitions applicable at the scope and above).
 */
export type RoleDefinitionsListOutput = OperationOutput<AccessControlGroups['roleDefinitions']['list']>;
/**
 * One item of the list `roleDefinitions.list` (List role definitions applicable at the scope and above).
 */
export type RoleDefinitionsListItem = OperationItem<AccessControlGroups['roleDefinitions']['list']>;
/**
 * Input of `roleDefinitions.get` (Get a role definition by name (GUID)).
 */
export type RoleDefinitionsGetInput = OperationInput<AccessControlGroups['roleDefinitions']['get']>;
/**
 * Output of `roleDefinitions.get` (Get a role definition by name (GUID)).
 */
export type RoleDefinitionsGetOutput = OperationOutput<AccessControlGroups['roleDefinitions']['get']>;
/**
 * Input of `roleDefinitions.createOrUpdate` (Create or update a role definition).
 */
export type RoleDefinitionsCreateOrUpdateInput = OperationInput<AccessControlGroups['roleDefinitions']['createOrUpdate']>;
/**
 * Output of `roleDefinitions.createOrUpdate` (Create or update a role definition).
 */
export type RoleDefinitionsCreateOrUpdateOutput = OperationOutput<AccessControlGroups['roleDefinitions']['createOrUpdate']>;
/**
 * Input of `roleDefinitions.delete` (Delete a role definition).
 */
export type RoleDefinitionsDeleteInput = OperationInput<AccessControlGroups['roleDefinitions']['delete']>;
/**
 * Output of `roleDefinitions.delete` (Delete a role definition).
 */
export type RoleDefinitionsDeleteOutput = OperationOutput<AccessControlGroups['roleDefinitions']['delete']>;
/**
 * Input of `roleAssignments.listForSubscription` (List role assignments of the subscription).
 */
export type RoleAssignmentsListForSubscriptionInput = OperationInput<AccessControlGroups['roleAssignments']['listForSubscription']>;
/**
 * Output of `roleAssignments.listForSubscription` (List role assignments of the subscription).
 */
export type RoleAssignmentsListForSubscriptionOutput = OperationOutput<AccessControlGroups['roleAssignments']['listForSubscription']>;
/**
 * One item of the list `roleAssignments.listForSubscription` (List role assignments of the subscription).
 */
export type RoleAssignmentsListForSubscriptionItem = OperationItem<AccessControlGroups['roleAssignments']['listForSubscription']>;
/**
 * Input of `roleAssignments.listForResourceGroup` (List role assignments of a resource group).
 */
export type RoleAssignmentsListForResourceGroupInput = OperationInput<AccessControlGroups['roleAssignments']['listForResourceGroup']>;
/**
 * Output of `roleAssignments.listForResourceGroup` (List role assignments of a resource group).
 */
export type RoleAssignmentsListForResourceGroupOutput = OperationOutput<AccessControlGroups['roleAssignments']['listForResourceGroup']>;
/**
 * One item of the list `roleAssignments.listForResourceGroup` (List role assignments of a resource group).
 */
export type RoleAssignmentsListForResourceGroupItem = OperationItem<AccessControlGroups['roleAssignments']['listForResourceGroup']>;
/**
 * Input of `roleAssignments.listForResource` (List role assignments of a resource).
 */
export type RoleAssignmentsListForResourceInput = OperationInput<AccessControlGroups['roleAssignments']['listForResource']>;
/**
 * Output of `roleAssignments.listForResource` (List role assignments of a resource).
 */
export type RoleAssignmentsListForResourceOutput = OperationOutput<AccessControlGroups['roleAssignments']['listForResource']>;
/**
 * One item of the list `roleAssignments.listForResource` (List role assignments of a resource).
 */
export type RoleAssignmentsListForResourceItem = OperationItem<AccessControlGroups['roleAssignments']['listForResource']>;
/**
 * Input of `roleAssignments.listForScope` (List role assignments of a scope).
 */
export type RoleAssignmentsListForScopeInput = OperationInput<AccessControlGroups['roleAssignments']['listForScope']>;
/**
 * Output of `roleAssignments.listForScope` (List role assignments of a scope).
 */
export type RoleAssignmentsListForScopeOutput = OperationOutput<AccessControlGroups['roleAssignments']['listForScope']>;
/**
 * One item of the list `roleAssignments.listForScope` (List role assignments of a scope).
 */
export type RoleAssignmentsListForScopeItem = OperationItem<AccessControlGroups['roleAssignments']['listForScope']>;
/**
 * Input of `roleAssignments.get` (Get one role assignment).
 */
export type RoleAssignmentsGetInput = OperationInput<AccessControlGroups['roleAssignments']['get']>;
/**
 * Output of `roleAssignments.get` (Get one role assignment).
 */
export type RoleAssignmentsGetOutput = OperationOutput<AccessControlGroups['roleAssignments']['get']>;
/**
 * Input of `roleAssignments.create` (Create a role assignment).
 */
export type RoleAssignmentsCreateInput = OperationInput<AccessControlGroups['roleAssignments']['create']>;
/**
 * Output of `roleAssignments.create` (Create a role assignment).
 */
export type RoleAssignmentsCreateOutput = OperationOutput<AccessControlGroups['roleAssignments']['create']>;
/**
 * Input of `roleAssignments.delete` (Delete a role assignment).
 */
export type RoleAssignmentsDeleteInput = OperationInput<AccessControlGroups['roleAssignments']['delete']>;
/**
 * Output of `roleAssignments.delete` (Delete a role assignment).
 */
export type RoleAssignmentsDeleteOutput = OperationOutput<AccessControlGroups['roleAssignments']['delete']>;
/**
 * Input of `roleAssignments.getById` (Get a role assignment by identifier).
 */
export type RoleAssignmentsGetByIdInput = OperationInput<AccessControlGroups['roleAssignments']['getById']>;
/**
 * Output of `roleAssignments.getById` (Get a role assignment by identifier).
 */
export type RoleAssignmentsGetByIdOutput = OperationOutput<AccessControlGroups['roleAssignments']['getById']>;
/**
 * Input of `roleAssignments.createById` (Create a role assignment by identifier).
 */
export type RoleAssignmentsCreateByIdInput = OperationInput<AccessControlGroups['roleAssignments']['createById']>;
/**
 * Output of `roleAssignments.createById` (Create a role assignment by identifier).
 */
export type RoleAssignmentsCreateByIdOutput = OperationOutput<AccessControlGroups['roleAssignments']['createById']>;
/**
 * Input of `roleAssignments.deleteById` (Delete a role assignment).
 */
export type RoleAssignmentsDeleteByIdInput = OperationInput<AccessControlGroups['roleAssignments']['deleteById']>;
/**
 * Output of `roleAssignments.deleteById` (Delete a role assignment).
 */
export type RoleAssignmentsDeleteByIdOutput = OperationOutput<AccessControlGroups['roleAssignments']['deleteById']>;
/**
 * Input of `roleAssignments.getByRoleId` (Get a role assignment by identifier).
 */
export type RoleAssignmentsGetByRoleIdInput = OperationInput<AccessControlGroups['roleAssignments']['getByRoleId']>;
/**
 * Output of `roleAssignments.getByRoleId` (Get a role assignment by identifier).
 */
export type RoleAssignmentsGetByRoleIdOutput = OperationOutput<AccessControlGroups['roleAssignments']['getByRoleId']>;
/**
 * Input of `roleAssignments.createByRoleId` (Create a role assignment by identifier).
 */
export type RoleAssignmentsCreateByRoleIdInput = OperationInput<AccessControlGroups['roleAssignments']['createByRoleId']>;
/**
 * Output of `roleAssignments.createByRoleId` (Create a role assignment by identifier).
 */
export type RoleAssignmentsCreateByRoleIdOutput = OperationOutput<AccessControlGroups['roleAssignments']['createByRoleId']>;
/**
 * Input of `roleAssignments.deleteByRoleId` (Delete a role assignment).
 */
export type RoleAssignmentsDeleteByRoleIdInput = OperationInput<AccessControlGroups['roleAssignments']['deleteByRoleId']>;
/**
 * Output of `roleAssignments.deleteByRoleId` (Delete a role assignment).
 */
export type RoleAssignmentsDeleteByRoleIdOutput = OperationOutput<AccessControlGroups['roleAssignments']['deleteByRoleId']>;
/**
 * Input of `denyAssignments.listForSubscription` (List deny assignments of the subscription).
 */
export type DenyAssignmentsListForSubscriptionInput = OperationInput<AccessControlGroups['denyAssignments']['listForSubscription']>;
/**
 * Output of `denyAssignments.listForSubscription` (List deny assignments of the subscription).
 */
export type DenyAssignmentsListForSubscriptionOutput = OperationOutput<AccessControlGroups['denyAssignments']['listForSubscription']>;
/**
 * One item of the list `denyAssignments.listForSubscription` (List deny assignments of the subscription).
 */
export type DenyAssignmentsListForSubscriptionItem = OperationItem<AccessControlGroups['denyAssignments']['listForSubscription']>;
/**
 * Input of `denyAssignments.listForResourceGroup` (List deny assignments of a resource group).
 */
export type DenyAssignmentsListForResourceGroupInput = OperationInput<AccessControlGroups['denyAssignments']['listForResourceGroup']>;
/**
 * Output of `denyAssignments.listForResourceGroup` (List deny assignments of a resource group).
 */
export type DenyAssignmentsListForResourceGroupOutput = OperationOutput<AccessControlGroups['denyAssignments']['listForResourceGroup']>;
/**
 * One item of the list `denyAssignments.listForResourceGroup` (List deny assignments of a resource group).
 */
export type DenyAssignmentsListForResourceGroupItem = OperationItem<AccessControlGroups['denyAssignments']['listForResourceGroup']>;
/**
 * Input of `denyAssignments.listForResource` (List deny assignments of a resource).
 */
export type DenyAssignmentsListForResourceInput = OperationInput<AccessControlGroups['denyAssignments']['listForResource']>;
/**
 * Output of `denyAssignments.listForResource` (List deny assignments of a resource).
 */
export type DenyAssignmentsListForResourceOutput = OperationOutput<AccessControlGroups['denyAssignments']['listForResource']>;
/**
 * One item of the list `denyAssignments.listForResource` (List deny assignments of a resource).
 */
export type DenyAssignmentsListForResourceItem = OperationItem<AccessControlGroups['denyAssignments']['listForResource']>;
/**
 * Input of `denyAssignments.listForScope` (List deny assignments of a scope).
 */
export type DenyAssignmentsListForScopeInput = OperationInput<AccessControlGroups['denyAssignments']['listForScope']>;
/**
 * Output of `denyAssignments.listForScope` (List deny assignments of a scope).
 */
export type DenyAssignmentsListForScopeOutput = OperationOutput<AccessControlGroups['denyAssignments']['listForScope']>;
/**
 * One item of the list `denyAssignments.listForScope` (List deny assignments of a scope).
 */
export type DenyAssignmentsListForScopeItem = OperationItem<AccessControlGroups['denyAssignments']['listForScope']>;
/**
 * Input of `denyAssignments.get` (Get one deny assignment).
 */
export type DenyAssignmentsGetInput = OperationInput<AccessControlGroups['denyAssignments']['get']>;
/**
 * Output of `denyAssignments.get` (Get one deny assignment).
 */
export type DenyAssignmentsGetOutput = OperationOutput<AccessControlGroups['denyAssignments']['get']>;
/**
 * Input of `denyAssignments.getById` (Get a deny assignment by identifier).
 */
export type DenyAssignmentsGetByIdInput = OperationInput<AccessControlGroups['denyAssignments']['getById']>;
/**
 * Output of `denyAssignments.getById` (Get a deny assignment by identifier).
 */
export type DenyAssignmentsGetByIdOutput = OperationOutput<AccessControlGroups['denyAssignments']['getById']>;
/**
 * Input of `permissions.listForResourceGroup` (All permissions the caller has for a resource group).
 */
export type PermissionsListForResourceGroupInput = OperationInput<AccessControlGroups['permissions']['listForResourceGroup']>;
/**
 * Output of `permissions.listForResourceGroup` (All permissions the caller has for a resource group).
 */
export type PermissionsListForResourceGroupOutput = OperationOutput<AccessControlGroups['permissions']['listForResourceGroup']>;
/**
 * One item of the list `permissions.listForResourceGroup` (All permissions the caller has for a resource group).
 */
export type PermissionsListForResourceGroupItem = OperationItem<AccessControlGroups['permissions']['listForResourceGroup']>;
/**
 * Input of `permissions.listForResource` (All permissions the caller has for a resource).
 */
export type PermissionsListForResourceInput = OperationInput<AccessControlGroups['permissions']['listForResource']>;
/**
 * Output of `permissions.listForResource` (All permissions the caller has for a resource).
 */
export type PermissionsListForResourceOutput = OperationOutput<AccessControlGroups['permissions']['listForResource']>;
/**
 * One item of the list `permissions.listForResource` (All permissions the caller has for a resource).
 */
export type PermissionsListForResourceItem = OperationItem<AccessControlGroups['permissions']['listForResource']>;
/**
 * Input of `providerOperations.list` (Operations metadata of all resource providers).
 */
export type ProviderOperationsListInput = OperationInput<AccessControlGroups['providerOperations']['list']>;
/**
 * Output of `providerOperations.list` (Operations metadata of all resource providers).
 */
export type ProviderOperationsListOutput = OperationOutput<AccessControlGroups['providerOperations']['list']>;
/**
 * One item of the list `providerOperations.list` (Operations metadata of all resource providers).
 */
export type ProviderOperationsListItem = OperationItem<AccessControlGroups['providerOperations']['list']>;
/**
 * Input of `providerOperations.get` (Operations metadata of one resource provider).
 */
export type ProviderOperationsGetInput = OperationInput<AccessControlGroups['providerOperations']['get']>;
/**
 * Output of `providerOperations.get` (Operations metadata of one resource provider).
 */
export type ProviderOperationsGetOutput = OperationOutput<AccessControlGroups['providerOperations']['get']>;
/**
 * Input of `classicAdministrators.list` (List service administrator, account administrator and co-administrators of the subscription).
 */
export type ClassicAdministratorsListInput = OperationInput<AccessControlGroups['classicAdministrators']['list']>;
/**
 * Output of `classicAdministrators.list` (List service administrator, account administrator and co-administrators of the subscription).
 */
export type ClassicAdministratorsListOutput = OperationOutput<AccessControlGroups['classicAdministrators']['list']>;
/**
 * One item of the list `classicAdministrators.list` (List service administrator, account administrator and co-administrators of the subscription).
 */
export type ClassicAdministratorsListItem = OperationItem<AccessControlGroups['classicAdministrators']['list']>;
/**
 * Input of `globalAdministrator.elevateAccess` (Elevate access for a Global Administrator).
 */
export type GlobalAdministratorElevateAccessInput = OperationInput<AccessControlGroups['globalAdministrator']['elevateAccess']>;
/**
 * Output of `globalAdministrator.elevateAccess` (Elevate access for a Global Administrator).
 */
export type GlobalAdministratorElevateAccessOutput = OperationOutput<AccessControlGroups['globalAdministrator']['elevateAccess']>;
