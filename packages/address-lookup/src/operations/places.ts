import { defineOperation } from '@org/http-core';
import { nonBlankString } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { envelope } from '../models/envelope.js';
import { Place, PlaceSuggestions } from '../models/place.js';
import { lonLatBias, ipBias } from '../params/biases.js';
import { searchText } from '../params/common.js';
import { termList } from '../params/terms.js';
import { lookupTags } from '../params/tags.js';

/**
 * Suggests places for a partial name, best first. Free: no lookup is charged; shares the autocomplete
 * rate limit reported in `X-RateLimit-*` headers.
 */
export const placesFind = defineOperation({
  method: 'GET',
  path: '/places',
  summary: 'Find place',
  query: {
    query: searchText,
    countryIso: termList({ name: 'country_iso', description: 'Only places in these countries (ISO 3166-1 alpha-3).' }),
    biasCountryIso: termList({ name: 'bias_country_iso', description: 'Favour places in these countries (ISO 3166-1 alpha-3).' }),
    biasLonLat: { schema: z.optional(lonLatBias), name: 'bias_lonlat', description: 'Favour places inside this circle.' },
    biasIp: ipBias,
  },
  response: envelope(PlaceSuggestions),
  successStatus: [200],
});

/**
 * Resolves a place suggestion to the full place with its position. Affects the balance; accepts
 * `tags`. A 404 is a benign miss: `orNull(...)` turns it into `null`.
 *
 * The published path is written `/places/${place}`; the `$` is left over from a template literal in
 * the published description, so the client sends `/places/<id>` (see the README).
 */
export const placesResolve = defineOperation({
  method: 'GET',
  path: '/places/${place}',
  summary: 'Resolve place (path written with a literal `$` before the brace)',
  pathParams: { place: { schema: nonBlankString(), description: 'The `id` of a place suggestion.' } },
  query: { tags: lookupTags },
  response: envelope(Place),
  successStatus: [200],
});

/** Places (towns, regions, countries): suggestions, then the chosen one resolved. */
export const placesGroup = {
  find: placesFind,
  resolve: placesResolve,
} as const;
