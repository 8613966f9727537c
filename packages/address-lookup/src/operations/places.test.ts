import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startFake, testClient } from '../../test/support.js';
import { isAddressLookupError } from '../errors.js';
import type { AddressLookupFake } from '../testing/index.js';

let fake: AddressLookupFake;
beforeAll(async () => {
  fake = await startFake();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

it('places.find suggests places for free, filtered and ranked by country', async () => {
  const client = testClient(fake);
  const { hits } = await client.places.find({ query: 'new york' });
  expect(hits).toEqual([{ id: 'geonames_5128581', name: 'New York City', descriptive_name: 'New York City, New York, United States', country_iso: 'USA' }]);
  const british = await client.places.find({ query: 'united', countryIso: ['GBR'], biasCountryIso: 'GBR' });
  expect(british.hits.every((hit) => hit.country_iso === 'GBR')).toBe(true);
  expect(british.hits.length).toBeGreaterThan(3);
  expect(fake.requests.at(-1)!.query.get('country_iso')).toBe('GBR');
  expect(fake.state.lookups.size).toBe(0);
});

it('places.resolve sends /places/<id>: the stray $ of the published path is dropped', async () => {
  const place = await testClient(fake).places.resolve({ place: 'geonames_2643743', tags: ['map'] });
  expect(place).toMatchObject({ id: 'geonames_2643743', name: 'London', dataset: 'geonames', country_iso: 'GBR' });
  expect(typeof place.longitude).toBe('number');
  expect(fake.requests[0]!.path).toBe('/v1/places/geonames_2643743');
  expect(fake.state.lookups.list().map((record) => [record.kind, record.tags])).toEqual([['Place Resolve', ['map']]]);
});

it('places.resolve can send the literal $ when a path alias asks for it', async () => {
  const error = await testClient(fake, { pathAliases: { $: '$' } })
    .places.resolve({ place: 'geonames_2643743' })
    .catch((caught: unknown) => caught);
  expect(fake.requests[0]!.path).toBe('/v1/places/$geonames_2643743');
  // The fake, like the client, serves the path without the `$`.
  expect(isAddressLookupError(error) && error.status).toBe(404);
});
