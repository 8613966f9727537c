import { defineOperation } from '@org/http-core';
import { AppCrashesInfo } from '../models/crash.js';
import { appParams } from './params.js';

/**
 * Tells whether the app has any crashes, and which crash features it may use.
 * @deprecated The service deprecates this operation.
 */
export const crashInfoGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/crashes_info',
  summary: 'Whether the app has any crashes',
  deprecated: true,
  pathParams: appParams,
  response: AppCrashesInfo,
});

/** Whether an app has crashes. */
export const crashInfoGroup = {
  get: crashInfoGet,
};
