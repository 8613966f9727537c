import { readPath, type PageFinder, type PaginationOf, type Paging, type PagingFields } from './pagination.js';

/** Continues after the last item's id while the answer says more follow; the id is the item's identity by default. */
const afterLastIdFinder: PageFinder<PaginationOf<'afterLastId'>> = {
  next(spec, input, body, _response, itemCount) {
    if (itemCount === 0 || readPath(body, spec.hasMore) !== true) return undefined;
    const items = readPath(body, spec.items) as readonly unknown[];
    const id = readPath(items[items.length - 1], spec.idField ?? 'id');
    return typeof id === 'string' || typeof id === 'number' ? { input: { ...input, [spec.cursorParam]: id } } : undefined;
  },
  mark: (spec, input) => input[spec.cursorParam],
  identity: (spec) => spec.idField ?? 'id',
};

/**
 * A list whose next page continues after the last item's id (in the input property `cursorParam`) while the
 * boolean at `hasMore` says more follow: `afterLastIdPaging({ items: 'entries', cursorParam: 'startingAfter',
 * hasMore: 'hasMore' })`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function afterLastIdPaging<const F extends PagingFields<'afterLastId'>>(fields: F): Paging<'afterLastId', F> {
  return { style: 'afterLastId', ...fields, finder: afterLastIdFinder };
}
