import { model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { numberOrEmpty } from './number-or-empty.js';

/**
 * An address in the US layout: a USPS record (`dataset: "usps"`), or another country's address shown
 * like one (then the USPS-only fields are `""` and `native` holds the original record).
 */
export const UsAddress = model({
  /** Stable id of the address. */
  id: z.string(),
  /** The dataset the address comes from; `usps` for a US one. */
  dataset: openEnum<['usps', 'paf', 'pafw', 'pafa', 'mr', 'nyb', 'ecaf', 'ecad']>(),
  /** The country. */
  country: openEnum<['United States', 'Guam', 'Puerto Rico', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Jersey', 'Guernsey', 'Isle of Man', 'Ireland']>(),
  /** ISO 3166-1 alpha-3 code of the country. */
  country_iso: openEnum<['USA', 'PRI', 'GUM', 'GBR', 'IMN', 'JEY', 'GGY', 'IRL']>(),
  /** ISO 3166-1 alpha-2 code of the country. */
  country_iso_2: openEnum<['US', 'PR', 'GU', 'GB', 'IM', 'JE', 'GG', 'IE']>(),
  /** Language of the address. */
  language: openEnum<['en', 'cy', 'ga']>(),
  /** The house or building number. */
  primary_number: z.string(),
  /** The apartment or suite number. */
  secondary_number: z.string(),
  /** The four digits added to the ZIP Code. */
  plus_4_code: z.string(),
  /** First address line, ready to print. */
  line_1: z.string(),
  /** Second address line, ready to print; `""` when unused. */
  line_2: z.string(),
  /** City, state and ZIP+4 Code in one line. */
  last_line: z.string(),
  /** The five-digit ZIP Code. */
  zip_code: z.string(),
  /** The ZIP+4 Code, e.g. `20500-0003`. */
  zip_plus_4_code: z.string(),
  /** USPS key of the record. */
  update_key_number: z.string(),
  /** USPS record type, e.g. `S` street, `H` high-rise, `P` PO box. */
  record_type_code: openEnum<['G', 'H', 'F', 'S', 'P', 'R', 'M', '']>(),
  /** The carrier route that delivers to the address. */
  carrier_route_id: z.string(),
  /** Direction before the street name, e.g. `N`. */
  street_pre_directional_abbreviation: z.string(),
  /** The street's name. */
  street_name: z.string(),
  /** The street's suffix, e.g. `AVE`. */
  street_suffix_abbreviation: z.string(),
  /** Direction after the street name, e.g. `NW`. */
  street_post_directional_abbreviation: z.string(),
  /** The building or business at the address. */
  building_or_firm_name: z.string(),
  /** Kind of the secondary unit, e.g. `APT` or `STE`. */
  address_secondary_abbreviation: z.string(),
  /** `B` for a base record, `A` for an alternate one. */
  base_alternate_code: openEnum<['A', 'B', '']>(),
  /** `L` when the address was converted by the Locatable Address Conversion System. */
  lacs_status_indicator: openEnum<['L', '']>(),
  /** The kind of government building, or `""`. */
  government_building_indicator: openEnum<['A', 'B', 'C', 'D', 'E', 'F', 'G', '']>(),
  /** Two-letter state code, e.g. `DC`. */
  state_abbreviation: z.string(),
  /** The state's name. */
  state: z.string(),
  /** USPS key of the municipality. */
  municipality_city_state_key: z.string(),
  /** USPS key of the urbanization (Puerto Rico). */
  urbanization_city_state_key: z.string(),
  /** USPS key of the preferred last line. */
  preferred_last_line_city_state_key: z.string(),
  /** The county. */
  county: z.string(),
  /** The city. */
  city: z.string(),
  /** The city's abbreviated name. */
  city_abbreviation: z.string(),
  /** The city name USPS prefers for the ZIP Code. */
  preferred_city: z.string(),
  /** USPS code of the kind of place name, e.g. `P` post office, `N` not mailing. */
  city_state_name_facility_code: openEnum<['B', 'C', 'N', 'P', 'S', 'U', 'Y', '']>(),
  /** `M` military, `P` PO box only, `U` unique, `""` standard. */
  zip_classification_code: openEnum<['M', 'P', 'U', '']>(),
  /** `Y` when the city name may be used for mail. */
  city_state_mailing_name_indicator: z.string(),
  /** USPS rate sortation of the carrier route. */
  carrier_route_rate_sortation: z.string(),
  /** USPS finance number of the delivery office; `""` when unknown. */
  finance_number: numberOrEmpty,
  /** The congressional district; `""` when unknown. */
  congressional_district_number: numberOrEmpty,
  /** FIPS code of the county; `""` when unknown. */
  county_number: numberOrEmpty,
  /** The original record when the address is not a USPS one. */
  native: z.optional(
    model({
      /** The id of the address in its own dataset. */
      id: z.string(),
      /** The dataset of the record. */
      dataset: z.string(),
    }),
  ),
});
/** An address in the US layout. */
export type UsAddress = z.infer<typeof UsAddress>;
