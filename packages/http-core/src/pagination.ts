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
      /**
       * Property of an item holding the value the cursor is compared with, for a service whose next page starts
       * *at* the cursor rather than after it (a timestamp: the items received at the cursor's time come again
       * with the later ones). The items of the next page at the cursor that were already received are dropped,
       * counted (items sharing the value are not told apart otherwise), so none is lost or yielded twice where
       * a page ends inside a run of equal values.
       */
      readonly includesCursor?: string;
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

/**
 * Where the next page comes from: new input for the operation (and how many items at its start were received
 * already, for a cursor that includes itself), or a URL to GET. `walk` is the guard of the walk it belongs to.
 */
export type NextPage = ({ readonly input: Record<string, unknown>; readonly skip?: number } | { readonly url: string }) & {
  readonly walk?: PageWalk;
};

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
      if (!more || !(typeof cursor === 'string' || typeof cursor === 'number') || cursor === '') return undefined;
      const next = { ...input, [spec.cursorParam]: cursor };
      if (spec.includesCursor === undefined) return { input: next };
      // The next page starts with every item at the cursor this page (which started at the previous cursor) holds.
      const items = readPath(body, spec.items);
      const field = spec.includesCursor;
      const skip = Array.isArray(items) ? items.filter((item) => sameCursor(readPath(item, field), cursor)).length : 0;
      return { input: next, skip };
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

/** Whether an item's value is the cursor: equal, or the same instant written another way. */
function sameCursor(value: unknown, cursor: string | number): boolean {
  if (value === cursor) return true;
  if (typeof value !== 'string' || typeof cursor !== 'string' || !isoInstant.test(value) || !isoInstant.test(cursor)) return false;
  const at = Date.parse(value);
  return !Number.isNaN(at) && at === Date.parse(cursor);
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T/;

/** What the repeated thing is called in an error, per style. */
const repeatedThing: Readonly<Record<PaginationSpec['style'], string>> = {
  nextLink: 'next link',
  linkHeader: 'next page link of the Link header',
  pageToken: 'page token',
  continuationToken: 'continuation token',
  cursor: 'cursor',
  afterLastId: 'last item id to continue after',
  offset: 'page (the same items as the page before, whatever the offset asked)',
  page: 'page (the same items as the page before, whatever the page number asked)',
};

/**
 * Guards one walk through a list against a service that sends it round in circles: a page token, next link,
 * `Link` URL, cursor or last id given again (also on an empty page), or, for the styles where the client counts
 * (`offset`, `page`), a page holding exactly the items of the page before. Such a page is refused before its
 * items are yielded, so nothing comes twice and the number of requests stays bounded. Values are never shown:
 * a link or token may carry a credential.
 */
export class PageWalk {
  readonly #spec: PaginationSpec;
  readonly #operation: string;
  readonly #seen = new Set<string>();
  #previousItems: string | undefined;
  #pages = 0;

  constructor(spec: PaginationSpec, operation: string, firstInput: Readonly<Record<string, unknown>>) {
    this.#spec = spec;
    this.#operation = operation;
    const first = markOf(spec, { input: { ...firstInput } });
    if (first !== undefined) this.#seen.add(first);
  }

  /** The items of a page the walk reached through `from`, without those received already (see `includesCursor`). */
  fresh<TItem>(items: TItem[], from: NextPage | undefined): TItem[] {
    const skip = from && 'input' in from ? (from.skip ?? 0) : 0;
    if (skip === 0 || this.#spec.style !== 'cursor' || this.#spec.includesCursor === undefined) return items;
    const cursor = from && 'input' in from ? from.input[this.#spec.cursorParam] : undefined;
    const field = this.#spec.includesCursor;
    let dropped = 0;
    while (dropped < skip && dropped < items.length && sameCursor(readPath(items[dropped], field), cursor as string | number)) dropped++;
    return dropped === 0 ? items : items.slice(dropped);
  }

  /**
   * Checks the page just read (its items as yielded, and where the one after it is) and returns that place
   * tied to this walk; throws a {@link ResponseValidationError} naming the operation when it was seen before.
   */
  follow(next: NextPage | undefined, items: readonly unknown[], method?: string): NextPage | undefined {
    this.#pages++;
    const { style } = this.#spec;
    if (style === 'offset' || style === 'page') {
      const print = items.length === 0 ? undefined : fingerprint(items);
      if (print !== undefined && print === this.#previousItems) this.#refuse(method);
      this.#previousItems = print;
    }
    if (next === undefined) return undefined;
    const mark = markOf(this.#spec, next);
    if (mark !== undefined) {
      if (this.#seen.has(mark)) this.#refuse(method);
      this.#seen.add(mark);
    }
    return { ...next, walk: this };
  }

  #refuse(method: string | undefined): never {
    throw new ResponseValidationError(
      `${this.#operation}: the service gave the same ${repeatedThing[this.#spec.style]} again after ${this.#pages} page${this.#pages === 1 ? '' : 's'}; paging stopped rather than loop or yield items twice`,
      { operation: this.#operation, method },
    );
  }
}

/** What identifies a place in the list the service chose (a link, token, cursor or id); `undefined` where the client counts. */
function markOf(spec: PaginationSpec, next: NextPage): string | undefined {
  if ('url' in next) return next.url;
  const value = (name: string) => {
    const found = next.input[name];
    return typeof found === 'string' || typeof found === 'number' ? String(found) : undefined;
  };
  switch (spec.style) {
    case 'pageToken':
    case 'continuationToken':
      return value(spec.tokenParam);
    case 'cursor': {
      const cursor = value(spec.cursorParam);
      return cursor === undefined || spec.includesCursor === undefined ? cursor : `${cursor}\u0000${next.skip ?? 0}`;
    }
    case 'afterLastId':
      return value(spec.cursorParam);
    default:
      return undefined;
  }
}

function fingerprint(items: readonly unknown[]): string {
  return JSON.stringify(items, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));
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
