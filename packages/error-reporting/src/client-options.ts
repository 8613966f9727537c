import type { ClientOptions, TokenProvider } from '@org/http-core';

/** Options of {@link createErrorReportingClient}: every option of the core client, plus the credentials. */
export interface ErrorReportingClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Service address. Default {@link DEFAULT_BASE_URL}; point it at a fake in tests. */
  readonly baseUrl?: string | URL;
  /**
   * OAuth 2.0 access token, or a function returning one (optionally with `expiresAt`): sent as
   * `Authorization: Bearer` on every operation. A provider is called again before expiry and after a 401.
   */
  readonly token?: string | TokenProvider;
  /**
   * API key for `events.report` alone (the other operations need a token). Sent as the `key` query parameter,
   * the way the service reads it; it is redacted from every URL, message and log line the SDK shows. When the
   * client also has a token, reports use the token.
   */
  readonly apiKey?: string;
}
