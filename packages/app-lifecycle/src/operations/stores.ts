import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { DistributionStore, DistributionStoreUpdate, NewDistributionStore, StoreServiceStatus } from '../models/distribution-store.js';
import { appName, appParams, ownerName, storeName } from './params.js';

/** Lists the app's distribution stores. */
export const storesList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_stores',
  summary: 'List distribution stores',
  pathParams: appParams,
  response: z.array(DistributionStore),
});

/** Connects the app to a store (Google Play, the App Store or Intune). Names are unique per app. */
export const storesCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_stores',
  summary: 'Create a distribution store',
  pathParams: appParams,
  body: jsonBody(NewDistributionStore),
  response: DistributionStore,
});

/** Gets a distribution store. */
export const storesGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_stores/{store_name}',
  summary: 'Get a distribution store',
  pathParams: { ownerName, appName, storeName },
  response: DistributionStore,
});

/** Changes the service connection a store publishes through. */
export const storesUpdate = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_stores/{store_name}',
  summary: 'Update a distribution store',
  pathParams: { ownerName, appName, storeName },
  body: jsonBody(DistributionStoreUpdate),
});

/** Deletes a distribution store. */
export const storesDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_stores/{store_name}',
  summary: 'Delete a distribution store',
  pathParams: { ownerName, appName, storeName },
});

/** Gets whether the store service is available for the app. */
export const storesGetServiceStatus = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/store_service_status',
  summary: 'Store service status for the app',
  pathParams: appParams,
  response: StoreServiceStatus,
});

/** Distribution stores: the app's connections to public and enterprise app stores. */
export const storesGroup = {
  list: storesList,
  create: storesCreate,
  get: storesGet,
  update: storesUpdate,
  delete: storesDelete,
  getServiceStatus: storesGetServiceStatus,
};
