import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { App } from '../models/app.js';
import { OrgMember, OrgRoleChange, OrgTester } from '../models/org-member.js';
import { orgName, userName } from './params.js';

/** Lists the users of an organisation with their roles. */
export const orgMembersList = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/users',
  summary: 'Users of the organisation',
  pathParams: { orgName },
  response: z.array(OrgMember),
});

/** Gets one user of an organisation with their role. */
export const orgMembersGet = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/users/{user_name}',
  summary: 'A user of the organisation',
  pathParams: { orgName, userName },
  response: OrgMember,
});

/** Changes a user's role in an organisation (`admin`, `collaborator`, `member`) and returns the user. Admins only. */
export const orgMembersUpdateRole = defineOperation({
  method: 'PATCH',
  path: '/v0.1/orgs/{org_name}/users/{user_name}',
  summary: "Change a user's role in the organisation",
  pathParams: { orgName, userName },
  body: jsonBody(OrgRoleChange),
  response: OrgMember,
});

/** Removes a user from an organisation and from its teams. Admins only, or the user leaving. */
export const orgMembersRemove = defineOperation({
  method: 'DELETE',
  path: '/v0.1/orgs/{org_name}/users/{user_name}',
  summary: 'Remove a user from the organisation',
  pathParams: { orgName, userName },
});

/** Lists the organisation's apps a user can reach (through their role or their teams). */
export const orgMembersListApps = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/users/{user_name}/apps',
  summary: "A user's apps in the organisation",
  pathParams: { orgName, userName },
  response: z.array(App),
});

/** Lists everyone who tests the organisation's apps: its users and the testers of its shared distribution groups, each once. */
export const orgMembersListTesters = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/testers',
  summary: 'Testers of the organisation',
  pathParams: { orgName },
  response: z.array(OrgTester),
});

/** The users of an organisation: their roles, their apps, and the organisation's testers. */
export const orgMembersGroup = {
  list: orgMembersList,
  get: orgMembersGet,
  updateRole: orgMembersUpdateRole,
  remove: orgMembersRemove,
  listApps: orgMembersListApps,
  listTesters: orgMembersListTesters,
};
