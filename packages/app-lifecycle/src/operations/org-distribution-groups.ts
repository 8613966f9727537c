import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { App } from '../models/app.js';
import {
  DistributionGroup,
  DistributionGroupDetails,
  DistributionGroupMember,
  DistributionGroupPatch,
  GroupAppNames,
  GroupMemberAdded,
  GroupMemberEmails,
  NewDistributionGroup,
} from '../models/distribution-group.js';
import { distributionGroupName, orgName } from './params.js';

/** Lists the distribution groups an organisation shares across its apps. */
export const orgDistributionGroupsList = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/distribution_groups',
  summary: 'Shared distribution groups of an organisation',
  pathParams: { orgName },
  response: z.array(DistributionGroup),
});

/** Creates a distribution group the organisation can share across its apps. Names are unique per organisation. */
export const orgDistributionGroupsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs/{org_name}/distribution_groups',
  summary: 'Create a shared distribution group',
  pathParams: { orgName },
  body: jsonBody(NewDistributionGroup),
  response: DistributionGroup,
});

/** Gets a shared distribution group by name. */
export const orgDistributionGroupsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/distribution_groups/{distribution_group_name}',
  summary: 'Get a shared distribution group',
  pathParams: { orgName, distributionGroupName },
  response: DistributionGroup,
});

/** Renames a shared distribution group, or makes it public or private. */
export const orgDistributionGroupsUpdate = defineOperation({
  method: 'PATCH',
  path: '/v0.1/orgs/{org_name}/distribution_groups/{distribution_group_name}',
  summary: 'Update a shared distribution group',
  pathParams: { orgName, distributionGroupName },
  body: jsonBody(DistributionGroupPatch, { optional: true, default: {} }),
  response: DistributionGroup,
});

/** Deletes a shared distribution group. */
export const orgDistributionGroupsDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/orgs/{org_name}/distribution_groups/{distribution_group_name}',
  summary: 'Delete a shared distribution group',
  pathParams: { orgName, distributionGroupName },
});

/** Lists the apps a shared distribution group is given to. */
export const orgDistributionGroupsListApps = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/distribution_groups/{distribution_group_name}/apps',
  summary: 'Apps of a shared distribution group',
  pathParams: { orgName, distributionGroupName },
  response: z.array(App),
});

/** Gives a shared distribution group to apps of its organisation, by app name. Never retried automatically. */
export const orgDistributionGroupsAddApps = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs/{org_name}/distribution_groups/{distribution_group_name}/apps',
  summary: 'Add apps to a shared distribution group',
  pathParams: { orgName, distributionGroupName },
  body: jsonBody(GroupAppNames),
});

/** Takes apps out of a shared distribution group, by app name. */
export const orgDistributionGroupsRemoveApps = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs/{org_name}/distribution_groups/{distribution_group_name}/apps/bulk_delete',
  summary: 'Remove apps from a shared distribution group',
  pathParams: { orgName, distributionGroupName },
  body: jsonBody(GroupAppNames),
});

/** Lists the members of a shared distribution group, those invited and not yet joined included (`invite_pending`). */
export const orgDistributionGroupsListMembers = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/distribution_groups/{distribution_group_name}/members',
  summary: 'Members of a shared distribution group',
  pathParams: { orgName, distributionGroupName },
  response: z.array(DistributionGroupMember),
});

/** Invites people to a shared distribution group by e-mail address; the answer says per address what happened. Never retried automatically. */
export const orgDistributionGroupsAddMembers = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs/{org_name}/distribution_groups/{distribution_group_name}/members',
  summary: 'Add members to a shared distribution group',
  pathParams: { orgName, distributionGroupName },
  body: jsonBody(GroupMemberEmails),
  response: z.array(GroupMemberAdded),
});

/** Removes people from a shared distribution group by e-mail address. */
export const orgDistributionGroupsRemoveMembers = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs/{org_name}/distribution_groups/{distribution_group_name}/members/bulk_delete',
  summary: 'Remove members from a shared distribution group',
  pathParams: { orgName, distributionGroupName },
  body: jsonBody(GroupMemberEmails),
});

/** Sends the invitation e-mail again to people invited to a shared group who have not joined yet. */
export const orgDistributionGroupsResendInvite = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs/{org_name}/distribution_groups/{distribution_group_name}/resend_invite',
  summary: 'Resend shared distribution group invitations',
  pathParams: { orgName, distributionGroupName },
  body: jsonBody(GroupMemberEmails),
});

/** Lists the organisation's shared distribution groups with up to `appsLimit` of their apps and their app and user counts. */
export const orgDistributionGroupsListDetails = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/distribution_groups_details',
  summary: 'Shared distribution groups with details',
  pathParams: { orgName },
  query: {
    appsLimit: { schema: z.optional(z.number().check(z.int(), z.minimum(0))), name: 'apps_limit', description: 'Include at most this many apps per group.' },
  },
  response: z.array(DistributionGroupDetails),
});

/** Distribution groups an organisation shares across its apps: the groups, their apps and their members. */
export const orgDistributionGroupsGroup = {
  list: orgDistributionGroupsList,
  create: orgDistributionGroupsCreate,
  get: orgDistributionGroupsGet,
  update: orgDistributionGroupsUpdate,
  delete: orgDistributionGroupsDelete,
  listApps: orgDistributionGroupsListApps,
  addApps: orgDistributionGroupsAddApps,
  removeApps: orgDistributionGroupsRemoveApps,
  listMembers: orgDistributionGroupsListMembers,
  addMembers: orgDistributionGroupsAddMembers,
  removeMembers: orgDistributionGroupsRemoveMembers,
  resendInvite: orgDistributionGroupsResendInvite,
  listDetails: orgDistributionGroupsListDetails,
};
