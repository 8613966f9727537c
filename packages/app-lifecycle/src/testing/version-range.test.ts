import { describe, expect, it } from 'vitest';
import { inVersionRange, isVersionRange, rangeAbove } from './version-range.js';

describe('app version ranges of releases', () => {
  it.each([
    ['2.0.1', '2.0.1', true],
    ['2.0.1', '2.0.2', false],
    ['2.0.7', '2.0.x', true],
    ['2.1.0', '2.0.x', false],
    ['2.9.0', '2.*', true],
    ['5.0.0', '*', true],
    ['2.0', '2.0.0', true],
    ['2.3.1', '^2.1.0', true],
    ['3.0.0', '^2.1.0', false],
    ['0.2.9', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['2.1.9', '~2.1.3', true],
    ['2.2.0', '~2.1.3', false],
    ['1.5.0', '>=1.0.0 <2.0.0', true],
    ['2.0.0', '>=1.0.0 <2.0.0', false],
    ['1.9.9', '>= 1.0 < 2', true],
    ['1.4.0', '1.0 - 1.4', true],
    ['1.4.1', '1.0.0 - 1.4.0', false],
    ['3.2.0', '1.x || 3.x', true],
    ['2.2.0', '1.x || 3.x', false],
    ['2.0.1-beta.1', '2.0.x', true],
    ['2.0.1', '>2.0', false],
    ['2.1.0', '>2.0', true],
    ['2.0.9', '<=2.0', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(inVersionRange(version, range)).toBe(expected);
  });

  it('tells ranges from text that is none', () => {
    expect(['2.0.x', '^1.2.3', '>=1 <2', '1.0 - 2.0', '*'].every(isVersionRange)).toBe(true);
    expect(['', 'latest', '2.0.z', '>>1'].some(isVersionRange)).toBe(false);
    expect(inVersionRange('two', '*')).toBe(false);
  });

  it('knows when a range only holds higher versions', () => {
    expect(rangeAbove('^2.1.0', '2.0.5')).toBe(true);
    expect(rangeAbove('2.0.x', '2.0.5')).toBe(false);
    expect(rangeAbove('2.0.x', '3.0.0')).toBe(false);
    expect(rangeAbove('1.x || 3.x', '2.0.0')).toBe(false);
    expect(rangeAbove('>2.0.0', '2.0.0')).toBe(true);
  });
});
