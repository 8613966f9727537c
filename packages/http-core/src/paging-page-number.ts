import { readPath, type PageFinder, type PaginationOf, type Paging, type PagingFields } from './pagination.js';

/** Counts the next page number; a short or empty page, or the pages seen covering the `total`, is the last. */
const pageNumberFinder: PageFinder<PaginationOf<'page'>> = {
  next(spec, input, body, _response, itemCount) {
    const first = spec.firstPage ?? 0;
    const page = numberOr(input[spec.pageParam], first);
    const limit = numberOr(input[spec.limitParam], spec.defaultLimit);
    // A short page is the last; a longer one means the service answered everything at once.
    if (itemCount === 0 || itemCount !== limit) return undefined;
    const total = spec.total === undefined ? undefined : readPath(body, spec.total);
    if (typeof total === 'number' && (page - first + 1) * limit >= total) return undefined;
    return { input: { ...input, [spec.pageParam]: page + 1 } };
  },
  counted: true,
};

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/**
 * A list of numbered pages of a fixed size, in the input properties `pageParam` and `limitParam` (the `page`
 * style): `pageNumberPaging({ items: 'hits', pageParam: 'page', limitParam: 'limit', defaultLimit: 20 })`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function pageNumberPaging<const F extends PagingFields<'page'>>(fields: F): Paging<'page', F> {
  return { style: 'page', ...fields, finder: pageNumberFinder };
}
