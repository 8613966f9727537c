import { defineService } from '@org/http-core';
import { marketplaceServiceInfo } from './service-info.js';
import { auctionPackages } from './operations/auction-packages.js';
import { clientUsers } from './operations/client-users.js';
import { clients } from './operations/clients.js';
import { deals } from './operations/deals.js';
import { finalizedDeals } from './operations/finalized-deals.js';
import { proposals } from './operations/proposals.js';
import { publisherProfiles } from './operations/publisher-profiles.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type MarketplaceGroups = {
  readonly auctionPackages: typeof auctionPackages;
  readonly clients: typeof clients;
  readonly clientUsers: typeof clientUsers;
  readonly proposals: typeof proposals;
  readonly deals: typeof deals;
  readonly finalizedDeals: typeof finalizedDeals;
  readonly publisherProfiles: typeof publisherProfiles;
};

/** The buyer marketplace service as data: every operation, grouped by resource. */
export const marketplaceService = defineService<MarketplaceGroups>({
  ...marketplaceServiceInfo,
  groups: {
    auctionPackages,
    clients,
    clientUsers,
    proposals,
    deals,
    finalizedDeals,
    publisherProfiles,
  },
});

/** Every operation of the service (method, path, parameters, auth, paging), for tools and docs. */
export const operations = marketplaceService.operations;
