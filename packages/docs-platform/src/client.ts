import { createClient, type RequestMethods } from '@org/http-core';
import { docsPlatformService } from './service.js';
import type { DocsPlatformClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import type { DocsPlatformMethods } from './operation-types.js';
import { uploadMethod, type UploadMethod } from './upload-methods.js';

/** @internal The client the table generates, before uploads are reshaped. */
type Raw = DocsPlatformMethods;
type InputOf<M> = M extends (...args: infer A) => unknown ? NonNullable<A[0]> : never;
type DataOf<M> = M extends (...args: never[]) => PromiseLike<infer R> ? R : never;
/** @internal A generated upload method reshaped to take a file. */
type Upload<M, P extends string> = UploadMethod<InputOf<M>, P, DataOf<M>>;

/**
 * A documentation platform client: one object per group (`project`, `apiSpecifications`, `categories`,
 * `changelogs`, `customPages`, `docs`, `errors`, `legacySpecs`, `versions`), one method per operation.
 * Upload methods take a path, bytes, a `Blob` or a stream, and an `onUploadProgress` option.
 * `client.request(...)` sends what the operation table does not declare, with the client's credential and limits.
 */
export type DocsPlatformClient = Omit<Raw, 'apiSpecifications' | 'legacySpecs'> & RequestMethods & {
  readonly apiSpecifications: Omit<Raw['apiSpecifications'], 'upload' | 'update'> & {
    /**
     * Uploads an API specification into a documentation version (`docsVersion`). `body.spec` is a path, bytes,
     * a `Blob` or a stream; `onUploadProgress` follows the upload. Not retried automatically (a POST).
     *
     * @example
     * ```ts
     * const spec = await client.apiSpecifications.upload({ body: { spec: './openapi.json' } }, {
     *   onUploadProgress: ({ loaded, total }) => console.log(`${Math.round((100 * loaded) / total)}%`),
     * });
     * ```
     */
    readonly upload: Upload<Raw['apiSpecifications']['upload'], 'spec'>;
    /** Replaces an uploaded API specification (by `id`) with a new file; same sources and progress as `upload`. */
    readonly update: Upload<Raw['apiSpecifications']['update'], 'spec'>;
  };
  readonly legacySpecs: Omit<Raw['legacySpecs'], 'upload' | 'update'> & {
    /**
     * Uploads a specification file in the `swagger` part (a path, a `Blob` or bytes); `onUploadProgress` in the
     * call options reports the bytes sent.
     *
     * @deprecated Superseded by `apiSpecifications.upload`.
     */
    readonly upload: Upload<Raw['legacySpecs']['upload'], 'swagger'>;
    /**
     * Replaces a specification file, sent in the `swagger` part; `onUploadProgress` reports the bytes sent.
     *
     * @deprecated Superseded by `apiSpecifications.update`.
     */
    readonly update: Upload<Raw['legacySpecs']['update'], 'swagger'>;
  };
};

/**
 * Creates a documentation platform client.
 *
 * @example
 * ```ts
 * const client = createDocsPlatformClient({ apiKey: process.env.DOCS_API_KEY!, docsVersion: 'v1.0' });
 * const doc = await client.docs.get({ slug: 'getting-started' });
 * ```
 */
export function createDocsPlatformClient(options: DocsPlatformClientOptions): DocsPlatformClient {
  const client = createClient(docsPlatformService, coreOptions(options));
  return {
    ...client,
    apiSpecifications: {
      ...client.apiSpecifications,
      upload: uploadMethod(client.apiSpecifications.upload, 'spec'),
      update: uploadMethod(client.apiSpecifications.update, 'spec'),
    },
    legacySpecs: {
      ...client.legacySpecs,
      upload: uploadMethod(client.legacySpecs.upload, 'swagger'),
      update: uploadMethod(client.legacySpecs.update, 'swagger'),
    },
  };
}

export { docsPlatformUrl } from './core-options.js';

export type { DocsPlatformClientOptions } from './client-options.js';
