import { createClientFor, type OperationGroups, type ServiceClient } from '@org/http-core';
import type { AppLifecycleClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import { appLifecycleServiceInfo } from './service-info.js';
import { attachTransfers } from './transfer-client.js';

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createAppLifecycleClient}: a page bundles the operations it imports and the engine parts they use, not the
 * whole table.
 *
 * @example
 * ```ts
 * import { appsGet, createAppLifecycleClientFor } from '@org/app-lifecycle';
 *
 * const client = createAppLifecycleClientFor({ apps: { get: appsGet } }, { baseUrl: 'https://api.example.com', apiKey });
 * const app = await client.apps.get({ ownerName: 'acme', appName: 'shop' });
 * ```
 */
export function createAppLifecycleClientFor<const G extends OperationGroups>(operations: G, options: AppLifecycleClientOptions): ServiceClient<G> {
  const core = coreOptions(options);
  return attachTransfers(createClientFor(appLifecycleServiceInfo, operations, core), core);
}
