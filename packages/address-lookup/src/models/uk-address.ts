import { model, partialModel } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { numberOrEmpty } from './number-or-empty.js';
import { text, type AnswerEnum } from './text.js';

/**
 * The fields of a UK address, shared by the UK layout of other countries' addresses. Only answers hold an address, and
 * no fake checks an answer's enum values, so each enum is typed by its values without holding them: a page that reads
 * an address does not carry the lists.
 */
const ukFields = {
  /** Stable id, e.g. `paf_8387729`. */
  id: text,
  /** The dataset the address comes from. */
  dataset: text as AnswerEnum<['paf', 'pafa', 'pafw', 'mr', 'nyb']>,
  /** ISO 3166-1 alpha-3 code of the country. */
  country_iso: text as AnswerEnum<['GBR', 'IMN', 'JEY', 'GGY']>,
  /** ISO 3166-1 alpha-2 code of the country. */
  country_iso_2: text as AnswerEnum<['GB', 'IM', 'JE', 'GG']>,
  /** The country (a UK nation or a Crown dependency). */
  country: text as AnswerEnum<['England', 'Scotland', 'Wales', 'Northern Ireland', 'Jersey', 'Guernsey', 'Isle of Man']>,
  /** Language of the address: `en`, or `cy` for Welsh. */
  language: text as AnswerEnum<['en', 'cy']>,
  /** First address line, ready to print. */
  line_1: text,
  /** Second address line, ready to print; `""` when unused. */
  line_2: text,
  /** Third address line, ready to print; `""` when unused. */
  line_3: text,
  /** The post town. */
  post_town: text,
  /** The full postcode, e.g. `SW1A 2AA`. */
  postcode: text,
  /** The county. */
  county: text,
  /** Code of the county. */
  county_code: text,
  /** Unique Property Reference Number: 12 digits, kept as a string. */
  uprn: text,
  /** Unique Delivery Point Reference Number. */
  udprn: z.number(),
  /** Multiple-residence id, or `""` for an ordinary delivery point. */
  umprn: numberOrEmpty,
  /** The outward part of the postcode, e.g. `SW1A`. */
  postcode_outward: text,
  /** The inward part of the postcode, e.g. `2AA`. */
  postcode_inward: text,
  /** The locality inside the post town. */
  dependant_locality: text,
  /** A smaller locality inside the dependant locality. */
  double_dependant_locality: text,
  /** The street. */
  thoroughfare: text,
  /** A smaller street off the thoroughfare. */
  dependant_thoroughfare: text,
  /** The building's number. */
  building_number: text,
  /** The building's name. */
  building_name: text,
  /** The flat or unit inside the building. */
  sub_building_name: text,
  /** The PO box number. */
  po_box: text,
  /** The department of the organisation. */
  department_name: text,
  /** The organisation at the address. */
  organisation_name: text,
  /** `S` small user (most homes), `L` large user (one organisation receiving a lot of mail). */
  postcode_type: text as AnswerEnum<['S', 'L']>,
  /** `Y` when a small user is an organisation. */
  su_organisation_indicator: text,
  /** Two characters distinguishing the delivery point within its postcode. */
  delivery_point_suffix: text,
  /** Building number, name and sub-building together, as one premise. */
  premise: text,
  /** The county of local government. */
  administrative_county: text,
  /** The county once used for post. */
  postal_county: text,
  /** The historic county. */
  traditional_county: text,
  /** The local government district. */
  district: text,
  /** The electoral ward. */
  ward: text,
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
// Made by a call marked pure: a page that never reads this layout (an extract of UK addresses) drops the copy of the
// UK fields too, which a bundler keeps when it stands alone (a spread may run getters).
export const GbrGlobalAddress = /* @__PURE__ */ (() =>
  model({
    ...ukFields,
    /** The dataset the address comes from (`usps`, `ecaf` or `ecad` for non-UK ones). */
    dataset: text as AnswerEnum<['paf', 'pafw', 'pafa', 'mr', 'nyb', 'usps', 'ecaf', 'ecad']>,
    /** ISO 3166-1 alpha-3 code of the country. */
    country_iso: text as AnswerEnum<['GBR', 'IMN', 'JEY', 'GGY', 'USA', 'PRI', 'GUM', 'IRL']>,
    /** ISO 3166-1 alpha-2 code of the country. */
    country_iso_2: text as AnswerEnum<['GB', 'IM', 'JE', 'GG', 'US', 'PR', 'GU', 'IE']>,
    /** The country. */
    country: text as AnswerEnum<['United States', 'Guam', 'Puerto Rico', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Jersey', 'Guernsey', 'Isle of Man', 'Ireland']>,
    /** Language of the address. */
    language: text as AnswerEnum<['en', 'cy', 'ga']>,
    /** `""`: a non-UK address has no postcode type. */
    postcode_type: text as AnswerEnum<['']>,
    /** The address's id in its own dataset, as a string. */
    udprn: text,
    /** The address's own record, by its id and dataset. */
    native: model({
      /** The id of the address in its own dataset. */
      id: text,
      /** The dataset of the record. */
      dataset: text,
    }),
  }))();
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
