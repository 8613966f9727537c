import { defineOperation, jsonBody } from '@org/http-core';
import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { DataSubjectRequest, DataSubjectRequestStatus } from '../models/data-subject-request.js';

const token = { schema: z.string().check(z.minLength(1)), name: 'token', description: 'Token of the request, as the service answered it.' };
const email = z.string().check(z.minLength(1));

/**
 * Asks for an export of all the caller's data (GDPR). The service accepts it (202) with a token; read
 * `getExportStatus` until it is `Completed` (its `sasUrl` is the download) or `Failed`: `requestDataExport` does
 * both. Never retried automatically.
 */
export const dataSubjectRequestsRequestExport = defineOperation({
  method: 'POST',
  path: '/v0.1/user/dsr/export',
  summary: 'Request an export of the user data',
  response: DataSubjectRequest,
});

/** Reads where an export of the caller's data stands; once `Completed`, `sasUrl` is where to download it. */
export const dataSubjectRequestsGetExportStatus = defineOperation({
  method: 'GET',
  path: '/v0.1/user/dsr/export/{token}',
  summary: 'Status of a user data export',
  pathParams: { token },
  response: DataSubjectRequestStatus,
});

/**
 * Cancels an export of the caller's data. A request the service cannot cancel yet answers 503
 * (an `ApiError` with `status` 503): try again later. Never retried automatically.
 */
export const dataSubjectRequestsCancelExport = defineOperation({
  method: 'POST',
  path: '/v0.1/user/dsr/export/{token}/cancel',
  summary: 'Cancel a user data export',
  pathParams: { token },
  response: DataSubjectRequest,
});

/**
 * Asks for the deletion of all the caller's data (GDPR). The service accepts it (202) with a token; read
 * `getDeletionStatus` until it is `Completed` or `Failed`: `requestDataDeletion` does both. Never retried
 * automatically.
 */
export const dataSubjectRequestsRequestDeletion = defineOperation({
  method: 'POST',
  path: '/v0.1/user/dsr/delete',
  summary: 'Request the deletion of the user data',
  response: DataSubjectRequest,
});

/** Reads where a deletion of the caller's data stands; the service wants the e-mail address of the account too. */
export const dataSubjectRequestsGetDeletionStatus = defineOperation({
  method: 'GET',
  path: '/v0.1/user/dsr/delete/{token}',
  summary: 'Status of a user data deletion',
  pathParams: { token },
  query: { email: { schema: email, description: 'E-mail address of the account whose data is deleted.' } },
  response: DataSubjectRequestStatus,
});

/**
 * Cancels a deletion of the caller's data; the body names the account's e-mail address. A request the service
 * cannot cancel yet answers 503 (an `ApiError` with `status` 503): try again later. Never retried automatically.
 */
export const dataSubjectRequestsCancelDeletion = defineOperation({
  method: 'POST',
  path: '/v0.1/user/dsr/delete/{token}/cancel',
  summary: 'Cancel a user data deletion',
  pathParams: { token },
  body: jsonBody(
    model({
      /** E-mail address of the account whose data was to be deleted (not empty). */
      email,
    }),
    { optional: true },
  ),
  response: DataSubjectRequest,
});

/** Data subject requests (GDPR): export or delete all the data the service holds about the caller. */
export const dataSubjectRequestsGroup = {
  requestExport: dataSubjectRequestsRequestExport,
  getExportStatus: dataSubjectRequestsGetExportStatus,
  cancelExport: dataSubjectRequestsCancelExport,
  requestDeletion: dataSubjectRequestsRequestDeletion,
  getDeletionStatus: dataSubjectRequestsGetDeletionStatus,
  cancelDeletion: dataSubjectRequestsCancelDeletion,
};
