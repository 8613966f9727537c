import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { CodePushUpload, NewCodePushRelease, ReleaseMetrics, ReleaseModification, ReleasePromotion, ReleaseRollback } from '../models/codepush-release.js';
import { DeploymentRelease } from '../models/deployment.js';
import { appName, deploymentName, ownerName, promoteDeploymentName, releaseLabel } from './params.js';

const deployment = { ownerName, appName, deploymentName };

/** Lists a deployment's releases, oldest first: its history, rollbacks and promotions included. */
export const deploymentReleasesList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/deployments/{deployment_name}/releases',
  summary: 'Release history of a deployment',
  pathParams: deployment,
  response: z.array(DeploymentRelease),
});

/**
 * Releases an uploaded bundle to a deployment as its next label (`v1`, `v2`, ...), for the app versions of
 * `target_binary_version`. The bundle must have reached the file service first (`createUpload`). A bundle
 * identical to the latest release is refused (409) unless `no_duplicate_release_error` is set. Never retried
 * automatically.
 */
export const deploymentReleasesCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/deployments/{deployment_name}/releases',
  summary: 'Release an uploaded bundle',
  pathParams: deployment,
  body: jsonBody(NewCodePushRelease),
  response: DeploymentRelease,
});

/**
 * Changes a release: description, mandatory, disabled, target versions or rollout (which may only grow).
 * Resolves to the changed release, or `undefined` when nothing changed (the service answers 204).
 */
export const deploymentReleasesUpdate = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}/deployments/{deployment_name}/releases/{release_label}',
  summary: 'Modify a release',
  pathParams: { ownerName, appName, deploymentName, releaseLabel },
  body: jsonBody(ReleaseModification),
  response: DeploymentRelease,
  successStatus: [200, 204],
});

/** Removes every release of a deployment; devices then keep what they run until a new release. */
export const deploymentReleasesDeleteAll = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/deployments/{deployment_name}/releases',
  summary: 'Clear the release history of a deployment',
  pathParams: deployment,
});

/**
 * Copies a release of this deployment (the latest, or `label`) to `promoteDeploymentName` as that deployment's
 * next label, with the changes given. Never retried automatically.
 */
export const deploymentReleasesPromote = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/deployments/{deployment_name}/promote_release/{promote_deployment_name}',
  summary: 'Promote a release to another deployment',
  pathParams: { ownerName, appName, deploymentName, promoteDeploymentName },
  body: jsonBody(ReleasePromotion, { optional: true, default: {} }),
  response: DeploymentRelease,
});

/**
 * Rolls a deployment back to the release before the latest (or to `label`): the service records it as a new
 * release with the older bundle. Never retried automatically.
 */
export const deploymentReleasesRollback = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/deployments/{deployment_name}/rollback_release',
  summary: 'Roll a deployment back',
  pathParams: deployment,
  body: jsonBody(ReleaseRollback, { optional: true, default: {} }),
  response: DeploymentRelease,
});

/** Gets, per release label, how many devices downloaded, installed, failed and now run it. */
export const deploymentReleasesGetMetrics = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/deployments/{deployment_name}/metrics',
  summary: 'Release metrics of a deployment',
  pathParams: deployment,
  response: z.array(ReleaseMetrics),
});

/**
 * Starts a bundle upload for a release: answers where the file service takes the bundle and the upload's token.
 * The token is a credential of the upload; keep it out of logs. Never retried automatically.
 */
export const deploymentReleasesCreateUpload = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/deployments/{deployment_name}/uploads',
  summary: 'Start a release bundle upload',
  pathParams: deployment,
  response: CodePushUpload,
});

/**
 * Over-the-air releases of a deployment: upload and release a bundle, change its rollout, promote it to another
 * deployment, roll back, read the history and the device metrics.
 */
export const deploymentReleasesGroup = {
  list: deploymentReleasesList,
  create: deploymentReleasesCreate,
  update: deploymentReleasesUpdate,
  deleteAll: deploymentReleasesDeleteAll,
  promote: deploymentReleasesPromote,
  rollback: deploymentReleasesRollback,
  getMetrics: deploymentReleasesGetMetrics,
  createUpload: deploymentReleasesCreateUpload,
};
