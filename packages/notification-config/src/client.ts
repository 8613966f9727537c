import { type ClientOptions, createClient, createClientFor, type Credential, type OperationGroups, type ServiceClient } from '@org/http-core';
import { notificationCredentials, type CredentialOptions } from './credentials.js';
import { resolveNotificationBaseUrl, type EnvironmentOptions } from './environment.js';
import { notificationConfigService, notificationConfigServiceInfo } from './service.js';
import type { NotificationConfigMethods } from './operation-types.js';

/**
 * Options of {@link createNotificationConfigClient}: every option of the core client (timeouts, retries,
 * hooks, logger, validation mode, a custom `fetch`, ...), the credentials, and the environment choice.
 */
export interface NotificationConfigClientOptions extends Omit<ClientOptions, 'baseUrl' | 'auth'>, EnvironmentOptions, CredentialOptions {
  /** Any credential(s) instead of `apiKey` / `username` and `password`, e.g. `apiKeyHeader(key)` from `@org/http-core`. */
  readonly auth?: Credential | readonly Credential[];
}

/** A notification configuration client: `client.configurations.create(...)`, `.get`, `.list`, `.update`, `.delete`, `.test`. */
export type NotificationConfigClient = NotificationConfigMethods;

/**
 * Creates a notification configuration client. Options are checked at once: missing credentials, a
 * `live` client without `liveUrl`, or credentials known to belong to the other environment throw a
 * `ValidationError` before anything is sent.
 *
 * JSON answers are read so that 64-bit ids keep every digit: `notificationId` is always an exact decimal
 * string, and ids you send (string, `bigint` or safe `number`) are written as JSON numbers with every digit.
 *
 * @example
 * ```ts
 * const client = createNotificationConfigClient({ apiKey: process.env.NOTIFICATION_API_KEY! });
 * const { configurations = [] } = await client.configurations.list();
 * ```
 */
export function createNotificationConfigClient(options: NotificationConfigClientOptions): NotificationConfigClient {
  return createClient(notificationConfigService, coreOptions(options));
}

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

/** The core's client options for this service's options. */
function coreOptions(options: NotificationConfigClientOptions): ClientOptions {
  const { apiKey, username, password, auth, environment, liveUrl, baseUrl, credentialEnvironment, ...rest } = options;
  const resolved = resolveNotificationBaseUrl({ environment, liveUrl, baseUrl, credentialEnvironment });
  const credentials = auth ?? notificationCredentials({ apiKey, username, password });
  return { ...rest, baseUrl: resolved, auth: credentials };
}
