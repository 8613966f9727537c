import type { PageFinder, PaginationOf, Paging, PagingFields } from './pagination.js';

/** Counts the next offset: the previous one plus the items received; a short or empty page is the last. */
const offsetFinder: PageFinder<PaginationOf<'offset'>> = {
  next(spec, input, _body, _response, itemCount) {
    const limit = input[spec.limitParam];
    if (itemCount === 0 || (typeof limit === 'number' && itemCount < limit)) return undefined;
    const offset = typeof input[spec.offsetParam] === 'number' ? (input[spec.offsetParam] as number) : 0;
    return { input: { ...input, [spec.offsetParam]: offset + itemCount } };
  },
  counted: true,
};

/**
 * A `$top`/`$skip` list: the input properties `offsetParam` and `limitParam` hold the offset and the page size:
 * `offsetPaging({ items: 'value', offsetParam: 'skip', limitParam: 'top' })`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function offsetPaging<const F extends PagingFields<'offset'>>(fields: F): Paging<'offset', F> {
  return { style: 'offset', ...fields, finder: offsetFinder };
}
