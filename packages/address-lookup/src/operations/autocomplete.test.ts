import { isValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { shareFake, testClient } from '../../test/support.js';
import { isAddressLookupError } from '../errors.js';
import { orNull } from '../not-found.js';
import { rateLimitOf } from '../rate-limit-headers.js';

const fake = await shareFake({ suggestionsPerWindow: 3 });

describe('autocomplete.find', () => {
  it('suggests UK addresses for a partial one, sending the text as q', async () => {
    const { hits } = await testClient(fake).autocomplete.find({ query: '12 heol', limit: 5 });
    expect(hits.map((hit) => hit.suggestion)).toEqual(['12 Heol y Frenhines, Caerdydd, CF10 1EP']);
    expect(hits[0]).toMatchObject({ id: 'paf_44100201', udprn: 44100201, urls: { udprn: '/v1/udprn/44100201' } });
    expect(fake.requests[0]!.query.get('q')).toBe('12 heol');
    expect(fake.requests[0]!.query.get('limit')).toBe('5');
  });

  it('refuses an empty, blank or missing query before sending: the service needs text to suggest from', async () => {
    const client = testClient(fake);
    for (const query of ['', '   ', '\t', undefined]) {
      const error = await client.autocomplete.find({ query } as never).catch((caught: unknown) => caught);
      expect(isValidationError(error), String(error)).toBe(true);
      expect(error).toMatchObject({ field: 'query', operation: 'autocomplete.find' });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('the fake takes the text as q or under its long name query, and refuses it missing or blank as the service does', async () => {
    const ask = (search: string) => fetch(`${fake.url}/autocomplete/addresses${search}`, { headers: { authorization: `api_key="${fake.account.apiKey}"` } });
    for (const search of ['?q=12%20heol', '?query=12%20heol']) {
      const response = await ask(search);
      expect(response.status, search).toBe(200);
      expect(((await response.json()) as { result: { hits: unknown[] } }).result.hits).toHaveLength(1);
    }
    for (const search of ['', '?q=', '?q=%20%20', '?query=%09']) expect((await ask(search)).status, search).toBe(400);
  });

  it('sends bias_ip=true for true or "true", nothing for false, and refuses bad input before sending', async () => {
    const client = testClient(fake);
    for (const biasIp of [true, 'true', false] as const) await client.autocomplete.find({ query: 'goswell', biasIp });
    expect(fake.requests.map((request) => request.query.get('bias_ip'))).toEqual(['true', 'true', null]);
    const refused = [
      { biasIp: 'yes' },
      { biasIp: 1 },
      { limit: 0 },
      { limit: 2.5 },
      { limit: '10' },
      { uprn: '12a' },
      { uprn: 1.5 },
      { postcode: '' },
      { postcode: [] },
      { postcode: ['SW1A 2AA', ''] },
      { biasLonLat: { longitude: 181, latitude: 0, radius: 10 } },
      { biasLonLat: { longitude: 0, latitude: 0, radius: 0.5 } },
      { biasLonLat: '1,2' },
    ];
    for (const input of refused) {
      const error = await client.autocomplete.find({ query: 'goswell', ...input } as never).catch((caught: unknown) => caught);
      expect(isValidationError(error), JSON.stringify(input)).toBe(true);
    }
    expect(fake.requests).toHaveLength(3);
  });

  it('searches another country with context, and honours filters and biases', async () => {
    const client = testClient(fake);
    const us = await client.autocomplete.find({ query: '350 5th', context: 'USA' });
    expect(us.hits.map((hit) => hit.id)).toEqual(['usps_1002', 'usps_1003']);
    const filtered = await client.autocomplete.find({ query: 'street', postcodeOutward: ['OX1', 'BS1'] });
    expect(new Set(filtered.hits.map((hit) => hit.suggestion.split(', ').at(-1)))).toEqual(new Set(['OX1 3BG', 'BS1 4DJ']));
    expect(fake.requests.at(-1)!.query.get('postcode_outward')).toBe('OX1,BS1');
  });

  it('is free, and reports its own rate-limit window in X-RateLimit headers the caller can read', async () => {
    const client = testClient(fake);
    const first = await client.autocomplete.find({ query: 'goswell' }).withResponse();
    expect(rateLimitOf(first.response.headers)).toMatchObject({ limit: 3, remaining: 2 });
    expect(rateLimitOf(first.response.headers)!.resetAt.getTime()).toBeGreaterThan(Date.now());
    await client.autocomplete.find({ query: 'goswell' });
    const third = await client.autocomplete.find({ query: 'goswell' }).withResponse();
    expect(rateLimitOf(third.response.headers)!.remaining).toBe(0);
    expect(fake.state.lookups.size).toBe(0);
    const over = await client.autocomplete.find({ query: 'goswell' }, { retry: false }).catch((error: unknown) => error);
    expect(isAddressLookupError(over) && over.status).toBe(503);
    expect(isAddressLookupError(over) && over.headers['x-ratelimit-remaining']).toBe('0');
  });
});

describe('autocomplete.resolveGbr and resolveUsa', () => {
  it('refuses an empty tag, a tag with a comma and a fourth tag before sending, and sends no tags for an empty list', async () => {
    const client = testClient(fake);
    const refused = [
      [[''], 'tags.0', 'tags.0: must not be empty'],
      [['a,b'], 'tags.0', 'tags.0: must not contain a comma (got "a,b")'],
      [['a', 'b', 'c', 'd'], 'tags', 'tags: at most 3 tags'],
    ] as const;
    for (const [tags, field, message] of refused) {
      const error = await client.autocomplete.resolveGbr({ address: 'paf_52231905', tags: [...tags] }).catch((caught: unknown) => caught);
      expect(error, JSON.stringify(tags)).toMatchObject({ kind: 'validation', field, message: expect.stringContaining(message) });
    }
    expect(fake.requests).toHaveLength(0);
    await client.autocomplete.resolveGbr({ address: 'paf_52231905', tags: [] });
    expect(fake.requests[0]!.query.has('tags')).toBe(false);
  });

  it('resolves a UK suggestion in the UK layout, charging one lookup with its tags', async () => {
    const client = testClient(fake);
    const { hits } = await client.autocomplete.find({ query: 'lark house' });
    const address = await client.autocomplete.resolveGbr({ address: hits[0]!.id, tags: ['checkout', 'web'] });
    expect(address).toMatchObject({ line_1: 'Lark House', line_2: '128 Goswell Road', post_town: 'London', postcode: 'EC1V 4PW', udprn: 52231905 });
    expect(fake.requests.at(-1)!.path).toBe('/v1/autocomplete/addresses/paf_52231905/gbr');
    expect(fake.requests.at(-1)!.query.get('tags')).toBe('checkout,web');
    expect(fake.state.lookups.list().map((record) => record.tags)).toEqual([['checkout', 'web']]);
  });

  it('shows a US address in the UK layout with the original under native, and a UK one in the US layout', async () => {
    const client = testClient(fake);
    const inUk = await client.autocomplete.resolveGbr({ address: 'usps_1005' });
    expect(inUk).toMatchObject({ line_1: '233 S Wacker Dr', post_town: 'Chicago', udprn: '', native: { id: 'usps_1005', dataset: 'usps' } });
    const us = await client.autocomplete.resolveUsa({ address: 'usps_1005' });
    expect(us).toMatchObject({ line_1: '233 S Wacker Dr', city: 'Chicago', state_abbreviation: 'IL', zip_code: '60606' });
    const inUs = await client.autocomplete.resolveUsa({ address: 'paf_27001002' });
    expect(inUs).toMatchObject({ line_1: 'Rainy City Books', city: 'Manchester', zip_code: 'M1 1AE', native: { id: 'paf_27001002' } });
  });

  it('reads an unknown suggestion as a benign 404, which orNull turns into null', async () => {
    const client = testClient(fake);
    expect(await orNull(client.autocomplete.resolveGbr({ address: 'paf_999' }))).toBeNull();
    const error = await client.autocomplete.resolveUsa({ address: 'paf_999' }).catch((caught: unknown) => caught);
    expect(isAddressLookupError(error) && error.status).toBe(404);
    expect(fake.state.lookups.size).toBe(0);
  });
});
