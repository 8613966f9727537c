/**
 * The guard of a walk through a list, loaded on demand (`walkGuards` in `list-operation.ts`): for the second page
 * of a walk, which it is then handed the first page through (`followFacts`), or for a first page that
 * `first-page.ts` finds it would refuse, so that the refusal is the guard's. It imports nothing the page has: the
 * error class and what it reads of a page are the page's tools, given to {@link guardedWalkWith}, so that a
 * bundler keeps them in the page's file.
 */
import type * as errors from './errors.js';
import type * as firstPage from './first-page.js';
import type { PageFacts } from './first-page.js';
import type { NextPage, PageWalk, PaginationSpec } from './pagination.js';

/** @internal What the guard takes from the page. */
export type WalkTools = Pick<typeof errors, 'ResponseValidationError'> & Pick<typeof firstPage, 'pageFacts' | 'placeMark' | 'walkIdentity'>;

/** @internal The guard of one walk: a {@link PageWalk} that can also be handed a page by its facts. */
export interface WalkGuard extends PageWalk {
  /**
   * `follow` for a page known by what the guard keeps of it (`pageFacts`, read when the page was received): how
   * a walk whose guard is loaded for its second page hands it the first, as it was.
   */
  followFacts(next: NextPage | undefined, facts: PageFacts, method?: string): NextPage | undefined;
}

/** @internal How the guard of a walk of `operation` started from `firstInput` is made, allowing `maxEmptyPages` empty pages in a row. */
export type WalkGuardClass = new (spec: PaginationSpec, operation: string, firstInput: Readonly<Record<string, unknown>>, maxEmptyPages: number) => WalkGuard;

/** @internal The guard of walks, built with the page's tools. */
export function guardedWalkWith(tools: WalkTools): WalkGuardClass {
  const { ResponseValidationError, pageFacts, placeMark, walkIdentity } = tools;

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
  class GuardedWalk implements WalkGuard {
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

    /** A guard of a walk of `operation` started from `firstInput`, allowing `maxEmptyPages` empty pages in a row. */
    constructor(spec: PaginationSpec, operation: string, firstInput: Readonly<Record<string, unknown>>, maxEmptyPages: number) {
      const { finder } = spec;
      this.#spec = spec;
      this.#operation = operation;
      this.#maxEmptyPages = maxEmptyPages;
      this.#identity = walkIdentity(spec);
      this.#yielded = this.#identity === undefined ? undefined : new Set();
      const first = finder.mark?.(spec, firstInput, undefined);
      if (first !== undefined) this.#seen.add(first);
    }

    follow(next: NextPage | undefined, items: readonly unknown[], method?: string): NextPage | undefined {
      return this.followFacts(next, pageFacts(this.#spec, items), method);
    }

    /** See {@link WalkGuard.followFacts}. */
    followFacts(next: NextPage | undefined, facts: PageFacts, method?: string): NextPage | undefined {
      const { finder } = this.#spec;
      this.#pages++;
      const mark = placeMark(this.#spec, next);
      if (mark !== undefined && this.#seen.has(mark)) this.#refuse(method, finder.repeated);
      if (this.#yielded !== undefined) this.#checkIdentities(facts.keys ?? [], method);
      else if (facts.count > 0 && this.#samePageAgain(facts)) {
        if (finder.counted) this.#refuse(method, finder.repeated);
        this.#refuse(method, 'items as an earlier page', `, under a new ${finder.place},`);
      }
      if (next === undefined) return undefined;
      if (mark !== undefined) this.#seen.add(mark);
      this.#emptyPages = facts.count === 0 ? this.#emptyPages + 1 : 0;
      if (this.#emptyPages > this.#maxEmptyPages) {
        throw new ResponseValidationError(
          `${this.#operation}: the service gave ${this.#emptyPages} pages in a row without items, each with a new ${finder.place}; paging stopped after ${this.#pagesText()} (maxEmptyPages is ${this.#maxEmptyPages})`,
          { operation: this.#operation, method },
        );
      }
      return { ...next, walk: this };
    }

    /** Refuses a page holding an item yielded before (or twice itself), by its items' `keys`; otherwise remembers them. */
    #checkIdentities(keys: readonly string[], method: string | undefined): void {
      const yielded = this.#yielded!;
      const added: string[] = [];
      for (const key of keys) {
        if (yielded.has(key)) {
          // The page is refused whole: none of it was yielded.
          for (const fresh of added) yielded.delete(fresh);
          this.#refuse(method, `item (by ${this.#identity})`, `, under a new ${this.#spec.finder.place},`);
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

  return GuardedWalk;
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
