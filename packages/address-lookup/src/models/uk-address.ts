import { extendModel, model, openEnum, partialModel } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** A number, or `""` where the service does not know the value (coordinates, grid references). */
const numberOrEmpty = z.union([z.number(), z.literal('')]);

/**
 * A UK address from the Postcode Address File or one of its companion datasets: `paf` (the main
 * file), `pafa` (aliases), `pafw` (Welsh), `mr` (multiple residence: flats inside one delivery point)
 * and `nyb` (not yet built). Address lines are ready to print; the other fields break the address down.
 */
export const UkAddress = model({
  /** Stable id, e.g. `paf_8387729`. */
  id: z.string(),
  dataset: openEnum(['paf', 'pafa', 'pafw', 'mr', 'nyb']),
  country_iso: openEnum(['GBR', 'IMN', 'JEY', 'GGY']),
  country_iso_2: openEnum(['GB', 'IM', 'JE', 'GG']),
  country: openEnum(['England', 'Scotland', 'Wales', 'Northern Ireland', 'Jersey', 'Guernsey', 'Isle of Man']),
  language: openEnum(['en', 'cy']),
  line_1: z.string(),
  line_2: z.string(),
  line_3: z.string(),
  post_town: z.string(),
  postcode: z.string(),
  county: z.string(),
  county_code: z.string(),
  /** Unique Property Reference Number: 12 digits, kept as a string. */
  uprn: z.string(),
  /** Unique Delivery Point Reference Number. */
  udprn: z.number(),
  /** Multiple-residence id, or `""` for an ordinary delivery point. */
  umprn: numberOrEmpty,
  postcode_outward: z.string(),
  postcode_inward: z.string(),
  dependant_locality: z.string(),
  double_dependant_locality: z.string(),
  thoroughfare: z.string(),
  dependant_thoroughfare: z.string(),
  building_number: z.string(),
  building_name: z.string(),
  sub_building_name: z.string(),
  po_box: z.string(),
  department_name: z.string(),
  organisation_name: z.string(),
  /** `S` small user (most homes), `L` large user (one organisation receiving a lot of mail). */
  postcode_type: openEnum(['S', 'L']),
  su_organisation_indicator: z.string(),
  delivery_point_suffix: z.string(),
  premise: z.string(),
  administrative_county: z.string(),
  postal_county: z.string(),
  traditional_county: z.string(),
  district: z.string(),
  ward: z.string(),
  longitude: numberOrEmpty,
  latitude: numberOrEmpty,
  eastings: numberOrEmpty,
  northings: numberOrEmpty,
});
/** A UK address (PAF and companion datasets). */
export type UkAddress = z.infer<typeof UkAddress>;

/**
 * A UK address as returned by lookups that accept `filter`: only the fields asked for are present,
 * so every field is optional here.
 */
export const PartialUkAddress = partialModel(UkAddress);
/** A UK address with only some fields present (see {@link PartialUkAddress}). */
export type PartialUkAddress = z.infer<typeof PartialUkAddress>;

/**
 * A non-UK address shown in the UK layout: the UK-only fields are `""`, `udprn` is a string, and
 * `native` holds the address in its own country's format.
 */
export const GbrGlobalAddress = extendModel(UkAddress, {
  dataset: openEnum(['paf', 'pafw', 'pafa', 'mr', 'nyb', 'usps', 'ecaf', 'ecad']),
  country_iso: openEnum(['GBR', 'IMN', 'JEY', 'GGY', 'USA', 'PRI', 'GUM', 'IRL']),
  country_iso_2: openEnum(['GB', 'IM', 'JE', 'GG', 'US', 'PR', 'GU', 'IE']),
  country: openEnum(['United States', 'Guam', 'Puerto Rico', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Jersey', 'Guernsey', 'Isle of Man', 'Ireland']),
  language: openEnum(['en', 'cy', 'ga']),
  /** `""`: a non-UK address has no postcode type. */
  postcode_type: openEnum(['']),
  udprn: z.string(),
  native: model({ id: z.string(), dataset: z.string() }),
});
/** A non-UK address in the UK layout. */
export type GbrGlobalAddress = z.infer<typeof GbrGlobalAddress>;

/** A suggestion resolved in the UK layout: a UK address, or another country's address shown like one. */
export const GbrAddress = z.union([UkAddress, GbrGlobalAddress]);
/** A suggestion resolved in the UK layout. */
export type GbrAddress = z.infer<typeof GbrAddress>;
