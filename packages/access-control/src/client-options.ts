import type { ClientOptions, Credential, TokenProvider } from '@org/http-core';

/** Options of {@link createAccessControlClient}: the core's client options, plus the service's own. */
export interface AccessControlClientOptions extends Omit<ClientOptions, 'auth' | 'pathAliases'> {
  /**
   * OAuth access token sent as `Authorization: Bearer …`: a string, or a function returning a token (or
   * `{ token, expiresAt }`) that is called again before expiry and once after a 401.
   */
  readonly token?: string | TokenProvider;
  /** Any credential instead of `token`, e.g. `bearer(provider, { refreshMarginMs })`. */
  readonly auth?: Credential;
  /** Provider namespace segment of every path. Default `Vendor.Authorization`. */
  readonly providerNamespace?: string;
  /**
   * `api-version` sent on every request unless a call names its own. Default: per operation, the version the
   * service publishes it at (`API_VERSIONS`: `2015-07-01` for classic administrators and access
   * elevation, `2018-07-01-preview` for deny assignments, `2018-01-01-preview` for the rest).
   */
  readonly apiVersion?: string;
}
