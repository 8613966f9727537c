import { defineListOperation, defineOperation, jsonBody, nextLinkPaging } from '@org/http-core';
import * as z from '@org/http-core/light';
import { ExportConfiguration, ExportConfigurationList, NewExportConfiguration } from '../models/export-configuration.js';
import { appName, appParams, ownerName } from './params.js';

const exportConfigurationId = { schema: z.string().check(z.minLength(1)), name: 'export_configuration_id', description: 'Id of the export configuration.' };

/** Lists the app's continuous exports. Pages follow `nextLink`. */
export const exportConfigurationsList = defineListOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/export_configurations',
  summary: 'List export configurations',
  pathParams: appParams,
  response: ExportConfigurationList,
  pagination: nextLinkPaging({ items: 'values', nextLink: 'nextLink', identity: 'id' }),
});

/**
 * Sets up a continuous export of the app's data to Azure. The service accepts it (202) as `Pending` and checks the
 * target afterwards: read it with `get` until it is `Enabled` or `Invalid` (`state_info` says why). Never retried
 * automatically.
 */
export const exportConfigurationsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/export_configurations',
  summary: 'Create an export configuration',
  pathParams: appParams,
  body: jsonBody(NewExportConfiguration),
  response: ExportConfiguration,
});

/** Gets a continuous export, with its state. */
export const exportConfigurationsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/export_configurations/{export_configuration_id}',
  summary: 'Get an export configuration',
  pathParams: { ownerName, appName, exportConfigurationId },
  response: ExportConfiguration,
});

/** Changes a continuous export (what it sends, where to, whether to backfill); the body names its `type` again. */
export const exportConfigurationsUpdate = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}/export_configurations/{export_configuration_id}',
  summary: 'Update an export configuration',
  pathParams: { ownerName, appName, exportConfigurationId },
  body: jsonBody(NewExportConfiguration),
  response: ExportConfiguration,
});

/** Deletes a continuous export: nothing more is sent. */
export const exportConfigurationsDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/export_configurations/{export_configuration_id}',
  summary: 'Delete an export configuration',
  pathParams: { ownerName, appName, exportConfigurationId },
});

/** Resumes a disabled continuous export. */
export const exportConfigurationsEnable = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/export_configurations/{export_configuration_id}/enable',
  summary: 'Enable an export configuration',
  pathParams: { ownerName, appName, exportConfigurationId },
});

/** Pauses a continuous export; `enable` resumes it. */
export const exportConfigurationsDisable = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/export_configurations/{export_configuration_id}/disable',
  summary: 'Disable an export configuration',
  pathParams: { ownerName, appName, exportConfigurationId },
});

/** Continuous exports of the app's crashes, errors and attachments to Azure Blob Storage or Application Insights. */
export const exportConfigurationsGroup = {
  list: exportConfigurationsList,
  create: exportConfigurationsCreate,
  get: exportConfigurationsGet,
  update: exportConfigurationsUpdate,
  delete: exportConfigurationsDelete,
  enable: exportConfigurationsEnable,
  disable: exportConfigurationsDisable,
};
