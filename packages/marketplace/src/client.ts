import { createClient, type RequestMethods } from '@org/http-core';
import { marketplaceService } from './service.js';
import type { MarketplaceClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import type { MarketplaceMethods } from './operation-types.js';

/**
 * A client of the marketplace service; see {@link createMarketplaceClient}.
 * `client.request(...)` sends what the operation table does not declare, with the client's credential and limits.
 */
export type MarketplaceClient = MarketplaceMethods & RequestMethods;

/**
 * Creates a client of the buyer marketplace service. Methods are grouped by resource (`auctionPackages`,
 * `clients`, `clientUsers`, `proposals`, `deals`, `finalizedDeals`, `publisherProfiles`); a stale revision
 * on `deals.patch`, `deals.batchUpdate`, `proposals.patch` or `proposals.accept` throws a
 * `RevisionConflictError`.
 *
 * @example
 * ```ts
 * const client = createMarketplaceClient({ token: process.env.MARKETPLACE_TOKEN });
 * for await (const proposal of client.proposals.list({ parent: 'buyers/12345' })) {
 *   console.log(proposal.name, proposal.state, proposal.proposalRevision);
 * }
 * ```
 */
export function createMarketplaceClient(options: MarketplaceClientOptions = {}): MarketplaceClient {
  return createClient(marketplaceService, coreOptions(options));
}

export { DEFAULT_BASE_URL } from './core-options.js';

export type { MarketplaceClientOptions } from './client-options.js';
