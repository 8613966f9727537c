import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { Version, VersionInput } from '../models/version.js';

const versionId = { schema: z.string().check(z.minLength(1)), description: 'The version, e.g. `v1.0`.' } as const;

/** Lists every documentation version of the project. */
export const versionsList = defineOperation({
  method: 'GET',
  path: '/version',
  summary: 'List versions',
  response: z.array(Version),
});

/**
 * Creates a documentation version as a fork of `from` (its categories and docs are copied). Not retried
 * automatically (a POST).
 */
export const versionsCreate = defineOperation({
  method: 'POST',
  path: '/version',
  summary: 'Create version',
  body: jsonBody(VersionInput),
  response: Version,
});

/** Gets a documentation version. */
export const versionsGet = defineOperation({
  method: 'GET',
  path: '/version/{versionId}',
  summary: 'Get version',
  pathParams: { versionId },
  response: Version,
});

/**
 * Updates a documentation version: rename, codename, beta, hidden, deprecated, or make it the main one.
 * The main version cannot be demoted (make another one main instead).
 */
export const versionsUpdate = defineOperation({
  method: 'PUT',
  path: '/version/{versionId}',
  summary: 'Update version',
  pathParams: { versionId },
  body: jsonBody(VersionInput),
  response: Version,
});

/** Deletes a documentation version with its docs. The main version cannot be deleted. */
export const versionsDelete = defineOperation({
  method: 'DELETE',
  path: '/version/{versionId}',
  summary: 'Delete version',
  pathParams: { versionId },
  responseKind: 'none',
});

/** Documentation versions. */
export const versionsGroup = {
  list: versionsList,
  create: versionsCreate,
  get: versionsGet,
  update: versionsUpdate,
  delete: versionsDelete,
};
