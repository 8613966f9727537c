import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { AppPermissionsUpdate, AppUser } from '../models/app-user.js';
import { appName, appParams, ownerName, userEmail } from './params.js';

/** Lists the users of an app (its collaborators) with their permissions. */
export const appUsersList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/users',
  summary: 'Users of an app',
  pathParams: appParams,
  response: z.array(AppUser),
});

/** Lists the testers of an app: the members of its distribution groups. */
export const appUsersListTesters = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/testers',
  summary: 'Testers of an app',
  pathParams: appParams,
  response: z.array(AppUser),
});

/** Replaces the permissions a user holds on the app. Never retried automatically. */
export const appUsersUpdatePermissions = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}/users/{user_email}',
  summary: "Change a user's permissions on an app",
  pathParams: { ownerName, appName, userEmail },
  body: jsonBody(AppPermissionsUpdate),
});

/** Removes a user from the app: they no longer reach it. */
export const appUsersRemove = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/users/{user_email}',
  summary: 'Remove a user from an app',
  pathParams: { ownerName, appName, userEmail },
});

/** The people of an app: its collaborators and its testers. */
export const appUsersGroup = {
  list: appUsersList,
  listTesters: appUsersListTesters,
  updatePermissions: appUsersUpdatePermissions,
  remove: appUsersRemove,
};
