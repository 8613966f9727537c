import { defineOperation, jsonBody } from '@org/http-core';
import { model } from '@org/http-core/light';
import { FileAsset } from '../models/file-asset.js';
import { appParams } from './params.js';

/**
 * Creates a file asset: answers where the file service takes the file and the asset's upload token (a
 * credential of the upload; keep it out of logs). The body is an empty object. Never retried automatically.
 */
export const fileAssetsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/file_asset',
  summary: 'Create a file asset to upload',
  pathParams: appParams,
  body: jsonBody(model({}), { optional: true, default: {} }),
  response: FileAsset,
});

/** Files uploaded for an app's builds (for example signing files), through the file service. */
export const fileAssetsGroup = {
  create: fileAssetsCreate,
};
