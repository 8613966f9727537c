import { defineOperation } from '@org/http-core';
import { dateTime, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { Crash, CrashAttachment, CrashDeletion } from '../models/crash.js';
import { GenericLogFlow } from '../models/log-flow.js';
import { Stacktrace } from '../models/stacktrace.js';
import { DownloadUri } from '../models/uri.js';
import { appName, attachmentId, crashGroupId, crashId, groupingOnly, ownerName } from './params.js';

/* @__NO_SIDE_EFFECTS__ */
const flag = (description: string, name: string) => ({ schema: z.optional(z.boolean()), name, description });

/**
 * Lists the crashes of a crash group.
 * @deprecated The service deprecates this operation.
 */
export const crashesList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/crash_groups/{crash_group_id}/crashes',
  summary: 'All crashes of a group',
  deprecated: true,
  pathParams: { ownerName, appName, crashGroupId },
  query: {
    includeReport: flag('Include each crash report (details and stack trace).', 'include_report'),
    includeLog: flag('Include each crash log.', 'include_log'),
    dateFrom: { schema: z.optional(dateTime()), name: 'date_from', description: 'Crashes at or after this time.' },
    dateTo: { schema: z.optional(dateTime()), name: 'date_to', description: 'Crashes at or before this time.' },
    appVersion: { schema: z.optional(z.string()), name: 'app_version', description: 'Only this app version.' },
    errorType: { schema: z.optional(openEnum(['CrashingErrors', 'HandledErrors'])), name: 'error_type', description: 'Crashing or handled errors.' },
  },
  response: z.array(Crash),
});

/**
 * Gets a crash. (The service answers 201 here; the SDK accepts it like 200.)
 * @deprecated The service deprecates this operation.
 */
export const crashesGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/crash_groups/{crash_group_id}/crashes/{crash_id}',
  summary: 'Get a crash',
  deprecated: true,
  pathParams: { ownerName, appName, crashGroupId, crashId },
  query: {
    includeReport: flag('Include the crash report.', 'include_report'),
    includeLog: flag('Include the crash log.', 'include_log'),
    includeDetails: flag('Include device details.', 'include_details'),
    includeStacktrace: flag('Include the stack trace.', 'include_stacktrace'),
    groupingOnly,
  },
  response: Crash,
});

/**
 * Deletes a crash with its attachments and stored files; answers what was removed.
 * @deprecated The service deprecates this operation.
 */
export const crashesDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/crash_groups/{crash_group_id}/crashes/{crash_id}',
  summary: 'Delete a crash with its attachments and blobs',
  deprecated: true,
  pathParams: { ownerName, appName, crashGroupId, crashId },
  query: { retentionDelete: flag('Delete as part of data retention.', 'retention_delete') },
  response: CrashDeletion,
});

/**
 * Gets the native crash log, as text.
 * @deprecated The service deprecates this operation.
 */
export const crashesGetNativeLog = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/crash_groups/{crash_group_id}/crashes/{crash_id}/native',
  summary: 'Native log of a crash',
  deprecated: true,
  pathParams: { ownerName, appName, crashGroupId, crashId },
  response: z.string(),
});

/**
 * Downloads the native crash log as a text attachment.
 * @deprecated The service deprecates this operation.
 */
export const crashesDownloadNativeLog = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/crash_groups/{crash_group_id}/crashes/{crash_id}/native/download',
  summary: 'Native log as a text attachment',
  deprecated: true,
  pathParams: { ownerName, appName, crashGroupId, crashId },
  response: z.string(),
});

/**
 * Gets the address to download the raw crash as JSON; it is not followed.
 * @deprecated The service deprecates this operation.
 */
export const crashesGetRawLocation = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/crash_groups/{crash_group_id}/crashes/{crash_id}/raw/location',
  summary: 'URI to download the crash as JSON',
  deprecated: true,
  pathParams: { ownerName, appName, crashGroupId, crashId },
  response: DownloadUri,
});

/**
 * Gets the stack trace of a crash.
 * @deprecated The service deprecates this operation.
 */
export const crashesGetStacktrace = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/crash_groups/{crash_group_id}/crashes/{crash_id}/stacktrace',
  summary: 'Stack trace of a crash',
  deprecated: true,
  pathParams: { ownerName, appName, crashGroupId, crashId },
  query: { groupingOnly },
  response: Stacktrace,
});

/**
 * Lists the files attached to a crash.
 * @deprecated The service deprecates this operation.
 */
export const crashesListAttachments = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/crashes/{crash_id}/attachments',
  summary: 'Attachments of a crash',
  deprecated: true,
  pathParams: { ownerName, appName, crashId },
  response: z.array(CrashAttachment),
});

/**
 * Gets the address to download an attachment; it is not followed.
 * @deprecated The service deprecates this operation.
 */
export const crashesGetAttachmentLocation = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/crashes/{crash_id}/attachments/{attachment_id}/location',
  summary: 'URI to download an attachment',
  deprecated: true,
  pathParams: { ownerName, appName, crashId, attachmentId },
  response: DownloadUri,
});

/**
 * Gets the content of a text attachment, as text.
 * @deprecated The service deprecates this operation.
 */
export const crashesGetTextAttachment = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/crashes/{crash_id}/attachments/{attachment_id}/text',
  summary: 'Content of a text attachment',
  deprecated: true,
  pathParams: { ownerName, appName, crashId, attachmentId },
  response: z.string(),
});

/** Lists the logs of the session in which a crash happened (from `date` on, when given). */
export const crashesListSessionLogs = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/crashes/{crash_id}/session_logs',
  summary: 'Session logs by crash identifier',
  pathParams: { ownerName, appName, crashId },
  query: { date: { schema: z.optional(dateTime()), description: 'Only logs at or after this time.' } },
  response: GenericLogFlow,
});

/** Crashes with their native logs, stack traces, attachments and session logs. */
export const crashesGroup = {
  list: crashesList,
  get: crashesGet,
  delete: crashesDelete,
  getNativeLog: crashesGetNativeLog,
  downloadNativeLog: crashesDownloadNativeLog,
  getRawLocation: crashesGetRawLocation,
  getStacktrace: crashesGetStacktrace,
  listAttachments: crashesListAttachments,
  getAttachmentLocation: crashesGetAttachmentLocation,
  getTextAttachment: crashesGetTextAttachment,
  listSessionLogs: crashesListSessionLogs,
};
