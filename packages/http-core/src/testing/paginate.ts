/**
 * Paging for fakes: slices a list into pages linked by opaque tokens.
 */
import { fakeError } from './responses.js';

/** Options of {@link paginate}. */
export interface PaginateOptions {
  /** Items per page; missing, 0 or not a number means 50 (as services treat an unset page size); negative counts as 1. */
  readonly pageSize?: number | string | null;
  /** The token from the previous page; empty or missing for the first page. */
  readonly token?: string | null;
  /**
   * What the tokens are bound to, e.g. {@link queryFingerprint}`(req.query)`: a token presented with another value is
   * refused with a 400, as services that require every parameter but the token to stay the same while paging do.
   */
  readonly boundTo?: string;
}

/** One page and the token of the next, `undefined` on the last page. */
export interface PageSlice<T> {
  readonly items: T[];
  readonly nextToken: string | undefined;
}

const prefix = 'fake-page:';

/**
 * Returns one page of `items`. Tokens are opaque to callers (base64url); a token this helper did not
 * make throws `fakeError(400)`, which the server answers in the service's error shape.
 *
 * @example
 * ```ts
 * const list: FakeHandler = (req) => {
 *   const page = paginate(store.list(), { pageSize: req.query.get('pageSize'), token: req.query.get('pageToken') });
 *   return json(200, { items: page.items, nextPageToken: page.nextToken });
 * };
 * ```
 */
export function paginate<T>(items: readonly T[], options: PaginateOptions = {}): PageSlice<T> {
  const size = Math.max(1, Math.floor(Number(options.pageSize ?? 50) || 50));
  const bound = options.boundTo ?? '';
  const offset = options.token ? decodeToken(options.token, bound) : 0;
  const end = offset + size;
  return { items: items.slice(offset, end), nextToken: end < items.length ? encodeToken(end, bound) : undefined };
}

/**
 * The query parameters of a request except the paging ones (and credentials), as a stable string: the usual value
 * of {@link PaginateOptions.boundTo}.
 */
export function queryFingerprint(query: URLSearchParams, ignore: readonly string[] = ['pageToken', 'pageSize', 'key']): string {
  return [...query]
    .filter(([name]) => !ignore.includes(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');
}

function encodeToken(offset: number, bound: string): string {
  return Buffer.from(`${prefix}${offset}${bound === '' ? '' : `:${bound}`}`).toString('base64url');
}

function decodeToken(token: string, bound: string): number {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const match = text.startsWith(prefix) ? /^(\d+)(?::([\s\S]*))?$/.exec(text.slice(prefix.length)) : null;
  const offset = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(offset) || offset < 0) throw fakeError(400, undefined, 'Invalid page token');
  if ((match![2] ?? '') !== bound) throw fakeError(400, undefined, 'The page token was issued for different request parameters');
  return offset;
}
