import { readPath, type NextPage, type PageFinder, type PaginationOf, type Paging, type PagingFields } from './pagination.js';

/** Reads the next page's cursor (and whether more items exist) from the body; drops what a cursor that includes itself repeats. */
const cursorFinder: PageFinder<PaginationOf<'cursor'>> = {
  next(spec, input, body) {
    const cursor = readPath(body, spec.nextCursor);
    const more = spec.hasMore === undefined ? true : readPath(body, spec.hasMore) === true;
    if (!more || !(typeof cursor === 'string' || typeof cursor === 'number') || cursor === '') return undefined;
    const next = { ...input, [spec.cursorParam]: cursor };
    if (spec.includesCursor === undefined) return { input: next };
    // The next page starts with every item at the cursor this page (which started at the previous cursor) holds.
    const items = readPath(body, spec.items);
    const field = spec.includesCursor;
    const skip = Array.isArray(items) ? items.filter((item) => sameCursor(readPath(item, field), cursor)).length : 0;
    return { input: next, skip };
  },
  mark(spec, input, skip) {
    const cursor = input[spec.cursorParam];
    // A cursor that includes itself names a place with the number of items at it received already.
    return (typeof cursor === 'string' || typeof cursor === 'number') && spec.includesCursor !== undefined ? `${cursor}\u0000${skip ?? 0}` : cursor;
  },
  fresh<TItem>(spec: PaginationOf<'cursor'>, items: TItem[], from: NextPage): TItem[] {
    const skip = 'input' in from ? (from.skip ?? 0) : 0;
    const field = spec.includesCursor;
    if (skip === 0 || field === undefined || !('input' in from)) return items;
    const cursor = from.input[spec.cursorParam] as string | number;
    let dropped = 0;
    while (dropped < skip && dropped < items.length && sameCursor(readPath(items[dropped], field), cursor)) dropped++;
    return dropped === 0 ? items : items.slice(dropped);
  },
};

/** Whether an item's value is the cursor: equal, or the same instant written another way. */
function sameCursor(value: unknown, cursor: string | number): boolean {
  if (value === cursor) return true;
  if (typeof value !== 'string' || typeof cursor !== 'string' || !isoInstant.test(value) || !isoInstant.test(cursor)) return false;
  const at = Date.parse(value);
  return !Number.isNaN(at) && at === Date.parse(cursor);
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T/;

/**
 * A list whose body carries a cursor for its next page at the dotted path `nextCursor`, sent back in the input
 * property `cursorParam`, with `hasMore` telling whether more items exist: `cursorPaging({ items: 'data',
 * cursorParam: 'after', nextCursor: 'paging.next.after', hasMore: 'has_more' })`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function cursorPaging<const F extends PagingFields<'cursor'>>(fields: F): Paging<'cursor', F> {
  return { style: 'cursor', ...fields, finder: cursorFinder };
}
