import { isValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { shareFake, testClient } from '../../test/support.js';
import { isAddressLookupError, postcodeSuggestions } from '../errors.js';
import { orNull } from '../not-found.js';

const fake = await shareFake();

const remaining = () => fake.state.keys.get(fake.account.apiKey)!.lookupsRemaining;

describe('postcodes.lookup', () => {
  it('lists every address at a postcode, whatever its spacing and case, and charges one lookup', async () => {
    const before = remaining();
    const addresses = await testClient(fake).postcodes.lookup({ postcode: 'ec1v4pw' });
    expect(addresses.map((address) => address.line_1)).toEqual(['120 Goswell Road', '122 Goswell Road', 'Northgate Print Works', 'Flat 1', 'Flat 2', 'Lark House']);
    expect(addresses[3]).toMatchObject({ dataset: 'mr', umprn: 51880001 });
    expect(remaining()).toBe(before - 1);
  });

  it('returns only the fields a filter names', async () => {
    const addresses = await testClient(fake).postcodes.lookup({ postcode: 'M1 1AE', filter: ['line_1', 'udprn'] });
    expect(addresses[0]).toEqual({ line_1: '1 Piccadilly Gardens', udprn: 27001001 });
    expect(fake.requests[0]!.query.get('filter')).toBe('line_1,udprn');
  });

  it('answers an unknown postcode with 404, code 4040 and close postcodes, costing nothing', async () => {
    const before = remaining();
    const error = await testClient(fake).postcodes.lookup({ postcode: 'SW1A 2AO' }).catch((caught: unknown) => caught);
    expect(isAddressLookupError(error)).toBe(true);
    if (!isAddressLookupError(error)) return;
    expect([error.status, error.apiCode, error.serviceMessage]).toEqual([404, 4040, 'Postcode not found']);
    expect(error.meaning).toMatch(/no such postcode/);
    expect(postcodeSuggestions(error)).toEqual(['SW1A 2AA']);
    expect(error.requestId).toBe(fake.requests[0]!.requestId);
    expect(remaining()).toBe(before);
    expect(await orNull(testClient(fake).postcodes.lookup({ postcode: 'ZZ99 9ZZ' }))).toBeNull();
  });

  it('answers the documented test postcodes', async () => {
    const client = testClient(fake);
    expect((await client.postcodes.lookup({ postcode: 'ID1 1QD' })).length).toBe(2);
    expect(await client.postcodes.lookup({ postcode: 'ID1 KFA' })).toEqual([]);
    for (const [postcode, code] of [['ID1 CLIP', 4020], ['ID1 CHOP', 4021]] as const) {
      const error = await client.postcodes.lookup({ postcode }).catch((caught: unknown) => caught);
      expect(isAddressLookupError(error) && [error.status, error.apiCode]).toEqual([402, code]);
    }
  });
});

describe('udprn.get and umprn.get', () => {
  it('read one address by its number', async () => {
    const client = testClient(fake);
    expect(await client.udprn.get({ udprn: 23747771 })).toMatchObject({ line_2: '10 Downing Street', postcode: 'SW1A 2AA' });
    expect(await client.umprn.get({ umprn: '51880002' })).toMatchObject({ line_1: 'Flat 2', line_2: '126 Goswell Road' });
    expect(fake.state.lookups.list().map((record) => record.kind)).toEqual(['UDPRN Lookup', 'UMPRN Lookup']);
  });

  it('answer the documented test numbers, and 404s that orNull turns into null', async () => {
    const client = testClient(fake);
    expect(await client.udprn.get({ udprn: 0 })).toMatchObject({ udprn: 0 });
    expect(await client.umprn.get({ umprn: 0 })).toMatchObject({ umprn: 0 });
    expect(await orNull(client.udprn.get({ udprn: -1 }))).toBeNull();
    const cases = [
      [client.udprn.get({ udprn: -1 }), 404, 4044],
      [client.umprn.get({ umprn: -1 }), 404, 4046],
      [client.udprn.get({ udprn: -2 }), 402, 4020],
      [client.umprn.get({ umprn: -3 }), 402, 4021],
    ] as const;
    for (const [call, status, code] of cases) {
      const error = await Promise.resolve(call).catch((caught: unknown) => caught);
      expect(isAddressLookupError(error) && [error.status, error.apiCode]).toEqual([status, code]);
    }
    expect(fake.state.lookups.size).toBe(0);
  });

  it('refuse a number that is not whole before sending', async () => {
    for (const udprn of ['12a', '', '-', '--1', '1.5', ' 1', '1234567890', 1.5, 2 ** 53]) {
      const error = await testClient(fake).udprn.get({ udprn }).catch((caught: unknown) => caught);
      expect(isValidationError(error), String(udprn)).toBe(true);
    }
    expect(fake.requestCount()).toBe(0);
  });

  it('take the number as text too, negative test values included', async () => {
    const client = testClient(fake);
    expect(await client.udprn.get({ udprn: '23747771' })).toMatchObject({ line_2: '10 Downing Street' });
    expect(await orNull(client.udprn.get({ udprn: '-1' }))).toBeNull();
    expect(fake.requests.map((request) => request.path)).toEqual(['/v1/udprn/23747771', '/v1/udprn/-1']);
  });
});
