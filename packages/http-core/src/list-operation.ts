import { AnswerInfo } from './answer-info.js';
import type { Operation, OperationRunner, OperationSpec } from './operation.js';
import type { CallOptions } from './call-options.js';
import { ResponseValidationError } from './errors.js';
import { firstPageRefused, pageFacts, placeMark, walkIdentity, type PageFacts } from './first-page.js';
import { onDemand } from './on-demand.js';
import type { WalkGuardClass } from './page-walk.js';
import { DEFAULT_MAX_EMPTY_PAGES, pageItems, pageLimitError, PageIterator, type NextPage, type PageOptions, type PageWalk, type PaginationSpec } from './pagination.js';

/**
 * The guard of walks (`page-walk.ts`), loaded on demand: for the second page of a walk (and preloaded once a
 * first page pointing to a next one is received, so that the second does not wait for the network twice), or for
 * a first page the guard would refuse. A page whose lists end at their first page never downloads it.
 */
const walkGuards = onDemand<WalkGuardClass>(
  () => import('./page-walk.js').then((module) => module.guardedWalkWith({ ResponseValidationError, pageFacts, placeMark, walkIdentity })),
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
        // Each walk (each `byPage()`) has its guard against a service that repeats itself, from its second page on
        // (loaded then, before anything is sent, and handed the first page); later pages carry it.
        const walk = next && (next.walk ?? (await guardFrom(next)));
        const current = next && 'input' in next ? next.input : input;
        const { data, response } = next && 'url' in next ? await runner.followLink(operation, input, next.url, call) : await runner.execute(operation, current, call);
        const received = pageItems(pagination, data, operation.id);
        // A cursor that includes itself gives again the items at it that were received already.
        const { finder } = pagination;
        const items = next && finder.fresh ? finder.fresh(pagination, received, next) : received;
        const place = finder.next(pagination, current, data, response instanceof AnswerInfo ? response.received : response.headers, received.length);
        return { page: { items, body: data, response }, next: walk ? walk.follow(place, items, operation.method) : await firstFollowing(place, items) };
      } catch (error) {
        throw await runner.finish(error, call);
      }
    }, invalid ? {} : { maxItems, maxPages });

    /** A new guard of a walk whose first page led to `second`, handed that page as it was received. */
    async function guardFrom(second: NextPage): Promise<PageWalk> {
      const walk = new (await walkGuards(operation))(pagination, operation.id, input, maxEmptyPages);
      walk.followFacts(second, firstPages.get(second)!, operation.method);
      return walk;
    }

    /**
     * Where a walk goes after its first page, checked without the guard unless the guard would refuse the page:
     * then the guard is loaded and refuses it. A page that cannot load the guard (it is offline and never loaded
     * it) ends the walk with a {@link ResponseValidationError} in fewer words, naming the operation but not
     * what repeated.
     */
    async function firstFollowing(place: NextPage | undefined, items: readonly unknown[]): Promise<NextPage | undefined> {
      const facts = pageFacts(pagination, items, place !== undefined);
      if (firstPageRefused(pagination, input, place, facts, maxEmptyPages)) {
        const Guard = await walkGuards(operation).catch(() => undefined);
        if (Guard) return new Guard(pagination, operation.id, input, maxEmptyPages).follow(place, items, operation.method);
        throw new ResponseValidationError(`${operation.id}: the first page repeats itself or is empty; paging stopped`, { operation: operation.id, method: operation.method });
      }
      if (place) {
        walkGuards(operation).catch(() => {});
        firstPages.set(place, facts);
      }
      return place;
    }
  };
}
