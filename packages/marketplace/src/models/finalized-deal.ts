import { int64, model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { creativeName } from '../names.js';
import { BuyerSellerRole } from './buyer-seller-role.js';
import { Deal } from './deal.js';

/** Whether a finalized deal serves: `ACTIVE`, paused by one side, or `ENDED`. */
export const DealServingStatus = openEnum(['DEAL_SERVING_STATUS_UNSPECIFIED', 'ACTIVE', 'ENDED', 'PAUSED_BY_BUYER', 'PAUSED_BY_SELLER']);
export type DealServingStatus = z.infer<typeof DealServingStatus>;

/** Who paused a deal and why; empty for a deal that serves. */
export const DealPausingInfo = model({
  pauseReason: z.optional(z.string()),
  /** The side that paused it first. */
  pauseRole: z.optional(BuyerSellerRole),
  /** Whether both sides agreed that the deal may be paused. */
  pausingConsented: z.optional(z.boolean()),
});
export type DealPausingInfo = z.infer<typeof DealPausingInfo>;

/** Real-time bidding figures of a deal. Counts are 64-bit integers as strings; rates are fractions. */
export const RtbMetrics = model({
  bidRequests7Days: z.optional(int64()),
  bids7Days: z.optional(int64()),
  adImpressions7Days: z.optional(int64()),
  bidRate7Days: z.optional(z.number()),
  filteredBidRate7Days: z.optional(z.number()),
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
  dealServingStatus: z.optional(DealServingStatus),
  dealPausingInfo: z.optional(DealPausingInfo),
  /** Whether a programmatic guaranteed deal is ready to serve. */
  readyToServe: z.optional(z.boolean()),
  rtbMetrics: z.optional(RtbMetrics),
});
export type FinalizedDeal = z.infer<typeof FinalizedDeal>;

/** Body of pausing a finalized deal: a reason shown to the seller, up to 1000 characters. */
export const PauseFinalizedDealRequest = model({
  reason: z.optional(z.string().check(z.maxLength(1000))),
});
export type PauseFinalizedDealRequest = z.input<typeof PauseFinalizedDealRequest>;

/** Body of adding a creative to a finalized deal. */
export const AddCreativeRequest = model({
  /** `buyers/{buyer}/creatives/{creative}`. */
  creative: creativeName.schema(),
});
export type AddCreativeRequest = z.input<typeof AddCreativeRequest>;

/** A page of finalized deals. */
export const ListFinalizedDealsResponse = model({
  finalizedDeals: z.optional(z.array(FinalizedDeal)),
  nextPageToken: z.optional(z.string()),
});
export type ListFinalizedDealsResponse = z.infer<typeof ListFinalizedDealsResponse>;
