import { defineListOperation, defineOperation, jsonBody } from '@org/http-core';
import { RoleAssignment, RoleAssignmentInput, RoleAssignmentList } from '../models/role-assignment.js';
import { apiVersion, filter, paging, resourceGroupName, resourcePath, roleAssignmentFullId, roleAssignmentName, scope, subscriptionId } from './params.js';

/** Lists the role assignments of a subscription. */
export const roleAssignmentsListForSubscription = defineListOperation({
  method: 'GET',
  path: '/subscriptions/{subscriptionId}/providers/Vendor.Authorization/roleAssignments',
  summary: 'List role assignments of the subscription',
  pathParams: { subscriptionId },
  query: { filter, apiVersion },
  response: RoleAssignmentList,
  pagination: paging,
});

/** Lists the role assignments of a resource group. */
export const roleAssignmentsListForResourceGroup = defineListOperation({
  method: 'GET',
  path: '/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Vendor.Authorization/roleAssignments',
  summary: 'List role assignments of a resource group',
  pathParams: { subscriptionId, resourceGroupName },
  query: { filter, apiVersion },
  response: RoleAssignmentList,
  pagination: paging,
});

/** Lists the role assignments of a resource. */
export const roleAssignmentsListForResource = defineListOperation({
  method: 'GET',
  path: '/subscriptions/{subscriptionId}/resourcegroups/{resourceGroupName}/providers/{resourceProviderNamespace}/{parentResourcePath}/{resourceType}/{resourceName}/providers/Vendor.Authorization/roleAssignments',
  summary: 'List role assignments of a resource',
  pathParams: resourcePath,
  query: { filter, apiVersion },
  response: RoleAssignmentList,
  pagination: paging,
});

/** Lists the role assignments of any scope. */
export const roleAssignmentsListForScope = defineListOperation({
  method: 'GET',
  path: '/{scope}/providers/Vendor.Authorization/roleAssignments',
  summary: 'List role assignments of a scope',
  pathParams: { scope },
  query: { filter, apiVersion },
  response: RoleAssignmentList,
  pagination: paging,
});

/** Gets a role assignment by scope and name. */
export const roleAssignmentsGet = defineOperation({
  method: 'GET',
  path: '/{scope}/providers/Vendor.Authorization/roleAssignments/{roleAssignmentName}',
  summary: 'Get one role assignment',
  pathParams: { scope, roleAssignmentName },
  query: { apiVersion },
  response: RoleAssignment,
});

/**
 * Grants a role to a principal at a scope. The name is a new GUID of your choice (`newGuid()`); sending the
 * same name again is refused with a `ConflictError`, so a repeated request never creates a second assignment.
 */
export const roleAssignmentsCreate = defineOperation({
  method: 'PUT',
  path: '/{scope}/providers/Vendor.Authorization/roleAssignments/{roleAssignmentName}',
  summary: 'Create a role assignment',
  pathParams: { scope, roleAssignmentName },
  query: { apiVersion },
  body: jsonBody(RoleAssignmentInput),
  response: RoleAssignment,
  successStatus: [200, 201],
});

/** Removes a role assignment by scope and name; answers with the removed assignment. */
export const roleAssignmentsDelete = defineOperation({
  method: 'DELETE',
  path: '/{scope}/providers/Vendor.Authorization/roleAssignments/{roleAssignmentName}',
  summary: 'Delete a role assignment',
  pathParams: { scope, roleAssignmentName },
  query: { apiVersion },
  response: RoleAssignment,
  successStatus: [200, 204],
});

/** Gets a role assignment by its full id (the `id` of a `RoleAssignment`). */
export const roleAssignmentsGetById = defineOperation({
  method: 'GET',
  path: '/{roleAssignmentId}',
  summary: 'Get a role assignment by identifier',
  pathParams: { roleAssignmentId: roleAssignmentFullId },
  query: { apiVersion },
  response: RoleAssignment,
});

/** Creates a role assignment given its full id. */
export const roleAssignmentsCreateById = defineOperation({
  method: 'PUT',
  path: '/{roleAssignmentId}',
  summary: 'Create a role assignment by identifier',
  pathParams: { roleAssignmentId: roleAssignmentFullId },
  query: { apiVersion },
  body: jsonBody(RoleAssignmentInput),
  response: RoleAssignment,
  successStatus: [200, 201],
});

/** Removes a role assignment given its full id. */
export const roleAssignmentsDeleteById = defineOperation({
  method: 'DELETE',
  path: '/{roleAssignmentId}',
  summary: 'Delete a role assignment',
  pathParams: { roleAssignmentId: roleAssignmentFullId },
  query: { apiVersion },
  response: RoleAssignment,
  successStatus: [200, 204],
});

/** Gets a role assignment by its full id; the same request as `getById`, with the parameter named `roleId`. */
export const roleAssignmentsGetByRoleId = defineOperation({
  method: 'GET',
  path: '/{roleId}',
  summary: 'Get a role assignment by identifier',
  pathParams: { roleId: roleAssignmentFullId },
  query: { apiVersion },
  response: RoleAssignment,
});

/** Creates a role assignment given its full id; the same request as `createById`, with the parameter named `roleId`. */
export const roleAssignmentsCreateByRoleId = defineOperation({
  method: 'PUT',
  path: '/{roleId}',
  summary: 'Create a role assignment by identifier',
  pathParams: { roleId: roleAssignmentFullId },
  query: { apiVersion },
  body: jsonBody(RoleAssignmentInput),
  response: RoleAssignment,
  successStatus: [200, 201],
});

/** Removes a role assignment given its full id; the same request as `deleteById`, with the parameter named `roleId`. */
export const roleAssignmentsDeleteByRoleId = defineOperation({
  method: 'DELETE',
  path: '/{roleId}',
  summary: 'Delete a role assignment',
  pathParams: { roleId: roleAssignmentFullId },
  query: { apiVersion },
  response: RoleAssignment,
  successStatus: [200, 204],
});

/**
 * Role assignments: a role granted to a principal at a scope. An assignment applies at its scope and below;
 * lists return assignments at, above and below the scope unless `roleAssignmentFilter.atScope()` is given.
 */
export const roleAssignmentsGroup = {
  listForSubscription: roleAssignmentsListForSubscription,
  listForResourceGroup: roleAssignmentsListForResourceGroup,
  listForResource: roleAssignmentsListForResource,
  listForScope: roleAssignmentsListForScope,
  get: roleAssignmentsGet,
  create: roleAssignmentsCreate,
  delete: roleAssignmentsDelete,
  getById: roleAssignmentsGetById,
  createById: roleAssignmentsCreateById,
  deleteById: roleAssignmentsDeleteById,
  getByRoleId: roleAssignmentsGetByRoleId,
  createByRoleId: roleAssignmentsCreateByRoleId,
  deleteByRoleId: roleAssignmentsDeleteByRoleId,
};
