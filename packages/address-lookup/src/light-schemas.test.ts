import { distinctSchemas, lightDifferences, sampleOf, schemasOf, zodPartsOf } from '@org/http-core/testing';
import * as zod from '@org/http-core/zod';
import { describe, expect, it } from 'vitest';
import * as exported from './index.js';
import { UkAddressOrNone } from './models/uk-address.js';
import { epochMillis } from './params/timestamps.js';

const box = { topLeft: [-0.2, 51.6], bottomRight: [0.1, 51.4] };
const circle = { longitude: -3.19, latitude: 55.95, radius: 500 };
const terms = ['SW1A', ['SW1A', 'N1'], [], ''];
const tags = [['a', 'b'], [], ['a,b'], ['a', 'b', 'c', 'd']];
const times = [new Date(0), new Date(Number.NaN), 0, 1_700_000_000_000, -1, 1.5, '1'];

/** Values each schema is meant to take (or to refuse in a telling way), beside the one made from its definition. */
const samples: Record<string, unknown[]> = {
  'addresses.extract query.limit': [1, 100, 0, 101, 5.5, 2 ** 53],
  'addresses.extract query.page': [0, -1, 3],
  'addresses.extract query.uprn': ['100023336956', '1000233369561', 12, -1, '12a'],
  'addresses.extract query.box': ['-0.2,51.6,0.1,51.4', '1,2,3', box, { ...box, topLeft: [181, 0] }, { ...box, bottomRight: [1] }],
  'addresses.extract query.biasLonLat': ['-3.19,55.95,500', 'north', circle, { ...circle, radius: 0 }, { ...circle, latitude: 91 }],
  'addresses.extract query.postcode': terms,
  'addresses.extract query.tags': tags,
  'addresses.extract query.longitude': [180, -180.5],
  'autocomplete.find query.biasIp': [true, false, 'true', 'false'],
  'keys.usage query.start': times,
  'keys.usage query.end': times,
  'keys.usage query.tags': tags,
  'export UkAddress': [],
  'export KeyDetails': [
    {
      lookups_remaining: 1,
      daily_limit: { limit: null, consumed: 0 },
      individual_limit: { limit: 5 },
      allowed_urls: ['a'],
      datasets: { paf: true, usps: false },
      automated_topups: { enabled: false },
      current_purchases: [{ expires: null, purchased: 1, consumed: 0 }],
    },
  ],
  'export LicenseeFields': [{ daily: { limit: 0 } }, { daily: { limit: null } }, { daily: { limit: -1 } }, { daily: { limit: 1.5 } }, {}],
  'export NewKeyConfig': [{ name: 'n', payload: 'p' }, { name: '', payload: 'p' }, { name: 'x'.repeat(33), payload: 'x'.repeat(4097) }],
  'export CleanseInput': [{ query: 'a' }, { query: '' }],
  'export CleansedAddress': [],
};

describe('every schema of the package is light throughout and checks as the zod/mini schema it stands for', () => {
  const schemas = schemasOf(exported.operations, exported);
  it('finds the schemas of the table and of the exports', () => {
    expect([...schemas.keys()]).toEqual(expect.arrayContaining(Object.keys(samples)));
  });
  for (const [names, schema] of distinctSchemas(schemas)) {
    it(names.join(', '), () => {
      expect(zodPartsOf(schema)).toEqual([]);
      expect(lightDifferences(schema, [sampleOf(schema), '1', 5, ...names.flatMap((name) => samples[name] ?? [])])).toEqual([]);
    });
  }
});

/** Whether two schemas take the same values and give the same outputs (their issues may be worded otherwise). */
function takenAlike(light: zod.core.$ZodType, before: zod.core.$ZodType, values: readonly unknown[]) {
  return values.map((value) => {
    const [a, b] = [zod.safeParse(light, value), zod.safeParse(before, value)];
    return { value, light: a.success ? ['taken', a.data] : ['refused'], before: b.success ? ['taken', b.data] : ['refused'] };
  }).filter((row) => JSON.stringify(row.light) !== JSON.stringify(row.before));
}

describe('the schemas that had a zod kind with no light form take and give what they did', () => {
  it('a point in time (a Date or epoch milliseconds, once a union of zod date and integer schemas) says what it takes', () => {
    const wholeFromZero = zod.number().check(zod.refine((value: number) => Number.isSafeInteger(value) && value >= 0, 'must be a whole number of at least 0'));
    const before = zod.pipe(zod.union([zod.date(), wholeFromZero]), zod.transform((value: Date | number) => (value instanceof Date ? value.getTime() : value)));
    expect(takenAlike(epochMillis, before, [...times, null, undefined, Number.POSITIVE_INFINITY, 2 ** 53, {}, [1]])).toEqual([]);
    expect(zod.safeParse(epochMillis, 'yesterday').error?.issues[0]?.message).toBe('must be a Date or epoch milliseconds (a whole number of at least 0)');
  });

  it('an answer without a match (null or {}, once a union with zod null) reads as null; any other value still goes to the address', () => {
    const noMatch = zod.union([zod.null(), zod.pipe(zod.strictObject({}), zod.transform(() => null))]);
    const before = zod.union([exported.UkAddress, noMatch]);
    const address = sampleOf(exported.UkAddress);
    expect(takenAlike(UkAddressOrNone, before, [null, {}, { a: 1 }, address, [], 'x', undefined])).toEqual([]);
  });
});
