import { defineListOperation, defineOperation, jsonBody } from '@org/http-core';
import { AuctionPackage, ClientsRequest, ListAuctionPackagesResponse } from '../models/auction-package.js';
import { AUCTION_PACKAGE_NAME } from '../names.js';
import { buyer, nameParam, pageSize, pageToken, listPaging } from './params.js';

const auctionPackage = nameParam(AUCTION_PACKAGE_NAME, 'The auction package');

/** Gets an auction package by name (`buyers/{buyer}/auctionPackages/{auctionPackage}`). */
export const auctionPackagesGet = defineOperation({
  method: 'GET',
  path: '/v1/{name}',
  summary: 'Get an auction package',
  pathParams: { name: auctionPackage },
  response: AuctionPackage,
});

/** Lists the auction packages the buyer or any of its clients subscribed to. */
export const auctionPackagesList = defineListOperation({
  method: 'GET',
  path: '/v1/{parent}/auctionPackages',
  summary: 'List auction packages subscribed by a buyer and its clients',
  pathParams: { parent: buyer },
  query: { pageSize, pageToken },
  response: ListAuctionPackagesResponse,
  pagination: listPaging('auctionPackages'),
});

/** Subscribes the buyer itself to an auction package; its bidder then receives call-outs for matching inventory. */
export const auctionPackagesSubscribe = defineOperation({
  method: 'POST',
  path: '/v1/{name}:subscribe',
  summary: 'Subscribe the buyer to the auction package; the bidder then receives call-outs for matching inventory',
  pathParams: { name: auctionPackage },
  response: AuctionPackage,
});

/** Unsubscribes the buyer itself from an auction package; call-outs stop. */
export const auctionPackagesUnsubscribe = defineOperation({
  method: 'POST',
  path: '/v1/{name}:unsubscribe',
  summary: 'Unsubscribe the buyer from the auction package; call-outs stop',
  pathParams: { name: auctionPackage },
  response: AuctionPackage,
});

/**
 * Subscribes clients of the buyer to an auction package. A client that does not belong to the buyer makes
 * the call fail. Clients already subscribed stay so, which makes the call safe to repeat (it is retried).
 */
export const auctionPackagesSubscribeClients = defineOperation({
  method: 'POST',
  path: '/v1/{auctionPackage}:subscribeClients',
  summary:
    'Subscribe the given clients of the buyer to the auction package; a client that does not belong to the buyer causes an error response',
  pathParams: { auctionPackage },
  body: jsonBody(ClientsRequest),
  response: AuctionPackage,
  idempotent: true,
});

/**
 * Unsubscribes clients from an auction package. A client that is not subscribed is left as it is, which
 * makes the call safe to repeat (it is retried).
 */
export const auctionPackagesUnsubscribeClients = defineOperation({
  method: 'POST',
  path: '/v1/{auctionPackage}:unsubscribeClients',
  summary: 'Unsubscribe the given clients; unsubscribing a client that is not subscribed has no effect',
  pathParams: { auctionPackage },
  body: jsonBody(ClientsRequest),
  response: AuctionPackage,
  idempotent: true,
});

/** Auction packages: inventory the buyer and its clients subscribe to, to receive matching call-outs. */
export const auctionPackagesGroup = {
  get: auctionPackagesGet,
  list: auctionPackagesList,
  subscribe: auctionPackagesSubscribe,
  unsubscribe: auctionPackagesUnsubscribe,
  subscribeClients: auctionPackagesSubscribeClients,
  unsubscribeClients: auctionPackagesUnsubscribeClients,
};
