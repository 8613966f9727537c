import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { Device } from '../models/device.js';
import {
  DistributionGroup,
  DistributionGroupMember,
  DistributionGroupPatch,
  GroupMemberAdded,
  GroupMemberEmails,
  GroupMemberRemoved,
  NewDistributionGroup,
} from '../models/distribution-group.js';
import { EmptyBody } from '../models/empty-body.js';
import { GroupReleaseSummary, Release } from '../models/release.js';
import { appName, appParams, distributionGroupName, isInstallPage, ownerName, releaseId, releaseIdOrLatest } from './params.js';

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
  query: { releaseId: { schema: z.optional(z.number().check(z.int(), z.positive())), name: 'release_id', description: 'Report provisioning for this release.' } },
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

/** Lists the app's distribution groups. */
export const distributionGroupsList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_groups',
  summary: 'Distribution groups of an app',
  pathParams: appParams,
  response: z.array(DistributionGroup),
});

/** Creates a private distribution group of the app. Names are unique per app. */
export const distributionGroupsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_groups',
  summary: 'Create a distribution group',
  pathParams: appParams,
  body: jsonBody(NewDistributionGroup),
  response: DistributionGroup,
});

/** Gets a distribution group of the app by name. */
export const distributionGroupsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_groups/{distribution_group_name}',
  summary: 'Get a distribution group',
  pathParams: { ownerName, appName, distributionGroupName },
  response: DistributionGroup,
});

/** Renames a distribution group, or makes it public (open to anyone with the app secret) or private. */
export const distributionGroupsUpdate = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_groups/{distribution_group_name}',
  summary: 'Update a distribution group',
  pathParams: { ownerName, appName, distributionGroupName },
  body: jsonBody(DistributionGroupPatch),
  response: DistributionGroup,
});

/** Deletes a distribution group of the app. */
export const distributionGroupsDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_groups/{distribution_group_name}',
  summary: 'Delete a distribution group',
  pathParams: { ownerName, appName, distributionGroupName },
});

/** Lists a group's members, those invited and not yet joined included (`invite_pending`) unless left out. */
export const distributionGroupsListMembers = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_groups/{distribution_group_name}/members',
  summary: 'Members of a distribution group',
  pathParams: { ownerName, appName, distributionGroupName },
  query: {
    excludePendingInvitations: {
      schema: z.optional(z.boolean()),
      name: 'exclude_pending_invitations',
      description: 'Leave out the people invited who have not joined yet.',
    },
  },
  response: z.array(DistributionGroupMember),
});

/**
 * Invites people to a distribution group by e-mail address; the answer says per address what happened. Needs a
 * user API token: a client holding only an app token refuses before sending. Never retried automatically.
 */
export const distributionGroupsAddMembers = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_groups/{distribution_group_name}/members',
  summary: 'Add members to a distribution group',
  pathParams: { ownerName, appName, distributionGroupName },
  auth: ['userApiToken'],
  body: jsonBody(GroupMemberEmails),
  response: z.array(GroupMemberAdded),
});

/** Removes people from a distribution group by e-mail address; the answer says per address what happened. */
export const distributionGroupsRemoveMembers = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_groups/{distribution_group_name}/members/bulk_delete',
  summary: 'Remove members from a distribution group',
  pathParams: { ownerName, appName, distributionGroupName },
  body: jsonBody(GroupMemberEmails),
  response: z.array(GroupMemberRemoved),
});

/**
 * Sends the invitation e-mail again to people invited to the group who have not joined yet. Needs a user API
 * token: a client holding only an app token refuses before sending.
 */
export const distributionGroupsResendInvite = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/distribution_groups/{distribution_group_name}/resend_invite',
  summary: 'Resend distribution group invitations',
  pathParams: { ownerName, appName, distributionGroupName },
  auth: ['userApiToken'],
  body: jsonBody(GroupMemberEmails),
});

/** Accepts every pending invitation of the calling user to distribution groups, of apps and of organisations. */
export const distributionGroupsAcceptInvitations = defineOperation({
  method: 'POST',
  path: '/v0.1/user/invitations/distribution_groups/accept',
  summary: 'Accept all distribution group invitations',
  body: jsonBody(EmptyBody, { optional: true, default: {} }),
});

/**
 * Distribution groups of an app: the groups and their members, their releases and their members' devices, and
 * the caller's invitations to groups.
 */
export const distributionGroupsGroup = {
  listReleases: distributionGroupsListReleases,
  getRelease: distributionGroupsGetRelease,
  deleteRelease: distributionGroupsDeleteRelease,
  listDevices: distributionGroupsListDevices,
  downloadDevices: distributionGroupsDownloadDevices,
  list: distributionGroupsList,
  create: distributionGroupsCreate,
  get: distributionGroupsGet,
  update: distributionGroupsUpdate,
  delete: distributionGroupsDelete,
  listMembers: distributionGroupsListMembers,
  addMembers: distributionGroupsAddMembers,
  removeMembers: distributionGroupsRemoveMembers,
  resendInvite: distributionGroupsResendInvite,
  acceptInvitations: distributionGroupsAcceptInvitations,
};
