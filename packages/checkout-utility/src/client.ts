import { createClient, type RequestMethods } from '@org/http-core';
import { checkoutUtilityService } from './service.js';
import type { CheckoutUtilityClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import type { CheckoutUtilityMethods } from './operation-types.js';

/**
 * A checkout utility client: `client.originKeys.create(...)`.
 * `client.request(...)` sends what the operation table does not declare, with the client's credential and limits.
 */
export type CheckoutUtilityClient = CheckoutUtilityMethods & RequestMethods;

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

export type { CheckoutUtilityClientOptions } from './client-options.js';
