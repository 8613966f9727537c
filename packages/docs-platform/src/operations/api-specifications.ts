import { defineListOperation, defineOperation, linkHeaderPaging } from '@org/http-core';
import * as z from '@org/http-core/light';
import { docsVersion } from '../docs-version.js';
import { ApiSpecification, SpecUpload } from '../models/api-specification.js';
import { pageQuery } from '../paging.js';

const specId = { schema: z.string().check(z.minLength(1)), description: 'Id of the API specification, as the list returns it.' } as const;

/**
 * Lists the API specifications of a documentation version, a page at a time (`page`, `perPage`, following
 * the `Link` header). Iterate it: `for await (const spec of client.apiSpecifications.list())`.
 */
export const apiSpecificationsList = defineListOperation({
  method: 'GET',
  path: '/api-specification',
  summary: 'API specification metadata',
  query: pageQuery,
  headers: { docsVersion },
  response: z.array(ApiSpecification),
  pagination: linkHeaderPaging({ items: '', identity: '_id' }),
});

/**
 * Uploads an API specification into a documentation version, as a multipart file in the `spec` part. The
 * client takes a path, a `Buffer`, a `Blob` or a stream, and reports upload progress with
 * `onUploadProgress`. Not retried automatically (a POST).
 */
export const apiSpecificationsUpload = defineOperation({
  method: 'POST',
  path: '/api-specification',
  summary: 'Upload an API specification',
  headers: { docsVersion },
  body: { schema: SpecUpload, encoding: 'multipart' },
  response: ApiSpecification,
});

/** Replaces an uploaded API specification with a new file (same sources and progress as `upload`). */
export const apiSpecificationsUpdate = defineOperation({
  method: 'PUT',
  path: '/api-specification/{id}',
  summary: 'Update an API specification',
  pathParams: { id: specId },
  body: { schema: SpecUpload, encoding: 'multipart' },
  response: ApiSpecification,
});

/** Deletes an uploaded API specification and the reference pages it generated. */
export const apiSpecificationsDelete = defineOperation({
  method: 'DELETE',
  path: '/api-specification/{id}',
  summary: 'Delete an API specification',
  pathParams: { id: specId },
  responseKind: 'none',
});

/** API specifications (OpenAPI or Swagger files) that generate the reference section. */
export const apiSpecificationsGroup = {
  list: apiSpecificationsList,
  upload: apiSpecificationsUpload,
  update: apiSpecificationsUpdate,
  delete: apiSpecificationsDelete,
};
