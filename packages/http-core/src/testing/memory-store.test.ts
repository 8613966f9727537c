import { describe, expect, it } from 'vitest';
import { thrown } from '../test-support/fixtures.js';
import { createStore } from './memory-store.js';
import { paginate, queryFingerprint } from './paginate.js';
import { fakeError, isFakeError } from './responses.js';

interface Deal {
  name: string;
  revision: number;
  tags?: string[];
}

describe('MemoryStore', () => {
  it('creates with deterministic ids, optionally building the value from the id', () => {
    const deals = createStore<Deal>({ idPrefix: 'd' });
    expect(deals.peekId()).toBe('d1');
    expect(deals.create((id) => ({ name: `deals/${id}`, revision: 1 }))).toEqual({ name: 'deals/d1', revision: 1 });
    expect(deals.create({ name: 'x', revision: 1 })).toEqual({ name: 'x', revision: 1 });
    expect(deals.create({ name: 'own', revision: 1 }, 'custom')).toEqual({ name: 'own', revision: 1 });
    expect(deals.entries().map(([id]) => id)).toEqual(['d1', 'd2', 'custom']);
    expect(() => deals.create({ name: 'dup', revision: 1 }, 'd1')).toThrow(/already exists/);
  });

  it('skips ids that were taken explicitly', () => {
    const deals = createStore<Deal>({ idPrefix: 'd' });
    deals.set('d1', { name: 'taken', revision: 1 });
    expect(deals.peekId()).toBe('d2');
    deals.create((id) => ({ name: id, revision: 1 }));
    expect(deals.get('d2')).toEqual({ name: 'd2', revision: 1 });
  });

  it('gets, updates (merge or function), deletes and lists in insertion order', () => {
    const deals = createStore<Deal>();
    deals.create({ name: 'a', revision: 1 });
    deals.create({ name: 'b', revision: 1 });
    expect(deals.update('id-1', { revision: 2 })).toEqual({ name: 'a', revision: 2 });
    expect(deals.update('id-2', (d) => ({ ...d, revision: d.revision + 10 }))).toEqual({ name: 'b', revision: 11 });
    expect(deals.update('missing', { revision: 1 })).toBeUndefined();
    expect(deals.list((d) => d.revision > 5)).toEqual([{ name: 'b', revision: 11 }]);
    expect(deals.delete('id-1')).toBe(true);
    expect(deals.delete('id-1')).toBe(false);
    expect(deals.has('id-1')).toBe(false);
    expect(deals.size).toBe(1);
    expect(deals.get('nope')).toBeUndefined();
  });

  it('requires and removes items, answering a missing one with the error the caller makes', () => {
    const deals = createStore<Deal>({ seed: [['d1', { name: 'deals/d1', revision: 1 }]] });
    const missing = (id: string) => () => fakeError(404, 'NOT_FOUND', `No deal ${id}`);
    const found = deals.require('d1', missing('d1'));
    found.revision = 99;
    expect(deals.get('d1')).toEqual({ name: 'deals/d1', revision: 1 });
    expect(thrown(() => deals.require('d2', missing('d2')))).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No deal d2' });
    expect(deals.remove('d1', missing('d1'))).toEqual({ name: 'deals/d1', revision: 1 });
    expect(deals.has('d1')).toBe(false);
    expect(thrown(() => deals.remove('d1', missing('d1')))).toMatchObject({ status: 404, message: 'No deal d1' });
    expect(deals.size).toBe(0);
  });

  it('copies values in and out, so outside mutation never leaks in', () => {
    const deals = createStore<Deal>();
    const input = { name: 'a', revision: 1, tags: ['x'] };
    const created = deals.create(input);
    input.tags.push('from input');
    created.tags!.push('from result');
    deals.get('id-1')!.tags!.push('from get');
    deals.list()[0]!.tags!.push('from list');
    expect(deals.get('id-1')).toEqual({ name: 'a', revision: 1, tags: ['x'] });
  });

  it('snapshots and restores, ids included', () => {
    const deals = createStore<Deal>();
    deals.create({ name: 'a', revision: 1 });
    const saved = deals.snapshot();
    deals.create({ name: 'b', revision: 1 });
    deals.update('id-1', { revision: 9 });
    deals.restore(saved);
    expect(deals.list()).toEqual([{ name: 'a', revision: 1 }]);
    expect(deals.peekId()).toBe('id-2');
  });

  it('resets to the seed and restarts ids', () => {
    const deals = createStore<Deal>({ seed: [['seeded', { name: 'seed', revision: 1 }]] });
    deals.create({ name: 'a', revision: 1 });
    deals.update('seeded', { revision: 2 });
    deals.reset();
    expect(deals.entries()).toEqual([['seeded', { name: 'seed', revision: 1 }]]);
    expect(deals.peekId()).toBe('id-1');
    deals.clear();
    expect(deals.size).toBe(0);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 7 }, (_, i) => i + 1);

  it('walks every item once with opaque tokens, ending without a token', () => {
    const seen: number[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = paginate(items, { pageSize: 3, token });
      seen.push(...page.items);
      token = page.nextToken;
      if (token) expect(token).not.toMatch(/^\d+$/);
      pages++;
    } while (token);
    expect(seen).toEqual(items);
    expect(pages).toBe(3);
  });

  it('accepts query-string page sizes and defaults to 50', () => {
    expect(paginate(items, { pageSize: '2' }).items).toEqual([1, 2]);
    expect(paginate(items, { pageSize: null, token: '' })).toEqual({ items, nextToken: undefined });
    expect(paginate(items, { pageSize: 0 }).items).toEqual(items);
    expect(paginate(items, { pageSize: -3 }).items).toEqual([1]);
  });

  it('refuses a token it did not make with a 400 fakeError', () => {
    const caught = thrown(() => paginate(items, { token: 'not-a-token' }));
    expect(isFakeError(caught)).toBe(true);
    expect(caught).toMatchObject({ status: 400, message: 'Invalid page token' });
  });

  it('binds tokens to the parameters of the first page when asked', () => {
    const first = new URLSearchParams('orderBy=name&pageSize=3');
    const boundTo = queryFingerprint(first);
    const page = paginate(items, { pageSize: 3, boundTo });
    expect(paginate(items, { pageSize: 3, token: page.nextToken, boundTo: queryFingerprint(new URLSearchParams(`pageSize=3&orderBy=name&pageToken=${page.nextToken}`)) }).items).toEqual([4, 5, 6]);
    const caught = thrown(() => paginate(items, { pageSize: 3, token: page.nextToken, boundTo: queryFingerprint(new URLSearchParams('orderBy=time')) }));
    expect(caught).toMatchObject({ status: 400, message: 'The page token was issued for different request parameters' });
  });
});
