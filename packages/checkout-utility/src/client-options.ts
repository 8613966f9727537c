import type { ClientOptions } from '@org/http-core';
import type { EnvironmentOptions } from './environment.js';

/**
 * Options of {@link createCheckoutUtilityClient}: every option of the core client (timeouts, retries,
 * hooks, logger, validation mode, ...) except `auth`, which comes from `apiKey`, plus the environment choice.
 */
export interface CheckoutUtilityClientOptions extends Omit<ClientOptions, 'baseUrl' | 'auth'>, EnvironmentOptions {
  /**
   * The API key. It is sent in the `X-API-Key` header of every request and never appears in errors or logs.
   * Going live needs a new key generated for the live environment.
   */
  readonly apiKey: string;
}
