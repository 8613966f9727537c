/**
 * Resource names of the marketplace service. Every resource is addressed by a name of several path
 * segments (`buyers/{buyer}/proposals/{proposal}`); the templates below build, parse and check them.
 */
import { ValidationError } from '@org/http-core';
import { resourceName, type ResourceNameTemplate } from '@org/http-core/google';

/** @internal The template of {@link buyerName}, for the light checks of its names. */
export const BUYER_NAME = 'buyers/{buyer}';
/** A buyer account: `buyers/{buyer}`. */
export const buyerName = resourceName(BUYER_NAME);
/** @internal The template of {@link bidderName}, for the light checks of its names. */
export const BIDDER_NAME = 'bidders/{bidder}';
/** A bidder account: `bidders/{bidder}` (lists finalized deals of the bidder, its buyers and their clients). */
export const bidderName = resourceName(BIDDER_NAME);
/** @internal The template of {@link clientName}, for the light checks of its names. */
export const CLIENT_NAME = 'buyers/{buyer}/clients/{client}';
/** A client of a buyer: `buyers/{buyer}/clients/{client}`. */
export const clientName = resourceName(CLIENT_NAME);
/** @internal The template of {@link clientUserName}, for the light checks of its names. */
export const CLIENT_USER_NAME = 'buyers/{buyer}/clients/{client}/users/{user}';
/** A user of a client: `buyers/{buyer}/clients/{client}/users/{user}`. */
export const clientUserName = resourceName(CLIENT_USER_NAME);
/** @internal The template of {@link auctionPackageName}, for the light checks of its names. */
export const AUCTION_PACKAGE_NAME = 'buyers/{buyer}/auctionPackages/{auctionPackage}';
/** An auction package: `buyers/{buyer}/auctionPackages/{auctionPackage}`. */
export const auctionPackageName = resourceName(AUCTION_PACKAGE_NAME);
/** @internal The template of {@link proposalName}, for the light checks of its names. */
export const PROPOSAL_NAME = 'buyers/{buyer}/proposals/{proposal}';
/** A proposal: `buyers/{buyer}/proposals/{proposal}`. */
export const proposalName = resourceName(PROPOSAL_NAME);
/** @internal The template of {@link dealName}, for the light checks of its names. */
export const DEAL_NAME = 'buyers/{buyer}/proposals/{proposal}/deals/{deal}';
/** A deal of a proposal: `buyers/{buyer}/proposals/{proposal}/deals/{deal}`. */
export const dealName = resourceName(DEAL_NAME);
/** @internal The template of {@link finalizedDealName}, for the light checks of its names. */
export const FINALIZED_DEAL_NAME = 'buyers/{buyer}/finalizedDeals/{finalizedDeal}';
/** A finalized deal: `buyers/{buyer}/finalizedDeals/{finalizedDeal}`. */
export const finalizedDealName = resourceName(FINALIZED_DEAL_NAME);
/** @internal The template of {@link publisherProfileName}, for the light checks of its names. */
export const PUBLISHER_PROFILE_NAME = 'buyers/{buyer}/publisherProfiles/{publisherProfile}';
/** A publisher profile: `buyers/{buyer}/publisherProfiles/{publisherProfile}`. */
export const publisherProfileName = resourceName(PUBLISHER_PROFILE_NAME);
/** @internal The template of {@link creativeName}, for the light checks of its names. */
export const CREATIVE_NAME = 'buyers/{buyer}/creatives/{creative}';
/** A creative of a buyer: `buyers/{buyer}/creatives/{creative}`. */
export const creativeName = resourceName(CREATIVE_NAME);

/** Every name template of the service, by resource kind. */
export const resourceNames = {
  buyer: buyerName,
  bidder: bidderName,
  client: clientName,
  clientUser: clientUserName,
  auctionPackage: auctionPackageName,
  proposal: proposalName,
  deal: dealName,
  finalizedDeal: finalizedDealName,
  publisherProfile: publisherProfileName,
  creative: creativeName,
} as const;

/** The kinds of resource a name can address: `'proposal'`, `'deal'`, ... */
export type ResourceKind = keyof typeof resourceNames;

/** @internal The parts a name template has, by placeholder. */
type PartsOf<T> = T extends ResourceNameTemplate<infer K> ? Record<K, string> : never;

/** A name split into its kind and parts: `{ kind: 'deal', parts: { buyer, proposal, deal } }`. */
export type ParsedResourceName = {
  [K in ResourceKind]: { readonly kind: K; readonly parts: PartsOf<(typeof resourceNames)[K]> };
}[ResourceKind];

/**
 * Tells which kind of resource a name addresses and splits it into parts; `undefined` for a name of no
 * known shape.
 *
 * @example
 * ```ts
 * parseResourceName('buyers/12/proposals/abc/deals/7');
 * // { kind: 'deal', parts: { buyer: '12', proposal: 'abc', deal: '7' } }
 * ```
 */
export function parseResourceName(name: string): ParsedResourceName | undefined {
  for (const [kind, template] of Object.entries(resourceNames)) {
    const parts = template.parse(name);
    if (parts) return { kind, parts } as ParsedResourceName;
  }
  return undefined;
}

/**
 * The proposal a deal belongs to: `buyers/1/proposals/2/deals/3` → `buyers/1/proposals/2`.
 * Throws a `ValidationError` for a name that is not a deal's.
 */
export function proposalOfDeal(deal: string): string {
  const parts = dealName.parse(deal);
  if (!parts) throw new ValidationError(`deal must be a resource name like ${dealName.template}`, { field: 'deal' });
  return proposalName.format(parts);
}
