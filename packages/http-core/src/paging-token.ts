import { readPath, type PageFinder, type PaginationOf, type Paging, type PagingFields } from './pagination.js';

/** Reads the next page's token from the body, and sends it back in the input property `tokenParam`. */
const tokenFinder: PageFinder<PaginationOf<'pageToken' | 'continuationToken'>> = {
  next(spec, input, body) {
    const token = readPath(body, spec.nextToken);
    return typeof token === 'string' && token ? { input: { ...input, [spec.tokenParam]: token } } : undefined;
  },
  mark: (spec, input) => input[spec.tokenParam],
};

/**
 * A list whose body carries a token for its next page at the dotted path `nextToken`, sent back in the input
 * property `tokenParam`: `pageTokenPaging({ items: 'items', tokenParam: 'pageToken', nextToken: 'nextPageToken' })`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function pageTokenPaging<const F extends PagingFields<'pageToken'>>(fields: F): Paging<'pageToken', F> {
  return { style: 'pageToken', ...fields, finder: tokenFinder };
}

/** {@link pageTokenPaging} for a service that calls its token a continuation token (and so do its errors). */
/* @__NO_SIDE_EFFECTS__ */
export function continuationTokenPaging<const F extends PagingFields<'continuationToken'>>(fields: F): Paging<'continuationToken', F> {
  return { style: 'continuationToken', ...fields, finder: tokenFinder };
}
