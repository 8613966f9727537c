import { createClient, type RequestMethods } from '@org/http-core';
import { eventTriggerService } from './service.js';
import type { EventTriggerClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import type { EventTriggerMethods } from './operation-types.js';

/**
 * A client of the event trigger service: `triggers`, `locations`, `operations`, `accessPolicies`.
 * `client.request(...)` sends what the operation table does not declare, with the client's credential and limits.
 */
export type EventTriggerClient = EventTriggerMethods & RequestMethods;

/**
 * Creates a client of the event trigger service.
 *
 * @example
 * ```ts
 * const client = createEventTriggerClient({ token: process.env.ACCESS_TOKEN });
 * const trigger = await client.triggers.get({ name: 'projects/my-project/locations/us-central1/triggers/orders' });
 * ```
 */
export function createEventTriggerClient(options: EventTriggerClientOptions = {}): EventTriggerClient {
  return createClient(eventTriggerService, coreOptions(options));
}

export { DEFAULT_BASE_URL } from './core-options.js';

export type { EventTriggerClientOptions } from './client-options.js';
