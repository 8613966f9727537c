import { defineOperation } from '@org/http-core';
import * as z from '@org/http-core/light';
import { ApiSpecification, LegacySpecUpload } from '../models/api-specification.js';

const specId = { schema: z.string().check(z.minLength(1)), description: 'Id of the specification, as the upload returned it.' } as const;

/**
 * Uploads a specification file in the `swagger` part.
 *
 * @deprecated Superseded by `apiSpecifications.upload`.
 */
export const legacySpecsUpload = defineOperation({
  method: 'POST',
  path: '/legacy-spec',
  summary: 'Upload a specification file; superseded by the API specification upload',
  body: { schema: LegacySpecUpload, encoding: 'multipart' },
  response: ApiSpecification,
  deprecated: 'Use apiSpecifications.upload instead.',
});

/**
 * Replaces a specification file.
 *
 * @deprecated Superseded by `apiSpecifications.update`.
 */
export const legacySpecsUpdate = defineOperation({
  method: 'PUT',
  path: '/legacy-spec/{id}',
  summary: 'Update a specification file; superseded by the API specification update',
  pathParams: { id: specId },
  body: { schema: LegacySpecUpload, encoding: 'multipart' },
  response: ApiSpecification,
  deprecated: 'Use apiSpecifications.update instead.',
});

/**
 * Deletes a specification file.
 *
 * @deprecated Superseded by `apiSpecifications.delete`.
 */
export const legacySpecsDelete = defineOperation({
  method: 'DELETE',
  path: '/legacy-spec/{id}',
  summary: 'Delete a specification file; superseded by the API specification delete',
  pathParams: { id: specId },
  responseKind: 'none',
  deprecated: 'Use apiSpecifications.delete instead.',
});

/**
 * The first generation of specification uploads, deprecated by the service in favour of
 * `apiSpecifications`. Each logs a warning once per client when first used.
 */
export const legacySpecsGroup = {
  upload: legacySpecsUpload,
  update: legacySpecsUpdate,
  delete: legacySpecsDelete,
};
