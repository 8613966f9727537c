import { isValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { shareFake, testClient } from '../../test/support.js';
import { isAddressLookupError } from '../errors.js';

const fake = await shareFake();

describe('addresses.extract', () => {
  it('walks every page of a query, page by page, and stops at the total', async () => {
    const client = testClient(fake);
    const pages = [];
    for await (const page of client.addresses.extract({ query: 'goswell road', limit: 4 }).byPage()) pages.push(page);
    expect(pages.map((page) => page.items.length)).toEqual([4, 2]);
    expect(pages.map((page) => page.body.page)).toEqual([0, 1]);
    expect(pages[0]!.body.total).toBe(6);
    expect(fake.requests.map((request) => request.query.get('page'))).toEqual([null, '1']);
    const lines = pages.flatMap((page) => page.items.map((address) => address.line_1));
    expect(new Set(lines).size).toBe(6);
  });

  it('reads a postcode query as one page holding every address there, whatever the limit', async () => {
    const all = await testClient(fake).addresses.extract({ query: 'EC1V 4PW', limit: 2 }).toArray();
    expect(all).toHaveLength(6);
    expect(fake.requestCount('addresses.extract')).toBe(1);
  });

  it('finds addresses within 100 m of a point, nearest first', async () => {
    const { items } = await testClient(fake).addresses.extract({ longitude: -0.127695, latitude: 51.50354 }).firstPage();
    expect(items.map((address) => address.postcode)).toEqual(['SW1A 2AA']);
  });

  it('applies filters (AND across, OR within) and biases, and returns only the fields asked for', async () => {
    const client = testClient(fake);
    const street = await client.addresses.extract({ query: 'street', postTown: ['Oxford', 'Bristol'], postcodeArea: 'OX', filter: ['line_1', 'postcode'] }).toArray();
    expect(street.map((address) => address.postcode)).toEqual(['OX1 3BG', 'OX1 3BG', 'OX1 3BG']);
    expect(Object.keys(street[0]!).sort()).toEqual(['line_1', 'postcode']);
    expect(fake.requests[0]!.query.get('post_town')).toBe('Oxford,Bristol');

    const biased = await client.addresses.extract({ query: 'street', biasPostTown: 'Edinburgh', limit: 3 }).firstPage();
    expect(biased.items.map((address) => address.post_town)).toEqual(['Edinburgh', 'Edinburgh', 'Edinburgh']);

    const byUprn = await client.addresses.extract({ uprn: 100023336956 }).toArray();
    expect(byUprn.map((address) => address.line_2)).toEqual(['10 Downing Street']);
  });

  it('turns an invalid filter term into an empty answer that costs nothing', async () => {
    const before = fake.state.keys.get(fake.account.apiKey)!.lookupsRemaining;
    const none = await testClient(fake).addresses.extract({ query: 'goswell', postcode: 'SW1A2AAA' }).toArray();
    expect(none).toEqual([]);
    expect(fake.state.keys.get(fake.account.apiKey)!.lookupsRemaining).toBe(before);
  });

  it('sends a bias circle and a box in the wire format', async () => {
    await testClient(fake)
      .addresses.extract({
        query: 'high street',
        biasLonLat: { longitude: -3.19, latitude: 55.95, radius: 500 },
        box: { topLeft: [-3.3, 56], bottomRight: [-3.1, 55.9] },
      })
      .firstPage();
    expect(fake.requests[0]!.query.get('bias_lonlat')).toBe('-3.19,55.95,500');
    expect(fake.requests[0]!.query.get('box')).toBe('-3.3,56,-3.1,55.9');
  });

  it('reads a circle and a box given as objects by their declared fields alone, and refuses one missing a field', async () => {
    const client = testClient(fake);
    await client.addresses
      .extract({
        query: 'high street',
        biasLonLat: { longitude: -3.19, latitude: 55.95, radius: 500, unit: 'm' } as never,
        box: { topLeft: [-3.3, 56], bottomRight: [-3.1, 55.9], crs: 'WGS84' } as never,
      })
      .firstPage();
    expect(fake.requests[0]!.query.get('bias_lonlat')).toBe('-3.19,55.95,500');
    expect(fake.requests[0]!.query.get('box')).toBe('-3.3,56,-3.1,55.9');
    for (const input of [{ biasLonLat: { longitude: -3.19, latitude: 55.95 } }, { box: { topLeft: [-3.3, 56] } }]) {
      const error = await client.addresses.extract({ query: 'x', ...input } as never).firstPage().catch((caught: unknown) => caught);
      expect(isValidationError(error), JSON.stringify(input)).toBe(true);
    }
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses a page size out of range, an over-long bias radius, a box out of range or of three numbers, or a fourth tag before sending', async () => {
    const client = testClient(fake);
    for (const input of [{ limit: 0 }, { limit: 101 }, { page: -1 }, { biasLonLat: { longitude: 0, latitude: 51, radius: 50_001 } }, { box: { topLeft: [-3.3, 91] as [number, number], bottomRight: [-3.1, 55.9] as [number, number] } }, { box: '-3.3,56,-3.1' }, { tags: ['a', 'b', 'c', 'd'] }, { tags: ['a,b'] }]) {
      const error = await client.addresses.extract({ query: 'x', ...input }).firstPage().catch((caught: unknown) => caught);
      expect(isValidationError(error), JSON.stringify(input)).toBe(true);
    }
    expect(fake.requestCount()).toBe(0);
  });

  it('answers the documented test postcodes without charging', async () => {
    const client = testClient(fake);
    const before = fake.state.keys.get(fake.account.apiKey)!.lookupsRemaining;
    expect((await client.addresses.extract({ query: fake.testValues.postcodes.success }).toArray()).length).toBeGreaterThan(0);
    expect(await client.addresses.extract({ query: fake.testValues.postcodes.empty }).toArray()).toEqual([]);
    const depleted = await client.addresses.extract({ query: fake.testValues.postcodes.balanceDepleted }).toArray().catch((error: unknown) => error);
    expect(isAddressLookupError(depleted) && [depleted.status, depleted.apiCode]).toEqual([402, 4020]);
    const limited = await client.addresses.extract({ query: fake.testValues.postcodes.limitReached }).toArray().catch((error: unknown) => error);
    expect(isAddressLookupError(limited) && [limited.status, limited.apiCode]).toEqual([402, 4021]);
    expect(fake.state.keys.get(fake.account.apiKey)!.lookupsRemaining).toBe(before);
  });
});

describe('addresses.cleanse', () => {
  it('finds the closest address and rates each part', async () => {
    const result = await testClient(fake).addresses.cleanse({ body: { query: '10 downing street london SW1A 2AA' }, tags: ['crm'] });
    expect(result.match?.line_2).toBe('10 Downing Street');
    expect(result.postcode_match).toBe('FULL');
    expect(result.thoroughfare_match).toBe('FULL');
    expect(result.confidence).toBeGreaterThan(0.5);
    expect(fake.requests[0]!.method).toBe('POST');
    expect(fake.requests[0]!.json).toEqual({ query: '10 downing street london SW1A 2AA' });
    expect(fake.state.lookups.list().map((record) => [record.kind, record.tags])).toEqual([['Address Cleanse', ['crm']]]);
  });

  it('reports no match (and charges nothing) for an address far from any', async () => {
    const result = await testClient(fake).addresses.cleanse({ body: { query: 'nowhere in particular' } });
    expect(result.match).toBeNull();
    expect(result.confidence).toBe(0);
    expect(result.premise_match).toBe('NO_MATCH');
    expect(fake.state.lookups.size).toBe(0);
  });

  it('is sent once under a 503: a POST is never repeated', async () => {
    fake.faults.status([503, 503], { operation: 'addresses.cleanse' });
    const error = await testClient(fake).addresses.cleanse({ body: { query: '10 downing street' } }).catch((caught: unknown) => caught);
    expect(isAddressLookupError(error) && error.status).toBe(503);
    expect(fake.requestCount('addresses.cleanse')).toBe(1);
  });
});
