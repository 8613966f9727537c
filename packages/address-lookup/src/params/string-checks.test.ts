import { nonBlankString } from '@org/http-core/light';
import * as z from '@org/http-core/zod';
import { describe, expect, it } from 'vitest';
import { commaNumbers, isDigits, nonEmptyString, notBlankString } from './string-checks.js';

describe('commaNumbers', () => {
  const circle = commaNumbers(3, 'must be "lon,lat,radius"');

  it('takes exactly that many comma-separated numbers', () => {
    for (const text of ['-3.19,55.95,500', '0,0,1', '1e2,-0.5,3']) expect(z.safeParse(circle, text).success, text).toBe(true);
  });

  it('refuses other counts, empty parts and words, with its message', () => {
    for (const text of ['north', '1,2', '1,2,3,4', '1,,3', ',1,2', '1,2,x']) {
      const result = z.safeParse(circle, text);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.message, text).toBe('must be "lon,lat,radius"');
    }
  });
});

describe('isDigits', () => {
  it('is true for 1 to max decimal digits only', () => {
    expect(['1', '100023336956'].map((text) => isDigits(text, 12))).toEqual([true, true]);
    expect(['', '1000233369561', '12a', '-1', '1.5', ' 1'].map((text) => isDigits(text, 12))).toEqual([false, false, false, false, false, false]);
  });
});

describe('nonEmptyString', () => {
  it('takes any string but the empty one, blank ones included', () => {
    expect(['a', ' ', 'SW1A 2AA'].map((text) => z.safeParse(nonEmptyString, text).success)).toEqual([true, true, true]);
    expect(z.safeParse(nonEmptyString, '').error?.issues[0]?.message).toBe('must not be empty');
    expect(z.safeParse(nonEmptyString, 1).success).toBe(false);
  });
});

describe('notBlankString', () => {
  it('takes and refuses as nonBlankString() of the light schemas, with the same issues', () => {
    for (const given of ['SW1A', ' a ', '😀'.repeat(300), '', '   ', '\t\n', undefined, null, 5, ['a']]) {
      const [now, then] = [z.safeParse(notBlankString, given), z.safeParse(nonBlankString(), given)];
      expect(now.success ? now.data : now.error.issues, String(given)).toEqual(then.success ? then.data : then.error.issues);
    }
    expect(z.safeParse(notBlankString, ' ').error?.issues[0]?.message).toBe('must not be empty or blank');
  });
});
