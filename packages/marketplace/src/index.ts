/**
 * `@org/marketplace`: a typed client of the buyer marketplace service (auction packages, clients and their
 * users, proposals, deals, finalized deals, publisher profiles), with resource-name templates, list filter
 * builders and the optimistic-concurrency tools its proposals need.
 *
 * @packageDocumentation
 */
export { batchUpdateDeals, type BatchUpdateDealsInput, type DealUpdateOutcome } from './batch-update-deals.js';
export { createMarketplaceClient, DEFAULT_BASE_URL, type MarketplaceClient, type MarketplaceClientOptions } from './client.js';
export {
  clientFilter,
  filterExpression,
  finalizedDealFilter,
  proposalFilter,
  publisherProfileFilter,
  type ClientFilter,
  type Comparison,
  type Condition,
  type FilterValue,
  type FinalizedDealFilter,
  type ProposalFilter,
  type PublisherProfileFilter,
} from './list-filter.js';
export * from './models/auction-package.js';
export * from './models/buyer-seller-role.js';
export * from './models/client-user.js';
export * from './models/client.js';
export * from './models/contact.js';
export * from './models/deal-terms.js';
export * from './models/deal-type.js';
export * from './models/deal.js';
export * from './models/finalized-deal.js';
export * from './models/money.js';
export * from './models/note.js';
export * from './models/proposal.js';
export * from './models/publisher-profile.js';
export * from './models/rfp.js';
export * from './models/targeting.js';
export {
  auctionPackageName,
  bidderName,
  buyerName,
  clientName,
  clientUserName,
  creativeName,
  dealName,
  finalizedDealName,
  parseResourceName,
  proposalName,
  proposalOfDeal,
  publisherProfileName,
  resourceNames,
  type ParsedResourceName,
  type ResourceKind,
} from './names.js';
export {
  auctionPackagesGet,
  auctionPackagesList,
  auctionPackagesSubscribe,
  auctionPackagesUnsubscribe,
  auctionPackagesSubscribeClients,
  auctionPackagesUnsubscribeClients,
} from './operations/auction-packages.js';
export {
  clientUsersGet,
  clientUsersList,
  clientUsersCreate,
  clientUsersActivate,
  clientUsersDeactivate,
  clientUsersDelete,
} from './operations/client-users.js';
export { clientsGet, clientsList, clientsCreate, clientsPatch, clientsActivate, clientsDeactivate } from './operations/clients.js';
export { dealsGet, dealsList, dealsPatch, dealsBatchUpdate } from './operations/deals.js';
export {
  finalizedDealsGet,
  finalizedDealsList,
  finalizedDealsPause,
  finalizedDealsResume,
  finalizedDealsAddCreative,
  finalizedDealsSetReadyToServe,
} from './operations/finalized-deals.js';
export {
  proposalsGet,
  proposalsList,
  proposalsPatch,
  proposalsAccept,
  proposalsAddNote,
  proposalsCancelNegotiation,
  proposalsSendRfp,
} from './operations/proposals.js';
export { publisherProfilesGet, publisherProfilesList } from './operations/publisher-profiles.js';
export { isRevisionConflictError, RevisionConflictError, type RevisionConflict } from './revision-conflict.js';
export { marketplaceService, operations, type MarketplaceGroups } from './service.js';
export { updateDealAtLatestRevision, type DealChanges, type LatestRevisionOptions } from './update-at-latest-revision.js';
export { fieldMask } from '@org/http-core/google';
/** A value of an enum this version does not list: the type of one read, and the way to send one. */
export { unknownEnumValue, type UnknownEnumValue } from '@org/http-core';
/** Every error class and guard of the SDKs, so callers need not import `@org/http-core`. */
export * from '@org/http-core/errors';
/** The fields of a result its type does not name, such as those the service added after this package was released. */
export { unknownFields } from '@org/http-core';
/** Sends a call the operation table does not declare through any client of this package, a `create…ClientFor` one included. */
export { request } from '@org/http-core';
export { createMarketplaceClientFor } from './client-for.js';
export { marketplaceServiceInfo } from './service-info.js';
/**
 * The documented client surface: per operation its input with each field described (`<Group><Method>Input`) and its
 * output (`...Output`, `...Item` for lists, `...Result` for long-running ones), per group its methods
 * (`<Group>Methods`), and the methods of every group (`<Service>Methods`).
 */
export type * from './operation-types.js';
export { VERSION } from './version.js';
