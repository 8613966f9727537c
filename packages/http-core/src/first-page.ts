/**
 * The first page of a walk, checked without the walk's guard (`page-walk.ts`): on a first page the guard can
 * refuse only a few things, which this module tells apart in a few lines and without any wording (the words of a
 * refusal are the guard's, loaded for a first page it refuses), so that a page whose walks stop at their first page never
 * downloads the guard. What the guard reads of a page ({@link PageFacts}) is read here too, so that the guard
 * loaded for the second page knows the first exactly as it would have seen it.
 */
import { readPath, type NextPage, type PaginationSpec } from './pagination.js';

/** @internal Why the guard stops a walk at a page: a place given again, a page of items yielded already, an item yielded already, too many empty pages. */
export type WalkStop = 'place' | 'page' | 'item' | 'empty';

/**
 * @internal What the guard of a walk keeps of one page: how many items it had, and either the identities of its
 * items (where the walk tells items apart by identity) or the text of the whole page (where it does not).
 */
export interface PageFacts {
  readonly count: number;
  /** One key per item that has an identity (`#` and the number for a numeric one), in page order. */
  readonly keys?: readonly string[];
  /** The page's items as text (for the guard's hash); absent on an empty page, or where it is not needed. */
  readonly text?: string;
}

/** @internal The property identifying an item of a walk of `spec`; `undefined` where items are compared whole (and where the client counts). */
export function walkIdentity(spec: PaginationSpec): string | undefined {
  return spec.finder.counted ? undefined : (spec.identity ?? spec.finder.identity?.(spec));
}

/** @internal What names the place `next` in the list (its URL, token, cursor or last id); `undefined` for none. */
export function placeMark(spec: PaginationSpec, next: NextPage | undefined): string | undefined {
  return next === undefined ? undefined : 'url' in next ? next.url : spec.finder.mark?.(spec, next.input, next.skip);
}

/**
 * @internal What the guard keeps of a page of `items`. The text of a page without identities is read only
 * `withText`: a first page needs it only when the walk goes on.
 */
export function pageFacts(spec: PaginationSpec, items: readonly unknown[], withText = true): PageFacts {
  const identity = walkIdentity(spec);
  if (identity === undefined) return withText && items.length > 0 ? { count: items.length, text: pageText(items) } : { count: items.length };
  const keys: string[] = [];
  for (const item of items) {
    const found = readPath(item, identity);
    if (typeof found === 'string') keys.push(found);
    else if (typeof found === 'number') keys.push(`#${found}`);
  }
  return { count: items.length, keys };
}

/**
 * @internal Why the walk's guard would refuse its first page, asked for with `firstInput` and pointing to `next`:
 * the next place named as the first input names it (`place`: a token given again), an item identity twice in the
 * page (`item`), or, with a `maxEmptyPages` of 0, an empty page pointing to a next one (`empty`); `undefined`
 * when it would not. Nothing else can be refused on a first page: a page is compared with earlier ones only from
 * the second on.
 */
export function firstPageRefused(
  spec: PaginationSpec,
  firstInput: Readonly<Record<string, unknown>>,
  next: NextPage | undefined,
  facts: PageFacts,
  maxEmptyPages: number,
): WalkStop | undefined {
  const mark = placeMark(spec, next);
  if (mark !== undefined && mark === spec.finder.mark?.(spec, firstInput, undefined)) return 'place';
  if (facts.keys !== undefined && new Set(facts.keys).size < facts.keys.length) return 'item';
  return next !== undefined && facts.count === 0 && maxEmptyPages < 1 ? 'empty' : undefined;
}

/** A page's items as text, a big integer written with its `n`. */
function pageText(items: readonly unknown[]): string {
  return JSON.stringify(items, (_key, part: unknown) => (typeof part === 'bigint' ? `${part}n` : part)) ?? '';
}
