import { createClientFor, type OperationGroups, type ServiceClient } from '@org/http-core';
import type { WebhooksClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import { webhooksServiceInfo } from './service-info.js';

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createWebhooksClient}: a page bundles the operations it imports and the engine parts they use, not the
 * whole table.
 *
 * @example
 * ```ts
 * import { createWebhooksClientFor, settingsGet } from '@org/webhooks';
 *
 * const client = createWebhooksClientFor({ settings: { get: settingsGet } }, { apiKey });
 * const settings = await client.settings.get({ appId: 12345 });
 * ```
 */
export function createWebhooksClientFor<const G extends OperationGroups>(operations: G, options: WebhooksClientOptions = {}): ServiceClient<G> {
  return createClientFor(webhooksServiceInfo, operations, coreOptions(options));
}
