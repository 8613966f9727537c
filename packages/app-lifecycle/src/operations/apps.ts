import { defineOperation, jsonBody } from '@org/http-core';
import { openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { App, AppPatch, AvatarUpload, NewApp } from '../models/app.js';
import { EmptyBody } from '../models/empty-body.js';
import { Organization } from '../models/organization.js';
import { appName, appParams, ownerName } from './params.js';

/** Lists the apps the caller can reach, optionally ordered by `display_name` or `name`. */
export const appsList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps',
  summary: 'List apps',
  query: { orderBy: { schema: z.optional(openEnum(['display_name', 'name'])), name: '$orderBy', description: 'Sort key.' } },
  response: z.array(App),
});

/** Creates an app owned by the caller and returns it. */
export const appsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps',
  summary: 'Create an app and return it',
  body: jsonBody(NewApp),
  response: App,
});

/** Gets an app of an owner. */
export const appsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}',
  summary: 'Get an app of the owner',
  pathParams: appParams,
  response: App,
});

/** Changes the fields given (display name, name, description, icon, release type) and returns the app. */
export const appsUpdate = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}',
  summary: 'Partially update an app',
  pathParams: appParams,
  body: jsonBody(AppPatch),
  response: App,
});

/** Deletes an app with everything it holds. */
export const appsDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}',
  summary: 'Delete an app',
  pathParams: appParams,
});

/**
 * Uploads the app's avatar (multipart field `avatar`) and returns the app. Pass a `Blob`/`File` or
 * bytes (a `Buffer`); `avatarFile()` reads one from a path or a stream.
 */
export const appsSetAvatar = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/avatar',
  summary: 'Set the app avatar',
  pathParams: appParams,
  body: { schema: AvatarUpload, encoding: 'multipart' },
  response: App,
});

/** Deletes the uploaded avatar and returns the app. */
export const appsDeleteAvatar = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/avatar',
  summary: 'Delete the uploaded avatar',
  pathParams: appParams,
  response: App,
});

/**
 * Transfers an app to another owner (a user, or an organisation the caller administers) and answers the app under
 * its new owner; its tokens, releases and data go with it. Needs a user API token: a client holding only an app
 * token refuses before sending. Never retried automatically.
 */
export const appsTransfer = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/transfer/{destination_owner_name}',
  summary: 'Transfer an app to another owner',
  auth: ['userApiToken'],
  pathParams: {
    ownerName,
    appName,
    destinationOwnerName: { schema: z.string().check(z.minLength(1)), name: 'destination_owner_name', description: 'Name of the user or organisation to transfer the app to.' },
  },
  body: jsonBody(EmptyBody, { optional: true, default: {} }),
  response: App,
});

/**
 * Moves a user's app into a new organisation, made for it with the caller as its admin, and answers the
 * organisation. Needs a user API token: a client holding only an app token refuses before sending. Never retried
 * automatically.
 */
export const appsTransferToOrg = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/transfer_to_org',
  summary: 'Move an app into a new organisation',
  auth: ['userApiToken'],
  pathParams: appParams,
  body: jsonBody(EmptyBody, { optional: true, default: {} }),
  response: Organization,
});

/** Apps, their avatars, and their transfer to another owner. */
export const appsGroup = {
  list: appsList,
  create: appsCreate,
  get: appsGet,
  update: appsUpdate,
  delete: appsDelete,
  setAvatar: appsSetAvatar,
  deleteAvatar: appsDeleteAvatar,
  transfer: appsTransfer,
  transferToOrg: appsTransferToOrg,
};
