import { model, openEnum, partialModel } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { numberOrEmpty } from './number-or-empty.js';

/**
 * The fields of a UK address, shared by the UK layout of other countries' addresses. Only answers hold an address, and
 * no fake checks an answer's enum values, so each enum is typed by its values without holding them: a page that reads
 * an address does not carry the lists.
 */
const ukFields = {
  /** Stable id, e.g. `paf_8387729`. */
  id: z.string(),
  /** The dataset the address comes from. */
  dataset: openEnum<['paf', 'pafa', 'pafw', 'mr', 'nyb']>(),
  /** ISO 3166-1 alpha-3 code of the country. */
  country_iso: openEnum<['GBR', 'IMN', 'JEY', 'GGY']>(),
  /** ISO 3166-1 alpha-2 code of the country. */
  country_iso_2: openEnum<['GB', 'IM', 'JE', 'GG']>(),
  /** The country (a UK nation or a Crown dependency). */
  country: openEnum<['England', 'Scotland', 'Wales', 'Northern Ireland', 'Jersey', 'Guernsey', 'Isle of Man']>(),
  /** Language of the address: `en`, or `cy` for Welsh. */
  language: openEnum<['en', 'cy']>(),
  /** First address line, ready to print. */
  line_1: z.string(),
  /** Second address line, ready to print; `""` when unused. */
  line_2: z.string(),
  /** Third address line, ready to print; `""` when unused. */
  line_3: z.string(),
  /** The post town. */
  post_town: z.string(),
  /** The full postcode, e.g. `SW1A 2AA`. */
  postcode: z.string(),
  /** The county. */
  county: z.string(),
  /** Code of the county. */
  county_code: z.string(),
  /** Unique Property Reference Number: 12 digits, kept as a string. */
  uprn: z.string(),
  /** Unique Delivery Point Reference Number. */
  udprn: z.number(),
  /** Multiple-residence id, or `""` for an ordinary delivery point. */
  umprn: numberOrEmpty,
  /** The outward part of the postcode, e.g. `SW1A`. */
  postcode_outward: z.string(),
  /** The inward part of the postcode, e.g. `2AA`. */
  postcode_inward: z.string(),
  /** The locality inside the post town. */
  dependant_locality: z.string(),
  /** A smaller locality inside the dependant locality. */
  double_dependant_locality: z.string(),
  /** The street. */
  thoroughfare: z.string(),
  /** A smaller street off the thoroughfare. */
  dependant_thoroughfare: z.string(),
  /** The building's number. */
  building_number: z.string(),
  /** The building's name. */
  building_name: z.string(),
  /** The flat or unit inside the building. */
  sub_building_name: z.string(),
  /** The PO box number. */
  po_box: z.string(),
  /** The department of the organisation. */
  department_name: z.string(),
  /** The organisation at the address. */
  organisation_name: z.string(),
  /** `S` small user (most homes), `L` large user (one organisation receiving a lot of mail). */
  postcode_type: openEnum<['S', 'L']>(),
  /** `Y` when a small user is an organisation. */
  su_organisation_indicator: z.string(),
  /** Two characters distinguishing the delivery point within its postcode. */
  delivery_point_suffix: z.string(),
  /** Building number, name and sub-building together, as one premise. */
  premise: z.string(),
  /** The county of local government. */
  administrative_county: z.string(),
  /** The county once used for post. */
  postal_county: z.string(),
  /** The historic county. */
  traditional_county: z.string(),
  /** The local government district. */
  district: z.string(),
  /** The electoral ward. */
  ward: z.string(),
  /** Longitude, in degrees; `""` when unknown. */
  longitude: numberOrEmpty,
  /** Latitude, in degrees; `""` when unknown. */
  latitude: numberOrEmpty,
  /** Ordnance Survey grid easting, in metres; `""` when unknown. */
  eastings: numberOrEmpty,
  /** Ordnance Survey grid northing, in metres; `""` when unknown. */
  northings: numberOrEmpty,
};

/**
 * A UK address from the Postcode Address File or one of its companion datasets: `paf` (the main
 * file), `pafa` (aliases), `pafw` (Welsh), `mr` (multiple residence: flats inside one delivery point)
 * and `nyb` (not yet built). Address lines are ready to print; the other fields break the address down.
 */
export const UkAddress = model(ukFields);
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
export const GbrGlobalAddress = model({
  ...ukFields,
  /** The dataset the address comes from (`usps`, `ecaf` or `ecad` for non-UK ones). */
  dataset: openEnum<['paf', 'pafw', 'pafa', 'mr', 'nyb', 'usps', 'ecaf', 'ecad']>(),
  /** ISO 3166-1 alpha-3 code of the country. */
  country_iso: openEnum<['GBR', 'IMN', 'JEY', 'GGY', 'USA', 'PRI', 'GUM', 'IRL']>(),
  /** ISO 3166-1 alpha-2 code of the country. */
  country_iso_2: openEnum<['GB', 'IM', 'JE', 'GG', 'US', 'PR', 'GU', 'IE']>(),
  /** The country. */
  country: openEnum<['United States', 'Guam', 'Puerto Rico', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Jersey', 'Guernsey', 'Isle of Man', 'Ireland']>(),
  /** Language of the address. */
  language: openEnum<['en', 'cy', 'ga']>(),
  /** `""`: a non-UK address has no postcode type. */
  postcode_type: openEnum<['']>(),
  /** The address's id in its own dataset, as a string. */
  udprn: z.string(),
  /** The address's own record, by its id and dataset. */
  native: model({
    /** The id of the address in its own dataset. */
    id: z.string(),
    /** The dataset of the record. */
    dataset: z.string(),
  }),
});
/** A non-UK address in the UK layout. */
export type GbrGlobalAddress = z.infer<typeof GbrGlobalAddress>;

/** A suggestion resolved in the UK layout: a UK address, or another country's address shown like one. */
export const GbrAddress = z.union([UkAddress, GbrGlobalAddress]);
/** A suggestion resolved in the UK layout. */
export type GbrAddress = z.infer<typeof GbrAddress>;

/** No match: the service sends an empty object or `null`; both read as `null`. */
const noMatch = z.nullable(z.pipe(z.strictObject({}), z.transform(() => null)));

/** The closest UK address to an input, or `null` when nothing came close. */
export const UkAddressOrNone = z.union([UkAddress, noMatch]);
/** The closest UK address to an input, or `null`. */
export type UkAddressOrNone = z.infer<typeof UkAddressOrNone>;
