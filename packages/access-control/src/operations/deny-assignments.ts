import { defineOperation, defineListOperation } from '@org/http-core';
import { boundedString } from '@org/http-core/light';
import { DenyAssignment, DenyAssignmentList } from '../models/deny-assignment.js';
import { denyAssignmentsApiVersion as apiVersion } from './api-versions.js';
import { denyAssignmentFullId, filter, paging, resourceGroupName, resourcePath, scope, subscriptionId } from './params.js';

/** Lists the deny assignments of a subscription. */
export const denyAssignmentsListForSubscription = defineListOperation({
  method: 'GET',
  path: '/subscriptions/{subscriptionId}/providers/Vendor.Authorization/denyAssignments',
  summary: 'List deny assignments of the subscription',
  pathParams: { subscriptionId },
  query: { filter, apiVersion },
  response: DenyAssignmentList,
  pagination: paging,
});

/** Lists the deny assignments of a resource group. */
export const denyAssignmentsListForResourceGroup = defineListOperation({
  method: 'GET',
  path: '/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Vendor.Authorization/denyAssignments',
  summary: 'List deny assignments of a resource group',
  pathParams: { subscriptionId, resourceGroupName },
  query: { filter, apiVersion },
  response: DenyAssignmentList,
  pagination: paging,
});

/** Lists the deny assignments of a resource. */
export const denyAssignmentsListForResource = defineListOperation({
  method: 'GET',
  path: '/subscriptions/{subscriptionId}/resourcegroups/{resourceGroupName}/providers/{resourceProviderNamespace}/{parentResourcePath}/{resourceType}/{resourceName}/providers/Vendor.Authorization/denyAssignments',
  summary: 'List deny assignments of a resource',
  pathParams: resourcePath,
  query: { filter, apiVersion },
  response: DenyAssignmentList,
  pagination: paging,
});

/** Lists the deny assignments of any scope. */
export const denyAssignmentsListForScope = defineListOperation({
  method: 'GET',
  path: '/{scope}/providers/Vendor.Authorization/denyAssignments',
  summary: 'List deny assignments of a scope',
  pathParams: { scope },
  query: { filter, apiVersion },
  response: DenyAssignmentList,
  pagination: paging,
});

/** Gets a deny assignment by scope and id. */
export const denyAssignmentsGet = defineOperation({
  method: 'GET',
  path: '/{scope}/providers/Vendor.Authorization/denyAssignments/{denyAssignmentId}',
  summary: 'Get one deny assignment',
  pathParams: { scope, denyAssignmentId: { schema: boundedString(256), description: 'Id of the deny assignment.' } },
  query: { apiVersion },
  response: DenyAssignment,
});

/** Gets a deny assignment by its full id (the `id` of a `DenyAssignment`). */
export const denyAssignmentsGetById = defineOperation({
  method: 'GET',
  path: '/{denyAssignmentId}',
  summary: 'Get a deny assignment by identifier',
  pathParams: { denyAssignmentId: denyAssignmentFullId },
  query: { apiVersion },
  response: DenyAssignment,
});

/** Deny assignments: read-only records of actions denied to principals at a scope. */
export const denyAssignmentsGroup = {
  listForSubscription: denyAssignmentsListForSubscription,
  listForResourceGroup: denyAssignmentsListForResourceGroup,
  listForResource: denyAssignmentsListForResource,
  listForScope: denyAssignmentsListForScope,
  get: denyAssignmentsGet,
  getById: denyAssignmentsGetById,
};
