import { resourceNameSchema } from '@org/http-core/google';
import { boundedString, int64, model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { CREATIVE_NAME } from '../names.js';
import { BuyerSellerRole } from './buyer-seller-role.js';
import { Deal } from './deal.js';

/** Whether a finalized deal serves: `ACTIVE`, paused by one side, or `ENDED`. */
export const DealServingStatus = openEnum(['DEAL_SERVING_STATUS_UNSPECIFIED', 'ACTIVE', 'ENDED', 'PAUSED_BY_BUYER', 'PAUSED_BY_SELLER']);
export type DealServingStatus = z.infer<typeof DealServingStatus>;

/** Who paused a deal and why; empty for a deal that serves. */
export const DealPausingInfo = model({
  /** The reason given by the side that paused the deal. */
  pauseReason: z.optional(z.string()),
  /** The side that paused it first. */
  pauseRole: z.optional(BuyerSellerRole),
  /** Whether both sides agreed that the deal may be paused. */
  pausingConsented: z.optional(z.boolean()),
});
export type DealPausingInfo = z.infer<typeof DealPausingInfo>;

/** Real-time bidding figures of a deal. Counts are 64-bit integers as strings; rates are fractions. */
export const RtbMetrics = model({
  /** Bid requests sent for the deal over the last 7 days. */
  bidRequests7Days: z.optional(int64()),
  /** Bids made on the deal over the last 7 days. */
  bids7Days: z.optional(int64()),
  /** Impressions of the deal over the last 7 days. */
  adImpressions7Days: z.optional(int64()),
  /** Bids per bid request over the last 7 days. */
  bidRate7Days: z.optional(z.number()),
  /** Share of the bids filtered out before the auction over the last 7 days. */
  filteredBidRate7Days: z.optional(z.number()),
  /** Share of the bid requests of a programmatic guaranteed deal answered with a bid this month. */
  mustBidRateCurrentMonth: z.optional(z.number()),
});
export type RtbMetrics = z.infer<typeof RtbMetrics>;

/**
 * A finalized deal: the deal as last agreed (during a renegotiation it stays as it was), with its serving
 * status. A deal is ready to serve as soon as it is finalized unless the buyer opted out of that.
 */
export const FinalizedDeal = model({
  /** `buyers/{buyer}/finalizedDeals/{finalizedDeal}`. */
  name: z.optional(z.string()),
  /** The deal as finalized. */
  deal: z.optional(Deal),
  /** Whether the deal serves, is paused (and by whom) or has ended. */
  dealServingStatus: z.optional(DealServingStatus),
  /** Who paused the deal and why. */
  dealPausingInfo: z.optional(DealPausingInfo),
  /** Whether a programmatic guaranteed deal is ready to serve. */
  readyToServe: z.optional(z.boolean()),
  /** Real-time bidding figures of the deal. */
  rtbMetrics: z.optional(RtbMetrics),
});
export type FinalizedDeal = z.infer<typeof FinalizedDeal>;

/** Body of pausing a finalized deal: a reason shown to the seller, up to 1000 characters. */
export const PauseFinalizedDealRequest = model({
  /** Why the buyer pauses the deal, shown to the seller; up to 1000 characters. */
  reason: z.optional(boundedString(1000, 0)),
});
export type PauseFinalizedDealRequest = z.input<typeof PauseFinalizedDealRequest>;

/** Body of adding a creative to a finalized deal. */
export const AddCreativeRequest = model({
  /** `buyers/{buyer}/creatives/{creative}`. */
  creative: resourceNameSchema(CREATIVE_NAME),
});
export type AddCreativeRequest = z.input<typeof AddCreativeRequest>;

/** A page of finalized deals. */
export const ListFinalizedDealsResponse = model({
  /** The finalized deals of the page. */
  finalizedDeals: z.optional(z.array(FinalizedDeal)),
  /** Token of the next page; absent on the last. */
  nextPageToken: z.optional(z.string()),
});
export type ListFinalizedDealsResponse = z.infer<typeof ListFinalizedDealsResponse>;
