import { fakeError } from '@org/http-core/testing';

/** One page of a list and the `Link` header that points at the others. */
export interface NumberedPage<T> {
  readonly items: T[];
  readonly headers: Record<string, string>;
}

/**
 * Slices `items` into numbered pages as the service does: `perPage` (default 10, at most 100) and `page`
 * (from 1). The `Link` header has `next` (when there is a next page), `prev` and `last`, as absolute URLs
 * that keep the other query parameters.
 */
export function numberedPage<T>(items: readonly T[], query: URLSearchParams, pageUrl: string): NumberedPage<T> {
  const perPage = Number(query.get('perPage') ?? 10);
  const page = Number(query.get('page') ?? 1);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) throw fakeError(400, 'UNEXPECTED_ERROR', 'perPage must be between 1 and 100');
  if (!Number.isInteger(page) || page < 1) throw fakeError(400, 'UNEXPECTED_ERROR', 'page must be 1 or more');
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (n: number) => {
    const url = new URL(pageUrl);
    url.searchParams.set('perPage', String(perPage));
    url.searchParams.set('page', String(n));
    return url.href;
  };
  const links = [
    ...(page < last ? [`<${link(page + 1)}>; rel="next"`] : []),
    ...(page > 1 ? [`<${link(Math.min(page - 1, last))}>; rel="prev"`] : []),
    `<${link(last)}>; rel="last"`,
  ];
  return { items: items.slice((page - 1) * perPage, page * perPage), headers: { link: links.join(', ') } };
}
