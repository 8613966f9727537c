import { createClientFor, type OperationGroups, type ServiceClient } from '@org/http-core';
import type { CheckoutUtilityClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import { checkoutUtilityServiceInfo } from './service-info.js';

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createCheckoutUtilityClient}: a page bundles the operations it imports and the engine parts they use, not the
 * whole table.
 *
 * @example
 * ```ts
 * import { createCheckoutUtilityClientFor, originKeysCreate } from '@org/checkout-utility';
 *
 * const client = createCheckoutUtilityClientFor({ originKeys: { create: originKeysCreate } }, { apiKey, environment: 'test' });
 * const { originKeys } = await client.originKeys.create({ body: { originDomains: ['https://shop.example.com'] } });
 * ```
 */
export function createCheckoutUtilityClientFor<const G extends OperationGroups>(operations: G, options: CheckoutUtilityClientOptions): ServiceClient<G> {
  return createClientFor(checkoutUtilityServiceInfo, operations, coreOptions(options));
}
