import type { ClientOptions, Credential, Throttle } from '@org/http-core';
import type { CredentialPlacement } from './credentials.js';
import type { RateLimiterOptions } from './rate-limiter-types.js';

/**
 * Options of {@link createAddressLookupClient}: every option of the shared engine (timeouts, retries, hooks,
 * logger, validation, ...), plus the service's credentials and an optional rate limiter (the engine's
 * `throttle`, set through `rateLimit`).
 */
export interface AddressLookupClientOptions extends Omit<ClientOptions, 'baseUrl' | 'throttle'> {
  /** Service address including `/v1`. Default {@link DEFAULT_BASE_URL}. */
  readonly baseUrl?: string | URL;
  /**
   * The API key (`ak_...`, or a sub-licensed `sl_...`), used by lookups. Also the default `key` of the key
   * management operations. Sent as `Authorization: api_key="..."` unless `credentialPlacement` is `query`.
   */
  readonly apiKey?: string;
  /**
   * The user token (`uk_...`), used by key management (details, configs, licensees, lookup logs, usage). A
   * secret: use it on servers only, never in a web page.
   */
  readonly userToken?: string;
  /** The licensee key (`sk_...`) a sub-licensed API key needs for lookups. */
  readonly licensee?: string;
  /**
   * Where `apiKey`, `licensee` and `userToken` travel: `header` (default, in `Authorization`, out of URLs and
   * logs) or `query` (`?api_key=...`).
   */
  readonly credentialPlacement?: CredentialPlacement;
  /**
   * Credentials built with `apiKeyAuth` / `userTokenAuth` (or any with kind `apiKey` / `userToken`); they are
   * tried before those made from `apiKey` and `userToken`.
   */
  readonly auth?: Credential | readonly Credential[];
  /**
   * Opt-in client-side limiter so that a busy page never trips the service's limits: `true` for one of the
   * client's own with the defaults, options for one of its own, or a shared limiter made by
   * `createRateLimiter` (any `Throttle` of `@org/http-core` will do). It paces every attempt, retries included. Off by default.
   * The code of the client's own limiter is imported with the client's first call (the engine's `ThrottleLoader`), so a
   * page without one never loads it.
   */
  readonly rateLimit?: boolean | RateLimiterOptions | Throttle;
}
