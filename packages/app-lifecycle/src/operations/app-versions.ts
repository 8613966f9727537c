import { defineOperation } from '@org/http-core';
import * as z from '@org/http-core/light';
import { AppVersion } from '../models/app-version.js';
import { appParams } from './params.js';

/**
 * Lists the app versions crashes were reported from.
 * @deprecated The service deprecates this operation.
 */
export const appVersionsList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/versions',
  summary: 'App versions with crashes',
  deprecated: true,
  pathParams: appParams,
  response: z.array(AppVersion),
});

/** The app versions crashes came from. */
export const appVersionsGroup = {
  list: appVersionsList,
};
