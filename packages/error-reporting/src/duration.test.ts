import { describe, expect, it } from 'vitest';
import * as z from '@org/http-core/zod';
import { duration } from './duration.js';

describe('duration', () => {
  it('accepts seconds as a number or an s-suffixed string and yields the string', () => {
    expect(z.parse(duration(), 3600)).toBe('3600s');
    expect(z.parse(duration(), 0.5)).toBe('0.5s');
    expect(z.parse(duration(), '600s')).toBe('600s');
    expect(z.parse(duration(), '1.25s')).toBe('1.25s');
  });

  it('refuses other forms', () => {
    for (const value of ['1h', '600', '-5s', 0, -1, Infinity, '']) expect(z.safeParse(duration(), value).success).toBe(false);
  });
});
