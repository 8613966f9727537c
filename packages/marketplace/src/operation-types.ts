// Generated from the operation table by renderOperationTypes (@org/tools); src/docs.test.ts keeps it current.
import type { OperationInput, OperationItem, OperationOutput } from '@org/http-core';
import type { MarketplaceGroups } from './service.js';

/**
 * Input of `auctionPackages.get` (Get an auction package).
 */
export type AuctionPackagesGetInput = OperationInput<MarketplaceGroups['auctionPackages']['get']>;
/**
 * Output of `auctionPackages.get` (Get an auction package).
 */
export type AuctionPackagesGetOutput = OperationOutput<MarketplaceGroups['auctionPackages']['get']>;
/**
 * Input of `auctionPackages.list` (List auction packages subscribed by a buyer and its clients).
 */
export type AuctionPackagesListInput = OperationInput<MarketplaceGroups['auctionPackages']['list']>;
/**
 * Output of `auctionPackages.list` (List auction packages subscribed by a buyer and its clients).
 */
export type AuctionPackagesListOutput = OperationOutput<MarketplaceGroups['auctionPackages']['list']>;
/**
 * One item of the list `auctionPackages.list` (List auction packages subscribed by a buyer and its clients).
 */
export type AuctionPackagesListItem = OperationItem<MarketplaceGroups['auctionPackages']['list']>;
/**
 * Input of `auctionPackages.subscribe` (Subscribe the buyer to the auction package; the bidder then receives call-outs for matching inventory).
 */
export type AuctionPackagesSubscribeInput = OperationInput<MarketplaceGroups['auctionPackages']['subscribe']>;
/**
 * Output of `auctionPackages.subscribe` (Subscribe the buyer to the auction package; the bidder then receives call-outs for matching inventory).
 */
export type AuctionPackagesSubscribeOutput = OperationOutput<MarketplaceGroups['auctionPackages']['subscribe']>;
/**
 * Input of `auctionPackages.unsubscribe` (Unsubscribe the buyer from the auction package; call-outs stop).
 */
export type AuctionPackagesUnsubscribeInput = OperationInput<MarketplaceGroups['auctionPackages']['unsubscribe']>;
/**
 * Output of `auctionPackages.unsubscribe` (Unsubscribe the buyer from the auction package; call-outs stop).
 */
export type AuctionPackagesUnsubscribeOutput = OperationOutput<MarketplaceGroups['auctionPackages']['unsubscribe']>;
/**
 * Input of `auctionPackages.subscribeClients` (Subscribe the given clients of the buyer to the auction package; a client that does not belong to the buyer causes an error response).
 */
export type AuctionPackagesSubscribeClientsInput = OperationInput<MarketplaceGroups['auctionPackages']['subscribeClients']>;
/**
 * Output of `auctionPackages.subscribeClients` (Subscribe the given clients of the buyer to the auction package; a client that does not belong to the buyer causes an error response).
 */
export type AuctionPackagesSubscribeClientsOutput = OperationOutput<MarketplaceGroups['auctionPackages']['subscribeClients']>;
/**
 * Input of `auctionPackages.unsubscribeClients` (Unsubscribe the given clients; unsubscribing a client that is not subscribed has no effect).
 */
export type AuctionPackagesUnsubscribeClientsInput = OperationInput<MarketplaceGroups['auctionPackages']['unsubscribeClients']>;
/**
 * Output of `auctionPackages.unsubscribeClients` (Unsubscribe the given clients; unsubscribing a client that is not subscribed has no effect).
 */
export type AuctionPackagesUnsubscribeClientsOutput = OperationOutput<MarketplaceGroups['auctionPackages']['unsubscribeClients']>;
/**
 * Input of `clients.get` (Get a client).
 */
export type ClientsGetInput = OperationInput<MarketplaceGroups['clients']['get']>;
/**
 * Output of `clients.get` (Get a client).
 */
export type ClientsGetOutput = OperationOutput<MarketplaceGroups['clients']['get']>;
/**
 * Input of `clients.list` (List clients of the current buyer).
 */
export type ClientsListInput = OperationInput<MarketplaceGroups['clients']['list']>;
/**
 * Output of `clients.list` (List clients of the current buyer).
 */
export type ClientsListOutput = OperationOutput<MarketplaceGroups['clients']['list']>;
/**
 * One item of the list `clients.list` (List clients of the current buyer).
 */
export type ClientsListItem = OperationItem<MarketplaceGroups['clients']['list']>;
/**
 * Input of `clients.create` (Create a client).
 */
export type ClientsCreateInput = OperationInput<MarketplaceGroups['clients']['create']>;
/**
 * Output of `clients.create` (Create a client).
 */
export type ClientsCreateOutput = OperationOutput<MarketplaceGroups['clients']['create']>;
/**
 * Input of `clients.patch` (Update a client).
 */
export type ClientsPatchInput = OperationInput<MarketplaceGroups['clients']['patch']>;
/**
 * Output of `clients.patch` (Update a client).
 */
export type ClientsPatchOutput = OperationOutput<MarketplaceGroups['clients']['patch']>;
/**
 * Input of `clientUsers.get` (Get a client user).
 */
export type ClientUsersGetInput = OperationInput<MarketplaceGroups['clientUsers']['get']>;
/**
 * Output of `clientUsers.get` (Get a client user).
 */
export type ClientUsersGetOutput = OperationOutput<MarketplaceGroups['clientUsers']['get']>;
/**
 * Input of `clientUsers.list` (List client users of a client).
 */
export type ClientUsersListInput = OperationInput<MarketplaceGroups['clientUsers']['list']>;
/**
 * Output of `clientUsers.list` (List client users of a client).
 */
export type ClientUsersListOutput = OperationOutput<MarketplaceGroups['clientUsers']['list']>;
/**
 * One item of the list `clientUsers.list` (List client users of a client).
 */
export type ClientUsersListItem = OperationItem<MarketplaceGroups['clientUsers']['list']>;
/**
 * Input of `clientUsers.create` (Create a client user in state `INVITED`).
 */
export type ClientUsersCreateInput = OperationInput<MarketplaceGroups['clientUsers']['create']>;
/**
 * Output of `clientUsers.create` (Create a client user in state `INVITED`).
 */
export type ClientUsersCreateOutput = OperationOutput<MarketplaceGroups['clientUsers']['create']>;
/**
 * Input of `clientUsers.activate` (Activate a client user).
 */
export type ClientUsersActivateInput = OperationInput<MarketplaceGroups['clientUsers']['activate']>;
/**
 * Output of `clientUsers.activate` (Activate a client user).
 */
export type ClientUsersActivateOutput = OperationOutput<MarketplaceGroups['clientUsers']['activate']>;
/**
 * Input of `clientUsers.deactivate` (Deactivate a client user).
 */
export type ClientUsersDeactivateInput = OperationInput<MarketplaceGroups['clientUsers']['deactivate']>;
/**
 * Output of `clientUsers.deactivate` (Deactivate a client user).
 */
export type ClientUsersDeactivateOutput = OperationOutput<MarketplaceGroups['clientUsers']['deactivate']>;
/**
 * Input of `clientUsers.delete` (Delete a client user).
 */
export type ClientUsersDeleteInput = OperationInput<MarketplaceGroups['clientUsers']['delete']>;
/**
 * Output of `clientUsers.delete` (Delete a client user).
 */
export type ClientUsersDeleteOutput = OperationOutput<MarketplaceGroups['clientUsers']['delete']>;
/**
 * Input of `proposals.get` (Get a proposal).
 */
export type ProposalsGetInput = OperationInput<MarketplaceGroups['proposals']['get']>;
/**
 * Output of `proposals.get` (Get a proposal).
 */
export type ProposalsGetOutput = OperationOutput<MarketplaceGroups['proposals']['get']>;
/**
 * Input of `proposals.list` (List proposals; a list filter expression may be given; finalized versions of proposals under renegotiation are not listed).
 */
export type ProposalsListInput = OperationInput<MarketplaceGroups['proposals']['list']>;
/**
 * Output of `proposals.list` (List proposals; a list filter expression may be given; finalized versions of proposals under renegotiation are not listed).
 */
export type ProposalsListOutput = OperationOutput<MarketplaceGroups['proposals']['list']>;
/**
 * One item of the list `proposals.list` (List proposals; a list filter expression may be given; finalized versions of proposals under renegotiation are not listed).
 */
export type ProposalsListItem = OperationItem<MarketplaceGroups['proposals']['list']>;
/**
 * Input of `proposals.patch` (Update a proposal at the buyer's known revision).
 */
export type ProposalsPatchInput = OperationInput<MarketplaceGroups['proposals']['patch']>;
/**
 * Output of `proposals.patch` (Update a proposal at the buyer's known revision).
 */
export type ProposalsPatchOutput = OperationOutput<MarketplaceGroups['proposals']['patch']>;
/**
 * Input of `proposals.accept` (Accept a proposal at a given revision number).
 */
export type ProposalsAcceptInput = OperationInput<MarketplaceGroups['proposals']['accept']>;
/**
 * Output of `proposals.accept` (Accept a proposal at a given revision number).
 */
export type ProposalsAcceptOutput = OperationOutput<MarketplaceGroups['proposals']['accept']>;
/**
 * Input of `proposals.addNote` (Create a note on a proposal and send it to the seller).
 */
export type ProposalsAddNoteInput = OperationInput<MarketplaceGroups['proposals']['addNote']>;
/**
 * Output of `proposals.addNote` (Create a note on a proposal and send it to the seller).
 */
export type ProposalsAddNoteOutput = OperationOutput<MarketplaceGroups['proposals']['addNote']>;
/**
 * Input of `proposals.cancelNegotiation` (Cancel an ongoing negotiation; it does not cancel or end serving of deals of an already finalized proposal).
 */
export type ProposalsCancelNegotiationInput = OperationInput<MarketplaceGroups['proposals']['cancelNegotiation']>;
/**
 * Output of `proposals.cancelNegotiation` (Cancel an ongoing negotiation; it does not cancel or end serving of deals of an already finalized proposal).
 */
export type ProposalsCancelNegotiationOutput = OperationOutput<MarketplaceGroups['proposals']['cancelNegotiation']>;
/**
 * Input of `proposals.sendRfp` (Send a request for proposal to a publisher to start negotiation on inventory; the RFP specifies deal type and terms).
 */
export type ProposalsSendRfpInput = OperationInput<MarketplaceGroups['proposals']['sendRfp']>;
/**
 * Output of `proposals.sendRfp` (Send a request for proposal to a publisher to start negotiation on inventory; the RFP specifies deal type and terms).
 */
export type ProposalsSendRfpOutput = OperationOutput<MarketplaceGroups['proposals']['sendRfp']>;
/**
 * Input of `deals.get` (Get a deal).
 */
export type DealsGetInput = OperationInput<MarketplaceGroups['deals']['get']>;
/**
 * Output of `deals.get` (Get a deal).
 */
export type DealsGetOutput = OperationOutput<MarketplaceGroups['deals']['get']>;
/**
 * Input of `deals.list` (List all deals in a proposal (finalized revisions are listed through the finalized deals resource)).
 */
export type DealsListInput = OperationInput<MarketplaceGroups['deals']['list']>;
/**
 * Output of `deals.list` (List all deals in a proposal (finalized revisions are listed through the finalized deals resource)).
 */
export type DealsListOutput = OperationOutput<MarketplaceGroups['deals']['list']>;
/**
 * One item of the list `deals.list` (List all deals in a proposal (finalized revisions are listed through the finalized deals resource)).
 */
export type DealsListItem = OperationItem<MarketplaceGroups['deals']['list']>;
/**
 * Input of `deals.patch` (Update a deal at the buyer's known revision).
 */
export type DealsPatchInput = OperationInput<MarketplaceGroups['deals']['patch']>;
/**
 * Output of `deals.patch` (Update a deal at the buyer's known revision).
 */
export type DealsPatchOutput = OperationOutput<MarketplaceGroups['deals']['patch']>;
/**
 * Input of `deals.batchUpdate` (Update several deals of the same proposal in one call).
 */
export type DealsBatchUpdateInput = OperationInput<MarketplaceGroups['deals']['batchUpdate']>;
/**
 * Output of `deals.batchUpdate` (Update several deals of the same proposal in one call).
 */
export type DealsBatchUpdateOutput = OperationOutput<MarketplaceGroups['deals']['batchUpdate']>;
/**
 * Input of `finalizedDeals.get` (Get a finalized deal).
 */
export type FinalizedDealsGetInput = OperationInput<MarketplaceGroups['finalizedDeals']['get']>;
/**
 * Output of `finalizedDeals.get` (Get a finalized deal).
 */
export type FinalizedDealsGetOutput = OperationOutput<MarketplaceGroups['finalizedDeals']['get']>;
/**
 * Input of `finalizedDeals.list` (List finalized deals; the path shape `/v1/buyers/{accountId}/finalizedDeals` lists them for the current buyer and its clients).
 */
export type FinalizedDealsListInput = OperationInput<MarketplaceGroups['finalizedDeals']['list']>;
/**
 * Output of `finalizedDeals.list` (List finalized deals; the path shape `/v1/buyers/{accountId}/finalizedDeals` lists them for the current buyer and its clients).
 */
export type FinalizedDealsListOutput = OperationOutput<MarketplaceGroups['finalizedDeals']['list']>;
/**
 * One item of the list `finalizedDeals.list` (List finalized deals; the path shape `/v1/buyers/{accountId}/finalizedDeals` lists them for the current buyer and its clients).
 */
export type FinalizedDealsListItem = OperationItem<MarketplaceGroups['finalizedDeals']['list']>;
/**
 * Input of `finalizedDeals.pause` (Pause serving of a finalized deal).
 */
export type FinalizedDealsPauseInput = OperationInput<MarketplaceGroups['finalizedDeals']['pause']>;
/**
 * Output of `finalizedDeals.pause` (Pause serving of a finalized deal).
 */
export type FinalizedDealsPauseOutput = OperationOutput<MarketplaceGroups['finalizedDeals']['pause']>;
/**
 * Input of `finalizedDeals.resume` (Resume serving of a finalized deal).
 */
export type FinalizedDealsResumeInput = OperationInput<MarketplaceGroups['finalizedDeals']['resume']>;
/**
 * Output of `finalizedDeals.resume` (Resume serving of a finalized deal).
 */
export type FinalizedDealsResumeOutput = OperationOutput<MarketplaceGroups['finalizedDeals']['resume']>;
/**
 * Input of `finalizedDeals.addCreative` (Add a creative for bidding on a finalized deal; for programmatic guaranteed deals at least one approved creative is recommended).
 */
export type FinalizedDealsAddCreativeInput = OperationInput<MarketplaceGroups['finalizedDeals']['addCreative']>;
/**
 * Output of `finalizedDeals.addCreative` (Add a creative for bidding on a finalized deal; for programmatic guaranteed deals at least one approved creative is recommended).
 */
export type FinalizedDealsAddCreativeOutput = OperationOutput<MarketplaceGroups['finalizedDeals']['addCreative']>;
/**
 * Input of `finalizedDeals.setReadyToServe` (Set a finalized deal ready to serve).
 */
export type FinalizedDealsSetReadyToServeInput = OperationInput<MarketplaceGroups['finalizedDeals']['setReadyToServe']>;
/**
 * Output of `finalizedDeals.setReadyToServe` (Set a finalized deal ready to serve).
 */
export type FinalizedDealsSetReadyToServeOutput = OperationOutput<MarketplaceGroups['finalizedDeals']['setReadyToServe']>;
/**
 * Input of `publisherProfiles.get` (Get a publisher profile).
 */
export type PublisherProfilesGetInput = OperationInput<MarketplaceGroups['publisherProfiles']['get']>;
/**
 * Output of `publisherProfiles.get` (Get a publisher profile).
 */
export type PublisherProfilesGetOutput = OperationOutput<MarketplaceGroups['publisherProfiles']['get']>;
/**
 * Input of `publisherProfiles.list` (List publisher profiles; no defined order, order may change between calls).
 */
export type PublisherProfilesListInput = OperationInput<MarketplaceGroups['publisherProfiles']['list']>;
/**
 * Output of `publisherProfiles.list` (List publisher profiles; no defined order, order may change between calls).
 */
export type PublisherProfilesListOutput = OperationOutput<MarketplaceGroups['publisherProfiles']['list']>;
/**
 * One item of the list `publisherProfiles.list` (List publisher profiles; no defined order, order may change between calls).
 */
export type PublisherProfilesListItem = OperationItem<MarketplaceGroups['publisherProfiles']['list']>;
