import { defineOperation } from '@org/http-core';
import * as z from '@org/http-core/light';
import { appName, appParams, ownerName } from './params.js';

/**
 * Stops, for good, the ingestion of every log the app's SDK sends from now on: the app collects nothing more.
 * It cannot be undone. Resolves to the service's confirmation text.
 */
export const logBlockingBlockApp = defineOperation({
  method: 'PUT',
  path: '/v0.1/apps/{owner_name}/{app_name}/devices/block_logs',
  summary: 'Block the logs of an app',
  pathParams: appParams,
  response: z.string(),
});

/**
 * Stops, for good, the ingestion of the logs one installation of the app sends (usually at its user's request).
 * It cannot be undone. Resolves to the service's confirmation text.
 */
export const logBlockingBlockDevice = defineOperation({
  method: 'PUT',
  path: '/v0.1/apps/{owner_name}/{app_name}/devices/block_logs/{install_id}',
  summary: 'Block the logs of an installation',
  pathParams: { ownerName, appName, installId: { schema: z.string().check(z.minLength(1)), name: 'install_id', description: 'Install id of the app on the device.' } },
  response: z.string(),
});

/** Blocking log collection, for an app or one installation of it: irreversible. */
export const logBlockingGroup = {
  blockApp: logBlockingBlockApp,
  blockDevice: logBlockingBlockDevice,
};
