import type { ClientOptions, TokenProvider } from '@org/http-core';

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
