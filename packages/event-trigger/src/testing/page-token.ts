/**
 * Page tokens bound to the query that issued them: a token sent with different parameters is refused, as
 * the service requires every parameter but the token to stay the same while paging.
 */
import { fakeError, paginate, type PageSlice } from '@org/http-core/testing';

/** Pages `items` like `paginate`, with tokens that only work for the same `query` fingerprint. */
export function paginateBound<T>(items: readonly T[], pageSize: string | null, token: string | null, query: string): PageSlice<T> {
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
