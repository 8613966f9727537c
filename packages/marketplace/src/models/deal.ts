import { dateTime, extendModel, int64, model, notEmpty, openEnum, plainCheck } from '@org/http-core/light';
import { fieldMaskSchema, resourceNameSchema } from '@org/http-core/google';
import * as z from '@org/http-core/light';
import { DEAL_NAME } from '../names.js';
import { DealType } from './deal-type.js';
import { PreferredDealTerms, PrivateAuctionTerms, ProgrammaticGuaranteedTerms } from './deal-terms.js';
import { Money } from './money.js';
import { MarketplaceTargeting } from './targeting.js';

/** What creatives of a deal must look like; set by the seller. */
export const CreativeRequirements = model({
  /** The format creatives must have. */
  creativeFormat: z.optional(openEnum(['CREATIVE_FORMAT_UNSPECIFIED', 'DISPLAY', 'VIDEO', 'AUDIO'])),
  /** Whether the seller must approve creatives before they serve. */
  creativePreApprovalPolicy: z.optional(
    openEnum(['CREATIVE_PRE_APPROVAL_POLICY_UNSPECIFIED', 'SELLER_PRE_APPROVAL_REQUIRED', 'SELLER_PRE_APPROVAL_NOT_REQUIRED']),
  ),
  /** Whether creatives must be compatible with SafeFrame. */
  creativeSafeFrameCompatibility: z.optional(openEnum(['CREATIVE_SAFE_FRAME_COMPATIBILITY_UNSPECIFIED', 'COMPATIBLE', 'INCOMPATIBLE'])),
  /** Longest video creative, in milliseconds (64-bit integer as a string). */
  maxAdDurationMs: z.optional(int64()),
  /** Who hosts the creatives: the advertiser or the publisher. */
  programmaticCreativeSource: z.optional(openEnum(['PROGRAMMATIC_CREATIVE_SOURCE_UNSPECIFIED', 'ADVERTISER', 'PUBLISHER'])),
  /** Whether video creatives must be skippable. */
  skippableAdType: z.optional(openEnum(['SKIPPABLE_AD_TYPE_UNSPECIFIED', 'SKIPPABLE', 'INSTREAM_SELECT', 'NOT_SKIPPABLE', 'ANY'])),
});
export type CreativeRequirements = z.infer<typeof CreativeRequirements>;

/** A cap on impressions per user over a period. */
export const FrequencyCap = model({
  /** Most impressions per user during the period. */
  maxImpressions: z.optional(z.number()),
  /** The unit of the period. */
  timeUnitType: z.optional(openEnum(['TIME_UNIT_TYPE_UNSPECIFIED', 'MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'LIFETIME', 'POD', 'STREAM'])),
  /** How many units the period lasts. */
  timeUnitsCount: z.optional(z.number()),
});
export type FrequencyCap = z.infer<typeof FrequencyCap>;

/** Pacing set by the publisher. */
export const DeliveryControl = model({
  /** How fast impressions are delivered over the flight. */
  deliveryRateType: z.optional(openEnum(['DELIVERY_RATE_TYPE_UNSPECIFIED', 'EVENLY', 'FRONT_LOADED', 'AS_FAST_AS_POSSIBLE'])),
  /** Caps on impressions per user. */
  frequencyCap: z.optional(z.array(FrequencyCap)),
  /** How creatives are shown together on one page. */
  roadblockingType: z.optional(
    openEnum(['ROADBLOCKING_TYPE_UNSPECIFIED', 'ONLY_ONE', 'ONE_OR_MORE', 'AS_MANY_AS_POSSIBLE', 'ALL_ROADBLOCK', 'CREATIVE_SET']),
  ),
  /** Whether companion creatives must serve with the main one. */
  companionDeliveryType: z.optional(
    openEnum(['COMPANION_DELIVERY_TYPE_UNSPECIFIED', 'DELIVERY_OPTIONAL', 'DELIVERY_AT_LEAST_ONE', 'DELIVERY_ALL']),
  ),
  /** How the creatives of the deal take turns. */
  creativeRotationType: z.optional(
    openEnum(['CREATIVE_ROTATION_TYPE_UNSPECIFIED', 'ROTATION_EVEN', 'ROTATION_OPTIMIZED', 'ROTATION_MANUAL', 'ROTATION_SEQUENTIAL']),
  ),
});
export type DeliveryControl = z.infer<typeof DeliveryControl>;

/** An IANA time zone. */
export const TimeZone = model({
  /** E.g. `America/New_York`. */
  id: z.optional(z.string()),
  /** The version of the time zone database, e.g. `2019a`. */
  version: z.optional(z.string()),
});
export type TimeZone = z.infer<typeof TimeZone>;

/**
 * A deal of a proposal, as negotiated. Timestamps are RFC 3339 strings; `proposalRevision` is the revision
 * of the whole proposal (a 64-bit integer as a string) and must be sent back with every update.
 */
export const Deal = model({
  /** `buyers/{buyer}/proposals/{proposal}/deals/{deal}`. */
  name: z.optional(z.string()),
  /** Output only. The proposal's revision when this deal was read. */
  proposalRevision: z.optional(int64()),
  /** Output only. */
  dealType: z.optional(DealType),
  /** Output only. */
  displayName: z.optional(z.string()),
  /** Output only. */
  description: z.optional(z.string()),
  /** Output only. `buyers/{buyer}`. */
  buyer: z.optional(z.string()),
  /** Output only. The buyer billed when the deal is for a client. */
  billedBuyer: z.optional(z.string()),
  /** Output only. `buyers/{buyer}/clients/{client}`. */
  client: z.optional(z.string()),
  /** Output only. */
  createTime: z.optional(z.string()),
  /** Output only. */
  updateTime: z.optional(z.string()),
  /** When the deal starts serving. */
  flightStartTime: z.optional(z.string()),
  /** When the deal stops serving. */
  flightEndTime: z.optional(z.string()),
  /** Spend the buyer estimated in its request for proposal. */
  estimatedGrossSpend: z.optional(Money),
  /** The seller: `buyers/{buyer}/publisherProfiles/{publisherProfile}`. Immutable. */
  publisherProfile: z.optional(z.string()),
  /** The inventory the deal targets. */
  targeting: z.optional(MarketplaceTargeting),
  /** Terms of a preferred deal. */
  preferredDealTerms: z.optional(PreferredDealTerms),
  /** Terms of a private auction. */
  privateAuctionTerms: z.optional(PrivateAuctionTerms),
  /** Terms of a programmatic guaranteed deal. */
  programmaticGuaranteedTerms: z.optional(ProgrammaticGuaranteedTerms),
  /** Output only. */
  creativeRequirements: z.optional(CreativeRequirements),
  /** Output only. */
  deliveryControl: z.optional(DeliveryControl),
  /** Output only. */
  sellerTimeZone: z.optional(TimeZone),
});
export type Deal = z.infer<typeof Deal>;

/**
 * The body of a deal update: the fields to change plus `proposalRevision`, the revision the buyer last saw.
 * Fields the buyer cannot change (output only) may be present (a deal read earlier can be sent back whole)
 * and are ignored by the service.
 */
export const DealUpdate = model({
  /** The deal's name; when given it must be the deal being updated. */
  name: z.optional(resourceNameSchema(DEAL_NAME)),
  /** Required. The proposal revision the change is based on; a stale one is refused with `ABORTED`. */
  proposalRevision: int64(),
  /** When the deal starts serving: a `Date` or an RFC 3339 string. */
  flightStartTime: z.optional(dateTime()),
  /** When the deal stops serving: a `Date` or an RFC 3339 string. */
  flightEndTime: z.optional(dateTime()),
  /** Spend the buyer estimates. */
  estimatedGrossSpend: z.optional(Money),
  /** The inventory the deal targets; the buyer may change its day parts and user lists. */
  targeting: z.optional(MarketplaceTargeting),
  /** Terms of a preferred deal. */
  preferredDealTerms: z.optional(PreferredDealTerms),
  /** Terms of a private auction. */
  privateAuctionTerms: z.optional(PrivateAuctionTerms),
  /** Terms of a programmatic guaranteed deal. */
  programmaticGuaranteedTerms: z.optional(ProgrammaticGuaranteedTerms),
});
export type DealUpdate = z.input<typeof DealUpdate>;

/** A deal update naming the deal it changes, as a batch update sends it. */
export const NamedDealUpdate = extendModel(DealUpdate, {
  /** The deal to update: `buyers/{buyer}/proposals/{proposal}/deals/{deal}`. */
  name: resourceNameSchema(DEAL_NAME),
});
/** A deal update naming the deal it changes. */
export type NamedDealUpdate = z.input<typeof NamedDealUpdate>;

/** One deal of a batch update: the deal (named) and, optionally, the fields that change. */
export const UpdateDealRequest = model({
  /** The deal, named, with the fields to change and the proposal revision they are based on. */
  deal: NamedDealUpdate,
  /** Comma-separated field paths (or an array of them); omitted, every field given is updated. */
  updateMask: z.optional(fieldMaskSchema()),
});
export type UpdateDealRequest = z.input<typeof UpdateDealRequest>;

/** Body of a batch update of deals of one proposal. */
export const BatchUpdateDealsRequest = model({
  /** One update per deal: at least one, no deal twice. */
  requests: z.array(UpdateDealRequest).check(
    notEmpty,
    plainCheck((requests: readonly { deal: { name?: string } }[]) => new Set(requests.map((r) => r.deal.name)).size === requests.length, 'must not name a deal twice'),
  ),
});
export type BatchUpdateDealsRequest = z.input<typeof BatchUpdateDealsRequest>;

/** Answer of a batch update: the deals as updated. */
export const BatchUpdateDealsResponse = model({
  /** The deals as updated. */
  deals: z.optional(z.array(Deal)),
});
export type BatchUpdateDealsResponse = z.infer<typeof BatchUpdateDealsResponse>;

/** A page of deals. */
export const ListDealsResponse = model({
  /** The deals of the page. */
  deals: z.optional(z.array(Deal)),
  /** Token of the next page; absent on the last. */
  nextPageToken: z.optional(z.string()),
});
export type ListDealsResponse = z.infer<typeof ListDealsResponse>;
