import { defineOperation } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { Deployment, DeploymentRename, NewDeployment } from '../models/deployment.js';
import { appParams, deploymentName } from './params.js';

/** Over-the-air update deployments (for example `Staging` and `Production`). */
export const deploymentsOperations = {
  /** Lists the app's deployments with their latest releases. */
  list: defineOperation({
    method: 'GET',
    path: '/v0.1/apps/{owner_name}/{app_name}/deployments',
    summary: 'List over-the-air update deployments',
    pathParams: appParams,
    response: z.array(Deployment),
  }),
  /** Creates a deployment; its key is generated unless given. Names are unique per app. */
  create: defineOperation({
    method: 'POST',
    path: '/v0.1/apps/{owner_name}/{app_name}/deployments',
    summary: 'Create a deployment',
    pathParams: appParams,
    body: NewDeployment,
    response: Deployment,
  }),
  /** Gets a deployment. */
  get: defineOperation({
    method: 'GET',
    path: '/v0.1/apps/{owner_name}/{app_name}/deployments/{deployment_name}',
    summary: 'Get a deployment',
    pathParams: { ...appParams, deploymentName },
    response: Deployment,
  }),
  /** Renames a deployment. */
  update: defineOperation({
    method: 'PATCH',
    path: '/v0.1/apps/{owner_name}/{app_name}/deployments/{deployment_name}',
    summary: 'Modify a deployment',
    pathParams: { ...appParams, deploymentName },
    body: DeploymentRename,
  }),
  /** Deletes a deployment. */
  delete: defineOperation({
    method: 'DELETE',
    path: '/v0.1/apps/{owner_name}/{app_name}/deployments/{deployment_name}',
    summary: 'Delete a deployment',
    pathParams: { ...appParams, deploymentName },
  }),
};
