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
  /**
   * A user API token, sent in the `X-API-Key` header of every request. Redacted everywhere. A token whose kind
   * is not known may be given here too: operations reserved for a user token then send it, and the service
   * refuses an app token with 403.
   */
  readonly apiKey?: string;
  /**
   * An app API token (one app's, made with `appTokens.create`), sent in the `X-API-Key` header. Redacted
   * everywhere. Operations the service reserves for a user token (invitations, app transfer, repository
   * connection, ...) refuse it before sending, with a `ValidationError` on field `auth`.
   */
  readonly appApiKey?: string;
  /** Credentials besides (or instead of) `apiKey`, e.g. `appLifecycleApiKey(key)` or `appLifecycleAppApiKey(key)` built elsewhere. */
  readonly auth?: Credential | readonly Credential[];
}
