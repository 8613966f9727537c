import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { DeviceSet, DeviceSetInput } from '../models/device-set.js';
import { appName, appParams, ownerName } from './params.js';

/** Id of a device set (path). */
const deviceSetId = { schema: z.string().check(z.minLength(1)), name: 'id', description: 'Id of the device set.' };

/** Lists the device sets of the app's owner (a user or an organisation). */
export const deviceSetsListForOwner = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/owner/device_sets',
  summary: "List the owner's device sets",
  pathParams: appParams,
  response: z.array(DeviceSet),
});

/** Creates a device set of the app's owner from device configuration ids; unknown devices or a name taken are refused. Never retried automatically. */
export const deviceSetsCreateForOwner = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/owner/device_sets',
  summary: 'Create a device set of the owner',
  pathParams: appParams,
  body: jsonBody(DeviceSetInput),
  response: DeviceSet,
});

/** Gets a device set of the app's owner. */
export const deviceSetsGetForOwner = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/owner/device_sets/{id}',
  summary: 'Get a device set of the owner',
  pathParams: { ownerName, appName, id: deviceSetId },
  response: DeviceSet,
});

/** Replaces the name and devices of a device set of the app's owner. */
export const deviceSetsUpdateForOwner = defineOperation({
  method: 'PUT',
  path: '/v0.1/apps/{owner_name}/{app_name}/owner/device_sets/{id}',
  summary: 'Update a device set of the owner',
  pathParams: { ownerName, appName, id: deviceSetId },
  body: jsonBody(DeviceSetInput),
  response: DeviceSet,
});

/** Deletes a device set of the app's owner. */
export const deviceSetsDeleteForOwner = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/owner/device_sets/{id}',
  summary: 'Delete a device set of the owner',
  pathParams: { ownerName, appName, id: deviceSetId },
});

/** Lists the calling user's own device sets. */
export const deviceSetsListForUser = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/user/device_sets',
  summary: "List the user's device sets",
  pathParams: appParams,
  response: z.array(DeviceSet),
});

/** Creates a device set of the calling user from device configuration ids; unknown devices or a name taken are refused. Never retried automatically. */
export const deviceSetsCreateForUser = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/user/device_sets',
  summary: 'Create a device set of the user',
  pathParams: appParams,
  body: jsonBody(DeviceSetInput),
  response: DeviceSet,
});

/** Gets a device set of the calling user. */
export const deviceSetsGetForUser = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/user/device_sets/{id}',
  summary: 'Get a device set of the user',
  pathParams: { ownerName, appName, id: deviceSetId },
  response: DeviceSet,
});

/** Replaces the name and devices of a device set of the calling user. */
export const deviceSetsUpdateForUser = defineOperation({
  method: 'PUT',
  path: '/v0.1/apps/{owner_name}/{app_name}/user/device_sets/{id}',
  summary: 'Update a device set of the user',
  pathParams: { ownerName, appName, id: deviceSetId },
  body: jsonBody(DeviceSetInput),
  response: DeviceSet,
});

/** Deletes a device set of the calling user. */
export const deviceSetsDeleteForUser = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/user/device_sets/{id}',
  summary: 'Delete a device set of the user',
  pathParams: { ownerName, appName, id: deviceSetId },
});

/** Device sets: named, kept lists of devices to test on, of the app's owner or of the calling user. */
export const deviceSetsGroup = {
  listForOwner: deviceSetsListForOwner,
  createForOwner: deviceSetsCreateForOwner,
  getForOwner: deviceSetsGetForOwner,
  updateForOwner: deviceSetsUpdateForOwner,
  deleteForOwner: deviceSetsDeleteForOwner,
  listForUser: deviceSetsListForUser,
  createForUser: deviceSetsCreateForUser,
  getForUser: deviceSetsGetForUser,
  updateForUser: deviceSetsUpdateForUser,
  deleteForUser: deviceSetsDeleteForUser,
};
