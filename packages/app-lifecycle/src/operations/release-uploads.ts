import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { NewReleaseUpload, ReleaseUpload, ReleaseUploadStatus, ReleaseUploadStatusChange, ReleaseUploadStatusChanged } from '../models/release-upload.js';
import { appName, appParams, ownerName, uploadId } from './params.js';

/**
 * Starts a release upload. The answer says where to send the file: the file service at `upload_domain`, into
 * the asset `package_asset_id`, authorised by `token` (never by the API key). Never retried automatically.
 */
export const releaseUploadsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/uploads/releases',
  summary: 'Start a release upload',
  pathParams: appParams,
  body: jsonBody(NewReleaseUpload, { optional: true, default: {} }),
  response: ReleaseUpload,
});

/**
 * Gets where a release upload is. After `uploadFinished` the service processes the file; read again until
 * `readyToBePublished` (which gives the new release's id, `release_distinct_id`), `malwareDetected` or `error`.
 */
export const releaseUploadsGetStatus = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/uploads/releases/{upload_id}',
  summary: 'Status of a release upload',
  pathParams: { ownerName, appName, uploadId },
  response: ReleaseUploadStatus,
});

/**
 * Marks a release upload `uploadFinished` once every chunk reached the file service (processing starts), or
 * `uploadCanceled`. Never retried automatically.
 */
export const releaseUploadsUpdateStatus = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}/uploads/releases/{upload_id}',
  summary: 'Finish or cancel a release upload',
  pathParams: { ownerName, appName, uploadId },
  query: { extract: { schema: z.optional(z.boolean()), description: 'Extract the release from the file (true unless given).' } },
  body: jsonBody(ReleaseUploadStatusChange),
  response: ReleaseUploadStatusChanged,
});

/**
 * Release uploads: how a new release arrives. Create one, send the file to the file service it names, mark it
 * finished, then read its status until the release is ready.
 */
export const releaseUploadsGroup = {
  create: releaseUploadsCreate,
  getStatus: releaseUploadsGetStatus,
  updateStatus: releaseUploadsUpdateStatus,
};
