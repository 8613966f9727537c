import * as z from '@org/http-core/zod';
import { describe, expect, it } from 'vitest';
import { coordinatePair } from './coordinates.js';

describe('coordinatePair', () => {
  it('takes [longitude, latitude] within their ranges', () => {
    for (const pair of [[-3.3, 56], [180, -90], [0, 0]]) expect(z.safeParse(coordinatePair, pair).success, JSON.stringify(pair)).toBe(true);
  });

  it('refuses another length, a longitude or latitude out of range, and the two swapped past 90', () => {
    for (const pair of [[1], [1, 2, 3], [181, 0], [0, -91], [56, -120], ['1', '2']]) {
      expect(z.safeParse(coordinatePair, pair).success, JSON.stringify(pair)).toBe(false);
    }
  });
});
