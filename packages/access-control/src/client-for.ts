import { createClientFor, type OperationGroups, type ServiceClient } from '@org/http-core';
import type { AccessControlClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import { accessControlServiceInfo } from './service-info.js';

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createAccessControlClient}: a page bundles the operations it imports and the engine parts they use, not the
 * whole table.
 *
 * @example
 * ```ts
 * import { createAccessControlClientFor, roleAssignmentsGet } from '@org/access-control';
 *
 * const client = createAccessControlClientFor({ roleAssignments: { get: roleAssignmentsGet } }, { baseUrl, token });
 * const assignment = await client.roleAssignments.get({ scope: 'subscriptions/0000', roleAssignmentName });
 * ```
 */
export function createAccessControlClientFor<const G extends OperationGroups>(operations: G, options: AccessControlClientOptions): ServiceClient<G> {
  return createClientFor(accessControlServiceInfo, operations, coreOptions(options));
}
