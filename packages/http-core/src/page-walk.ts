/**
 * The guard of a walk through a list, loaded on demand (`walkGuards` in `list-operation.ts`) for the second page
 * of a walk, which it reads, as every later one, having been handed the first page as it was received (and
 * refusing then, before the second page is sent for, what it refuses of the first), or for the words of a first
 * page holding an item twice (`first-page.ts` tells that one apart without the guard). It holds the words of its
 * refusals, by the paging style's name, so that only a page with lists carries them. It imports nothing the page
 * has: the error class and how a page is read are the page's tools, given to {@link guardedWalkWith}, so that a
 * bundler keeps them in the page's file.
 */
import type { CallOptions } from './call-options.js';
import type * as errors from './errors.js';
import type * as firstPage from './first-page.js';
import type { Operation, OperationRunner } from './operation.js';
import type * as pagination from './pagination.js';
import type { NextPage, PageWalk, PaginationSpec } from './pagination.js';

/** @internal What the guard takes from the page, in this order (a list: the page carries the tools, not their names). */
export type WalkTools = readonly [
  typeof errors.ResponseValidationError,
  typeof firstPage.pageText,
  typeof firstPage.walkIdentity,
  typeof pagination.pageItems,
  typeof pagination.readPath,
];

/** Why the guard stops a walk at a page: a place given again, a page of items yielded already, an item yielded already, too many empty pages. */
type WalkStop = 'place' | 'page' | 'item' | 'empty';

/**
 * @internal The guard of a walk through the list of `operation`, started from `firstInput` with the options `call`
 * and allowing `maxEmptyPages` empty pages in a row, made for the walk's second page: handed its first page as text
 * (`first`, written by `pageText` when the page was received) and the place of the second (`second`), it refuses
 * what it would have refused of that first page. It reads the pages with `runner`.
 */
export type WalkGuardStart = (
  runner: OperationRunner,
  operation: Operation,
  firstInput: Readonly<Record<string, unknown>>,
  call: CallOptions,
  maxEmptyPages: number,
  second: NextPage | undefined,
  first: string,
) => PageWalk;

/** @internal The guard of walks: how one starts, for a walk's second page or to refuse a first page holding an item twice. */
export interface WalkGuards {
  readonly start: WalkGuardStart;
}

/** @internal The guard of walks, built with the page's tools. */
export function guardedWalkWith(tools: WalkTools): WalkGuards {
  const [ResponseValidationError, pageText, walkIdentity, pageItems, readPath] = tools;

  /**
   * What the guard keeps of a page of `items` of a walk of `spec`: how many items it had, and either the identities
   * of its items, one key per item that has one (`#` and the number for a numeric one), in page order (where the
   * walk tells items apart by identity), or the text of the whole page (where it does not, and the page has items).
   */
  const pageFacts = (spec: PaginationSpec, items: readonly unknown[]): PageFacts => {
    const identity = walkIdentity(spec);
    if (identity === undefined) return { count: items.length, text: items.length > 0 ? pageText(items) : undefined };
    const keys: string[] = [];
    for (const item of items) {
      const found = readPath(item, identity);
      if (typeof found === 'string') keys.push(found);
      else if (typeof found === 'number') keys.push(`#${found}`);
    }
    return { count: items.length, keys };
  };

  /** What names the place `next` in the list of `spec` (its URL, token, cursor or last id); `undefined` for none. */
  const placeMark = (spec: PaginationSpec, next: NextPage | undefined): string | undefined =>
    next === undefined ? undefined : 'url' in next ? next.url : markText(spec.finder.mark?.(spec, next.input, next.skip));

  /**
   * Guards one walk through a list against a service that sends it round in circles or on forever:
   *
   * - a page token, next link, `Link` URL, cursor or last id given again (also on an empty page);
   * - an item yielded already, under a new token (by the table's `identity`; without one, a page holding exactly
   *   the items of an earlier page, which is also the check of the styles where the client counts, `offset` and
   *   `page`);
   * - more than `maxEmptyPages` pages in a row without items, each pointing to a next one.
   *
   * Such a page is refused before its items are yielded, so nothing comes twice and the number of requests stays
   * bounded. Values are never shown: a link or token may carry a credential. What names a place is the style's
   * ({@link PaginationSpec.finder}).
   */
  class GuardedWalk implements PageWalk {
    readonly #runner: OperationRunner;
    readonly #operation: Operation;
    readonly #spec: PaginationSpec;
    readonly #firstInput: Readonly<Record<string, unknown>>;
    readonly #call: CallOptions;
    readonly #seen = new Set<string>();
    readonly #maxEmptyPages: number;
    /** Identities of the items yielded, where the table declares them and the service chooses the next page. */
    readonly #yielded: Set<string> | undefined;
    readonly #identity: string | undefined;
    /** Length and hash of each page's items, where items have no identity. */
    readonly #pagesYielded = new Set<string>();
    #pages = 0;
    #emptyPages = 0;

    /** See {@link WalkGuardStart}. */
    constructor(runner: OperationRunner, operation: Operation, firstInput: Readonly<Record<string, unknown>>, call: CallOptions, maxEmptyPages: number) {
      const spec = operation.spec.pagination!;
      const { finder } = spec;
      this.#runner = runner;
      this.#operation = operation;
      this.#spec = spec;
      this.#firstInput = firstInput;
      this.#call = call;
      this.#maxEmptyPages = maxEmptyPages;
      this.#identity = walkIdentity(spec);
      this.#yielded = this.#identity === undefined ? undefined : new Set();
      const first = markText(finder.mark?.(spec, firstInput, undefined));
      if (first !== undefined) this.#seen.add(first);
    }

    async read(at: NextPage): Promise<{ page: pagination.Page<unknown>; next: NextPage | undefined }> {
      const operation = this.#operation;
      const spec = this.#spec;
      const { finder } = spec;
      const current = 'input' in at ? at.input : this.#firstInput;
      const { data, response } =
        'url' in at ? await this.#runner.followLink(operation, this.#firstInput, at.url, this.#call) : await this.#runner.execute(operation, current, this.#call);
      const received = pageItems(spec, data, operation);
      // A cursor that includes itself gives again the items at it that were received already.
      const items = finder.fresh ? finder.fresh(spec, received, at) : received;
      const next = finder.next(spec, current, data, response, received.length);
      return { page: { items, body: data, response }, next: this.followFacts(next, pageFacts(spec, items)) };
    }

    /**
     * Checks a page known by what the guard keeps of it (`pageFacts`, read when the page was received) and where
     * the one after it is, and returns that place tied to this walk; refuses a page that repeats something or is
     * one empty page too many.
     */
    followFacts(next: NextPage | undefined, facts: PageFacts): NextPage | undefined {
      this.#pages++;
      const mark = placeMark(this.#spec, next);
      if (mark !== undefined && this.#seen.has(mark)) this.#refuse('place');
      if (this.#yielded !== undefined) this.#checkIdentities(facts.keys ?? []);
      else if (facts.count > 0 && this.#samePageAgain(facts)) this.#refuse(this.#spec.finder.counted ? 'place' : 'page');
      if (next === undefined) return undefined;
      if (mark !== undefined) this.#seen.add(mark);
      this.#emptyPages = facts.count === 0 ? this.#emptyPages + 1 : 0;
      if (this.#emptyPages > this.#maxEmptyPages) this.#refuse('empty');
      return { ...next, walk: this };
    }

    /** Refuses a page holding an item yielded before (or twice itself), by its items' `keys`; otherwise remembers them. */
    #checkIdentities(keys: readonly string[]): void {
      const yielded = this.#yielded!;
      const added: string[] = [];
      for (const key of keys) {
        if (yielded.has(key)) {
          // The page is refused whole: none of it was yielded.
          for (const fresh of added) yielded.delete(fresh);
          this.#refuse('item');
        }
        yielded.add(key);
        added.push(key);
      }
    }

    /** Whether a page holds exactly the items of an earlier page of the walk; remembers it (as a hash) otherwise. */
    #samePageAgain(facts: PageFacts): boolean {
      const key = `${facts.count}:${hashText(facts.text ?? '')}`;
      if (this.#pagesYielded.has(key)) return true;
      this.#pagesYielded.add(key);
      return false;
    }

    /** Stops the walk at the page just read, for the reason `why`. */
    #refuse(why: WalkStop): never {
      throw walkStopped(this.#operation, this.#spec, this.#pages, why, this.#maxEmptyPages);
    }
  }

  /** The error of a walk of `operation` stopped after `pages` pages, for the reason `why`. */
  function walkStopped(operation: Operation, spec: PaginationSpec, pages: number, why: WalkStop, maxEmptyPages: number): errors.ResponseValidationError {
    const [repeated, place] = pagingPlaces[spec.style];
    const after = `${pages} page${pages === 1 ? '' : 's'}`;
    const what = why === 'place' ? `${repeated} again` : `${why === 'item' ? `item (by ${walkIdentity(spec)})` : 'items as an earlier page'} again, under a new ${place},`;
    const message =
      why === 'empty'
        ? `the service gave ${maxEmptyPages + 1} pages in a row without items, each with a new ${place}; paging stopped after ${after} (maxEmptyPages is ${maxEmptyPages})`
        : `the service gave the same ${what} after ${after}; paging stopped rather than loop or yield items twice`;
    return new ResponseValidationError(`${operation.id}: ${message}`, { operation: operation.id, method: operation.method });
  }

  return {
    start(runner, operation, firstInput, call, maxEmptyPages, second, first) {
      const walk = new GuardedWalk(runner, operation, firstInput, call, maxEmptyPages);
      walk.followFacts(second, pageFacts(operation.spec.pagination!, JSON.parse(first) as unknown[]));
      return walk;
    },
  };
}

/** The text of a place a style's `mark` names: a string, or a number as its string; `undefined` for anything else. */
function markText(mark: unknown): string | undefined {
  return typeof mark === 'string' || typeof mark === 'number' ? String(mark) : undefined;
}

/** What the guard keeps of a page (`pageFacts`). */
interface PageFacts {
  readonly count: number;
  readonly keys?: readonly string[];
  readonly text?: string;
}

/**
 * What each paging style calls a place given again (a page, for the styles where the client counts), and what
 * names its next page, in the words of a walk that stopped.
 */
const pagingPlaces: { readonly [S in PaginationSpec['style']]: readonly [repeated: string, place: string] } = {
  nextLink: ['next link', 'next link'],
  pageToken: ['page token', 'page token'],
  continuationToken: ['continuation token', 'continuation token'],
  cursor: ['cursor', 'cursor'],
  linkHeader: ['next page link of the Link header', 'Link header'],
  offset: ['page (the same items as an earlier page, whatever the offset asked)', 'offset'],
  page: ['page (the same items as an earlier page, whatever the page number asked)', 'page number'],
  afterLastId: ['last item id to continue after', 'last item id'],
};


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
