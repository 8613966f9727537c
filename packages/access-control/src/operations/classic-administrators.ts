import { defineListOperation } from '@org/http-core';
import { ClassicAdministratorList } from '../models/classic-administrator.js';
import { classicApiVersion as apiVersion } from './api-versions.js';
import { paging, subscriptionId } from './params.js';

/** Lists the service administrator, account administrator and co-administrators of a subscription. */
export const classicAdministratorsList = defineListOperation({
  method: 'GET',
  path: '/subscriptions/{subscriptionId}/providers/Vendor.Authorization/classicAdministrators',
  summary: 'List service administrator, account administrator and co-administrators of the subscription',
  pathParams: { subscriptionId },
  query: { apiVersion },
  response: ClassicAdministratorList,
  pagination: paging,
});

/** Classic administrators of a subscription. */
export const classicAdministratorsGroup = {
  list: classicAdministratorsList,
};
