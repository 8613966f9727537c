/**
 * Page tokens bound to the query that issued them: the service requires the same parameters on every page.
 */
import { fakeError, paginate, type PageSlice } from '@org/http-core/testing';

/** Pages `items` like `paginate`, with tokens that only work with the same `query` fingerprint. */
export function paginateBound<T>(items: readonly T[], pageSize: string | number | null, token: string | null, query: string): PageSlice<T> {
  let inner: string | null = null;
  if (token) {
    let decoded: { t?: unknown; q?: unknown };
    try {
      decoded = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { t?: unknown; q?: unknown };
    } catch {
      throw fakeError(400, 'INVALID_ARGUMENT', 'Invalid page token');
    }
    if (typeof decoded.t !== 'string') throw fakeError(400, 'INVALID_ARGUMENT', 'Invalid page token');
    if (decoded.q !== query) throw fakeError(400, 'INVALID_ARGUMENT', 'The page token was issued for different request parameters');
    inner = decoded.t;
  }
  const page = paginate(items, { pageSize, token: inner });
  const nextToken = page.nextToken === undefined ? undefined : Buffer.from(JSON.stringify({ t: page.nextToken, q: query })).toString('base64url');
  return { items: page.items, nextToken };
}

/** The query parameters of a request without the paging ones, as a stable string. */
export function queryFingerprint(query: URLSearchParams): string {
  return [...query]
    .filter(([name]) => name !== 'pageToken' && name !== 'pageSize' && name !== 'key')
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');
}
