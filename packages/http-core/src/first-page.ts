/**
 * The first page of a walk, read in the page when it is received, without the walk's guard (`page-walk.ts`): it is
 * checked here for one thing only, an item twice in it (refused before it is yielded, in the guard's words), and
 * kept as text, which the guard loaded for the second page reads, so that the guard knows the first page exactly as
 * it was received, whatever the caller did with its items since. Whatever else the guard would refuse of a first
 * page (its next place given again, one empty page too many) it refuses when the walk asks for the second page,
 * before that page is sent for, so that a page whose walks stop at their first page never downloads the guard.
 */
import { readPath, type PaginationSpec } from './pagination.js';

/** @internal The property identifying an item of a walk of `spec`; `undefined` where items are compared whole (and where the client counts). */
export function walkIdentity(spec: PaginationSpec): string | undefined {
  return spec.finder.counted ? undefined : (spec.identity ?? spec.finder.identity?.(spec));
}

/**
 * @internal Whether `items` hold an item twice, by the identity of a walk of `spec` (a string, or a number, which is
 * not the same identity as its string); never where a walk has no identity.
 */
export function itemTwice(spec: PaginationSpec, items: readonly unknown[]): boolean {
  const identity = walkIdentity(spec);
  const seen = new Set<unknown>();
  for (const item of items) {
    const key = identity === undefined ? undefined : readPath(item, identity);
    if ((typeof key === 'string' || typeof key === 'number') && seen.size === seen.add(key).size) return true;
  }
  return false;
}

/** @internal A page's items as text, a big integer written with its `n`: how the guard compares pages, and is handed a first one. */
export function pageText(items: readonly unknown[]): string {
  return JSON.stringify(items, (_key, part: unknown) => (typeof part === 'bigint' ? `${part}n` : part));
}
