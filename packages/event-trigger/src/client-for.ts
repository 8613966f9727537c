import { createClientFor, type OperationGroups, type ServiceClient } from '@org/http-core';
import type { EventTriggerClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import { eventTriggerServiceInfo } from './service-info.js';

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createEventTriggerClient}: a page bundles the operations it imports and the engine parts they use, not the
 * whole table.
 *
 * @example
 * ```ts
 * import { createEventTriggerClientFor, triggersGet } from '@org/event-trigger';
 *
 * const client = createEventTriggerClientFor({ triggers: { get: triggersGet } }, { token });
 * const trigger = await client.triggers.get({ name: 'projects/p/locations/us-central1/triggers/orders' });
 * ```
 */
export function createEventTriggerClientFor<const G extends OperationGroups>(operations: G, options: EventTriggerClientOptions = {}): ServiceClient<G> {
  return createClientFor(eventTriggerServiceInfo, operations, coreOptions(options));
}
