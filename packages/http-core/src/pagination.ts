import type { ResponseInfo } from './api-promise.js';
import { ResponseValidationError, ValidationError } from './errors.js';

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
 * Every style may declare {@link PagingIdentity.identity}, the property that identifies an item.
 */
export type PaginationSpec = PagingIdentity & (
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
      /** Property of an item holding its id. Default `id`; it is the item's identity too, unless `identity` says otherwise. */
      readonly idField?: string;
    }
);

/** What identifies an item of a list, for telling a repeated item from a new one. */
export interface PagingIdentity {
  /**
   * Dotted path of the property that identifies an item (`id`, `name`, `group.groupId`). Where the service
   * chooses the next page (a token, link, cursor or last id), an item whose identity the walk yielded already
   * ends it with a {@link ResponseValidationError} before that page is yielded: a service answering the same
   * items under new tokens cannot make a walk loop or yield anything twice. Without it, a page holding exactly
   * the items of an earlier page does (a service going round A, B, A under new tokens). The walk keeps the
   * identities it yielded (one string per item), or without them a short hash per page.
   */
  readonly identity?: string;
}

/** Consecutive pages without items (each with a new token, link or cursor) a walk follows before it ends with an error. */
export const DEFAULT_MAX_EMPTY_PAGES = 10;

/**
 * Limits of an automatic walk through pages. Each must be a whole number, 0 or more; anything else (`NaN`,
 * `-1`, `2.5`, `Infinity`, `'5'`) is a {@link ValidationError} before anything is sent.
 */
export interface PageOptions {
  /** Stop after this many items. */
  readonly maxItems?: number;
  /** Stop after this many pages. */
  readonly maxPages?: number;
  /**
   * How many pages in a row may come without items while the service still points to a next one; the page
   * after them ends the walk with a {@link ResponseValidationError} naming the operation. Default
   * {@link DEFAULT_MAX_EMPTY_PAGES}.
   */
  readonly maxEmptyPages?: number;
}

/** The names of the {@link PageOptions}, as a call's options carry them. */
const pageLimitNames = ['maxItems', 'maxPages', 'maxEmptyPages'] as const;

/**
 * The first of `options`' page limits that is not a whole number of 0 or more, as a {@link ValidationError}
 * naming it and the operation; `undefined` when every limit given is one.
 */
export function pageLimitError(options: PageOptions, operation: string, method?: string): ValidationError | undefined {
  for (const name of pageLimitNames) {
    const value: unknown = options[name];
    if (value === undefined || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)) continue;
    const given = typeof value === 'number' ? String(value) : typeof value;
    return new ValidationError(`${name}: must be a whole number, 0 or more (got ${given})`, { field: name, operation, method });
  }
  return undefined;
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
  offset: 'page (the same items as an earlier page, whatever the offset asked)',
  page: 'page (the same items as an earlier page, whatever the page number asked)',
};

/** What the service names a next page with, per style: what an empty page came with. */
const placeName: Readonly<Record<PaginationSpec['style'], string>> = {
  nextLink: 'next link',
  linkHeader: 'Link header',
  pageToken: 'page token',
  continuationToken: 'continuation token',
  cursor: 'cursor',
  afterLastId: 'last item id',
  offset: 'offset',
  page: 'page number',
};

/**
 * Guards one walk through a list against a service that sends it round in circles or on forever:
 *
 * - a page token, next link, `Link` URL, cursor or last id given again (also on an empty page);
 * - an item yielded already, under a new token (by the table's {@link PagingIdentity.identity}; without one, a
 *   page holding exactly the items of an earlier page, which is also the check of the styles where the client
 *   counts, `offset` and `page`);
 * - more than `maxEmptyPages` pages in a row without items, each pointing to a next one.
 *
 * Such a page is refused before its items are yielded, so nothing comes twice and the number of requests stays
 * bounded. Values are never shown: a link or token may carry a credential.
 */
export class PageWalk {
  readonly #spec: PaginationSpec;
  readonly #operation: string;
  readonly #seen = new Set<string>();
  readonly #maxEmptyPages: number;
  /** Identities of the items yielded, where the table declares them and the service chooses the next page. */
  readonly #yielded: Set<string> | undefined;
  readonly #identity: string | undefined;
  /** Whether the client counts the pages (`offset`, `page`) rather than the service naming the next one. */
  readonly #counted: boolean;
  /** Length and hash of each page's items, where items have no identity. */
  readonly #pagesYielded = new Set<string>();
  #pages = 0;
  #emptyPages = 0;

  constructor(spec: PaginationSpec, operation: string, firstInput: Readonly<Record<string, unknown>>, limits: PageOptions = {}) {
    this.#spec = spec;
    this.#operation = operation;
    this.#maxEmptyPages = limits.maxEmptyPages ?? DEFAULT_MAX_EMPTY_PAGES;
    const serviceChooses = spec.style !== 'offset' && spec.style !== 'page';
    this.#counted = !serviceChooses;
    this.#identity = serviceChooses ? (spec.identity ?? (spec.style === 'afterLastId' ? (spec.idField ?? 'id') : undefined)) : undefined;
    this.#yielded = this.#identity === undefined ? undefined : new Set();
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
   * tied to this walk; throws a {@link ResponseValidationError} naming the operation when the page repeats
   * something or is one empty page too many.
   */
  follow(next: NextPage | undefined, items: readonly unknown[], method?: string): NextPage | undefined {
    this.#pages++;
    const mark = next === undefined ? undefined : markOf(this.#spec, next);
    if (mark !== undefined && this.#seen.has(mark)) this.#refuse(method, repeatedThing[this.#spec.style]);
    if (this.#yielded !== undefined) this.#checkIdentities(items, method);
    else if (items.length > 0 && this.#samePageAgain(items)) {
      if (this.#counted) this.#refuse(method, repeatedThing[this.#spec.style]);
      this.#refuse(method, 'items as an earlier page', `, under a new ${placeName[this.#spec.style]},`);
    }
    if (next === undefined) return undefined;
    if (mark !== undefined) this.#seen.add(mark);
    this.#emptyPages = items.length === 0 ? this.#emptyPages + 1 : 0;
    if (this.#emptyPages > this.#maxEmptyPages) {
      throw new ResponseValidationError(
        `${this.#operation}: the service gave ${this.#emptyPages} pages in a row without items, each with a new ${placeName[this.#spec.style]}; paging stopped after ${this.#pages} page${this.#pages === 1 ? '' : 's'} (maxEmptyPages is ${this.#maxEmptyPages})`,
        { operation: this.#operation, method },
      );
    }
    return { ...next, walk: this };
  }

  /** Refuses a page holding an item yielded before (or twice itself); otherwise remembers its items. */
  #checkIdentities(items: readonly unknown[], method: string | undefined): void {
    const yielded = this.#yielded!;
    const added: string[] = [];
    for (const item of items) {
      const identity = readPath(item, this.#identity!);
      if (typeof identity !== 'string' && typeof identity !== 'number') continue;
      const key = typeof identity === 'number' ? `#${identity}` : identity;
      if (yielded.has(key)) {
        // The page is refused whole: none of it was yielded.
        for (const fresh of added) yielded.delete(fresh);
        this.#refuse(method, `item (by ${this.#identity})`, `, under a new ${placeName[this.#spec.style]},`);
      }
      yielded.add(key);
      added.push(key);
    }
  }

  /** Whether `items` are exactly the items of an earlier page of the walk; remembers them (as a hash) otherwise. */
  #samePageAgain(items: readonly unknown[]): boolean {
    const key = `${items.length}:${hashText(fingerprint(items))}`;
    if (this.#pagesYielded.has(key)) return true;
    this.#pagesYielded.add(key);
    return false;
  }

  #refuse(method: string | undefined, thing: string, how = ''): never {
    throw new ResponseValidationError(
      `${this.#operation}: the service gave the same ${thing} again${how} after ${this.#pages} page${this.#pages === 1 ? '' : 's'}; paging stopped rather than loop or yield items twice`,
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

/** A page as compared with the next: its length and first item, and all of it once that is needed. */
function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) => (typeof part === 'bigint' ? `${part}n` : part)) ?? '';
}

/** A 64-bit FNV-1a hash of `text` (two 32-bit halves from different offset bases), as hex. */
function hashText(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193) ^ (b >>> 15);
  }
  return `${(a >>> 0).toString(16)}${(b >>> 0).toString(16)}`;
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
