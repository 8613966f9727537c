/**
 * Pages of the fake's lists: the service's default page sizes, its cap of 500, and page tokens.
 */
import { paginate, type FakeRequest, type PageSlice } from '@org/http-core/testing';
import { invalidArgument } from './google-errors.js';

/** Largest page the service returns, whatever is asked. */
export const MAX_PAGE_SIZE = 500;

/** The page size of a request: the default when none (or 0) is given, at most {@link MAX_PAGE_SIZE}. */
export function pageSizeOf(req: FakeRequest, defaultSize: number): number {
  const raw = req.query.get('pageSize');
  if (raw === null || raw === '') return defaultSize;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 0) throw invalidArgument(`pageSize must be a non-negative integer, got '${raw}'`);
  return size === 0 ? defaultSize : Math.min(size, MAX_PAGE_SIZE);
}

/** One page of `items` for the request's `pageSize` and `pageToken`. */
export function pageOf<T>(items: readonly T[], req: FakeRequest, defaultSize: number): PageSlice<T> {
  return paginate(items, { pageSize: pageSizeOf(req, defaultSize), token: req.query.get('pageToken') });
}

/**
 * One page of a list without a defined order: each walk from the first page sees the items in another
 * order (a rotation chosen per walk, carried in the page token), and a walk sees each item once.
 */
export function unorderedPageOf<T>(items: readonly T[], req: FakeRequest, defaultSize: number, nextWalk: () => number): PageSlice<T> {
  const token = req.query.get('pageToken');
  let walk: number;
  let inner: string | undefined;
  if (token) {
    const separator = token.indexOf('.');
    walk = Number(token.slice(0, separator));
    inner = token.slice(separator + 1);
    if (separator < 1 || !Number.isSafeInteger(walk)) throw invalidArgument('Invalid page token');
  } else {
    walk = nextWalk();
  }
  const shift = items.length === 0 ? 0 : walk % items.length;
  const rotated = [...items.slice(shift), ...items.slice(0, shift)];
  const page = paginate(rotated, { pageSize: pageSizeOf(req, defaultSize), token: inner });
  return { items: page.items, nextToken: page.nextToken === undefined ? undefined : `${walk}.${page.nextToken}` };
}
