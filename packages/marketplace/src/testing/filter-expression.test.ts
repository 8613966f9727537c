import { isFakeError } from '@org/http-core/testing';
import { describe, expect, it } from 'vitest';
import { parseFilter, valuesAt } from './filter-expression.js';

const items = [
  { displayName: 'A "quoted" name', state: 'FINALIZED', updateTime: '2024-02-01T00:00:00Z', isParent: true, apps: [{ store: 'ROKU' }, { store: 'XBOX' }] },
  { displayName: 'Plain', state: 'TERMINATED', updateTime: '2024-03-01T00:00:00.500Z', isParent: false, apps: [] },
];
const fields = ['displayName', 'state', 'updateTime', 'isParent', 'apps.store'];
const names = (filter: string) => items.filter(parseFilter(filter, fields)).map((item) => item.displayName);

describe('the fake\u2019s filter reading', () => {
  it('compares text, times, booleans and repeated fields', () => {
    expect(names('displayName = "A \\"quoted\\" name"')).toEqual(['A "quoted" name']);
    expect(names('state != FINALIZED')).toEqual(['Plain']);
    expect(names('updateTime > "2024-02-15T00:00:00Z"')).toEqual(['Plain']);
    expect(names('updateTime <= "2024-02-01T00:00:00.000Z" AND is_parent = true')).toEqual(['A "quoted" name']);
    expect(names('apps.store: "XBOX"')).toEqual(['A "quoted" name']);
    expect(names('')).toEqual(['A "quoted" name', 'Plain']);
  });

  it('refuses unknown fields, other joins and malformed terms with 400', () => {
    for (const bad of ['budget = 1', 'state = A OR state = B', 'state', 'updateTime > "yesterday"', 'state = "open']) {
      let caught: unknown;
      try {
        items.filter(parseFilter(bad, fields));
      } catch (error) {
        caught = error;
      }
      expect(isFakeError(caught), bad).toBe(true);
      expect(caught).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    }
  });

  it('reads values through arrays', () => {
    expect(valuesAt(items[0], 'apps.store')).toEqual(['ROKU', 'XBOX']);
    expect(valuesAt(items[1], 'apps.store')).toEqual([]);
  });
});
