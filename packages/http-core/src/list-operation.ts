import type { Operation, OperationRunner, OperationSpec } from './operation.js';
import type { CallOptions } from './call-options.js';
import { ResponseValidationError } from './errors.js';
import { itemTwice, pageText, walkIdentity } from './first-page.js';
import { onDemand } from './on-demand.js';
import type { WalkGuards } from './page-walk.js';
import { DEFAULT_MAX_EMPTY_PAGES, pageItems, pageLimitError, PageIterator, readPath, type PageOptions, type PaginationSpec } from './pagination.js';

/**
 * The guard of walks (`page-walk.ts`), loaded on demand: for the second page of a walk, which it reads as every
 * later one (and preloaded once a first page pointing to a next one is received, so that the second does not wait
 * for the network twice), or for the words of a first page holding an item twice. A page whose lists end at their
 * first page never downloads it.
 */
const walkGuards = onDemand<WalkGuards>(
  () => import('./page-walk.js').then((module) => module.guardedWalkWith([ResponseValidationError, pageText, walkIdentity, pageItems, readPath])),
  'list walks',
);

/**
 * Declares a list operation: one whose answers come in pages (see {@link PaginationSpec}). Its client method
 * returns a {@link PageIterator} that walks the pages; the paging code is bundled only with such operations, and
 * of the styles only the one its `pagination` declares (`pageTokenPaging({ … })` and the other styles' functions).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineListOperation<const S extends OperationSpec & { readonly pagination: PaginationSpec }>(spec: S): S {
  return { ...spec, makeMethod: listMethod };
}

function listMethod(runner: OperationRunner, operation: Operation): unknown {
  const pagination = operation.spec.pagination!;
  return (input: Record<string, unknown> = {}, options: CallOptions & PageOptions = {}) => {
    const { maxItems: _items, maxPages: _pages, maxEmptyPages = DEFAULT_MAX_EMPTY_PAGES, ...call } = options;
    // A limit that is not a whole number fails the first page, before anything is sent.
    const invalid = pageLimitError(options, operation);
    return new PageIterator(async (next) => {
      try {
        if (invalid) throw invalid;
        // Each walk (each `byPage()`) has its guard against a service that repeats itself, which reads its pages
        // from the second on; the place of each carries it.
        if (next) return await next.walk!.read(next);
        const { data, response } = await runner.execute(operation, input, call);
        const items = pageItems(pagination, data, operation);
        const place = pagination.finder.next(pagination, input, data, response, items.length);
        const twice = itemTwice(pagination, items);
        let following = place;
        if (place || twice) {
          // The guard, loading, is handed the first page as it was received, once loaded (before anything more is
          // sent); a page holding an item twice is refused before it is yielded, by the guard, as it would any page
          // holding one, or while it cannot load, in fewer words (naming the operation but not the item). The
          // guard refuses, before the second page is sent for, what else it would refuse of the first page (its
          // next place given again, one empty page too many).
          const first = pageText(items);
          const start = (guards: WalkGuards) => guards.start(runner, operation, input, call, maxEmptyPages, place, first);
          if (twice) {
            start(
              await walkGuards(operation).catch(() => {
                throw new ResponseValidationError(`${operation.id}: paging stopped`, { operation: operation.id, method: operation.method });
              }),
            );
          }
          walkGuards(operation).catch(() => {});
          following = { ...place!, walk: { read: async (at) => start(await walkGuards(operation)).read(at) } };
        }
        return { page: { items, body: data, response }, next: following };
      } catch (error) {
        throw await runner.finish(error, call);
      }
    }, invalid ? {} : options);
  };
}
