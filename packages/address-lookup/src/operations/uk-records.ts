import { defineOperation, nonBlankString } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { envelope } from '../models/envelope.js';
import { PartialUkAddress } from '../models/uk-address.js';
import { fieldFilter, pageParam } from '../params/common.js';
import { lookupTags } from '../params/tags.js';

/** A UDPRN or UMPRN: a whole number (the test values are negative). */
const recordNumber = z.union([z.int(), z.string().check(z.regex(/^-?\d{1,9}$/, 'must be a whole number'))]);

/**
 * Lists every address at a UK postcode (space and case do not matter). An unknown postcode is a 404
 * with code 4040 whose body suggests up to five near postcodes (`postcodeSuggestions(error)`); it costs
 * no lookup. A few very large postcodes are paged with `page`. Affects the balance; accepts `tags`.
 *
 * @example
 * ```ts
 * const addresses = await client.postcodes.lookup({ postcode: 'SW1A 2AA' });
 * ```
 */
export const postcodesLookup = defineOperation({
  method: 'GET',
  path: '/postcodes/{postcode}',
  summary: 'Look up a postcode',
  pathParams: { postcode: { schema: nonBlankString(16), description: 'The postcode.' } },
  query: { filter: fieldFilter, page: pageParam, tags: lookupTags },
  response: envelope(z.array(PartialUkAddress)),
  successStatus: [200],
});

/** Postcode lookups. */
export const postcodes = {
  lookup: postcodesLookup,
} as const;

/**
 * Reads the address with this UDPRN; a deleted or unknown one is a 404 with code 4044
 * (`orNull(...)` turns it into `null`). Affects the balance; accepts `tags`.
 */
export const udprnGet = defineOperation({
  method: 'GET',
  path: '/udprn/{udprn}',
  summary: 'Retrieve by UDPRN',
  pathParams: { udprn: { schema: recordNumber, description: 'The UDPRN.' } },
  query: { filter: fieldFilter, tags: lookupTags },
  response: envelope(PartialUkAddress),
  successStatus: [200],
});

/** Addresses by Unique Delivery Point Reference Number. */
export const udprn = {
  get: udprnGet,
} as const;

/**
 * Reads the multiple-residence address with this UMPRN; an unknown one is a 404 with code 4046
 * (`orNull(...)` turns it into `null`). Affects the balance; accepts `tags`.
 */
export const umprnGet = defineOperation({
  method: 'GET',
  path: '/umprn/{umprn}',
  summary: 'Retrieve by UMPRN',
  pathParams: { umprn: { schema: recordNumber, description: 'The UMPRN.' } },
  query: { filter: fieldFilter, tags: lookupTags },
  response: envelope(PartialUkAddress),
  successStatus: [200],
});

/** Flats and other multiple-residence premises by UMPRN. */
export const umprn = {
  get: umprnGet,
} as const;
