/**
 * `@org/http-core/google`: what the SDKs of Google-style APIs share: their error body
 * ({@link googleErrorParser}), resource names ({@link resourceName}) and field masks ({@link fieldMask},
 * {@link fieldMaskParam}). Only the packages of that family bundle it.
 *
 * @example
 * ```ts
 * import { fieldMask, resourceName } from '@org/http-core/google';
 *
 * const proposal = resourceName('buyers/{buyer}/proposals/{proposal}');
 * proposal.format({ buyer: '123', proposal: 'p-1' }); // 'buyers/123/proposals/p-1'
 * fieldMask({ displayName: 'Spring', pausingConsent: { reason: 'budget' } }); // 'displayName,pausingConsent.reason'
 * ```
 *
 * @module google
 */
export { googleErrorParser } from './error-parser.js';
export { fieldMask, fieldMaskParam, type FieldMaskOptions } from './field-mask.js';
export { fieldMaskSchema } from './field-mask-schema.js';
export { resourceName, type ResourceNameKeys, type ResourceNameTemplate } from './resource-name.js';
export { resourceNameSchema } from './resource-name-schema.js';
