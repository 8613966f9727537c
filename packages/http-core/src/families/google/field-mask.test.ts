import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lightDifferences, zodPartsOf } from '../../testing/light-differential.js';
import { fieldMaskSchema } from './field-mask-schema.js';
import { fieldMask, fieldMaskParam } from './field-mask.js';

describe('fieldMask', () => {
  it('lists the set leaf paths of a patch, skipping undefined', () => {
    expect(fieldMask({ displayName: 'x', note: undefined, pausing: { reason: 'r', by: 'buyer' }, tags: ['a'], gone: null })).toBe(
      'displayName,pausing.reason,pausing.by,tags,gone',
    );
  });

  it('keeps paths named whole, and empty objects, as one path', () => {
    expect(fieldMask({ labels: { env: 'prod', team: 'a' }, meta: {} }, { whole: ['labels'] })).toBe('labels,meta');
  });
});

describe('fieldMaskParam', () => {
  const schema = fieldMaskParam();
  it('accepts a string or an array and yields one comma-separated value', () => {
    expect(z.parse(schema, ['a', 'b.c'])).toBe('a,b.c');
    expect(z.parse(schema, 'a,b.c')).toBe('a,b.c');
    expect(z.parse(schema, '*')).toBe('*');
  });
  it('refuses paths that are not field paths', () => {
    expect(z.safeParse(schema, 'a, b').success).toBe(false);
    expect(z.safeParse(schema, ['a/b']).success).toBe(false);
    expect(z.safeParse(schema, 'a..b').success).toBe(false);
  });
});

describe('fieldMaskSchema', () => {
  it('is light throughout and checks a mask as fieldMaskParam does: the same success, output and issues', () => {
    const schema = fieldMaskSchema();
    expect(zodPartsOf(schema)).toEqual([]);
    const masks = ['a,b.c', '*', '', ['a', 'b.c'], [], 'a, b', ['a/b'], 'a..b', 'a,', ['a', 1], 7, null, undefined, { a: 1 }];
    expect(lightDifferences(schema, masks, fieldMaskParam())).toEqual([]);
    expect(schema.safeParse(['a', 'b.c']).data).toBe('a,b.c');
  });
});
