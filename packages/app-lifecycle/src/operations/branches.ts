import { defineOperation, jsonBody } from '@org/http-core';
import { openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { BranchStatus } from '../models/branch.js';
import {
  BranchConfiguration,
  BranchConfigurationDeleted,
  BranchConfigurationInput,
  ExportedBuildConfiguration,
} from '../models/branch-config.js';
import { ToolsetProjects } from '../models/toolset-projects.js';
import { appName, appParams, branch, ownerName } from './params.js';

/** Lists the Git branches with whether each is configured for build and its last build. */
export const branchesList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/branches',
  summary: 'List Git branches',
  pathParams: appParams,
  response: z.array(BranchStatus),
});

/** Gets a branch's build configuration. */
export const branchesGetConfig = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/branches/{branch}/config',
  summary: 'Get branch configuration',
  pathParams: { ownerName, appName, branch },
  response: BranchConfiguration,
});

/** Configures a branch for build (it must not be configured yet). */
export const branchesConfigure = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/branches/{branch}/config',
  summary: 'Configure the branch for build',
  pathParams: { ownerName, appName, branch },
  body: jsonBody(BranchConfigurationInput),
  response: BranchConfiguration,
});

/** Replaces a branch's build configuration. */
export const branchesReconfigure = defineOperation({
  method: 'PUT',
  path: '/v0.1/apps/{owner_name}/{app_name}/branches/{branch}/config',
  summary: 'Reconfigure the branch',
  pathParams: { ownerName, appName, branch },
  body: jsonBody(BranchConfigurationInput),
  response: BranchConfiguration,
});

/** Deletes a branch's build configuration. */
export const branchesDeleteConfig = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/branches/{branch}/config',
  summary: 'Delete the branch build configuration',
  pathParams: { ownerName, appName, branch },
  response: BranchConfigurationDeleted,
});

/** Exports a branch's build configuration in pipeline YAML format (`format: 'json'` for JSON). */
export const branchesExportConfig = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/branches/{branch}/export_config',
  summary: 'Build configuration in pipeline YAML format',
  pathParams: { ownerName, appName, branch },
  query: { format: { schema: z.optional(openEnum(['yaml', 'json'])), description: 'Export format; YAML by default.' } },
  response: ExportedBuildConfiguration,
});

/** Finds the projects in the repository at the branch, for every toolset, for an OS and platform. */
export const branchesListToolsetProjects = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/branches/{branch}/toolset_projects',
  summary: 'Projects in the repository for the branch, for all toolsets',
  pathParams: { ownerName, appName, branch },
  query: {
    os: { schema: openEnum(['iOS', 'Android', 'Windows', 'macOS']), description: 'Target OS.' },
    platform: { schema: openEnum(['Objective-C-Swift', 'React-Native', 'Xamarin', 'Java', 'UWP']), description: 'Development platform.' },
    maxSearchDepth: { schema: z.optional(z.number().check(z.int(), z.positive())), description: 'How deep to search the repository.' },
  },
  response: ToolsetProjects,
});

/** Git branches of the app's repository and their build configurations. */
export const branchesGroup = {
  list: branchesList,
  getConfig: branchesGetConfig,
  configure: branchesConfigure,
  reconfigure: branchesReconfigure,
  deleteConfig: branchesDeleteConfig,
  exportConfig: branchesExportConfig,
  listToolsetProjects: branchesListToolsetProjects,
};
