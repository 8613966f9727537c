import { type ClientOptions, createClient } from '@org/http-core';
import { type EnvironmentOptions } from './environment.js';
import { checkoutUtilityService } from './service.js';
import { coreOptions } from './core-options.js';
import type { CheckoutUtilityMethods } from './operation-types.js';

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

/** A checkout utility client: `client.originKeys.create(...)`. */
export type CheckoutUtilityClient = CheckoutUtilityMethods;

/**
 * Creates a checkout utility client. Options are checked at once: a missing or unusable key, a `live`
 * client without `liveUrl`, or a key known to belong to the other environment throw a `ValidationError`
 * before anything is sent.
 *
 * @example
 * ```ts
 * const client = createCheckoutUtilityClient({ apiKey: process.env.CHECKOUT_API_KEY! });
 * const live = createCheckoutUtilityClient({
 *   apiKey: process.env.CHECKOUT_LIVE_API_KEY!,
 *   environment: 'live',
 *   liveUrl: process.env.CHECKOUT_LIVE_URL!,
 *   keyEnvironment: 'live',
 * });
 * ```
 */
export function createCheckoutUtilityClient(options: CheckoutUtilityClientOptions): CheckoutUtilityClient {
  return createClient(checkoutUtilityService, coreOptions(options));
}
