import { defineListOperation } from '@org/http-core';
import { PermissionList } from '../models/permission.js';
import { apiVersion, permissionPaging, resourceGroupName, resourcePath, subscriptionId } from './params.js';

/** Lists every permission the caller holds on a resource group. */
export const permissionsListForResourceGroup = defineListOperation({
  method: 'GET',
  path: '/subscriptions/{subscriptionId}/resourcegroups/{resourceGroupName}/providers/Vendor.Authorization/permissions',
  summary: 'All permissions the caller has for a resource group',
  pathParams: { subscriptionId, resourceGroupName },
  query: { apiVersion },
  response: PermissionList,
  pagination: permissionPaging,
});

/** Lists every permission the caller holds on a resource. */
export const permissionsListForResource = defineListOperation({
  method: 'GET',
  path: '/subscriptions/{subscriptionId}/resourcegroups/{resourceGroupName}/providers/{resourceProviderNamespace}/{parentResourcePath}/{resourceType}/{resourceName}/providers/Vendor.Authorization/permissions',
  summary: 'All permissions the caller has for a resource',
  pathParams: resourcePath,
  query: { apiVersion },
  response: PermissionList,
  pagination: permissionPaging,
});

/** The caller's own permissions, from the role assignments that apply to it. */
export const permissionsGroup = {
  listForResourceGroup: permissionsListForResourceGroup,
  listForResource: permissionsListForResource,
};
