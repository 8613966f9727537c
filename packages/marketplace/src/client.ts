import {
  createClient,
  type ClientOptions,
  type Credential,
  type TokenProvider,
} from '@org/http-core';
import { marketplaceService } from './service.js';
import { coreOptions } from './core-options.js';
import { withRevisionChecks } from './revision-checks.js';
import type { MarketplaceMethods } from './operation-types.js';

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

/** A client of the marketplace service; see {@link createMarketplaceClient}. */
export type MarketplaceClient = MarketplaceMethods;

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
  return withRevisionChecks(createClient(marketplaceService, coreOptions(options)));
}

export { DEFAULT_BASE_URL } from './core-options.js';
