import type { ClientOptions, Credential } from '@org/http-core';
import type { CredentialOptions } from './credentials.js';
import type { EnvironmentOptions } from './environment.js';

/**
 * Options of {@link createNotificationConfigClient}: every option of the core client (timeouts, retries,
 * hooks, logger, validation mode, a custom `fetch`, ...), the credentials, and the environment choice.
 */
export interface NotificationConfigClientOptions extends Omit<ClientOptions, 'baseUrl' | 'auth'>, EnvironmentOptions, CredentialOptions {
  /** Any credential(s) instead of `apiKey` / `username` and `password`, e.g. `apiKeyHeader(key)` from `@org/http-core`. */
  readonly auth?: Credential | readonly Credential[];
}
