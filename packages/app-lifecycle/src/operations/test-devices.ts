import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { DeviceConfiguration, DeviceList, DeviceSelection } from '../models/device-set.js';
import { appParams } from './params.js';

/** Lists the devices the app's tests can run on (those of its platform). */
export const testDevicesListConfigurations = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/device_configurations',
  summary: 'List device configurations',
  pathParams: appParams,
  query: { appUploadId: { schema: z.optional(z.string()), name: 'app_upload_id', description: 'Only devices that can run the app file of this test run.' } },
  response: z.array(DeviceConfiguration),
});

/** Makes a device selection from device configuration ids: the short id `testRuns.start` runs on. Unknown devices are refused. Never retried automatically. */
export const testDevicesCreateSelection = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/device_selection',
  summary: 'Create a device selection',
  pathParams: appParams,
  body: jsonBody(DeviceList),
  response: DeviceSelection,
});

/** The devices device tests run on: the catalogue and selections of it. */
export const testDevicesGroup = {
  listConfigurations: testDevicesListConfigurations,
  createSelection: testDevicesCreateSelection,
};
