import { defineOperation } from '@org/http-core';
import * as z from 'zod/mini';
import { DenyAssignment, DenyAssignmentList } from '../models/deny-assignment.js';
import { denyAssignmentsApiVersion as apiVersion } from './api-versions.js';
import { denyAssignmentFullId, filter, paging, resourceGroupName, resourcePath, scope, subscriptionId } from './params.js';

/** Deny assignments: read-only records of actions denied to principals at a scope. */
export const denyAssignments = {
  /** Lists the deny assignments of a subscription. */
  listForSubscription: defineOperation({
    method: 'GET',
    path: '/subscriptions/{subscriptionId}/providers/Vendor.Authorization/denyAssignments',
    summary: 'List deny assignments of the subscription',
    pathParams: { subscriptionId },
    query: { filter, apiVersion },
    response: DenyAssignmentList,
    pagination: paging,
  }),
  /** Lists the deny assignments of a resource group. */
  listForResourceGroup: defineOperation({
    method: 'GET',
    path: '/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Vendor.Authorization/denyAssignments',
    summary: 'List deny assignments of a resource group',
    pathParams: { subscriptionId, resourceGroupName },
    query: { filter, apiVersion },
    response: DenyAssignmentList,
    pagination: paging,
  }),
  /** Lists the deny assignments of a resource. */
  listForResource: defineOperation({
    method: 'GET',
    path: '/subscriptions/{subscriptionId}/resourcegroups/{resourceGroupName}/providers/{resourceProviderNamespace}/{parentResourcePath}/{resourceType}/{resourceName}/providers/Vendor.Authorization/denyAssignments',
    summary: 'List deny assignments of a resource',
    pathParams: resourcePath,
    query: { filter, apiVersion },
    response: DenyAssignmentList,
    pagination: paging,
  }),
  /** Lists the deny assignments of any scope. */
  listForScope: defineOperation({
    method: 'GET',
    path: '/{scope}/providers/Vendor.Authorization/denyAssignments',
    summary: 'List deny assignments of a scope',
    pathParams: { scope },
    query: { filter, apiVersion },
    response: DenyAssignmentList,
    pagination: paging,
  }),
  /** Gets a deny assignment by scope and id. */
  get: defineOperation({
    method: 'GET',
    path: '/{scope}/providers/Vendor.Authorization/denyAssignments/{denyAssignmentId}',
    summary: 'Get one deny assignment',
    pathParams: { scope, denyAssignmentId: z.string().check(z.minLength(1), z.maxLength(256)) },
    query: { apiVersion },
    response: DenyAssignment,
  }),
  /** Gets a deny assignment by its full id (the `id` of a `DenyAssignment`). */
  getById: defineOperation({
    method: 'GET',
    path: '/{denyAssignmentId}',
    summary: 'Get a deny assignment by identifier',
    pathParams: { denyAssignmentId: denyAssignmentFullId },
    query: { apiVersion },
    response: DenyAssignment,
  }),
};
