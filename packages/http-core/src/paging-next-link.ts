import { readPath, type PageFinder, type PaginationOf, type Paging, type PagingFields } from './pagination.js';

/** Reads the next page's URL from the body. */
const nextLinkFinder: PageFinder<PaginationOf<'nextLink'>> = {
  next(spec, _input, body) {
    const link = readPath(body, spec.nextLink);
    return typeof link === 'string' && link ? { url: link } : undefined;
  },
};

/**
 * A list whose body carries the full URL of its next page at the dotted path `nextLink`:
 * `nextLinkPaging({ items: 'value', nextLink: 'nextLink' })`. The link must stay on the configured origin.
 */
/* @__NO_SIDE_EFFECTS__ */
export function nextLinkPaging<const F extends PagingFields<'nextLink'>>(fields: F): Paging<'nextLink', F> {
  return { style: 'nextLink', ...fields, finder: nextLinkFinder };
}
