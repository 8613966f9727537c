/** How the fake shows an address of one country in the other layout, and as a suggestion. */
import type { AddressSuggestion } from '../models/suggestion.js';
import type { GbrGlobalAddress, UkAddress } from '../models/uk-address.js';
import type { UsAddress } from '../models/us-address.js';

/** An address of either country. */
export type AnyAddress = { readonly uk: UkAddress } | { readonly us: UsAddress };

/** A US address in the UK layout: UK-only fields empty, the record itself under `native`. */
export function usInUkLayout(address: UsAddress): GbrGlobalAddress {
  return {
    id: address.id,
    dataset: 'usps',
    country_iso: address.country_iso,
    country_iso_2: address.country_iso_2,
    country: address.country,
    language: 'en',
    line_1: address.line_1,
    line_2: address.line_2,
    line_3: '',
    post_town: address.city,
    postcode: address.zip_plus_4_code,
    county: address.county,
    county_code: '',
    uprn: '',
    udprn: '',
    umprn: '',
    postcode_outward: '',
    postcode_inward: '',
    dependant_locality: '',
    double_dependant_locality: '',
    thoroughfare: '',
    dependant_thoroughfare: '',
    building_number: '',
    building_name: '',
    sub_building_name: '',
    po_box: '',
    department_name: '',
    organisation_name: '',
    postcode_type: '',
    su_organisation_indicator: '',
    delivery_point_suffix: '',
    premise: '',
    administrative_county: '',
    postal_county: '',
    traditional_county: '',
    district: '',
    ward: '',
    longitude: '',
    latitude: '',
    eastings: '',
    northings: '',
    native: address,
  };
}

/** A UK address in the US layout: USPS-only fields empty, the record itself under `native`. */
export function ukInUsLayout(address: UkAddress): UsAddress {
  const empty = '';
  return {
    id: address.id,
    dataset: address.dataset,
    country: address.country,
    country_iso: address.country_iso,
    country_iso_2: address.country_iso_2,
    language: address.language,
    primary_number: empty,
    secondary_number: empty,
    plus_4_code: empty,
    line_1: address.line_1,
    line_2: [address.line_2, address.line_3].filter(Boolean).join(', '),
    last_line: empty,
    zip_code: address.postcode,
    zip_plus_4_code: address.postcode,
    update_key_number: empty,
    record_type_code: empty,
    carrier_route_id: empty,
    street_pre_directional_abbreviation: empty,
    street_name: empty,
    street_suffix_abbreviation: empty,
    street_post_directional_abbreviation: empty,
    building_or_firm_name: empty,
    address_secondary_abbreviation: empty,
    base_alternate_code: empty,
    lacs_status_indicator: empty,
    government_building_indicator: empty,
    state_abbreviation: empty,
    state: address.county,
    municipality_city_state_key: empty,
    urbanization_city_state_key: empty,
    preferred_last_line_city_state_key: empty,
    county: address.county,
    city: address.post_town,
    city_abbreviation: empty,
    preferred_city: empty,
    city_state_name_facility_code: empty,
    zip_classification_code: empty,
    city_state_mailing_name_indicator: empty,
    carrier_route_rate_sortation: empty,
    finance_number: empty,
    congressional_district_number: empty,
    county_number: empty,
    native: address,
  };
}

/** The one-line text of an address, as suggestions show it. */
export function suggestionText(address: AnyAddress): string {
  if ('uk' in address) {
    const { line_1, line_2, line_3, post_town, postcode } = address.uk;
    return [line_1, line_2, line_3, post_town, postcode].filter(Boolean).join(', ');
  }
  const { line_1, line_2, city, state_abbreviation, zip_code } = address.us;
  return [line_1, line_2, `${city} ${state_abbreviation} ${zip_code}`].filter(Boolean).join(', ');
}

/** An autocomplete suggestion for an address. */
export function suggestionOf(address: AnyAddress): AddressSuggestion {
  if ('us' in address) return { id: address.us.id, suggestion: suggestionText(address), urls: {} };
  const { id, udprn, umprn } = address.uk;
  return {
    id,
    suggestion: suggestionText(address),
    udprn,
    ...(typeof umprn === 'number' ? { umprn } : {}),
    urls: { udprn: `/v1/udprn/${udprn}`, ...(typeof umprn === 'number' ? { umprn: `/v1/umprn/${umprn}` } : {}) },
  };
}
