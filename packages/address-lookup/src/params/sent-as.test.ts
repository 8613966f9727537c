import * as z from '@org/http-core/zod';
import { expect, it } from 'vitest';
import { lonLatBias } from './biases.js';
import { coordinatePair, latitude, longitude } from './coordinates.js';
import { boxSchema } from './filters.js';
import { wholeNumber } from './number-checks.js';
import { commaNumbers, nonEmptyString } from './string-checks.js';
import { lookupTags } from './tags.js';

/** The parameters as they were declared with a pipe to a transform, in zod: what they must still take, give and refuse. */
const before = {
  lonLat: z.union([
    commaNumbers(3, 'must be "lon,lat,radius"'),
    z.pipe(z.looseObject({ longitude, latitude, radius: wholeNumber(1, 50_000) }), z.transform((c: { longitude: number; latitude: number; radius: number }) => `${c.longitude},${c.latitude},${c.radius}`)),
  ]),
  box: z.union([
    commaNumbers(4, 'must be "lon,lat,lon,lat"'),
    z.pipe(z.looseObject({ topLeft: coordinatePair, bottomRight: coordinatePair }), z.transform((b: { topLeft: [number, number]; bottomRight: [number, number] }) => [...b.topLeft, ...b.bottomRight].join(','))),
  ]),
  tags: z.optional(
    z.pipe(
      z.array(nonEmptyString.check(z.refine((text: string) => !text.includes(','), 'must not contain a comma'))).check(z.refine((tags: string[]) => tags.length <= 3, 'at most 3 tags')),
      z.transform((tags: string[]) => (tags.length === 0 ? undefined : tags)),
    ),
  ),
};

const circle = { longitude: -3.19, latitude: 55.95, radius: 500 };
const box = { topLeft: [-0.2, 51.6], bottomRight: [0.1, 51.4] };
const cases: [string, z.core.$ZodType, z.core.$ZodType, unknown[]][] = [
  ['biasLonLat', lonLatBias, before.lonLat, ['-3.19,55.95,500', 'north', '', circle, { ...circle, extra: 1 }, { ...circle, radius: 0 }, { ...circle, latitude: 91, radius: 1.5 }, { ...circle, longitude: '1' }, { latitude: 1 }, {}, [], null, 5, undefined]],
  ['box', boxSchema, before.box, ['-0.2,51.6,0.1,51.4', '1,2,3', box, { ...box, topLeft: [181, 0] }, { ...box, bottomRight: [1] }, { ...box, topLeft: ['a', 1] }, { topLeft: [0, 0] }, {}, null, 7]],
  ['tags', lookupTags.schema, before.tags, [['a', 'b'], [], ['a,b'], ['a', 'b', 'c', 'd'], ['', 'a,b', 'c', 'd'], [5], ['a', 5], 'a', {}, null, undefined]],
];

it('a circle, a box and tags are taken, given and refused as by the pipe to a transform they were declared with, with the same issues', () => {
  for (const [name, now, then, values] of cases) {
    for (const given of values) {
      const [a, b] = [z.safeParse(now, given, { reportInput: true }), z.safeParse(then, given, { reportInput: true })];
      expect(a.success ? a.data : a.error.issues, `${name} ${JSON.stringify(given)}`).toEqual(b.success ? b.data : b.error.issues);
    }
  }
  expect(z.safeParse(lonLatBias, circle).data).toBe('-3.19,55.95,500');
  expect(z.safeParse(boxSchema, box).data).toBe('-0.2,51.6,0.1,51.4');
  expect(z.safeParse(lookupTags.schema, []).data).toBeUndefined();
});
