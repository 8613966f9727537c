import { defineListOperation, defineOperation, jsonBody } from '@org/http-core';
import { plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { AddCreativeRequest, FinalizedDeal, ListFinalizedDealsResponse, PauseFinalizedDealRequest } from '../models/finalized-deal.js';
import { FINALIZED_DEAL_NAME } from '../names.js';
import { buyerOrBidder, filter, nameParam, pageSize, pageToken, listPaging } from './params.js';

const finalizedDeal = nameParam(FINALIZED_DEAL_NAME, 'The finalized deal');

/** Sort order of finalized deals: comma-separated fields, each optionally followed by `desc`. */
const orderBy = {
  schema: z.optional(
    z.string().check(
      plainCheck(
        (order: string) => /^\s*[A-Za-z][\w.]*(\s+(asc|desc))?\s*(,\s*[A-Za-z][\w.]*(\s+(asc|desc))?\s*)*$/.test(order),
        'must be comma-separated fields, each optionally followed by asc or desc, e.g. "deal.displayName, deal.updateTime desc"',
      ),
    ),
  ),
  description: 'Sort order, e.g. "deal.flightStartTime, rtbMetrics.bids7Days desc"; without it the order is arbitrary.',
} as const;

/** Gets a finalized deal by name (`buyers/{buyer}/finalizedDeals/{finalizedDeal}`). */
export const finalizedDealsGet = defineOperation({
  method: 'GET',
  path: '/v1/{name}',
  summary: 'Get a finalized deal',
  pathParams: { name: finalizedDeal },
  response: FinalizedDeal,
});

/**
 * Lists finalized deals of a buyer and its clients (`parent: 'buyers/{buyer}'`), or of a bidder, its buyers
 * and their clients (`parent: 'bidders/{bidder}'`). Filter with `finalizedDealFilter(...)`; sort with `orderBy`.
 */
export const finalizedDealsList = defineListOperation({
  method: 'GET',
  path: '/v1/{parent}/finalizedDeals',
  summary: 'List finalized deals; the path shape `/v1/buyers/{accountId}/finalizedDeals` lists them for the current buyer and its clients',
  pathParams: { parent: buyerOrBidder },
  query: { filter, orderBy, pageSize, pageToken },
  response: ListFinalizedDealsResponse,
  pagination: listPaging('finalizedDeals'),
});

/**
 * Pauses serving of a finalized deal; nothing else about the deal changes. The reason is shown to the
 * seller. A deal already paused stays paused, so the call is safe to repeat (it is retried).
 */
export const finalizedDealsPause = defineOperation({
  method: 'POST',
  path: '/v1/{name}:pause',
  summary: 'Pause serving of a finalized deal',
  pathParams: { name: finalizedDeal },
  body: jsonBody(PauseFinalizedDealRequest, { optional: true }),
  response: FinalizedDeal,
  idempotent: true,
});

/**
 * Resumes serving of a deal the buyer paused. A deal that serves is left as it is, so the call is safe to
 * repeat (it is retried). A pause by the seller is not lifted by the buyer.
 */
export const finalizedDealsResume = defineOperation({
  method: 'POST',
  path: '/v1/{name}:resume',
  summary: 'Resume serving of a finalized deal',
  pathParams: { name: finalizedDeal },
  response: FinalizedDeal,
  idempotent: true,
});

/** Adds a creative to bid with on a finalized deal (recommended: one approved creative for programmatic guaranteed deals). */
export const finalizedDealsAddCreative = defineOperation({
  method: 'POST',
  path: '/v1/{deal}:addCreative',
  summary: 'Add a creative for bidding on a finalized deal; for programmatic guaranteed deals at least one approved creative is recommended',
  pathParams: { deal: finalizedDeal },
  body: jsonBody(AddCreativeRequest),
  response: FinalizedDeal,
});

/** Sets a finalized deal ready to serve; needed only by buyers who opted out of deals being ready once finalized. */
export const finalizedDealsSetReadyToServe = defineOperation({
  method: 'POST',
  path: '/v1/{deal}:setReadyToServe',
  summary: 'Set a finalized deal ready to serve',
  pathParams: { deal: finalizedDeal },
  response: FinalizedDeal,
});

/** Finalized deals: the terms both sides agreed, and their serving. */
export const finalizedDealsGroup = {
  get: finalizedDealsGet,
  list: finalizedDealsList,
  pause: finalizedDealsPause,
  resume: finalizedDealsResume,
  addCreative: finalizedDealsAddCreative,
  setReadyToServe: finalizedDealsSetReadyToServe,
};
