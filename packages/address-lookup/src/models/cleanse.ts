import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { UkAddress } from './uk-address.js';

/** How well one part of the input matched: `FULL`, `PARTIAL`, `INCORRECT`, `MISSING`, `NA`, or `NO_MATCH`. */
export const MatchLevel = openEnum(['FULL', 'PARTIAL', 'INCORRECT', 'MISSING', 'NA', 'NO_MATCH']);
/** How well one part of the input matched. */
export type MatchLevel = z.infer<typeof MatchLevel>;

/** No match: the service sends an empty object or `null`; both read as `null`. */
const noMatch = z.union([z.null(), z.pipe(z.strictObject({}), z.transform(() => null))]);

/**
 * The closest address to a free-form input, with a confidence between 0 (nothing matched) and 1 (a
 * full match) and a match level per address part. `match` is `null` when nothing came close.
 */
export const CleansedAddress = model({
  query: z.string(),
  match: z.union([UkAddress, noMatch]),
  count: z.number(),
  fit: z.number(),
  confidence: z.number(),
  organisation_match: MatchLevel,
  premise_match: MatchLevel,
  thoroughfare_match: MatchLevel,
  postcode_match: MatchLevel,
  locality_match: MatchLevel,
  post_town_match: MatchLevel,
});
/** The result of cleansing one address. */
export type CleansedAddress = z.infer<typeof CleansedAddress>;

/** What to cleanse: an address as free text. */
export const CleanseInput = model({ query: z.string().check(z.minLength(1)) });
/** What to cleanse. */
export type CleanseInput = z.input<typeof CleanseInput>;
