import { defineOperation, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { App, AppPatch, AvatarUpload, NewApp } from '../models/app.js';
import { appParams } from './params.js';

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
  body: NewApp,
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
  body: AppPatch,
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

/** Apps and their avatars. */
export const appsGroup = {
  list: appsList,
  create: appsCreate,
  get: appsGet,
  update: appsUpdate,
  delete: appsDelete,
  setAvatar: appsSetAvatar,
  deleteAvatar: appsDeleteAvatar,
};
