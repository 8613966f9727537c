import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { Deployment, DeploymentRename, NewDeployment } from '../models/deployment.js';
import { appName, appParams, deploymentName, ownerName } from './params.js';

/** Lists the app's deployments with their latest releases. */
export const deploymentsList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/deployments',
  summary: 'List over-the-air update deployments',
  pathParams: appParams,
  response: z.array(Deployment),
});

/** Creates a deployment; its key is generated unless given. Names are unique per app. */
export const deploymentsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/deployments',
  summary: 'Create a deployment',
  pathParams: appParams,
  body: jsonBody(NewDeployment),
  response: Deployment,
});

/** Gets a deployment. */
export const deploymentsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/deployments/{deployment_name}',
  summary: 'Get a deployment',
  pathParams: { ownerName, appName, deploymentName },
  response: Deployment,
});

/** Renames a deployment. */
export const deploymentsUpdate = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}/deployments/{deployment_name}',
  summary: 'Modify a deployment',
  pathParams: { ownerName, appName, deploymentName },
  body: jsonBody(DeploymentRename),
});

/** Deletes a deployment. */
export const deploymentsDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/deployments/{deployment_name}',
  summary: 'Delete a deployment',
  pathParams: { ownerName, appName, deploymentName },
});

/** Over-the-air update deployments (for example `Staging` and `Production`). */
export const deploymentsGroup = {
  list: deploymentsList,
  create: deploymentsCreate,
  get: deploymentsGet,
  update: deploymentsUpdate,
  delete: deploymentsDelete,
};
