import type { ResponseInfo } from './api-promise.js';
import { refusal, walkRefusal } from './deferred-error.js';
import type { ValidationError } from './errors.js';

/**
 * How a list operation pages: the data of its style and the code that reads it ({@link PageFinder}), made by the
 * style's function, so that a page carries the code of the styles its operations declare and no other. `items` is
 * the dotted path of the item array in the body (`''` when the body is the array itself).
 *
 * - `nextLink` ({@link nextLinkPaging}): the body carries the full URL of the next page (it must stay on the
 *   configured origin).
 * - `pageToken` / `continuationToken` ({@link pageTokenPaging}, {@link continuationTokenPaging}): the body carries
 *   a token, sent back in a query parameter.
 * - `cursor` ({@link cursorPaging}): like a token, with a flag telling whether more items exist.
 * - `linkHeader` ({@link linkHeaderPaging}): pages are numbered; the `Link` header's `rel="next"` URL gives the next one.
 * - `offset` ({@link offsetPaging}): `$top`/`$skip` style; the next offset is the previous one plus the items received.
 * - `page` ({@link pageNumberPaging}): numbered pages of a fixed size; the walk ends at a short or empty page, or
 *   once the pages seen cover the `total` the answer reports.
 * - `afterLastId` ({@link afterLastIdPaging}): the next request continues after the last item's id, while the
 *   answer says more follow.
 *
 * Item and token paths are read from what a call resolves to (inside a service's envelope, when it has one).
 * Every style may declare {@link PagingIdentity.identity}, the property that identifies an item.
 */
export type PaginationSpec = PaginationFields & { readonly finder: PageFinder };

/** The data of each paging style, as its function takes it (see {@link PaginationSpec}). */
export type PaginationFields = PagingIdentity & (
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

/** The data of one paging style, without its name: what the style's function takes. */
export type PagingFields<S extends PaginationFields['style']> = Omit<OfStyle<PaginationFields, S>, 'style'>;

/**
 * A paging style of `S` as its function makes it: `fields`, the style's name and its {@link PageFinder}.
 */
export type Paging<S extends PaginationFields['style'], F> = F & { readonly style: S; readonly finder: PageFinder<PaginationOf<S>> };

/** The {@link PaginationSpec} of the style `S`. */
export type PaginationOf<S extends PaginationFields['style']> = OfStyle<PaginationSpec, S>;

/** The members of `U` whose style is or includes `S`. */
export type OfStyle<U, S> = U extends { readonly style: infer T } ? (S extends T ? U : never) : never;

/**
 * The code of one paging style, which its spec carries: where the next page is, and what names a place in the
 * list. The walk and the list method call it; its module is bundled only with operations of that style. The words
 * of a walk's refusals are the error path's, by the style's name.
 */
export interface PageFinder<S extends PaginationSpec = PaginationSpec> {
  /**
   * Where the page after this one is (read from the answer to `input`: its body, the response info of its answer,
   * and how many items it held), or `undefined` at the end.
   */
  next(spec: S, input: Readonly<Record<string, unknown>>, body: unknown, response: ResponseInfo, itemCount: number): NextPage | undefined;
  /**
   * What names the place of the next page the service chose, in the input that asks for it (a token, cursor or
   * last id; `skip` for a cursor that includes itself): a string or a number (the same place as its string), and
   * anything else for none. Absent where a URL names it, or the client counts.
   */
  mark?(spec: S, input: Readonly<Record<string, unknown>>, skip: number | undefined): unknown;
  /** The items of a page reached through `from`, without those received already (see `includesCursor`). */
  fresh?<TItem>(spec: S, items: TItem[], from: NextPage): TItem[];
  /** The property that identifies an item when the spec declares no {@link PagingIdentity.identity}. */
  identity?(spec: S): string | undefined;
  /** Whether the client counts the pages (`offset`, `page`) rather than the service naming the next one. */
  readonly counted?: boolean;
}

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
 * naming it and the operation (worded by the error path); `undefined` when every limit given is one.
 */
export function pageLimitError(options: PageOptions, operation: { readonly id: string; readonly method?: string }): ValidationError | undefined {
  for (const name of pageLimitNames) {
    const value: unknown = options[name];
    if (value !== undefined && !(Number.isSafeInteger(value) && (value as number) >= 0)) return refusal('pageLimit', { field: name, operation: operation.id, method: operation.method }, name, value);
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
 * already, for a cursor that includes itself), or a URL to GET. `walk` is the walk it belongs to, which reads it:
 * the walk's guard, which the place of the second page loads.
 */
export type NextPage = ({ readonly input: Record<string, unknown>; readonly skip?: number } | { readonly url: string }) & {
  readonly walk?: PageWalk;
};

/**
 * One walk through a list from its second page on, guarded against a service that sends it round in circles or
 * on forever (`page-walk.ts`): it reads each page and checks it before it is yielded, and the place of the next
 * page carries the walk.
 */
export interface PageWalk {
  /**
   * Reads the page at `at`, and where the one after it is, tied to this walk; rejects with a
   * {@link ResponseValidationError} naming the operation when the page repeats something or is one empty page
   * too many.
   */
  read(at: NextPage): Promise<{ page: Page<unknown>; next: NextPage | undefined }>;
}

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

  /** Yields pages, honouring `maxPages` and `maxItems`. */
  async *byPage(): AsyncGenerator<Page<TItem, TBody>, void, undefined> {
    // What is left of each limit: a page counts against `maxPages`, its items (cut to what is left) against
    // `maxItems`. The walk ends once one is used up (a limit that is not a number, which the list method refuses,
    // limits nothing here).
    let { maxPages = Infinity, maxItems = Infinity } = this.#limits;
    let next: NextPage | undefined;
    while (!(maxPages-- <= 0 || maxItems <= 0)) {
      const result = await this.#fetch(next);
      const page = upTo(result.page, maxItems);
      maxItems -= page.items.length;
      yield page;
      if ((next = result.next) === undefined) return;
    }
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

  /** The first page only, fetched whatever `maxPages` says, its items cut to `maxItems`. */
  async firstPage(): Promise<Page<TItem, TBody>> {
    return upTo((await this.#fetch(undefined)).page, this.#limits.maxItems ?? Infinity);
  }
}

/** `page`, or a copy with its first `room` items when it has more. */
function upTo<TItem, TBody>(page: Page<TItem, TBody>, room: number): Page<TItem, TBody> {
  return page.items.length > room ? { ...page, items: page.items.slice(0, room) } : page;
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

/**
 * The items of a page body, an answer to `operation`; a body whose items are not an array is a
 * {@link ResponseValidationError} naming it (worded by the error path).
 */
export function pageItems<TItem>(spec: PaginationSpec, body: unknown, operation: { readonly id: string; readonly method?: string }): TItem[] {
  const items = readPath(body, spec.items) ?? [];
  if (!Array.isArray(items)) throw walkRefusal('notAList', operation, operation.id, spec.items);
  return items as TItem[];
}

