import { defineOperation } from '@org/http-core';
import * as z from '@org/http-core/light';
import { StorePublishError, StoreRealtimeStatus, StoreRelease, StoreReleaseSummary } from '../models/distribution-store.js';
import { appName, ownerName, releaseId, storeName } from './params.js';

const storeRelease = { ownerName, appName, storeName, releaseId };

/** Lists the releases published to a store. */
export const storeReleasesList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_stores/{store_name}/releases',
  summary: 'Releases of a store',
  pathParams: { ownerName, appName, storeName },
  response: z.array(StoreReleaseSummary),
});

/** Gets the latest release published to a store (a list, as the service answers). */
export const storeReleasesGetLatest = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_stores/{store_name}/latest_release',
  summary: 'Latest release of a store',
  pathParams: { ownerName, appName, storeName },
  response: z.array(StoreRelease),
});

/** Gets a release published to a store (a list, as the service answers). */
export const storeReleasesGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_stores/{store_name}/releases/{release_id}',
  summary: 'A release of a store',
  pathParams: storeRelease,
  response: z.array(StoreRelease),
});

/** Takes a release out of a store. */
export const storeReleasesDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_stores/{store_name}/releases/{release_id}',
  summary: 'Delete a release of a store',
  pathParams: storeRelease,
});

/** Gets why publishing a release to a store failed. */
export const storeReleasesGetPublishError = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_stores/{store_name}/releases/{release_id}/publish_error_details',
  summary: 'Why publishing to a store failed',
  pathParams: storeRelease,
  response: StorePublishError,
});

/** Gets the log of publishing a release to a store, as text. */
export const storeReleasesGetPublishLogs = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_stores/{store_name}/releases/{release_id}/publish_logs',
  summary: 'Log of publishing to a store',
  pathParams: storeRelease,
  responseKind: 'text',
});

/** Gets how publishing a release to a store stands now; read it again until it is final. */
export const storeReleasesGetRealtimeStatus = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_stores/{store_name}/releases/{release_id}/realtimestatus',
  summary: 'Publishing status of a store release',
  pathParams: storeRelease,
  response: StoreRealtimeStatus,
});

/** Releases published to distribution stores, and how their publishing went. */
export const storeReleasesGroup = {
  list: storeReleasesList,
  getLatest: storeReleasesGetLatest,
  get: storeReleasesGet,
  delete: storeReleasesDelete,
  getPublishError: storeReleasesGetPublishError,
  getPublishLogs: storeReleasesGetPublishLogs,
  getRealtimeStatus: storeReleasesGetRealtimeStatus,
};
