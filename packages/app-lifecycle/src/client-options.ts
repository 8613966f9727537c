import type { ClientOptions, Credential } from '@org/http-core';

/**
 * Options of {@link createAppLifecycleClient}: every option of the core client (timeouts, retries, hooks,
 * logger, validation, ...) plus the service's credential.
 */
export interface AppLifecycleClientOptions extends Omit<ClientOptions, 'auth'> {
  /**
   * Base address of the service, e.g. `https://api.example.com` (operation paths start with `/v0.1/`).
   * Required: the service description names no public address.
   */
  readonly baseUrl: string | URL;
  /** A user or app API token, sent in the `X-API-Key` header of every request. Redacted everywhere. */
  readonly apiKey?: string;
  /** Credentials besides (or instead of) `apiKey`, e.g. `appLifecycleApiKey(key)` built elsewhere. */
  readonly auth?: Credential | readonly Credential[];
}
