import { defineOperation } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { Device } from '../models/device.js';
import { GroupReleaseSummary, Release } from '../models/release.js';
import { appName, distributionGroupName, isInstallPage, ownerName, releaseId, releaseIdOrLatest } from './params.js';

/** Lists the releases distributed to a distribution group. */
export const distributionGroupsListReleases = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_groups/{distribution_group_name}/releases',
  summary: 'Releases of a distribution group',
  pathParams: { ownerName, appName, distributionGroupName },
  response: z.array(GroupReleaseSummary),
});

/** Gets a release of a distribution group, or with `releaseId: 'latest'` the group's latest release. */
export const distributionGroupsGetRelease = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_groups/{distribution_group_name}/releases/{release_id}',
  summary: 'A release of a distribution group',
  pathParams: { ownerName, appName, distributionGroupName, releaseId: releaseIdOrLatest },
  query: { isInstallPage },
  response: Release,
});

/** Deletes a release distributed to a distribution group. */
export const distributionGroupsDeleteRelease = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_groups/{distribution_group_name}/releases/{release_id}',
  summary: 'Delete a release of a distribution group',
  pathParams: { ownerName, appName, distributionGroupName, releaseId },
});

/**
 * Lists the registered devices of a group's members; with `releaseId`, each device's `status` says whether it
 * is provisioned for that release.
 */
export const distributionGroupsListDevices = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_groups/{distribution_group_name}/devices',
  summary: 'Devices of a distribution group',
  pathParams: { ownerName, appName, distributionGroupName },
  query: { releaseId: { schema: z.optional(z.int().check(z.positive())), name: 'release_id', description: 'Report provisioning for this release.' } },
  response: z.array(Device),
});

/** Downloads the devices of a group's members as CSV (the form Apple's developer portal imports), as text. */
export const distributionGroupsDownloadDevices = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_groups/{distribution_group_name}/devices/download_devices_list',
  summary: 'Devices of a distribution group as CSV',
  pathParams: { ownerName, appName, distributionGroupName },
  query: {
    unprovisionedOnly: { schema: z.optional(z.boolean()), name: 'unprovisioned_only', description: 'Leave out provisioned devices.' },
    udids: { schema: z.optional(z.array(z.string().check(z.minLength(1)))), description: 'Only these devices.' },
  },
  responseKind: 'text',
});

/** Distribution groups of an app: their releases and their members' devices. */
export const distributionGroupsGroup = {
  listReleases: distributionGroupsListReleases,
  getRelease: distributionGroupsGetRelease,
  deleteRelease: distributionGroupsDeleteRelease,
  listDevices: distributionGroupsListDevices,
  downloadDevices: distributionGroupsDownloadDevices,
};
