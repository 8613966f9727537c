import { defineOperation, jsonBody } from '@org/http-core';
import { openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import {
  AddedDestination,
  AddedStoreDestination,
  DestinationUpdate,
  NewGroupDestination,
  NewStoreDestination,
  NewTesterDestination,
  ProvisioningProfile,
  Release,
  ReleaseDetailsUpdate,
  ReleaseDetailsUpdateResult,
  ReleaseDistribution,
  ReleaseDistributionResult,
  ReleaseSummary,
  UpdateDevicesStatus,
} from '../models/release.js';
import { appName, appParams, groupId, isInstallPage, ownerName, releaseId, releaseIdOrLatest, resignId, storeId, testerId, udid } from './params.js';

/** Leave out releases uploaded but never distributed (query). */
const publishedOnly = { schema: z.optional(z.boolean()), name: 'published_only', description: 'Only releases that were distributed.' };

/** Lists the app's releases, newest first; `top` keeps the first so many, `scope: 'tester'` only those the caller tests. */
export const releasesList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases',
  summary: 'List releases',
  pathParams: appParams,
  query: {
    publishedOnly,
    scope: { schema: z.optional(openEnum(['tester'])), description: '`tester`: only releases distributed to groups the caller is in.' },
    top: { schema: z.optional(z.number().check(z.int(), z.positive())), description: 'Return at most this many releases.' },
    releaseId: { schema: z.optional(z.number().check(z.int(), z.positive())), description: 'Only the release with this id.' },
  },
  response: z.array(ReleaseSummary),
});

/** Lists the latest release of each place the app distributes to. */
export const releasesListLatest = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/recent_releases',
  summary: 'Latest release per destination',
  pathParams: appParams,
  response: z.array(ReleaseSummary),
});

/**
 * Lists the releases the caller can test: those distributed to a group the caller belongs to.
 * @deprecated The service deprecates this operation; use `releases.list` with `scope: 'tester'`.
 */
export const releasesListAvailableToTester = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/filter_by_tester',
  summary: 'Releases available to the caller as a tester',
  deprecated: true,
  pathParams: appParams,
  query: { publishedOnly },
  response: z.array(ReleaseSummary),
});

/**
 * Gets a release in full, or with `releaseId: 'latest'` the latest release distributed to the caller. With
 * `udid`, an iOS release also says whether that device is provisioned.
 */
export const releasesGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/{release_id}',
  summary: 'Get a release',
  pathParams: { ownerName, appName, releaseId: releaseIdOrLatest },
  query: { udid, isInstallPage },
  response: Release,
});

/**
 * Distributes a release: to the destinations given, with release notes and a mandatory-update flag. The last
 * step of a release upload. Never retried automatically.
 */
export const releasesUpdate = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/{release_id}',
  summary: 'Distribute a release',
  pathParams: { ownerName, appName, releaseId },
  body: jsonBody(ReleaseDistribution),
  response: ReleaseDistributionResult,
});

/** Changes a release's details: enables or disables it, or replaces its notes or build information. */
export const releasesUpdateDetails = defineOperation({
  method: 'PUT',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/{release_id}',
  summary: 'Update release details',
  pathParams: { ownerName, appName, releaseId },
  body: jsonBody(ReleaseDetailsUpdate),
  response: ReleaseDetailsUpdateResult,
});

/** Deletes a release. */
export const releasesDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/{release_id}',
  summary: 'Delete a release',
  pathParams: { ownerName, appName, releaseId },
});

/**
 * Distributes a release to a distribution group (by id). An iOS release that must be re-signed for the
 * group's devices answers `provisioning_status_url`. Never retried automatically.
 */
export const releasesAddGroup = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/{release_id}/groups',
  summary: 'Distribute a release to a group',
  pathParams: { ownerName, appName, releaseId },
  body: jsonBody(NewGroupDestination),
  response: AddedDestination,
});

/** Changes whether a release is a mandatory update for a group it went to. */
export const releasesUpdateGroup = defineOperation({
  method: 'PUT',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/{release_id}/groups/{group_id}',
  summary: 'Update a group destination of a release',
  pathParams: { ownerName, appName, releaseId, groupId },
  body: jsonBody(DestinationUpdate),
});

/** Takes a release away from a distribution group. */
export const releasesRemoveGroup = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/{release_id}/groups/{group_id}',
  summary: 'Remove a group destination of a release',
  pathParams: { ownerName, appName, releaseId, groupId },
});

/**
 * Distributes a release to one tester (by email). An iOS release that must be re-signed for the tester's
 * devices answers `provisioning_status_url`. Never retried automatically.
 */
export const releasesAddTester = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/{release_id}/testers',
  summary: 'Distribute a release to a tester',
  pathParams: { ownerName, appName, releaseId },
  body: jsonBody(NewTesterDestination),
  response: AddedDestination,
});

/** Changes whether a release is a mandatory update for a tester it went to. */
export const releasesUpdateTester = defineOperation({
  method: 'PUT',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/{release_id}/testers/{tester_id}',
  summary: 'Update a tester destination of a release',
  pathParams: { ownerName, appName, releaseId, testerId },
  body: jsonBody(DestinationUpdate),
});

/** Takes a release away from a tester. */
export const releasesRemoveTester = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/{release_id}/testers/{tester_id}',
  summary: 'Remove a tester destination of a release',
  pathParams: { ownerName, appName, releaseId, testerId },
});

/** Removes a tester from every release of the app they were given directly. */
export const releasesRemoveTesterEverywhere = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/testers/{tester_id}',
  summary: 'Remove a tester from all destinations',
  pathParams: { ownerName, appName, testerId },
});

/**
 * Publishes a release to a distribution store (by id). Publishing goes on after the answer: follow it with
 * `storeReleases.getRealtimeStatus`, `getPublishLogs` and `getPublishError`. Never retried automatically.
 */
export const releasesAddStore = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/{release_id}/stores',
  summary: 'Publish a release to a store',
  pathParams: { ownerName, appName, releaseId },
  body: jsonBody(NewStoreDestination),
  response: AddedStoreDestination,
});

/** Takes a release away from a distribution store. */
export const releasesRemoveStore = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/{release_id}/stores/{store_id}',
  summary: 'Remove a store destination of a release',
  pathParams: { ownerName, appName, releaseId, storeId },
});

/** Gets the provisioning profile an iOS release is signed with. */
export const releasesGetProvisioningProfile = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/{release_id}/provisioning_profile',
  summary: 'Provisioning profile of a release',
  pathParams: { ownerName, appName, releaseId },
  response: ProvisioningProfile,
});

/** Gets how the re-signing of an iOS release for new devices is going (the `provisioning_status_url` of a distribution). */
export const releasesGetUpdateDevicesStatus = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/releases/{release_id}/update_devices/{resign_id}',
  summary: 'Status of re-signing a release for new devices',
  pathParams: { ownerName, appName, releaseId, resignId },
  query: {
    includeProvisioningProfile: {
      schema: z.optional(z.boolean()),
      name: 'include_provisioning_profile',
      description: 'Also return the provisioning profile.',
    },
  },
  response: UpdateDevicesStatus,
});

/**
 * Releases: list and read them, distribute them to groups, testers and stores, change or take back a
 * distribution, and read an iOS release's provisioning. A release comes from a release upload (`releaseUploads`).
 */
export const releasesGroup = {
  list: releasesList,
  listLatest: releasesListLatest,
  listAvailableToTester: releasesListAvailableToTester,
  get: releasesGet,
  update: releasesUpdate,
  updateDetails: releasesUpdateDetails,
  delete: releasesDelete,
  addGroup: releasesAddGroup,
  updateGroup: releasesUpdateGroup,
  removeGroup: releasesRemoveGroup,
  addTester: releasesAddTester,
  updateTester: releasesUpdateTester,
  removeTester: releasesRemoveTester,
  removeTesterEverywhere: releasesRemoveTesterEverywhere,
  addStore: releasesAddStore,
  removeStore: releasesRemoveStore,
  getProvisioningProfile: releasesGetProvisioningProfile,
  getUpdateDevicesStatus: releasesGetUpdateDevicesStatus,
};
