import { describe, expect, it } from 'vitest';
import { nextPageOf } from './paging.js';
import type { PagingSpec } from './paging-spec.js';

const pages: PagingSpec = { style: 'page', items: 'hits', pageParam: 'page', limitParam: 'limit', defaultLimit: 10 };
const cursor: PagingSpec = { style: 'afterLastId', items: 'licensees', cursorParam: 'startingAfter', hasMore: 'hasMore' };
const items = (count: number) => Array.from({ length: count }, (_, index) => ({ id: String(index + 1) }));

describe('page numbers', () => {
  it('asks for the next page while the total is not reached', () => {
    expect(nextPageOf(pages, { query: 'x', limit: 2 }, { page: 0, limit: 2, total: 5 }, items(2))).toEqual({ input: { query: 'x', limit: 2, page: 1 } });
    expect(nextPageOf(pages, { query: 'x', limit: 2, page: 1 }, { page: 1, limit: 2, total: 5 }, items(2))).toEqual({ input: { query: 'x', limit: 2, page: 2 } });
  });

  it('stops at the total, on a short or empty page, and when the service answered everything at once', () => {
    expect(nextPageOf(pages, { limit: 2 }, { page: 1, limit: 2, total: 4 }, items(2))).toBeUndefined();
    expect(nextPageOf(pages, {}, { page: 0, limit: 10, total: 50 }, items(3))).toBeUndefined();
    expect(nextPageOf(pages, {}, { page: 0, limit: 10, total: 50 }, [])).toBeUndefined();
    expect(nextPageOf(pages, { limit: 2 }, { page: 0, limit: 2, total: 12 }, items(12))).toBeUndefined();
  });
});

describe('continuing after the last id', () => {
  it('continues after the last item while hasMore is true', () => {
    expect(nextPageOf(cursor, { limit: 2 }, { hasMore: true }, items(2))).toEqual({ input: { limit: 2, startingAfter: '2' } });
    expect(nextPageOf(cursor, { limit: 2 }, { hasMore: false }, items(2))).toBeUndefined();
    expect(nextPageOf(cursor, {}, {}, items(2))).toBeUndefined();
    expect(nextPageOf(cursor, {}, { hasMore: true }, [{ name: 'no id' }])).toBeUndefined();
  });
});
