import { defineOperation, jsonBody } from '@org/http-core';
import { openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { NewSymbolUpload, SymbolType, SymbolUpload, SymbolUploadCompletion, SymbolUploadStart } from '../models/symbol.js';
import { DownloadUri } from '../models/uri.js';
import { appName, appParams, ownerName, symbolUploadId } from './params.js';

const upload = { ownerName, appName, symbolUploadId };

/** Lists the app's symbol uploads, newest first: at most `top` (30 by default, 100 at most). */
export const symbolUploadsList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/symbol_uploads',
  summary: 'List symbol uploads',
  pathParams: appParams,
  query: {
    top: { schema: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100))), description: 'Return at most this many uploads (30 when omitted).' },
    status: {
      schema: z.optional(openEnum(['all', 'uploaded', 'processed'])),
      description: 'all: every state; uploaded: committed and later; processed: indexed or failed.',
    },
    symbolType: { schema: z.optional(SymbolType), name: 'symbol_type', description: 'Only this kind of symbols.' },
  },
  response: z.array(SymbolUpload),
});

/**
 * Starts a symbol upload: answers the blob address to `PUT` the file to (another origin; send no credential
 * there) and until when it is valid. Then `complete` commits it. Never retried automatically.
 */
export const symbolUploadsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/symbol_uploads',
  summary: 'Start a symbol upload',
  pathParams: appParams,
  body: jsonBody(NewSymbolUpload),
  response: SymbolUploadStart,
});

/**
 * Gets a symbol upload. After `complete` its status moves on as the service processes the file: `committed`,
 * `processing`, then `indexed` (its symbols found) or `failed`.
 */
export const symbolUploadsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/symbol_uploads/{symbol_upload_id}',
  summary: 'Get a symbol upload',
  pathParams: upload,
  response: SymbolUpload,
});

/**
 * Commits a symbol upload whose file has been sent (`status: 'committed'`), or gives it up (`'aborted'`). Only a
 * `created` upload can be completed. Never retried automatically.
 */
export const symbolUploadsComplete = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}/symbol_uploads/{symbol_upload_id}',
  summary: 'Commit or abort a symbol upload',
  pathParams: upload,
  body: jsonBody(SymbolUploadCompletion),
  response: SymbolUpload,
});

/** Deletes a symbol upload and the symbols it brought; answers the deleted upload. */
export const symbolUploadsDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/symbol_uploads/{symbol_upload_id}',
  summary: 'Delete a symbol upload',
  pathParams: upload,
  response: SymbolUpload,
});

/** Gets the download address of a symbol upload's file (on another origin; it is not followed). */
export const symbolUploadsGetLocation = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/symbol_uploads/{symbol_upload_id}/location',
  summary: 'Download address of a symbol upload',
  pathParams: upload,
  response: DownloadUri,
});

/** Symbol uploads: start, send the file to the blob address answered, commit, and follow processing. */
export const symbolUploadsGroup = {
  list: symbolUploadsList,
  create: symbolUploadsCreate,
  get: symbolUploadsGet,
  complete: symbolUploadsComplete,
  delete: symbolUploadsDelete,
  getLocation: symbolUploadsGetLocation,
};
