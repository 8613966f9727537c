import { defineListOperation, defineOperation, jsonBody } from '@org/http-core';
import { RoleDefinition, RoleDefinitionInput, RoleDefinitionList } from '../models/role-definition.js';
import { apiVersion, filter, paging, roleDefinitionFullId, roleDefinitionId, scope } from './params.js';

/**
 * Lists the role definitions applicable at a scope and above it. `filter: roleDefinitionFilter.atScopeAndBelow()`
 * adds those assignable below; `roleDefinitionFilter.roleName(...)` / `.type(...)` narrow the list.
 */
export const roleDefinitionsList = defineListOperation({
  method: 'GET',
  path: '/{scope}/providers/Vendor.Authorization/roleDefinitions',
  summary: 'List role definitions applicable at the scope and above',
  pathParams: { scope },
  query: { filter, apiVersion },
  response: RoleDefinitionList,
  pagination: paging,
});

/** Gets a role definition by its id (a GUID) at a scope. */
export const roleDefinitionsGet = defineOperation({
  method: 'GET',
  path: '/{scope}/providers/Vendor.Authorization/roleDefinitions/{roleDefinitionId}',
  summary: 'Get a role definition by name (GUID)',
  pathParams: { scope, roleDefinitionId },
  query: { apiVersion },
  response: RoleDefinition,
});

/** Creates a custom role definition, or replaces one with the same id. Safe to repeat. */
export const roleDefinitionsCreateOrUpdate = defineOperation({
  method: 'PUT',
  path: '/{scope}/providers/Vendor.Authorization/roleDefinitions/{roleDefinitionId}',
  summary: 'Create or update a role definition',
  pathParams: { scope, roleDefinitionId },
  query: { apiVersion },
  body: jsonBody(RoleDefinitionInput),
  response: RoleDefinition,
  successStatus: [200, 201],
});

/** Deletes a custom role definition; answers with the deleted definition. */
export const roleDefinitionsDelete = defineOperation({
  method: 'DELETE',
  path: '/{scope}/providers/Vendor.Authorization/roleDefinitions/{roleDefinitionId}',
  summary: 'Delete a role definition',
  pathParams: { scope, roleDefinitionId },
  query: { apiVersion },
  response: RoleDefinition,
  successStatus: [200, 204],
});

/**
 * Gets a role definition by its full id (the `id` of a `RoleDefinition`,
 * `/subscriptions/{id}/providers/Vendor.Authorization/roleDefinitions/{guid}`). Shares its path with
 * `roleAssignments.getByRoleId`: the id's shape tells them apart.
 */
export const roleDefinitionsGetById = defineOperation({
  method: 'GET',
  path: '/{roleId}',
  summary: 'Get a role definition by its full id',
  pathParams: { roleId: roleDefinitionFullId },
  query: { apiVersion },
  response: RoleDefinition,
});

/** Role definitions: named sets of allowed actions. */
export const roleDefinitionsGroup = {
  list: roleDefinitionsList,
  get: roleDefinitionsGet,
  getById: roleDefinitionsGetById,
  createOrUpdate: roleDefinitionsCreateOrUpdate,
  delete: roleDefinitionsDelete,
};
