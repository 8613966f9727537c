import { int64, model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { Price } from './money.js';

/** Terms of a preferred deal: a fixed price. */
export const PreferredDealTerms = model({
  /** The price the buyer pays. */
  fixedPrice: z.optional(Price),
});
export type PreferredDealTerms = z.infer<typeof PreferredDealTerms>;

/** Terms of a private auction: the floor price; whether open-auction buyers compete too is set by the seller. */
export const PrivateAuctionTerms = model({
  /** The lowest bid the auction accepts. */
  floorPrice: z.optional(Price),
  /** Output only. */
  openAuctionAllowed: z.optional(z.boolean()),
});
export type PrivateAuctionTerms = z.infer<typeof PrivateAuctionTerms>;

/** Whether a programmatic guaranteed deal reserves a number of impressions or a share of them. */
export const ReservationType = openEnum(['RESERVATION_TYPE_UNSPECIFIED', 'STANDARD', 'SPONSORSHIP']);
export type ReservationType = z.infer<typeof ReservationType>;

/** Terms of a programmatic guaranteed deal. Counts are 64-bit integers carried as strings. */
export const ProgrammaticGuaranteedTerms = model({
  /** The price the buyer pays. */
  fixedPrice: z.optional(Price),
  /** Guaranteed looks; ignored for CPD deals (negotiate `minimumDailyLooks` instead). */
  guaranteedLooks: z.optional(int64()),
  /** Lifetime impression cap of a CPM sponsorship deal. */
  impressionCap: z.optional(int64()),
  /** Daily minimum looks of a CPD deal. */
  minimumDailyLooks: z.optional(int64()),
  /** Share (percent) of the seller's eligible impressions a sponsorship deal serves. */
  percentShareOfVoice: z.optional(int64()),
  /** Whether the deal reserves a number of impressions (`STANDARD`) or a share of them (`SPONSORSHIP`). */
  reservationType: z.optional(ReservationType),
});
export type ProgrammaticGuaranteedTerms = z.infer<typeof ProgrammaticGuaranteedTerms>;
