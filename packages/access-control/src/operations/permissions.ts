import { defineListOperation } from '@org/http-core';
import { PermissionList } from '../models/permission.js';
import { apiVersion, paging, resourceGroupName, resourcePath, subscriptionId } from './params.js';

/** The caller's own permissions, from the role assignments that apply to it. */
export const permissions = {
  /** Lists every permission the caller holds on a resource group. */
  listForResourceGroup: defineListOperation({
    method: 'GET',
    path: '/subscriptions/{subscriptionId}/resourcegroups/{resourceGroupName}/providers/Vendor.Authorization/permissions',
    summary: 'All permissions the caller has for a resource group',
    pathParams: { subscriptionId, resourceGroupName },
    query: { apiVersion },
    response: PermissionList,
    pagination: paging,
  }),
  /** Lists every permission the caller holds on a resource. */
  listForResource: defineListOperation({
    method: 'GET',
    path: '/subscriptions/{subscriptionId}/resourcegroups/{resourceGroupName}/providers/{resourceProviderNamespace}/{parentResourcePath}/{resourceType}/{resourceName}/providers/Vendor.Authorization/permissions',
    summary: 'All permissions the caller has for a resource',
    pathParams: resourcePath,
    query: { apiVersion },
    response: PermissionList,
    pagination: paging,
  }),
};
