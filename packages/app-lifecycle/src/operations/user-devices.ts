import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { Device, DeviceRegistration } from '../models/device.js';
import { deviceUdid, userId } from './params.js';

/** Lists the caller's registered devices. */
export const userDevicesList = defineOperation({
  method: 'GET',
  path: '/v0.1/user/devices',
  summary: 'List my devices',
  response: z.array(Device),
});

/** Gets one of the caller's registered devices. */
export const userDevicesGet = defineOperation({
  method: 'GET',
  path: '/v0.1/user/devices/{device_udid}',
  summary: 'Get one of my devices',
  pathParams: { deviceUdid },
  response: Device,
});

/** Removes one of the caller's registered devices. */
export const userDevicesDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/user/devices/{device_udid}',
  summary: 'Remove one of my devices',
  pathParams: { deviceUdid },
});

/** Registers a device for a user, so that iOS releases can be provisioned for it. Never retried automatically. */
export const userDevicesRegister = defineOperation({
  method: 'POST',
  path: '/v0.1/users/{user_id}/devices/register',
  summary: 'Register a device for a user',
  pathParams: { userId },
  body: jsonBody(DeviceRegistration),
  response: Device,
});

/** The devices testers register, so that iOS releases can be provisioned for them. */
export const userDevicesGroup = {
  list: userDevicesList,
  get: userDevicesGet,
  delete: userDevicesDelete,
  register: userDevicesRegister,
};
