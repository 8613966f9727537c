import { defineOperation } from '@org/http-core';
import * as z from '@org/http-core/light';
import { envelope } from '../models/envelope.js';
import { AddressSuggestions } from '../models/suggestion.js';
import { GbrAddress } from '../models/uk-address.js';
import { UsAddress } from '../models/us-address.js';
import {
  biasCountry,
  biasLonLat,
  biasPostTown,
  biasPostcode,
  biasPostcodeArea,
  biasPostcodeOutward,
  biasPostcodeSector,
  biasThoroughfare,
  ipBias,
} from '../params/biases.js';
import { limitParam } from '../params/common.js';
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
import { notBlankString } from '../params/string-checks.js';
import { lookupTags } from '../params/tags.js';

const suggestionId = { schema: notBlankString, description: 'The `id` of a suggestion.' } as const;

/**
 * Suggests addresses for a partial one, best first. Free: no lookup is charged. Has its own rate limit
 * (reported in `X-RateLimit-*` headers, see `rateLimitOf`). Narrow with `context` (a country, e.g.
 * `GBR`), filters and biases.
 *
 * @example
 * ```ts
 * const { hits } = await client.autocomplete.find({ query: '10 downing', context: 'GBR' });
 * ```
 */
export const autocompleteFind = defineOperation({
  method: 'GET',
  path: '/autocomplete/addresses',
  summary: 'Find address (suggestions)',
  query: {
    query: { schema: notBlankString, name: 'q', aliases: ['query'], description: 'The partial address typed so far; required, not empty or blank.' },
    context: { schema: z.optional(z.string()), name: 'context', description: 'Country to search, ISO 3166-1 alpha-3 (e.g. `GBR`, `USA`).' },
    limit: limitParam,
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
    biasIp: ipBias,
  },
  response: envelope(AddressSuggestions),
  successStatus: [200],
});

/**
 * Resolves a suggestion to the full address in the UK layout (three address lines, post town,
 * postcode). Addresses of other countries come in the same layout with `native` holding the original.
 * Affects the balance; accepts `tags`. A 404 is a benign miss: `orNull(...)` turns it into `null`.
 */
export const autocompleteResolveGbr = defineOperation({
  method: 'GET',
  path: '/autocomplete/addresses/{address}/gbr',
  summary: 'Resolve address (region gbr)',
  pathParams: { address: suggestionId },
  query: { tags: lookupTags },
  response: envelope(GbrAddress),
  successStatus: [200],
});

/**
 * Resolves a suggestion to the full address in the US layout (two address lines, city, state, ZIP).
 * Affects the balance; accepts `tags`. A 404 is a benign miss: `orNull(...)` turns it into `null`.
 */
export const autocompleteResolveUsa = defineOperation({
  method: 'GET',
  path: '/autocomplete/addresses/{address}/usa',
  summary: 'Resolve address (region usa)',
  pathParams: { address: suggestionId },
  query: { tags: lookupTags },
  response: envelope(UsAddress),
  successStatus: [200],
});

/** Address autocomplete: suggestions while the user types, then the chosen one resolved in full. */
export const autocompleteGroup = {
  find: autocompleteFind,
  resolveGbr: autocompleteResolveGbr,
  resolveUsa: autocompleteResolveUsa,
} as const;
