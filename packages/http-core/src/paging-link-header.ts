import { AnswerInfo } from './answer-info.js';
import type { PageFinder, PaginationOf, Paging, PagingFields } from './pagination.js';

/**
 * Reads the next page's URL from the `Link` header's `rel="next"`, as received (the headers an answer shows have a
 * credential scrubbed from them).
 */
const linkHeaderFinder: PageFinder<PaginationOf<'linkHeader'>> = {
  next(_spec, _input, _body, response) {
    const next = parseLinkHeader((response instanceof AnswerInfo ? response.received : response.headers).get('link')).next;
    return next ? { url: next } : undefined;
  },
};

/** Parses an RFC 8288 `Link` header into `rel -> URL`. */
export function parseLinkHeader(header: string | null): Record<string, string> {
  const links: Record<string, string> = {};
  if (!header) return links;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /<([^>]*)>(.*)/.exec(part.trim());
    if (!match) continue;
    const rel = /;\s*rel="?([^";]+)"?/i.exec(match[2]!);
    if (rel) for (const name of rel[1]!.split(/\s+/)) links[name.toLowerCase()] = match[1]!;
  }
  return links;
}

/** A list of numbered pages whose `Link` header's `rel="next"` URL gives the next one: `linkHeaderPaging({ items: '' })`. */
/* @__NO_SIDE_EFFECTS__ */
export function linkHeaderPaging<const F extends PagingFields<'linkHeader'>>(fields: F): Paging<'linkHeader', F> {
  return { style: 'linkHeader', ...fields, finder: linkHeaderFinder };
}
