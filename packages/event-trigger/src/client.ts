import { bearer, type ClientOptions, createClient, createClientFor, type Credential, type OperationGroups, type ServiceClient, type TokenProvider } from '@org/http-core';
import { eventTriggerService, eventTriggerServiceInfo } from './service.js';
import type { EventTriggerMethods } from './operation-types.js';

/** The public address of the event trigger service. */
export const DEFAULT_BASE_URL = 'https://eventarc.googleapis.com';

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

/** The core's client options for this service's options. */
function coreOptions(options: EventTriggerClientOptions): ClientOptions {
  const { token, baseUrl = DEFAULT_BASE_URL, auth, ...rest } = options;
  const credentials: Credential[] = [];
  if (token !== undefined) credentials.push(bearer(token));
  if (auth !== undefined) credentials.push(...(Array.isArray(auth) ? auth : [auth as Credential]));
  return { ...rest, baseUrl, auth: credentials };
}
