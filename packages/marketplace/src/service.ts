import { defineService } from '@org/http-core';
import { marketplaceServiceInfo } from './service-info.js';
import { auctionPackagesGroup } from './operations/auction-packages.js';
import { clientUsersGroup } from './operations/client-users.js';
import { clientsGroup } from './operations/clients.js';
import { dealsGroup } from './operations/deals.js';
import { finalizedDealsGroup } from './operations/finalized-deals.js';
import { proposalsGroup } from './operations/proposals.js';
import { publisherProfilesGroup } from './operations/publisher-profiles.js';

/**
 * The operation groups of the service, by resource, as declared in `src/operations` (where each operation's TSDoc
 * is): what the client and the named operation types are computed from.
 */
export type MarketplaceGroups = {
  readonly auctionPackages: typeof auctionPackagesGroup;
  readonly clients: typeof clientsGroup;
  readonly clientUsers: typeof clientUsersGroup;
  readonly proposals: typeof proposalsGroup;
  readonly deals: typeof dealsGroup;
  readonly finalizedDeals: typeof finalizedDealsGroup;
  readonly publisherProfiles: typeof publisherProfilesGroup;
};

/** The buyer marketplace service as data: every operation, grouped by resource. */
export const marketplaceService = defineService<MarketplaceGroups>({
  ...marketplaceServiceInfo,
  groups: {
    auctionPackages: auctionPackagesGroup,
    clients: clientsGroup,
    clientUsers: clientUsersGroup,
    proposals: proposalsGroup,
    deals: dealsGroup,
    finalizedDeals: finalizedDealsGroup,
    publisherProfiles: publisherProfilesGroup,
  },
});

/**
 * Every operation of the service (method, path, parameters, auth, paging), for tools and docs.
 * In the browser build (`dist/browser`) summaries are `''` and descriptions absent: see `OperationSpec.summary`.
 */
export const operations = marketplaceService.operations;
