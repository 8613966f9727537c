import { type ClientOptions, createClient, type TokenProvider } from '@org/http-core';
import { eventTriggerService } from './service.js';
import { coreOptions } from './core-options.js';
import type { EventTriggerMethods } from './operation-types.js';

/** Options of {@link createEventTriggerClient}: every option of the core client, plus the credential. */
export interface EventTriggerClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Service address. Default {@link DEFAULT_BASE_URL}; point it at a fake in tests. */
  readonly baseUrl?: string | URL;
  /**
   * OAuth 2.0 access token, or a function returning one (optionally with `expiresAt`): sent as
   * `Authorization: Bearer`. A provider is called again before expiry and after a 401. Alternatively pass
   * credentials in `auth`, or per call.
   */
  readonly token?: string | TokenProvider;
}

/** A client of the event trigger service: `triggers`, `locations`, `operations`, `accessPolicies`. */
export type EventTriggerClient = EventTriggerMethods;

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
