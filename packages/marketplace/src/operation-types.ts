// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type {
  ApiPromise,
  CallOptions,
  OperationInput,
  OperationItem,
  OperationOutput,
  PageIterator,
  PageOptions,
  ServiceClient,
} from '@org/http-core';
import type { MarketplaceGroups } from './service.js';

/** Input of `auctionPackages.get` (Get an auction package). */
export interface AuctionPackagesGetInput {
  /** The auction package: buyers/{buyer}/auctionPackages/{auctionPackage}. */
  name: OperationInput<MarketplaceGroups['auctionPackages']['get']>['name'];
}
/** Output of `auctionPackages.get` (Get an auction package). */
export type AuctionPackagesGetOutput = OperationOutput<MarketplaceGroups['auctionPackages']['get']>;
/** Input of `auctionPackages.list` (List auction packages subscribed by a buyer and its clients). */
export interface AuctionPackagesListInput {
  /** The buyer: buyers/{buyer}. */
  parent: OperationInput<MarketplaceGroups['auctionPackages']['list']>['parent'];
  /** Items per page; the service caps it at 500. */
  pageSize?: OperationInput<MarketplaceGroups['auctionPackages']['list']>['pageSize'];
  /** Token of the page to read, from the previous page’s nextPageToken. */
  pageToken?: OperationInput<MarketplaceGroups['auctionPackages']['list']>['pageToken'];
}
/** Output of `auctionPackages.list` (List auction packages subscribed by a buyer and its clients). */
export type AuctionPackagesListOutput = OperationOutput<MarketplaceGroups['auctionPackages']['list']>;
/** One item of the list `auctionPackages.list` (List auction packages subscribed by a buyer and its clients). */
export type AuctionPackagesListItem = OperationItem<MarketplaceGroups['auctionPackages']['list']>;
/** Input of `auctionPackages.subscribe` (Subscribe the buyer to the auction package; the bidder then receives call-outs for matching inventory). */
export interface AuctionPackagesSubscribeInput {
  /** The auction package: buyers/{buyer}/auctionPackages/{auctionPackage}. */
  name: OperationInput<MarketplaceGroups['auctionPackages']['subscribe']>['name'];
}
/** Output of `auctionPackages.subscribe` (Subscribe the buyer to the auction package; the bidder then receives call-outs for matching inventory). */
export type AuctionPackagesSubscribeOutput = OperationOutput<MarketplaceGroups['auctionPackages']['subscribe']>;
/** Input of `auctionPackages.unsubscribe` (Unsubscribe the buyer from the auction package; call-outs stop). */
export interface AuctionPackagesUnsubscribeInput {
  /** The auction package: buyers/{buyer}/auctionPackages/{auctionPackage}. */
  name: OperationInput<MarketplaceGroups['auctionPackages']['unsubscribe']>['name'];
}
/** Output of `auctionPackages.unsubscribe` (Unsubscribe the buyer from the auction package; call-outs stop). */
export type AuctionPackagesUnsubscribeOutput = OperationOutput<MarketplaceGroups['auctionPackages']['unsubscribe']>;
/** Input of `auctionPackages.subscribeClients` (Subscribe the given clients of the buyer to the auction package; a client that does not belong to the buyer causes an error response). */
export interface AuctionPackagesSubscribeClientsInput {
  /** The auction package: buyers/{buyer}/auctionPackages/{auctionPackage}. */
  auctionPackage: OperationInput<MarketplaceGroups['auctionPackages']['subscribeClients']>['auctionPackage'];
  /** The request body of `auctionPackages.subscribeClients` (Subscribe the given clients of the buyer to the auction package; a client that does not belong to the buyer causes an error response), sent as JSON. */
  body: OperationInput<MarketplaceGroups['auctionPackages']['subscribeClients']>['body'];
}
/** Output of `auctionPackages.subscribeClients` (Subscribe the given clients of the buyer to the auction package; a client that does not belong to the buyer causes an error response). */
export type AuctionPackagesSubscribeClientsOutput = OperationOutput<MarketplaceGroups['auctionPackages']['subscribeClients']>;
/** Input of `auctionPackages.unsubscribeClients` (Unsubscribe the given clients; unsubscribing a client that is not subscribed has no effect). */
export interface AuctionPackagesUnsubscribeClientsInput {
  /** The auction package: buyers/{buyer}/auctionPackages/{auctionPackage}. */
  auctionPackage: OperationInput<MarketplaceGroups['auctionPackages']['unsubscribeClients']>['auctionPackage'];
  /** The request body of `auctionPackages.unsubscribeClients` (Unsubscribe the given clients; unsubscribing a client that is not subscribed has no effect), sent as JSON. */
  body: OperationInput<MarketplaceGroups['auctionPackages']['unsubscribeClients']>['body'];
}
/** Output of `auctionPackages.unsubscribeClients` (Unsubscribe the given clients; unsubscribing a client that is not subscribed has no effect). */
export type AuctionPackagesUnsubscribeClientsOutput = OperationOutput<MarketplaceGroups['auctionPackages']['unsubscribeClients']>;
/** Input of `clients.get` (Get a client). */
export interface ClientsGetInput {
  /** The client: buyers/{buyer}/clients/{client}. */
  name: OperationInput<MarketplaceGroups['clients']['get']>['name'];
}
/** Output of `clients.get` (Get a client). */
export type ClientsGetOutput = OperationOutput<MarketplaceGroups['clients']['get']>;
/** Input of `clients.list` (List clients of the current buyer). */
export interface ClientsListInput {
  /** The buyer: buyers/{buyer}. */
  parent: OperationInput<MarketplaceGroups['clients']['list']>['parent'];
  /** Filter expression, e.g. state = "FINALIZED" AND dealType = "PREFERRED_DEAL". */
  filter?: OperationInput<MarketplaceGroups['clients']['list']>['filter'];
  /** Items per page; the service caps it at 500. */
  pageSize?: OperationInput<MarketplaceGroups['clients']['list']>['pageSize'];
  /** Token of the page to read, from the previous page’s nextPageToken. */
  pageToken?: OperationInput<MarketplaceGroups['clients']['list']>['pageToken'];
}
/** Output of `clients.list` (List clients of the current buyer). */
export type ClientsListOutput = OperationOutput<MarketplaceGroups['clients']['list']>;
/** One item of the list `clients.list` (List clients of the current buyer). */
export type ClientsListItem = OperationItem<MarketplaceGroups['clients']['list']>;
/** Input of `clients.create` (Create a client). */
export interface ClientsCreateInput {
  /** The buyer: buyers/{buyer}. */
  parent: OperationInput<MarketplaceGroups['clients']['create']>['parent'];
  /** The request body of `clients.create` (Create a client), sent as JSON. */
  body: OperationInput<MarketplaceGroups['clients']['create']>['body'];
}
/** Output of `clients.create` (Create a client). */
export type ClientsCreateOutput = OperationOutput<MarketplaceGroups['clients']['create']>;
/** Input of `clients.patch` (Update a client). */
export interface ClientsPatchInput {
  /** The client: buyers/{buyer}/clients/{client}. */
  name: OperationInput<MarketplaceGroups['clients']['patch']>['name'];
  /** Fields to change, e.g. flightEndTime,programmaticGuaranteedTerms.guaranteedLooks; build it with fieldMask(patch). */
  updateMask?: OperationInput<MarketplaceGroups['clients']['patch']>['updateMask'];
  /** The request body of `clients.patch` (Update a client), sent as JSON. */
  body: OperationInput<MarketplaceGroups['clients']['patch']>['body'];
}
/** Output of `clients.patch` (Update a client). */
export type ClientsPatchOutput = OperationOutput<MarketplaceGroups['clients']['patch']>;
/** Input of `clientUsers.get` (Get a client user). */
export interface ClientUsersGetInput {
  /** The client user: buyers/{buyer}/clients/{client}/users/{user}. */
  name: OperationInput<MarketplaceGroups['clientUsers']['get']>['name'];
}
/** Output of `clientUsers.get` (Get a client user). */
export type ClientUsersGetOutput = OperationOutput<MarketplaceGroups['clientUsers']['get']>;
/** Input of `clientUsers.list` (List client users of a client). */
export interface ClientUsersListInput {
  /** The client: buyers/{buyer}/clients/{client}. */
  parent: OperationInput<MarketplaceGroups['clientUsers']['list']>['parent'];
  /** Items per page; the service caps it at 500. */
  pageSize?: OperationInput<MarketplaceGroups['clientUsers']['list']>['pageSize'];
  /** Token of the page to read, from the previous page’s nextPageToken. */
  pageToken?: OperationInput<MarketplaceGroups['clientUsers']['list']>['pageToken'];
}
/** Output of `clientUsers.list` (List client users of a client). */
export type ClientUsersListOutput = OperationOutput<MarketplaceGroups['clientUsers']['list']>;
/** One item of the list `clientUsers.list` (List client users of a client). */
export type ClientUsersListItem = OperationItem<MarketplaceGroups['clientUsers']['list']>;
/** Input of `clientUsers.create` (Create a client user in state `INVITED`). */
export interface ClientUsersCreateInput {
  /** The client: buyers/{buyer}/clients/{client}. */
  parent: OperationInput<MarketplaceGroups['clientUsers']['create']>['parent'];
  /** The request body of `clientUsers.create` (Create a client user in state `INVITED`), sent as JSON. */
  body: OperationInput<MarketplaceGroups['clientUsers']['create']>['body'];
}
/** Output of `clientUsers.create` (Create a client user in state `INVITED`). */
export type ClientUsersCreateOutput = OperationOutput<MarketplaceGroups['clientUsers']['create']>;
/** Input of `clientUsers.activate` (Activate a client user). */
export interface ClientUsersActivateInput {
  /** The client user: buyers/{buyer}/clients/{client}/users/{user}. */
  name: OperationInput<MarketplaceGroups['clientUsers']['activate']>['name'];
}
/** Output of `clientUsers.activate` (Activate a client user). */
export type ClientUsersActivateOutput = OperationOutput<MarketplaceGroups['clientUsers']['activate']>;
/** Input of `clientUsers.deactivate` (Deactivate a client user). */
export interface ClientUsersDeactivateInput {
  /** The client user: buyers/{buyer}/clients/{client}/users/{user}. */
  name: OperationInput<MarketplaceGroups['clientUsers']['deactivate']>['name'];
}
/** Output of `clientUsers.deactivate` (Deactivate a client user). */
export type ClientUsersDeactivateOutput = OperationOutput<MarketplaceGroups['clientUsers']['deactivate']>;
/** Input of `clientUsers.delete` (Delete a client user). */
export interface ClientUsersDeleteInput {
  /** The client user: buyers/{buyer}/clients/{client}/users/{user}. */
  name: OperationInput<MarketplaceGroups['clientUsers']['delete']>['name'];
}
/** Output of `clientUsers.delete` (Delete a client user). */
export type ClientUsersDeleteOutput = OperationOutput<MarketplaceGroups['clientUsers']['delete']>;
/** Input of `proposals.get` (Get a proposal). */
export interface ProposalsGetInput {
  /** The proposal: buyers/{buyer}/proposals/{proposal}. */
  name: OperationInput<MarketplaceGroups['proposals']['get']>['name'];
}
/** Output of `proposals.get` (Get a proposal). */
export type ProposalsGetOutput = OperationOutput<MarketplaceGroups['proposals']['get']>;
/** Input of `proposals.list` (List proposals; a list filter expression may be given; finalized versions of proposals under renegotiation are not listed). */
export interface ProposalsListInput {
  /** The buyer: buyers/{buyer}. */
  parent: OperationInput<MarketplaceGroups['proposals']['list']>['parent'];
  /** Filter expression, e.g. state = "FINALIZED" AND dealType = "PREFERRED_DEAL". */
  filter?: OperationInput<MarketplaceGroups['proposals']['list']>['filter'];
  /** Items per page; the service caps it at 500. */
  pageSize?: OperationInput<MarketplaceGroups['proposals']['list']>['pageSize'];
  /** Token of the page to read, from the previous page’s nextPageToken. */
  pageToken?: OperationInput<MarketplaceGroups['proposals']['list']>['pageToken'];
}
/** Output of `proposals.list` (List proposals; a list filter expression may be given; finalized versions of proposals under renegotiation are not listed). */
export type ProposalsListOutput = OperationOutput<MarketplaceGroups['proposals']['list']>;
/** One item of the list `proposals.list` (List proposals; a list filter expression may be given; finalized versions of proposals under renegotiation are not listed). */
export type ProposalsListItem = OperationItem<MarketplaceGroups['proposals']['list']>;
/** Input of `proposals.patch` (Update a proposal at the buyer's known revision). */
export interface ProposalsPatchInput {
  /** The proposal: buyers/{buyer}/proposals/{proposal}. */
  name: OperationInput<MarketplaceGroups['proposals']['patch']>['name'];
  /** Fields to change, e.g. flightEndTime,programmaticGuaranteedTerms.guaranteedLooks; build it with fieldMask(patch). */
  updateMask?: OperationInput<MarketplaceGroups['proposals']['patch']>['updateMask'];
  /** The request body of `proposals.patch` (Update a proposal at the buyer's known revision), sent as JSON. */
  body: OperationInput<MarketplaceGroups['proposals']['patch']>['body'];
}
/** Output of `proposals.patch` (Update a proposal at the buyer's known revision). */
export type ProposalsPatchOutput = OperationOutput<MarketplaceGroups['proposals']['patch']>;
/** Input of `proposals.accept` (Accept a proposal at a given revision number). */
export interface ProposalsAcceptInput {
  /** The proposal: buyers/{buyer}/proposals/{proposal}. */
  name: OperationInput<MarketplaceGroups['proposals']['accept']>['name'];
  /** The request body of `proposals.accept` (Accept a proposal at a given revision number), sent as JSON. */
  body: OperationInput<MarketplaceGroups['proposals']['accept']>['body'];
}
/** Output of `proposals.accept` (Accept a proposal at a given revision number). */
export type ProposalsAcceptOutput = OperationOutput<MarketplaceGroups['proposals']['accept']>;
/** Input of `proposals.addNote` (Create a note on a proposal and send it to the seller). */
export interface ProposalsAddNoteInput {
  /** The proposal: buyers/{buyer}/proposals/{proposal}. */
  proposal: OperationInput<MarketplaceGroups['proposals']['addNote']>['proposal'];
  /** The request body of `proposals.addNote` (Create a note on a proposal and send it to the seller), sent as JSON. */
  body: OperationInput<MarketplaceGroups['proposals']['addNote']>['body'];
}
/** Output of `proposals.addNote` (Create a note on a proposal and send it to the seller). */
export type ProposalsAddNoteOutput = OperationOutput<MarketplaceGroups['proposals']['addNote']>;
/** Input of `proposals.cancelNegotiation` (Cancel an ongoing negotiation; it does not cancel or end serving of deals of an already finalized proposal). */
export interface ProposalsCancelNegotiationInput {
  /** The proposal: buyers/{buyer}/proposals/{proposal}. */
  proposal: OperationInput<MarketplaceGroups['proposals']['cancelNegotiation']>['proposal'];
}
/** Output of `proposals.cancelNegotiation` (Cancel an ongoing negotiation; it does not cancel or end serving of deals of an already finalized proposal). */
export type ProposalsCancelNegotiationOutput = OperationOutput<MarketplaceGroups['proposals']['cancelNegotiation']>;
/** Input of `proposals.sendRfp` (Send a request for proposal to a publisher to start negotiation on inventory; the RFP specifies deal type and terms). */
export interface ProposalsSendRfpInput {
  /** The buyer: buyers/{buyer}. */
  buyer: OperationInput<MarketplaceGroups['proposals']['sendRfp']>['buyer'];
  /** The request body of `proposals.sendRfp` (Send a request for proposal to a publisher to start negotiation on inventory; the RFP specifies deal type and terms), sent as JSON. */
  body: OperationInput<MarketplaceGroups['proposals']['sendRfp']>['body'];
}
/** Output of `proposals.sendRfp` (Send a request for proposal to a publisher to start negotiation on inventory; the RFP specifies deal type and terms). */
export type ProposalsSendRfpOutput = OperationOutput<MarketplaceGroups['proposals']['sendRfp']>;
/** Input of `deals.get` (Get a deal). */
export interface DealsGetInput {
  /** The deal: buyers/{buyer}/proposals/{proposal}/deals/{deal}. */
  name: OperationInput<MarketplaceGroups['deals']['get']>['name'];
}
/** Output of `deals.get` (Get a deal). */
export type DealsGetOutput = OperationOutput<MarketplaceGroups['deals']['get']>;
/** Input of `deals.list` (List all deals in a proposal (finalized revisions are listed through the finalized deals resource)). */
export interface DealsListInput {
  /** The proposal: buyers/{buyer}/proposals/{proposal}. */
  parent: OperationInput<MarketplaceGroups['deals']['list']>['parent'];
  /** Items per page; the service caps it at 500. */
  pageSize?: OperationInput<MarketplaceGroups['deals']['list']>['pageSize'];
  /** Token of the page to read, from the previous page’s nextPageToken. */
  pageToken?: OperationInput<MarketplaceGroups['deals']['list']>['pageToken'];
}
/** Output of `deals.list` (List all deals in a proposal (finalized revisions are listed through the finalized deals resource)). */
export type DealsListOutput = OperationOutput<MarketplaceGroups['deals']['list']>;
/** One item of the list `deals.list` (List all deals in a proposal (finalized revisions are listed through the finalized deals resource)). */
export type DealsListItem = OperationItem<MarketplaceGroups['deals']['list']>;
/** Input of `deals.patch` (Update a deal at the buyer's known revision). */
export interface DealsPatchInput {
  /** The deal: buyers/{buyer}/proposals/{proposal}/deals/{deal}. */
  name: OperationInput<MarketplaceGroups['deals']['patch']>['name'];
  /** Fields to change, e.g. flightEndTime,programmaticGuaranteedTerms.guaranteedLooks; build it with fieldMask(patch). */
  updateMask?: OperationInput<MarketplaceGroups['deals']['patch']>['updateMask'];
  /** The request body of `deals.patch` (Update a deal at the buyer's known revision), sent as JSON. */
  body: OperationInput<MarketplaceGroups['deals']['patch']>['body'];
}
/** Output of `deals.patch` (Update a deal at the buyer's known revision). */
export type DealsPatchOutput = OperationOutput<MarketplaceGroups['deals']['patch']>;
/** Input of `deals.batchUpdate` (Update several deals of the same proposal in one call). */
export interface DealsBatchUpdateInput {
  /** The proposal: buyers/{buyer}/proposals/{proposal}. */
  parent: OperationInput<MarketplaceGroups['deals']['batchUpdate']>['parent'];
  /** The request body of `deals.batchUpdate` (Update several deals of the same proposal in one call), sent as JSON. */
  body: OperationInput<MarketplaceGroups['deals']['batchUpdate']>['body'];
}
/** Output of `deals.batchUpdate` (Update several deals of the same proposal in one call). */
export type DealsBatchUpdateOutput = OperationOutput<MarketplaceGroups['deals']['batchUpdate']>;
/** Input of `finalizedDeals.get` (Get a finalized deal). */
export interface FinalizedDealsGetInput {
  /** The finalized deal: buyers/{buyer}/finalizedDeals/{finalizedDeal}. */
  name: OperationInput<MarketplaceGroups['finalizedDeals']['get']>['name'];
}
/** Output of `finalizedDeals.get` (Get a finalized deal). */
export type FinalizedDealsGetOutput = OperationOutput<MarketplaceGroups['finalizedDeals']['get']>;
/** Input of `finalizedDeals.list` (List finalized deals; the path shape `/v1/buyers/{accountId}/finalizedDeals` lists them for the current buyer and its clients). */
export interface FinalizedDealsListInput {
  /** The buyer (its deals and its clients’) or the bidder (its buyers’ and their clients’): buyers/{buyer} or bidders/{bidder}. */
  parent: OperationInput<MarketplaceGroups['finalizedDeals']['list']>['parent'];
  /** Filter expression, e.g. state = "FINALIZED" AND dealType = "PREFERRED_DEAL". */
  filter?: OperationInput<MarketplaceGroups['finalizedDeals']['list']>['filter'];
  /** Sort order, e.g. "deal.flightStartTime, rtbMetrics.bids7Days desc"; without it the order is arbitrary. */
  orderBy?: OperationInput<MarketplaceGroups['finalizedDeals']['list']>['orderBy'];
  /** Items per page; the service caps it at 500. */
  pageSize?: OperationInput<MarketplaceGroups['finalizedDeals']['list']>['pageSize'];
  /** Token of the page to read, from the previous page’s nextPageToken. */
  pageToken?: OperationInput<MarketplaceGroups['finalizedDeals']['list']>['pageToken'];
}
/** Output of `finalizedDeals.list` (List finalized deals; the path shape `/v1/buyers/{accountId}/finalizedDeals` lists them for the current buyer and its clients). */
export type FinalizedDealsListOutput = OperationOutput<MarketplaceGroups['finalizedDeals']['list']>;
/** One item of the list `finalizedDeals.list` (List finalized deals; the path shape `/v1/buyers/{accountId}/finalizedDeals` lists them for the current buyer and its clients). */
export type FinalizedDealsListItem = OperationItem<MarketplaceGroups['finalizedDeals']['list']>;
/** Input of `finalizedDeals.pause` (Pause serving of a finalized deal). */
export interface FinalizedDealsPauseInput {
  /** The finalized deal: buyers/{buyer}/finalizedDeals/{finalizedDeal}. */
  name: OperationInput<MarketplaceGroups['finalizedDeals']['pause']>['name'];
  /** The request body of `finalizedDeals.pause` (Pause serving of a finalized deal), sent as JSON. */
  body?: OperationInput<MarketplaceGroups['finalizedDeals']['pause']>['body'];
}
/** Output of `finalizedDeals.pause` (Pause serving of a finalized deal). */
export type FinalizedDealsPauseOutput = OperationOutput<MarketplaceGroups['finalizedDeals']['pause']>;
/** Input of `finalizedDeals.resume` (Resume serving of a finalized deal). */
export interface FinalizedDealsResumeInput {
  /** The finalized deal: buyers/{buyer}/finalizedDeals/{finalizedDeal}. */
  name: OperationInput<MarketplaceGroups['finalizedDeals']['resume']>['name'];
}
/** Output of `finalizedDeals.resume` (Resume serving of a finalized deal). */
export type FinalizedDealsResumeOutput = OperationOutput<MarketplaceGroups['finalizedDeals']['resume']>;
/** Input of `finalizedDeals.addCreative` (Add a creative for bidding on a finalized deal; for programmatic guaranteed deals at least one approved creative is recommended). */
export interface FinalizedDealsAddCreativeInput {
  /** The finalized deal: buyers/{buyer}/finalizedDeals/{finalizedDeal}. */
  deal: OperationInput<MarketplaceGroups['finalizedDeals']['addCreative']>['deal'];
  /** The request body of `finalizedDeals.addCreative` (Add a creative for bidding on a finalized deal; for programmatic guaranteed deals at least one approved creative is recommended), sent as JSON. */
  body: OperationInput<MarketplaceGroups['finalizedDeals']['addCreative']>['body'];
}
/** Output of `finalizedDeals.addCreative` (Add a creative for bidding on a finalized deal; for programmatic guaranteed deals at least one approved creative is recommended). */
export type FinalizedDealsAddCreativeOutput = OperationOutput<MarketplaceGroups['finalizedDeals']['addCreative']>;
/** Input of `finalizedDeals.setReadyToServe` (Set a finalized deal ready to serve). */
export interface FinalizedDealsSetReadyToServeInput {
  /** The finalized deal: buyers/{buyer}/finalizedDeals/{finalizedDeal}. */
  deal: OperationInput<MarketplaceGroups['finalizedDeals']['setReadyToServe']>['deal'];
}
/** Output of `finalizedDeals.setReadyToServe` (Set a finalized deal ready to serve). */
export type FinalizedDealsSetReadyToServeOutput = OperationOutput<MarketplaceGroups['finalizedDeals']['setReadyToServe']>;
/** Input of `publisherProfiles.get` (Get a publisher profile). */
export interface PublisherProfilesGetInput {
  /** The publisher profile: buyers/{buyer}/publisherProfiles/{publisherProfile}. */
  name: OperationInput<MarketplaceGroups['publisherProfiles']['get']>['name'];
}
/** Output of `publisherProfiles.get` (Get a publisher profile). */
export type PublisherProfilesGetOutput = OperationOutput<MarketplaceGroups['publisherProfiles']['get']>;
/** Input of `publisherProfiles.list` (List publisher profiles; no defined order, order may change between calls). */
export interface PublisherProfilesListInput {
  /** The buyer: buyers/{buyer}. */
  parent: OperationInput<MarketplaceGroups['publisherProfiles']['list']>['parent'];
  /** Filter expression, e.g. state = "FINALIZED" AND dealType = "PREFERRED_DEAL". */
  filter?: OperationInput<MarketplaceGroups['publisherProfiles']['list']>['filter'];
  /** Items per page; the service caps it at 500. */
  pageSize?: OperationInput<MarketplaceGroups['publisherProfiles']['list']>['pageSize'];
  /** Token of the page to read, from the previous page’s nextPageToken. */
  pageToken?: OperationInput<MarketplaceGroups['publisherProfiles']['list']>['pageToken'];
}
/** Output of `publisherProfiles.list` (List publisher profiles; no defined order, order may change between calls). */
export type PublisherProfilesListOutput = OperationOutput<MarketplaceGroups['publisherProfiles']['list']>;
/** One item of the list `publisherProfiles.list` (List publisher profiles; no defined order, order may change between calls). */
export type PublisherProfilesListItem = OperationItem<MarketplaceGroups['publisherProfiles']['list']>;
/** Auction packages: inventory the buyer and its clients subscribe to, to receive matching call-outs. */
export interface AuctionPackagesMethods {
  /** Gets an auction package by name (`buyers/{buyer}/auctionPackages/{auctionPackage}`). */
  get(input: AuctionPackagesGetInput, options?: CallOptions): ApiPromise<AuctionPackagesGetOutput>;
  /** Lists the auction packages the buyer or any of its clients subscribed to. */
  list(input: AuctionPackagesListInput, options?: CallOptions & PageOptions): PageIterator<AuctionPackagesListItem, AuctionPackagesListOutput>;
  /** Subscribes the buyer itself to an auction package; its bidder then receives call-outs for matching inventory. */
  subscribe(input: AuctionPackagesSubscribeInput, options?: CallOptions): ApiPromise<AuctionPackagesSubscribeOutput>;
  /** Unsubscribes the buyer itself from an auction package; call-outs stop. */
  unsubscribe(input: AuctionPackagesUnsubscribeInput, options?: CallOptions): ApiPromise<AuctionPackagesUnsubscribeOutput>;
  /**
   * Subscribes clients of the buyer to an auction package. A client that does not belong to the buyer makes
   * the call fail. Clients already subscribed stay so, which makes the call safe to repeat (it is retried).
   */
  subscribeClients(input: AuctionPackagesSubscribeClientsInput, options?: CallOptions): ApiPromise<AuctionPackagesSubscribeClientsOutput>;
  /**
   * Unsubscribes clients from an auction package. A client that is not subscribed is left as it is, which
   * makes the call safe to repeat (it is retried).
   */
  unsubscribeClients(input: AuctionPackagesUnsubscribeClientsInput, options?: CallOptions): ApiPromise<AuctionPackagesUnsubscribeClientsOutput>;
}
/** Clients of the buyer: advertisers and agencies the buyer negotiates for. */
export interface ClientsMethods {
  /** Gets a client by name (`buyers/{buyer}/clients/{client}`). */
  get(input: ClientsGetInput, options?: CallOptions): ApiPromise<ClientsGetOutput>;
  /** Lists the clients of the buyer; `filter: clientFilter({ partnerClientId })` finds one by the buyer's own id. */
  list(input: ClientsListInput, options?: CallOptions & PageOptions): PageIterator<ClientsListItem, ClientsListOutput>;
  /** Creates a client of the buyer. `displayName` and `role` are required; `partnerClientId` must be unique. */
  create(input: ClientsCreateInput, options?: CallOptions): ApiPromise<ClientsCreateOutput>;
  /** Changes fields of a client: those named in `updateMask`, or every field given when it is omitted. */
  patch(input: ClientsPatchInput, options?: CallOptions): ApiPromise<ClientsPatchOutput>;
}
/**
 * Users of a client. A user is created `INVITED` (an invitation goes out by e-mail) and becomes `ACTIVE` when
 * the invitation is accepted; `activate` and `deactivate` move it between `ACTIVE` and `INACTIVE`.
 */
export interface ClientUsersMethods {
  /** Gets a client user by name (`buyers/{buyer}/clients/{client}/users/{user}`). */
  get(input: ClientUsersGetInput, options?: CallOptions): ApiPromise<ClientUsersGetOutput>;
  /** Lists the users of a client. */
  list(input: ClientUsersListInput, options?: CallOptions & PageOptions): PageIterator<ClientUsersListItem, ClientUsersListOutput>;
  /** Creates a user of a client in state `INVITED`; the service e-mails the invitation. */
  create(input: ClientUsersCreateInput, options?: CallOptions): ApiPromise<ClientUsersCreateOutput>;
  /**
   * Moves an `INACTIVE` user to `ACTIVE`; an `ACTIVE` user stays as it is, so the call is safe to repeat (it
   * is retried). A user still `INVITED` is activated by accepting the invitation, not by this call.
   */
  activate(input: ClientUsersActivateInput, options?: CallOptions): ApiPromise<ClientUsersActivateOutput>;
  /** Moves an `ACTIVE` user to `INACTIVE`; an `INACTIVE` user stays as it is (safe to repeat; retried). */
  deactivate(input: ClientUsersDeactivateInput, options?: CallOptions): ApiPromise<ClientUsersDeactivateOutput>;
  /** Deletes a client user, who loses access to the buyer's user interface. It cannot be restored. */
  delete(input: ClientUsersDeleteInput, options?: CallOptions): ApiPromise<ClientUsersDeleteOutput>;
}
/**
 * Proposals: negotiations with publishers. Every change advances `proposalRevision`; updates and
 * acceptance carry the revision the buyer knows, and a stale one fails with a `RevisionConflictError`.
 */
export interface ProposalsMethods {
  /** Gets a proposal by name (`buyers/{buyer}/proposals/{proposal}`). */
  get(input: ProposalsGetInput, options?: CallOptions): ApiPromise<ProposalsGetOutput>;
  /**
   * Lists the buyer's proposals, optionally filtered (`proposalFilter({ state, dealType, displayName,
   * updateTime })`). A proposal under renegotiation is listed as negotiated now, not as last finalized.
   */
  list(input: ProposalsListInput, options?: CallOptions & PageOptions): PageIterator<ProposalsListItem, ProposalsListOutput>;
  /**
   * Changes buyer-side fields of a proposal (contacts, private data, pausing consent) at the revision the
   * buyer knows (`body.proposalRevision`). A stale revision fails with a `RevisionConflictError`.
   */
  patch(input: ProposalsPatchInput, options?: CallOptions): ApiPromise<ProposalsPatchOutput>;
  /**
   * Accepts a proposal at a revision (`body.proposalRevision`): the buyer agrees to the terms as they stand
   * at that revision. A stale revision fails with a `RevisionConflictError`; accepting a finalized proposal
   * changes nothing. Never retried automatically.
   */
  accept(input: ProposalsAcceptInput, options?: CallOptions): ApiPromise<ProposalsAcceptOutput>;
  /** Adds a note to a proposal and sends it to the seller. */
  addNote(input: ProposalsAddNoteInput, options?: CallOptions): ApiPromise<ProposalsAddNoteOutput>;
  /**
   * Ends an ongoing negotiation: a proposal never finalized is terminated; one under renegotiation goes back
   * to its finalized terms. Deals already finalized keep serving.
   */
  cancelNegotiation(input: ProposalsCancelNegotiationInput, options?: CallOptions): ApiPromise<ProposalsCancelNegotiationOutput>;
  /**
   * Sends a request for proposal to a publisher: creates a proposal in negotiation, with one deal whose type
   * follows the terms given (programmatic guaranteed or preferred).
   */
  sendRfp(input: ProposalsSendRfpInput, options?: CallOptions): ApiPromise<ProposalsSendRfpOutput>;
}
/** Deals of a proposal, as negotiated now (finalized terms are on the finalized deals). */
export interface DealsMethods {
  /** Gets a deal by name (`buyers/{buyer}/proposals/{proposal}/deals/{deal}`). */
  get(input: DealsGetInput, options?: CallOptions): ApiPromise<DealsGetOutput>;
  /** Lists the deals of a proposal. */
  list(input: DealsListInput, options?: CallOptions & PageOptions): PageIterator<DealsListItem, DealsListOutput>;
  /**
   * Updates a deal at the proposal revision the buyer knows (`body.proposalRevision`, required). If the
   * proposal changed since, the call fails with a `RevisionConflictError`: read the deal again, reapply the
   * change and send it once more (`updateDealAtLatestRevision` does that). Never retried automatically.
   */
  patch(input: DealsPatchInput, options?: CallOptions): ApiPromise<DealsPatchOutput>;
  /**
   * Updates several deals of one proposal in one call, each at the revision the buyer knows. The service
   * applies all or none; `batchUpdateDeals` reports the outcome deal by deal.
   */
  batchUpdate(input: DealsBatchUpdateInput, options?: CallOptions): ApiPromise<DealsBatchUpdateOutput>;
}
/** Finalized deals: the terms both sides agreed, and their serving. */
export interface FinalizedDealsMethods {
  /** Gets a finalized deal by name (`buyers/{buyer}/finalizedDeals/{finalizedDeal}`). */
  get(input: FinalizedDealsGetInput, options?: CallOptions): ApiPromise<FinalizedDealsGetOutput>;
  /**
   * Lists finalized deals of a buyer and its clients (`parent: 'buyers/{buyer}'`), or of a bidder, its buyers
   * and their clients (`parent: 'bidders/{bidder}'`). Filter with `finalizedDealFilter(...)`; sort with `orderBy`.
   */
  list(input: FinalizedDealsListInput, options?: CallOptions & PageOptions): PageIterator<FinalizedDealsListItem, FinalizedDealsListOutput>;
  /**
   * Pauses serving of a finalized deal; nothing else about the deal changes. The reason is shown to the
   * seller. A deal already paused stays paused, so the call is safe to repeat (it is retried).
   */
  pause(input: FinalizedDealsPauseInput, options?: CallOptions): ApiPromise<FinalizedDealsPauseOutput>;
  /**
   * Resumes serving of a deal the buyer paused. A deal that serves is left as it is, so the call is safe to
   * repeat (it is retried). A pause by the seller is not lifted by the buyer.
   */
  resume(input: FinalizedDealsResumeInput, options?: CallOptions): ApiPromise<FinalizedDealsResumeOutput>;
  /** Adds a creative to bid with on a finalized deal (recommended: one approved creative for programmatic guaranteed deals). */
  addCreative(input: FinalizedDealsAddCreativeInput, options?: CallOptions): ApiPromise<FinalizedDealsAddCreativeOutput>;
  /** Sets a finalized deal ready to serve; needed only by buyers who opted out of deals being ready once finalized. */
  setReadyToServe(input: FinalizedDealsSetReadyToServeInput, options?: CallOptions): ApiPromise<FinalizedDealsSetReadyToServeOutput>;
}
/** Publisher profiles: the sellers a buyer can send requests for proposal to. */
export interface PublisherProfilesMethods {
  /** Gets a publisher profile by name (`buyers/{buyer}/publisherProfiles/{publisherProfile}`). */
  get(input: PublisherProfilesGetInput, options?: CallOptions): ApiPromise<PublisherProfilesGetOutput>;
  /**
   * Lists the publisher profiles a buyer can see, optionally filtered (`publisherProfileFilter(...)`). The
   * order is not defined and may change between calls: sort or key the results yourself.
   */
  list(input: PublisherProfilesListInput, options?: CallOptions & PageOptions): PageIterator<PublisherProfilesListItem, PublisherProfilesListOutput>;
}
/** The methods of a client of the service: one object per group, one method per operation, documented as the operation table is. */
export interface MarketplaceMethods {
  /** Auction packages: inventory the buyer and its clients subscribe to, to receive matching call-outs. */
  readonly auctionPackages: AuctionPackagesMethods;
  /** Clients of the buyer: advertisers and agencies the buyer negotiates for. */
  readonly clients: ClientsMethods;
  /**
   * Users of a client. A user is created `INVITED` (an invitation goes out by e-mail) and becomes `ACTIVE` when
   * the invitation is accepted; `activate` and `deactivate` move it between `ACTIVE` and `INACTIVE`.
   */
  readonly clientUsers: ClientUsersMethods;
  /**
   * Proposals: negotiations with publishers. Every change advances `proposalRevision`; updates and
   * acceptance carry the revision the buyer knows, and a stale one fails with a `RevisionConflictError`.
   */
  readonly proposals: ProposalsMethods;
  /** Deals of a proposal, as negotiated now (finalized terms are on the finalized deals). */
  readonly deals: DealsMethods;
  /** Finalized deals: the terms both sides agreed, and their serving. */
  readonly finalizedDeals: FinalizedDealsMethods;
  /** Publisher profiles: the sellers a buyer can send requests for proposal to. */
  readonly publisherProfiles: PublisherProfilesMethods;
}

// `true` when `A` and `B` are the same type: the same fields, each as optional and of the same type.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
// `true` when each of `A` and `B` is assignable to the other.
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compiles only when `T` is `true`.
type Assert<T extends true> = T;
// The surface above is the client the engine makes of the table (both ways), and each input interface is the
// table's input exactly: a change to the table that the surface does not follow fails to compile here.
declare const _surfaceIsTheTable: Assert<Mutual<MarketplaceMethods, ServiceClient<MarketplaceGroups>>>;
declare const _inputsAreTheTable: [
  Assert<Same<AuctionPackagesGetInput, OperationInput<MarketplaceGroups['auctionPackages']['get']>>>,
  Assert<Same<AuctionPackagesListInput, OperationInput<MarketplaceGroups['auctionPackages']['list']>>>,
  Assert<Same<AuctionPackagesSubscribeInput, OperationInput<MarketplaceGroups['auctionPackages']['subscribe']>>>,
  Assert<Same<AuctionPackagesUnsubscribeInput, OperationInput<MarketplaceGroups['auctionPackages']['unsubscribe']>>>,
  Assert<Same<AuctionPackagesSubscribeClientsInput, OperationInput<MarketplaceGroups['auctionPackages']['subscribeClients']>>>,
  Assert<Same<AuctionPackagesUnsubscribeClientsInput, OperationInput<MarketplaceGroups['auctionPackages']['unsubscribeClients']>>>,
  Assert<Same<ClientsGetInput, OperationInput<MarketplaceGroups['clients']['get']>>>,
  Assert<Same<ClientsListInput, OperationInput<MarketplaceGroups['clients']['list']>>>,
  Assert<Same<ClientsCreateInput, OperationInput<MarketplaceGroups['clients']['create']>>>,
  Assert<Same<ClientsPatchInput, OperationInput<MarketplaceGroups['clients']['patch']>>>,
  Assert<Same<ClientUsersGetInput, OperationInput<MarketplaceGroups['clientUsers']['get']>>>,
  Assert<Same<ClientUsersListInput, OperationInput<MarketplaceGroups['clientUsers']['list']>>>,
  Assert<Same<ClientUsersCreateInput, OperationInput<MarketplaceGroups['clientUsers']['create']>>>,
  Assert<Same<ClientUsersActivateInput, OperationInput<MarketplaceGroups['clientUsers']['activate']>>>,
  Assert<Same<ClientUsersDeactivateInput, OperationInput<MarketplaceGroups['clientUsers']['deactivate']>>>,
  Assert<Same<ClientUsersDeleteInput, OperationInput<MarketplaceGroups['clientUsers']['delete']>>>,
  Assert<Same<ProposalsGetInput, OperationInput<MarketplaceGroups['proposals']['get']>>>,
  Assert<Same<ProposalsListInput, OperationInput<MarketplaceGroups['proposals']['list']>>>,
  Assert<Same<ProposalsPatchInput, OperationInput<MarketplaceGroups['proposals']['patch']>>>,
  Assert<Same<ProposalsAcceptInput, OperationInput<MarketplaceGroups['proposals']['accept']>>>,
  Assert<Same<ProposalsAddNoteInput, OperationInput<MarketplaceGroups['proposals']['addNote']>>>,
  Assert<Same<ProposalsCancelNegotiationInput, OperationInput<MarketplaceGroups['proposals']['cancelNegotiation']>>>,
  Assert<Same<ProposalsSendRfpInput, OperationInput<MarketplaceGroups['proposals']['sendRfp']>>>,
  Assert<Same<DealsGetInput, OperationInput<MarketplaceGroups['deals']['get']>>>,
  Assert<Same<DealsListInput, OperationInput<MarketplaceGroups['deals']['list']>>>,
  Assert<Same<DealsPatchInput, OperationInput<MarketplaceGroups['deals']['patch']>>>,
  Assert<Same<DealsBatchUpdateInput, OperationInput<MarketplaceGroups['deals']['batchUpdate']>>>,
  Assert<Same<FinalizedDealsGetInput, OperationInput<MarketplaceGroups['finalizedDeals']['get']>>>,
  Assert<Same<FinalizedDealsListInput, OperationInput<MarketplaceGroups['finalizedDeals']['list']>>>,
  Assert<Same<FinalizedDealsPauseInput, OperationInput<MarketplaceGroups['finalizedDeals']['pause']>>>,
  Assert<Same<FinalizedDealsResumeInput, OperationInput<MarketplaceGroups['finalizedDeals']['resume']>>>,
  Assert<Same<FinalizedDealsAddCreativeInput, OperationInput<MarketplaceGroups['finalizedDeals']['addCreative']>>>,
  Assert<Same<FinalizedDealsSetReadyToServeInput, OperationInput<MarketplaceGroups['finalizedDeals']['setReadyToServe']>>>,
  Assert<Same<PublisherProfilesGetInput, OperationInput<MarketplaceGroups['publisherProfiles']['get']>>>,
  Assert<Same<PublisherProfilesListInput, OperationInput<MarketplaceGroups['publisherProfiles']['list']>>>,
];
