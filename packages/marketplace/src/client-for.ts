import { createClientFor, type OperationGroups, type ServiceClient } from '@org/http-core';
import type { MarketplaceClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import { marketplaceServiceInfo } from './service-info.js';

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createMarketplaceClient}: a page bundles the operations it imports and the engine parts they use, not
 * the whole table. The revision checks of `deals.patch`, `deals.batchUpdate`, `proposals.patch` and
 * `proposals.accept` apply where those operations are given under those names.
 *
 * @example
 * ```ts
 * import { createMarketplaceClientFor, proposalsGet } from '@org/marketplace';
 *
 * const client = createMarketplaceClientFor({ proposals: { get: proposalsGet } }, { token });
 * const proposal = await client.proposals.get({ name: 'buyers/12345/proposals/67890' });
 * ```
 */
export function createMarketplaceClientFor<const G extends OperationGroups>(operations: G, options: MarketplaceClientOptions = {}): ServiceClient<G> {
  return createClientFor(marketplaceServiceInfo, operations, coreOptions(options));
}
