import type { ClientOptions, Credential, TokenProvider } from '@org/http-core';

/** Options of {@link createMarketplaceClient}: the core's client options, plus the service's own. */
export interface MarketplaceClientOptions extends Omit<ClientOptions, 'auth' | 'baseUrl'> {
  /** Service address. Default {@link DEFAULT_BASE_URL}; point it at a fake in tests. */
  readonly baseUrl?: string | URL;
  /**
   * OAuth access token sent as `Authorization: Bearer …`: a string, or a function returning a token (or
   * `{ token, expiresAt }`) that is called again before expiry and once after a 401.
   */
  readonly token?: string | TokenProvider;
  /** Any credential instead of `token`, e.g. `bearer(provider, { refreshMarginMs })`. */
  readonly auth?: Credential;
}
