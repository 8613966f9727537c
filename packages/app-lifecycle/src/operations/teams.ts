import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { AppTeam, NewTeam, Team, TeamApp, TeamAppAddition, TeamAppPermissions, TeamMember, TeamMemberAddition, TeamPatch } from '../models/team.js';
import { appName, appParams, orgName, teamName, userName } from './params.js';

/** Lists the teams of an organisation. */
export const teamsList = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/teams',
  summary: 'Teams of the organisation',
  pathParams: { orgName },
  response: z.array(Team),
});

/** Creates a team in an organisation, with the caller as its maintainer, and returns it. Admins only. Never retried automatically. */
export const teamsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs/{org_name}/teams',
  summary: 'Create a team',
  pathParams: { orgName },
  body: jsonBody(NewTeam),
  response: Team,
});

/** Gets a team of an organisation. */
export const teamsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/teams/{team_name}',
  summary: 'Get a team',
  pathParams: { orgName, teamName },
  response: Team,
});

/** Changes a team's display name and returns the team. Admins and the team's maintainers. */
export const teamsUpdate = defineOperation({
  method: 'PATCH',
  path: '/v0.1/orgs/{org_name}/teams/{team_name}',
  summary: 'Rename a team',
  pathParams: { orgName, teamName },
  body: jsonBody(TeamPatch),
  response: Team,
});

/** Deletes a team: its users lose the apps they reached through it. Admins only. */
export const teamsDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/orgs/{org_name}/teams/{team_name}',
  summary: 'Delete a team',
  pathParams: { orgName, teamName },
});

/** Lists the apps a team was given, each with the team's permissions on it. */
export const teamsListApps = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/teams/{team_name}/apps',
  summary: 'Apps of a team',
  pathParams: { orgName, teamName },
  response: z.array(TeamApp),
});

/**
 * Gives a team one of the organisation's apps (by name): the team's users reach it, as `manager` until the
 * permissions change. Answers the app with the team's permissions. Admins and the team's maintainers.
 */
export const teamsAddApp = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs/{org_name}/teams/{team_name}/apps',
  summary: 'Give a team an app',
  pathParams: { orgName, teamName },
  body: jsonBody(TeamAppAddition),
  response: TeamApp,
});

/** Changes what a team may do with one of its apps (`manager`, `developer`, `viewer`) and answers the app. */
export const teamsUpdateAppPermissions = defineOperation({
  method: 'PATCH',
  path: '/v0.1/orgs/{org_name}/teams/{team_name}/apps/{app_name}',
  summary: "Change a team's permissions on an app",
  pathParams: { orgName, teamName, appName },
  body: jsonBody(TeamAppPermissions),
  response: TeamApp,
});

/** Takes an app away from a team: its users no longer reach the app through it. */
export const teamsRemoveApp = defineOperation({
  method: 'DELETE',
  path: '/v0.1/orgs/{org_name}/teams/{team_name}/apps/{app_name}',
  summary: 'Take an app from a team',
  pathParams: { orgName, teamName, appName },
});

/** Lists the users of a team with their role in it (`maintainer` or `collaborator`). */
export const teamsListUsers = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{org_name}/teams/{team_name}/users',
  summary: 'Users of a team',
  pathParams: { orgName, teamName },
  response: z.array(TeamMember),
});

/** Adds a user of the organisation (by e-mail) to a team as a collaborator and answers them. Never retried automatically. */
export const teamsAddUser = defineOperation({
  method: 'POST',
  path: '/v0.1/orgs/{org_name}/teams/{team_name}/users',
  summary: 'Add a user to a team',
  pathParams: { orgName, teamName },
  body: jsonBody(TeamMemberAddition),
  response: TeamMember,
});

/** Removes a user from a team: they no longer reach the team's apps through it. */
export const teamsRemoveUser = defineOperation({
  method: 'DELETE',
  path: '/v0.1/orgs/{org_name}/teams/{team_name}/users/{user_name}',
  summary: 'Remove a user from a team',
  pathParams: { orgName, teamName, userName },
});

/** Lists the teams that were given an app, each with its permissions on it. */
export const teamsListForApp = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/teams',
  summary: 'Teams that have the app',
  pathParams: appParams,
  response: z.array(AppTeam),
});

/** Teams of an organisation: their users, and the apps they were given with their permissions. */
export const teamsGroup = {
  list: teamsList,
  create: teamsCreate,
  get: teamsGet,
  update: teamsUpdate,
  delete: teamsDelete,
  listApps: teamsListApps,
  addApp: teamsAddApp,
  updateAppPermissions: teamsUpdateAppPermissions,
  removeApp: teamsRemoveApp,
  listUsers: teamsListUsers,
  addUser: teamsAddUser,
  removeUser: teamsRemoveUser,
  listForApp: teamsListForApp,
};
