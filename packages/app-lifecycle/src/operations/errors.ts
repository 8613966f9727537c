import { defineListOperation, defineOperation, nextLinkPaging, offsetPaging } from '@org/http-core';
import { dateTime, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { ErrorAttachment, ErrorAttachmentText, ErrorDeletion, ErrorDetails, ErrorList, ErrorRetentionSettings, ErrorSearchResult } from '../models/error.js';
import { GenericLogFlow } from '../models/log-flow.js';
import { Stacktrace } from '../models/stacktrace.js';
import { DownloadUri } from '../models/uri.js';
import { appName, appParams, end, errorAttachmentId, errorGroupId, errorId, errorTop, ownerName, searchOrder, searchText, searchTop, skip, start } from './params.js';

const inGroup = { ownerName, appName, errorGroupId, errorId };
const ofError = { ownerName, appName, errorId };
const ofAttachment = { ownerName, appName, errorId, attachmentId: errorAttachmentId };

/**
 * Lists an error group's errors in the time range, newest first, of one device model or operating system
 * when given. `top` is the page size (30 when omitted); pages follow `nextLink`. Replaces the deprecated
 * `crashes.list`.
 */
export const errorsList = defineListOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/{errorGroupId}/errors',
  summary: 'Errors of a group',
  pathParams: { ownerName, appName, errorGroupId },
  query: {
    start,
    end,
    top: errorTop,
    model: { schema: z.optional(z.string()), name: 'model', description: 'Only errors from this device model.' },
    os: { schema: z.optional(z.string()), name: 'os', description: 'Only errors from this operating system, e.g. "Android 14".' },
  },
  response: ErrorList,
  pagination: nextLinkPaging({ items: 'errors', nextLink: 'nextLink', identity: 'errorId' }),
});

/** Gets the details of an error group's latest error. */
export const errorsGetLatest = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/{errorGroupId}/errors/latest',
  summary: 'Latest error of a group',
  pathParams: { ownerName, appName, errorGroupId },
  response: ErrorDetails,
});

/** Gets the details of an error of a group. Replaces the deprecated `crashes.get`. */
export const errorsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/{errorGroupId}/errors/{errorId}',
  summary: 'Error details',
  pathParams: inGroup,
  response: ErrorDetails,
});

/**
 * Deletes an error with its attachments and their stored files; answers what was removed. The service
 * removes the error from search results later (within 30 days). Replaces the deprecated `crashes.delete`.
 */
export const errorsDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/{errorGroupId}/errors/{errorId}',
  summary: 'Delete an error with its attachments and blobs',
  pathParams: inGroup,
  response: ErrorDeletion,
});

/**
 * Downloads an error's report as a file and resolves to its text: a JSON document (`format: 'json'`, the
 * default; `JSON.parse` it) or a readable text report (`format: 'txt'`).
 */
export const errorsDownload = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/{errorGroupId}/errors/{errorId}/download',
  summary: 'Download an error report',
  pathParams: inGroup,
  query: { format: { schema: z.optional(openEnum(['json', 'txt'])), name: 'format', description: 'json (the default) or txt.' } },
  responseKind: 'text',
});

/** Gets the address to download an error's raw report; it is not followed. Replaces the deprecated `crashes.getRawLocation`. */
export const errorsGetLocation = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/{errorGroupId}/errors/{errorId}/location',
  summary: 'URI to download an error',
  pathParams: inGroup,
  response: DownloadUri,
});

/** Gets the stack trace of an error. Replaces the deprecated `crashes.getStacktrace`. */
export const errorsGetStacktrace = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/{errorGroupId}/errors/{errorId}/stacktrace',
  summary: 'Stack trace of an error',
  pathParams: inGroup,
  response: Stacktrace,
});

/**
 * Searches the app's errors by text (`q`) and an OData `filter`, sorted by `sort` and `order` (newest first
 * when omitted). Pages with `top` (1 to 100) and `skip`; the method walks them.
 */
export const errorsSearch = defineListOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/search',
  summary: 'Search errors',
  pathParams: appParams,
  query: {
    filter: { schema: z.optional(z.string()), name: 'filter', description: "An OData filter, e.g. \"osVersion eq '14'\"." },
    q: searchText,
    order: searchOrder,
    sort: {
      schema: z.optional(
        openEnum([
          'timestamp',
          'errorGroupId',
          'exceptionClassName',
          'exceptionFile',
          'exceptionLine',
          'exceptionMessage',
          'exceptionMethod',
          'deviceName',
          'osVersion',
          'userId',
        ]),
      ),
      name: 'sort',
      description: 'Sort field (timestamp when omitted).',
    },
    top: searchTop,
    skip,
  },
  response: ErrorSearchResult,
  pagination: offsetPaging({ items: 'errors', offsetParam: 'skip', limitParam: 'top' }),
});

/** Lists the files attached to an error. Replaces the deprecated `crashes.listAttachments`. */
export const errorsListAttachments = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/{errorId}/attachments',
  summary: 'Attachments of an error',
  pathParams: ofError,
  response: z.array(ErrorAttachment),
});

/** Gets the address to download an attachment; it is not followed. Replaces the deprecated `crashes.getAttachmentLocation`. */
export const errorsGetAttachmentLocation = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/{errorId}/attachments/{attachmentId}/location',
  summary: 'URI to download an attachment',
  pathParams: ofAttachment,
  response: DownloadUri,
});

/**
 * Gets the content of a text attachment, as `{ content }`. Replaces the deprecated
 * `crashes.getTextAttachment`.
 */
export const errorsGetAttachmentText = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/{errorId}/attachments/{attachmentId}/text',
  summary: 'Content of a text attachment',
  pathParams: ofAttachment,
  response: ErrorAttachmentText,
});

/** Lists the logs of the session in which an error happened, up to the error (from `date` on, when given). */
export const errorsListSessionLogs = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/{errorId}/sessionLogs',
  summary: 'Session logs of an error',
  pathParams: ofError,
  query: { date: { schema: z.optional(dateTime()), description: 'Only logs at or after this time.' } },
  response: GenericLogFlow,
});

/** Gets how many days the service keeps errors. */
export const errorsGetRetentionSettings = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/retention_settings',
  summary: 'Retention of errors in days',
  pathParams: appParams,
  response: ErrorRetentionSettings,
});

/** Errors: single handled and unhandled errors with their reports, stack traces, attachments and session logs. */
export const errorsGroup = {
  list: errorsList,
  getLatest: errorsGetLatest,
  get: errorsGet,
  delete: errorsDelete,
  download: errorsDownload,
  getLocation: errorsGetLocation,
  getStacktrace: errorsGetStacktrace,
  search: errorsSearch,
  listAttachments: errorsListAttachments,
  getAttachmentLocation: errorsGetAttachmentLocation,
  getAttachmentText: errorsGetAttachmentText,
  listSessionLogs: errorsListSessionLogs,
  getRetentionSettings: errorsGetRetentionSettings,
};
