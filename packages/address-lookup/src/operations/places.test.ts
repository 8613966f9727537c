import { expect, it } from 'vitest';
import { shareFake, testClient } from '../../test/support.js';
import { isAddressLookupError } from '../errors.js';

const fake = await shareFake();

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
  const place = await testClient(fake, { validation: 'strict' }).places.resolve({ place: 'geonames_2643743', tags: ['map'] });
  expect(place).toMatchObject({ id: 'geonames_2643743', name: 'London', dataset: 'geonames', country_iso: 'GBR' });
  expect(typeof place.longitude).toBe('number');
  // The whole GeoNames record, every field the service documents.
  expect(Object.keys(place.native ?? {}).sort()).toEqual(
    [
      'geonameid', 'name', 'asciiname', 'alternatenames', 'latitude', 'longitude', 'feature_class', 'feature_code', 'country_code', 'cc2',
      'admin1_name', 'admin1_geonameid', 'admin1_code', 'admin2_name', 'admin2_geonameid', 'admin2_code', 'admin3_code', 'admin4_code',
      'population', 'elevation', 'dem', 'timezone', 'modification_date', 'dataset', 'id',
    ].sort(),
  );
  expect(place.native).toMatchObject({ geonameid: 2643743, feature_class: 'P', feature_code: 'PPLC', country_code: 'GB', admin1_name: 'England', timezone: 'Europe/London', population: expect.stringMatching(/^\d+$/), id: 'geonames_2643743' });
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
