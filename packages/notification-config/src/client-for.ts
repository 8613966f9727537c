import { createClientFor, type OperationGroups, type ServiceClient } from '@org/http-core';
import type { NotificationConfigClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import { notificationConfigServiceInfo } from './service-info.js';

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createNotificationConfigClient}: a page bundles the operations it imports and the engine parts they use, not the
 * whole table.
 *
 * @example
 * ```ts
 * import { configurationsCreate, createNotificationConfigClientFor } from '@org/notification-config';
 *
 * const client = createNotificationConfigClientFor({ configurations: { create: configurationsCreate } }, { apiKey, environment: 'test' });
 * ```
 */
export function createNotificationConfigClientFor<const G extends OperationGroups>(operations: G, options: NotificationConfigClientOptions): ServiceClient<G> {
  return createClientFor(notificationConfigServiceInfo, operations, coreOptions(options));
}
