import { createClientFor, type OperationGroups, type ServiceClient } from '@org/http-core';
import type { ErrorReportingClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import { errorReportingServiceInfo } from './service-info.js';

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createErrorReportingClient}: a page bundles the operations it imports and the engine parts they use, not the
 * whole table.
 *
 * @example
 * ```ts
 * import { createErrorReportingClientFor, groupsGet } from '@org/error-reporting';
 *
 * const client = createErrorReportingClientFor({ groups: { get: groupsGet } }, { token });
 * const group = await client.groups.get({ groupName: 'projects/my-project/groups/abc' });
 * ```
 */
export function createErrorReportingClientFor<const G extends OperationGroups>(operations: G, options: ErrorReportingClientOptions = {}): ServiceClient<G> {
  return createClientFor(errorReportingServiceInfo, operations, coreOptions(options));
}
