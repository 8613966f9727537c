import { createClientFor, type OperationGroups, type ServiceClient } from '@org/http-core';
import type { DocsPlatformClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import { docsPlatformServiceInfo } from './service-info.js';

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createDocsPlatformClient}: a page bundles the operations it imports and the engine parts they use, not
 * the whole table. Its methods take their input as the table declares it: an upload's file part is the
 * file's content (a `Blob` or bytes), not a path.
 *
 * @example
 * ```ts
 * import { createDocsPlatformClientFor, docsGet } from '@org/docs-platform';
 *
 * const client = createDocsPlatformClientFor({ docs: { get: docsGet } }, { apiKey });
 * const doc = await client.docs.get({ slug: 'getting-started' });
 * ```
 */
export function createDocsPlatformClientFor<const G extends OperationGroups>(operations: G, options: DocsPlatformClientOptions): ServiceClient<G> {
  return createClientFor(docsPlatformServiceInfo, operations, coreOptions(options));
}
