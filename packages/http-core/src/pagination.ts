import type { ResponseInfo } from './api-promise.js';
import { ResponseValidationError } from './errors.js';

/**
 * How a list operation pages. `items` is the dotted path of the item array in the body (`''` when
 * the body is the array itself).
 *
 * - `nextLink`: the body carries the full URL of the next page (it must stay on the configured origin).
 * - `pageToken` / `continuationToken`: the body carries a token, sent back in a query parameter.
 * - `cursor`: like a token, with a flag telling whether more items exist.
 * - `linkHeader`: pages are numbered; the `Link` header's `rel="next"` URL gives the next one.
 * - `offset`: `$top`/`$skip` style; the next offset is the previous one plus the items received.
 * - `page`: numbered pages of a fixed size; the walk ends at a short or empty page, or once the pages seen
 *   cover the `total` the answer reports.
 * - `afterLastId`: the next request continues after the last item's id, while the answer says more follow.
 *
 * Item and token paths are read from what a call resolves to (inside a service's envelope, when it has one).
 */
export type PaginationSpec =
  | { readonly style: 'nextLink'; readonly items: string; readonly nextLink: string }
  | { readonly style: 'pageToken' | 'continuationToken'; readonly items: string; readonly tokenParam: string; readonly nextToken: string }
  | {
      readonly style: 'cursor';
      readonly items: string;
      readonly cursorParam: string;
      readonly nextCursor: string;
      /** Dotted path of a boolean saying whether more items exist; without it, a missing cursor ends the list. */
      readonly hasMore?: string;
    }
  | { readonly style: 'linkHeader'; readonly items: string }
  | {
      readonly style: 'offset';
      readonly items: string;
      /** Input property holding the offset (e.g. `skip` for `$skip`). */
      readonly offsetParam: string;
      /** Input property holding the page size (e.g. `top` for `$top`). */
      readonly limitParam: string;
    }
  | {
      readonly style: 'page';
      readonly items: string;
      /** Input property holding the page number. */
      readonly pageParam: string;
      /** Input property holding the page size. */
      readonly limitParam: string;
      /** The service's page size when the caller gives none. */
      readonly defaultLimit: number;
      /** Number of the first page. Default 0. */
      readonly firstPage?: number;
      /** Dotted path of the total item count the answer reports, when it reports one. */
      readonly total?: string;
    }
  | {
      readonly style: 'afterLastId';
      readonly items: string;
      /** Input property holding the id to continue after. */
      readonly cursorParam: string;
      /** Dotted path of a boolean saying whether more items follow. */
      readonly hasMore: string;
      /** Property of an item holding its id. Default `id`. */
      readonly idField?: string;
    };

/** Limits of an automatic walk through pages. */
export interface PageOptions {
  /** Stop after this many items. */
  readonly maxItems?: number;
  /** Stop after this many pages. */
  readonly maxPages?: number;
}

/** One page: its items, the whole body and the response info. */
export interface Page<TItem, TBody = unknown> {
  readonly items: readonly TItem[];
  readonly body: TBody;
  readonly response: ResponseInfo;
}

/** Where the next page comes from: new input for the operation, or a URL to GET. */
export type NextPage = { readonly input: Record<string, unknown> } | { readonly url: string };

/** Fetches one page given where it is; `undefined` for the first page. */
export type PageFetcher<TItem, TBody> = (next: NextPage | undefined) => Promise<{ page: Page<TItem, TBody>; next: NextPage | undefined }>;

/**
 * A lazy walk over a list. `for await (const item of list)` yields items and fetches pages only as
 * needed; breaking out stops fetching. `byPage()` yields whole pages.
 */
export class PageIterator<TItem, TBody = unknown> implements AsyncIterable<TItem> {
  readonly #fetch: PageFetcher<TItem, TBody>;
  readonly #limits: PageOptions;

  constructor(fetch: PageFetcher<TItem, TBody>, limits: PageOptions = {}) {
    this.#fetch = fetch;
    this.#limits = limits;
  }

  /** Yields pages, honouring `maxPages`. */
  async *byPage(): AsyncGenerator<Page<TItem, TBody>, void, undefined> {
    let next: NextPage | undefined;
    let pages = 0;
    let items = 0;
    const { maxPages, maxItems } = this.#limits;
    do {
      if (maxPages !== undefined && pages >= maxPages) return;
      if (maxItems !== undefined && items >= maxItems) return;
      const result = await this.#fetch(next);
      pages++;
      const room = maxItems === undefined ? Infinity : maxItems - items;
      const page = result.page.items.length > room ? { ...result.page, items: result.page.items.slice(0, room) } : result.page;
      items += page.items.length;
      yield page;
      next = result.next;
    } while (next !== undefined);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<TItem, void, undefined> {
    for await (const page of this.byPage()) yield* page.items;
  }

  /** Collects every item (up to `maxItems`) into an array. Prefer iterating for long lists. */
  async toArray(): Promise<TItem[]> {
    const all: TItem[] = [];
    for await (const item of this) all.push(item);
    return all;
  }

  /** The first page only. */
  async firstPage(): Promise<Page<TItem, TBody>> {
    for await (const page of this.byPage()) return page;
    throw new Error('unreachable: a list always has a first page');
  }
}

/** Reads a dotted path (`paging.next.after`); `''` is the value itself. */
export function readPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The items of a page body. */
export function pageItems<TItem>(spec: PaginationSpec, body: unknown, operation: string): TItem[] {
  const items = readPath(body, spec.items);
  if (items === undefined || items === null) return [];
  if (!Array.isArray(items)) {
    throw new ResponseValidationError(`${operation}: expected an array at '${spec.items || '(body)'}' of a page`, { operation });
  }
  return items as TItem[];
}

/** Where the page after this one is, or `undefined` at the end. */
export function nextPage(
  spec: PaginationSpec,
  input: Readonly<Record<string, unknown>>,
  body: unknown,
  headers: Headers,
  itemCount: number,
): NextPage | undefined {
  switch (spec.style) {
    case 'nextLink': {
      const link = readPath(body, spec.nextLink);
      return typeof link === 'string' && link !== '' ? { url: link } : undefined;
    }
    case 'pageToken':
    case 'continuationToken': {
      const token = readPath(body, spec.nextToken);
      return typeof token === 'string' && token !== '' ? { input: { ...input, [spec.tokenParam]: token } } : undefined;
    }
    case 'cursor': {
      const cursor = readPath(body, spec.nextCursor);
      const more = spec.hasMore === undefined ? true : readPath(body, spec.hasMore) === true;
      return more && (typeof cursor === 'string' || typeof cursor === 'number') && cursor !== ''
        ? { input: { ...input, [spec.cursorParam]: cursor } }
        : undefined;
    }
    case 'linkHeader': {
      const next = parseLinkHeader(headers.get('link')).next;
      return next ? { url: next } : undefined;
    }
    case 'offset': {
      const limit = input[spec.limitParam];
      if (itemCount === 0 || (typeof limit === 'number' && itemCount < limit)) return undefined;
      const offset = typeof input[spec.offsetParam] === 'number' ? (input[spec.offsetParam] as number) : 0;
      return { input: { ...input, [spec.offsetParam]: offset + itemCount } };
    }
    case 'page': {
      const first = spec.firstPage ?? 0;
      const page = numberOr(input[spec.pageParam], first);
      const limit = numberOr(input[spec.limitParam], spec.defaultLimit);
      // A short page is the last; a longer one means the service answered everything at once.
      if (itemCount === 0 || itemCount !== limit) return undefined;
      const total = spec.total === undefined ? undefined : readPath(body, spec.total);
      if (typeof total === 'number' && (page - first + 1) * limit >= total) return undefined;
      return { input: { ...input, [spec.pageParam]: page + 1 } };
    }
    case 'afterLastId': {
      if (itemCount === 0 || readPath(body, spec.hasMore) !== true) return undefined;
      const items = readPath(body, spec.items) as readonly unknown[];
      const id = readPath(items[items.length - 1], spec.idField ?? 'id');
      return typeof id === 'string' || typeof id === 'number' ? { input: { ...input, [spec.cursorParam]: id } } : undefined;
    }
  }
}

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

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
