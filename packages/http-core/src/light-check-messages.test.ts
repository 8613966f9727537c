import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as light from './light.js';
import { lightDifferences } from './testing/light-differential.js';

describe('a light check with a message of its own', () => {
  const pairs: [string, z.core.$ZodType, z.core.$ZodType][] = [
    ['array minLength', light.array(light.number()).check(light.withMessage(light.minLength(1), 'must list at least one')), z.array(z.number()).check(z.minLength(1, 'must list at least one'))],
    ['string minLength', light.string().check(light.withMessage(light.minLength(2), 'too short')), z.string().check(z.minLength(2, 'too short'))],
    ['maximum', light.number().check(light.withMessage(light.maximum(100), 'at most 100')), z.number().check(z.maximum(100, 'at most 100'))],
  ];
  for (const [name, ours, theirs] of pairs) {
    it(`${name}: the same success, output and issues as zod's check given the message`, () => {
      expect(lightDifferences(ours, ['ab', [1, 2], [], 5, 101], theirs)).toEqual([]);
    });
  }

  it('changes the message of that check only', () => {
    const plain = light.array(light.number()).check(light.minLength(1));
    light.array(light.number()).check(light.withMessage(light.minLength(1), 'must list at least one'));
    expect(plain.safeParse([]).error?.issues[0]?.message).not.toBe('must list at least one');
  });
});
