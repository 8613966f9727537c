import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { UkAddressOrNone } from './uk-address.js';

/** How well one part of the input matched: `FULL`, `PARTIAL`, `INCORRECT`, `MISSING`, `NA`, or `NO_MATCH`. */
export const MatchLevel = openEnum<['FULL', 'PARTIAL', 'INCORRECT', 'MISSING', 'NA', 'NO_MATCH']>();
/** How well one part of the input matched. */
export type MatchLevel = z.infer<typeof MatchLevel>;


/**
 * The closest address to a free-form input, with a confidence between 0 (nothing matched) and 1 (a
 * full match) and a match level per address part. `match` is `null` when nothing came close.
 */
export const CleansedAddress = model({
  /** The input, as sent. */
  query: z.string(),
  /** The closest address, or `null` when nothing came close. */
  match: UkAddressOrNone,
  /** How many addresses were close to the input. */
  count: z.number(),
  /** How far the best match stands above the next one. */
  fit: z.number(),
  /** How sure the match is: 0 (nothing matched) to 1 (a full match). */
  confidence: z.number(),
  /** How well the organisation name matched. */
  organisation_match: MatchLevel,
  /** How well the premise (building number or name) matched. */
  premise_match: MatchLevel,
  /** How well the street matched. */
  thoroughfare_match: MatchLevel,
  /** How well the postcode matched. */
  postcode_match: MatchLevel,
  /** How well the locality matched. */
  locality_match: MatchLevel,
  /** How well the post town matched. */
  post_town_match: MatchLevel,
});
/** The result of cleansing one address. */
export type CleansedAddress = z.infer<typeof CleansedAddress>;

/** What to cleanse: an address as free text. */
export const CleanseInput = model({
  /** The address as free text, e.g. `10 downing st london`. */
  query: z.string().check(z.minLength(1)),
});
/** What to cleanse. */
export type CleanseInput = z.input<typeof CleanseInput>;
