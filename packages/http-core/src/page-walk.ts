import { ResponseValidationError } from './errors.js';
import { DEFAULT_MAX_EMPTY_PAGES, readPath, type NextPage, type PageOptions, type PageWalk, type PaginationSpec } from './pagination.js';

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
 * bounded. Values are never shown: a link or token may carry a credential. What names a place, and the words of
 * a refusal, are the style's ({@link PaginationSpec.finder}).
 */
export class GuardedWalk implements PageWalk {
  readonly #spec: PaginationSpec;
  readonly #operation: string;
  readonly #seen = new Set<string>();
  readonly #maxEmptyPages: number;
  /** Identities of the items yielded, where the table declares them and the service chooses the next page. */
  readonly #yielded: Set<string> | undefined;
  readonly #identity: string | undefined;
  /** Length and hash of each page's items, where items have no identity. */
  readonly #pagesYielded = new Set<string>();
  #pages = 0;
  #emptyPages = 0;

  constructor(spec: PaginationSpec, operation: string, firstInput: Readonly<Record<string, unknown>>, limits: PageOptions = {}) {
    const { finder } = spec;
    this.#spec = spec;
    this.#operation = operation;
    this.#maxEmptyPages = limits.maxEmptyPages ?? DEFAULT_MAX_EMPTY_PAGES;
    this.#identity = finder.counted ? undefined : (spec.identity ?? finder.identity?.(spec));
    this.#yielded = this.#identity === undefined ? undefined : new Set();
    const first = finder.mark?.(spec, firstInput, undefined);
    if (first !== undefined) this.#seen.add(first);
  }

  follow(next: NextPage | undefined, items: readonly unknown[], method?: string): NextPage | undefined {
    const { finder } = this.#spec;
    this.#pages++;
    const mark = next === undefined ? undefined : 'url' in next ? next.url : finder.mark?.(this.#spec, next.input, next.skip);
    if (mark !== undefined && this.#seen.has(mark)) this.#refuse(method, finder.repeated);
    if (this.#yielded !== undefined) this.#checkIdentities(items, method);
    else if (items.length > 0 && this.#samePageAgain(items)) {
      if (finder.counted) this.#refuse(method, finder.repeated);
      this.#refuse(method, 'items as an earlier page', `, under a new ${finder.place},`);
    }
    if (next === undefined) return undefined;
    if (mark !== undefined) this.#seen.add(mark);
    this.#emptyPages = items.length === 0 ? this.#emptyPages + 1 : 0;
    if (this.#emptyPages > this.#maxEmptyPages) {
      throw new ResponseValidationError(
        `${this.#operation}: the service gave ${this.#emptyPages} pages in a row without items, each with a new ${finder.place}; paging stopped after ${this.#pagesText()} (maxEmptyPages is ${this.#maxEmptyPages})`,
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
        this.#refuse(method, `item (by ${this.#identity})`, `, under a new ${this.#spec.finder.place},`);
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

  #pagesText(): string {
    return `${this.#pages} page${this.#pages === 1 ? '' : 's'}`;
  }

  #refuse(method: string | undefined, thing: string, how = ''): never {
    throw new ResponseValidationError(
      `${this.#operation}: the service gave the same ${thing} again${how} after ${this.#pagesText()}; paging stopped rather than loop or yield items twice`,
      { operation: this.#operation, method },
    );
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
