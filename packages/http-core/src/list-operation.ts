import type { Operation, OperationRunner, OperationSpec } from './operation.js';
import type { CallOptions } from './call-options.js';
import { answerRefusal } from './deferred-error.js';
import { firstPageRefused, pageFacts, placeMark, walkIdentity, type PageFacts } from './first-page.js';
import { onDemand } from './on-demand.js';
import type { WalkGuardStart } from './page-walk.js';
import { DEFAULT_MAX_EMPTY_PAGES, pageItems, pageLimitError, PageIterator, type NextPage, type PageOptions, type PaginationSpec } from './pagination.js';

/**
 * The guard of walks (`page-walk.ts`), loaded on demand: for the second page of a walk, which it reads as every
 * later one (and preloaded once a first page pointing to a next one is received, so that the second does not wait
 * for the network twice). A page whose lists end at their first page never downloads it.
 */
const walkGuards = onDemand<WalkGuardStart>(
  () => import('./page-walk.js').then((module) => module.guardedWalkWith([answerRefusal, pageFacts, placeMark, walkIdentity, pageItems])),
  'the guard of list walks',
);

/**
 * What the guard keeps of the first page of each walk, by the place of its second page (a new object for each
 * page, from the style's `next`): what the guard loaded for the second page is handed first.
 */
const firstPages = new WeakMap<NextPage, PageFacts>();

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
    const { maxItems, maxPages, maxEmptyPages = DEFAULT_MAX_EMPTY_PAGES, ...call } = options;
    // A limit that is not a whole number fails the first page, before anything is sent.
    const invalid = pageLimitError(options, operation.id, operation.method);
    return new PageIterator(async (next) => {
      try {
        if (invalid) throw invalid;
        // Each walk (each `byPage()`) has its guard against a service that repeats itself, which reads its pages
        // from the second on (loaded then, before anything is sent, and handed the first page); later pages carry it.
        if (next) return await (next.walk ?? (await walkGuards(operation))(runner, operation, input, call, maxEmptyPages, next, firstPages.get(next)!)).read(next);
        const { data, response } = await runner.execute(operation, input, call);
        const items = pageItems(pagination, data, operation.id);
        return { page: { items, body: data, response }, next: firstFollowing(pagination.finder.next(pagination, input, data, response, items.length), items) };
      } catch (error) {
        throw await runner.finish(error, call);
      }
    }, invalid ? {} : { maxItems, maxPages });

    /**
     * Where a walk goes after its first page, checked without the guard: a page the guard would refuse ends the
     * walk with its refusal, worded by the error path (while the error path cannot load, in fewer words, naming
     * the operation but not what repeated). A page pointing to a next one starts loading the guard.
     */
    function firstFollowing(place: NextPage | undefined, items: readonly unknown[]): NextPage | undefined {
      const facts = pageFacts(pagination, items, place !== undefined);
      const why = firstPageRefused(pagination, input, place, facts, maxEmptyPages);
      if (why) {
        const { id, method } = operation;
        throw answerRefusal(`${id}: the first page repeats itself or is empty; paging stopped`, 'walkStopped', { operation: id, method }, id, pagination.style, 1, why, walkIdentity(pagination), maxEmptyPages);
      }
      if (place) {
        walkGuards(operation).catch(() => {});
        firstPages.set(place, facts);
      }
      return place;
    }
  };
}
