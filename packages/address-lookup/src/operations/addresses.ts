import { defineListOperation, defineOperation, jsonBody, pageNumberPaging } from '@org/http-core';
import * as z from '@org/http-core/light';
import { AddressPage } from '../models/address-page.js';
import { CleansedAddress, CleanseInput } from '../models/cleanse.js';
import { envelope } from '../models/envelope.js';
import {
  biasCountry,
  biasLonLat,
  biasPostTown,
  biasPostcode,
  biasPostcodeArea,
  biasPostcodeOutward,
  biasPostcodeSector,
  biasThoroughfare,
} from '../params/biases.js';
import { latitude, longitude } from '../params/coordinates.js';
import { fieldFilter, limitParam, pageParam, searchText } from '../params/common.js';
import {
  boxFilter,
  countryFilter,
  postTownFilter,
  postcodeFilter,
  postcodeAreaFilter,
  postcodeOutwardFilter,
  postcodeSectorFilter,
  postcodeTypeFilter,
  suOrganisationIndicatorFilter,
  uprnFilter,
} from '../params/filters.js';
import { lookupTags } from '../params/tags.js';

/**
 * Extracts complete addresses matching a query, best first, or around a point (`longitude` and
 * `latitude`: addresses within 100 m, nearest first). A postcode as the query returns every address
 * at that postcode on one page. Narrow with filters, rank with biases.
 *
 * Returns a page iterator: `for await (const address of client.addresses.extract({ query }))` walks
 * every page, `.firstPage()` reads one. Affects the balance; accepts `tags`.
 *
 * @example
 * ```ts
 * const { items } = await client.addresses.extract({ query: '10 downing street', limit: 5 }).firstPage();
 * ```
 */
export const addressesExtract = defineListOperation({
  method: 'GET',
  path: '/addresses',
  summary: 'Extract addresses',
  query: {
    query: searchText,
    limit: limitParam,
    page: pageParam,
    filter: fieldFilter,
    longitude: { schema: z.optional(longitude), name: 'lon', description: 'Reverse geocoding: longitude of the point.' },
    latitude: { schema: z.optional(latitude), name: 'lat', description: 'Reverse geocoding: latitude of the point.' },
    postcodeOutward: postcodeOutwardFilter,
    postcode: postcodeFilter,
    postcodeArea: postcodeAreaFilter,
    postcodeSector: postcodeSectorFilter,
    postTown: postTownFilter,
    uprn: uprnFilter,
    country: countryFilter,
    postcodeType: postcodeTypeFilter,
    suOrganisationIndicator: suOrganisationIndicatorFilter,
    box: boxFilter,
    biasPostcodeOutward,
    biasPostcode,
    biasPostcodeArea,
    biasPostcodeSector,
    biasPostTown,
    biasThoroughfare,
    biasCountry,
    biasLonLat,
    tags: lookupTags,
  },
  response: envelope(AddressPage),
  successStatus: [200],
  pagination: pageNumberPaging({ items: 'hits', pageParam: 'page', limitParam: 'limit', defaultLimit: 10, total: 'total' }),
});

/**
 * Finds the closest UK address to a free-form one and says how well each part matched, with an overall
 * confidence from 0 to 1. Affects the balance when a match is found. Never retried automatically.
 *
 * @example
 * ```ts
 * const { match, confidence } = await client.addresses.cleanse({ body: { query: '10 downing st sw1a' } });
 * ```
 */
export const addressesCleanse = defineOperation({
  method: 'POST',
  path: '/cleanse/addresses',
  summary: 'Cleanse addresses',
  query: { tags: lookupTags },
  body: jsonBody(CleanseInput),
  response: envelope(CleansedAddress),
  successStatus: [200],
});

/** Extracting complete UK addresses, and cleansing free-form ones. */
export const addressesGroup = {
  extract: addressesExtract,
  cleanse: addressesCleanse,
} as const;
