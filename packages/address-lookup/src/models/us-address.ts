import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

const numberOrEmpty = z.union([z.number(), z.literal('')]);

/**
 * An address in the US layout: a USPS record (`dataset: "usps"`), or another country's address shown
 * like one (then the USPS-only fields are `""` and `native` holds the original record).
 */
export const UsAddress = model({
  id: z.string(),
  dataset: openEnum(['usps', 'paf', 'pafw', 'pafa', 'mr', 'nyb', 'ecaf', 'ecad']),
  country: openEnum(['United States', 'Guam', 'Puerto Rico', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Jersey', 'Guernsey', 'Isle of Man', 'Ireland']),
  country_iso: openEnum(['USA', 'PRI', 'GUM', 'GBR', 'IMN', 'JEY', 'GGY', 'IRL']),
  country_iso_2: openEnum(['US', 'PR', 'GU', 'GB', 'IM', 'JE', 'GG', 'IE']),
  language: openEnum(['en', 'cy', 'ga']),
  primary_number: z.string(),
  secondary_number: z.string(),
  plus_4_code: z.string(),
  line_1: z.string(),
  line_2: z.string(),
  last_line: z.string(),
  zip_code: z.string(),
  zip_plus_4_code: z.string(),
  update_key_number: z.string(),
  record_type_code: openEnum(['G', 'H', 'F', 'S', 'P', 'R', 'M', '']),
  carrier_route_id: z.string(),
  street_pre_directional_abbreviation: z.string(),
  street_name: z.string(),
  street_suffix_abbreviation: z.string(),
  street_post_directional_abbreviation: z.string(),
  building_or_firm_name: z.string(),
  address_secondary_abbreviation: z.string(),
  base_alternate_code: openEnum(['A', 'B', '']),
  lacs_status_indicator: openEnum(['L', '']),
  government_building_indicator: openEnum(['A', 'B', 'C', 'D', 'E', 'F', 'G', '']),
  state_abbreviation: z.string(),
  state: z.string(),
  municipality_city_state_key: z.string(),
  urbanization_city_state_key: z.string(),
  preferred_last_line_city_state_key: z.string(),
  county: z.string(),
  city: z.string(),
  city_abbreviation: z.string(),
  preferred_city: z.string(),
  city_state_name_facility_code: openEnum(['B', 'C', 'N', 'P', 'S', 'U', 'Y', '']),
  zip_classification_code: openEnum(['M', 'P', 'U', '']),
  city_state_mailing_name_indicator: z.string(),
  carrier_route_rate_sortation: z.string(),
  finance_number: numberOrEmpty,
  congressional_district_number: numberOrEmpty,
  county_number: numberOrEmpty,
  /** The original record when the address is not a USPS one. */
  native: z.optional(model({ id: z.string(), dataset: z.string() })),
});
/** An address in the US layout. */
export type UsAddress = z.infer<typeof UsAddress>;
