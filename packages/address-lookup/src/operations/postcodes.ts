import { defineOperation } from '@org/http-core';
import { nonBlankString } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { envelope } from '../models/envelope.js';
import { PartialUkAddress } from '../models/uk-address.js';
import { fieldFilter, pageParam } from '../params/common.js';
import { lookupTags } from '../params/tags.js';

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
export const postcodesGroup = {
  lookup: postcodesLookup,
} as const;
