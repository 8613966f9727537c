import { defineOperation, jsonBody } from '@org/http-core';
import { openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { NewRepositoryConfig, RepositoryConfig, ServiceMessage, SourceRepository } from '../models/repository-config.js';
import { appName, appParams, ownerName } from './params.js';

/** Lists the app's repository configuration: the active one, or with `includeInactive` the inactive ones when none is active. */
export const repositoriesListConfigs = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/repo_config',
  summary: 'Repository configuration of the app',
  pathParams: appParams,
  query: { includeInactive: { schema: z.optional(z.boolean()), description: 'List inactive configurations when none is active.' } },
  response: z.array(RepositoryConfig),
});

/**
 * Connects the app to a repository to build from (an HTTPS Git address), replacing the one connected before.
 * Needs a user API token: a client holding only an app token refuses before sending. Never retried automatically.
 */
export const repositoriesConfigure = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/repo_config',
  summary: 'Connect a repository',
  pathParams: appParams,
  auth: ['userApiToken'],
  body: jsonBody(NewRepositoryConfig),
  response: ServiceMessage,
});

/** Disconnects the app's repository; its branch configurations stop building. */
export const repositoriesDeleteConfig = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/repo_config',
  summary: 'Disconnect the repository',
  pathParams: appParams,
  response: ServiceMessage,
});

/**
 * Lists the repositories a source host (GitHub, Bitbucket, Azure DevOps, GitLab) offers the user. Needs a user
 * API token: a client holding only an app token refuses before sending.
 */
export const repositoriesListFromHost = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/source_hosts/{source_host}/repositories',
  summary: 'Repositories of a source host',
  auth: ['userApiToken'],
  pathParams: {
    ownerName,
    appName,
    sourceHost: { schema: openEnum(['github', 'bitbucket', 'vsts', 'gitlab']), name: 'source_host', description: 'The source host.' },
  },
  query: {
    vstsAccountName: { schema: z.optional(z.string()), description: 'Azure DevOps account (with `vstsProjectId`).' },
    vstsProjectId: { schema: z.optional(z.string()), description: 'Azure DevOps project (with `vstsAccountName`).' },
    serviceConnectionId: { schema: z.optional(z.string()), name: 'service_connection_id', description: 'Connection of a self-hosted GitLab.' },
    form: { schema: z.optional(openEnum(['lite', 'full'])), description: 'How much of each repository to answer.' },
  },
  check: (input) =>
    (input['vstsAccountName'] === undefined) === (input['vstsProjectId'] === undefined)
      ? undefined
      : [{ path: input['vstsAccountName'] === undefined ? 'vstsAccountName' : 'vstsProjectId', message: 'vstsAccountName and vstsProjectId go together' }],
  response: z.array(SourceRepository),
});

/** The repository an app builds from: connect, read, disconnect, and the repositories a source host offers. */
export const repositoriesGroup = {
  listConfigs: repositoriesListConfigs,
  configure: repositoriesConfigure,
  deleteConfig: repositoriesDeleteConfig,
  listFromHost: repositoriesListFromHost,
};
