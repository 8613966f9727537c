import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { Build, BuildCancellation, BuildDistribution, BuildLog, BuildServiceStatus, DistributionResult, NewBuild } from '../models/build.js';
import { DownloadUri } from '../models/uri.js';
import { appName, appParams, branch, buildId, downloadType, ownerName } from './params.js';

/** Lists the builds of a branch. */
export const buildsListByBranch = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/branches/{branch}/builds',
  summary: 'List builds of a branch',
  pathParams: { ownerName, appName, branch },
  response: z.array(Build),
});

/** Starts a build of a configured branch (its head, or `sourceVersion`). Never retried automatically. */
export const buildsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/branches/{branch}/builds',
  summary: 'Create a build',
  pathParams: { ownerName, appName, branch },
  body: jsonBody(NewBuild, { optional: true }),
  response: Build,
});

/** Gets a build: its status, result and times. */
export const buildsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/builds/{build_id}',
  summary: 'Build detail',
  pathParams: { ownerName, appName, buildId },
  response: Build,
});

/** Cancels a build: send `{ status: 'cancelling' }`. A finished build cannot be cancelled. */
export const buildsCancel = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}/builds/{build_id}',
  summary: 'Cancel a build',
  pathParams: { ownerName, appName, buildId },
  body: jsonBody(BuildCancellation),
  response: Build,
});

/** Distributes a successful build to stores, tester groups or testers. Never retried automatically. */
export const buildsDistribute = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/builds/{build_id}/distribute',
  summary: 'Distribute a build',
  pathParams: { ownerName, appName, buildId },
  body: jsonBody(BuildDistribution),
  response: DistributionResult,
});

/** Gets the download address of a build's file (build, symbols, logs, mapping or bundle); it is not followed. */
export const buildsGetDownloadUri = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/builds/{build_id}/downloads/{download_type}',
  summary: 'Get the download URI',
  pathParams: { ownerName, appName, buildId, downloadType },
  response: DownloadUri,
});

/** Gets the build log, one entry per line (`buildLogText()` joins them). */
export const buildsGetLog = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/builds/{build_id}/logs',
  summary: 'Get the build log',
  pathParams: { ownerName, appName, buildId },
  response: BuildLog,
});

/** Gets whether the build service can build the app. */
export const buildsGetServiceStatus = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/build_service_status',
  summary: 'Build service status for the app',
  pathParams: appParams,
  response: BuildServiceStatus,
});

/** Builds: start, follow, cancel, distribute, download and read their logs. `watchBuild()` waits for one. */
export const buildsGroup = {
  listByBranch: buildsListByBranch,
  create: buildsCreate,
  get: buildsGet,
  cancel: buildsCancel,
  distribute: buildsDistribute,
  getDownloadUri: buildsGetDownloadUri,
  getLog: buildsGetLog,
  getServiceStatus: buildsGetServiceStatus,
};
