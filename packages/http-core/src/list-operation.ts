import type { Operation, OperationRunner, OperationSpec } from './operation.js';
import type { CallOptions } from './call-options.js';
import { AnswerInfo } from './answer-info.js';
import { ResponseValidationError } from './errors.js';
import { firstPageRefused, pageFacts, placeMark, walkIdentity } from './first-page.js';
import { onDemand } from './on-demand.js';
import type { WalkGuards } from './page-walk.js';
import type { ResponseInfo } from './api-promise.js';
import { DEFAULT_MAX_EMPTY_PAGES, pageItems, pageLimitError, PageIterator, type NextPage, type PageOptions, type PaginationSpec } from './pagination.js';

/**
 * The guard of walks (`page-walk.ts`), loaded on demand: for the second page of a walk, which it reads as every
 * later one (and preloaded once a first page pointing to a next one is received, so that the second does not wait
 * for the network twice), or for the words of a first page it refuses. A page whose lists end at their first page
 * never downloads it.
 */
const walkGuards = onDemand<WalkGuards>(
  () => import('./page-walk.js').then((module) => module.guardedWalkWith([ResponseValidationError, pageFacts, placeMark, walkIdentity, pageItems, receivedHeaders])),
  'the guard of list walks',
);

/** @internal The headers of an answer as received (those it shows have a credential scrubbed from them), where a style reads its next page. */
export function receivedHeaders(response: ResponseInfo): Headers {
  return response instanceof AnswerInfo ? response.received : response.headers;
}

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
    const invalid = pageLimitError(options, operation.id, operation.method);
    return new PageIterator(async (next) => {
      try {
        if (invalid) throw invalid;
        // Each walk (each `byPage()`) has its guard against a service that repeats itself, which reads its pages
        // from the second on; the place of each carries it (`firstFollowing`).
        if (next) return await next.walk!.read(next);
        const { data, response } = await runner.execute(operation, input, call);
        const items = pageItems(pagination, data, operation);
        const place = pagination.finder.next(pagination, input, data, receivedHeaders(response), items.length);
        return { page: { items, body: data, response }, next: await firstFollowing(place, items) };
      } catch (error) {
        throw await runner.finish(error, call);
      }
    }, invalid ? {} : options);

    /**
     * Where a walk goes after its first page, checked without the guard: a page the guard would refuse ends the
     * walk with its refusal, in the words of the guard, loaded for them (while it cannot load, in fewer words,
     * naming the operation but not what repeated). A page pointing to a next one starts loading the guard, and
     * carries the walk that hands the guard, once loaded (before anything more is sent), the first page as it was
     * received.
     */
    async function firstFollowing(place: NextPage | undefined, items: readonly unknown[]): Promise<NextPage | undefined> {
      const facts = pageFacts(pagination, items, place !== undefined);
      const why = firstPageRefused(pagination, input, place, facts, maxEmptyPages);
      if (why) {
        const guards = await walkGuards(operation).catch(() => undefined);
        throw guards ? guards.firstPageRefused(operation, why, maxEmptyPages) : new ResponseValidationError(`${operation.id}: paging stopped`, { operation: operation.id, method: operation.method });
      }
      if (!place) return undefined;
      walkGuards(operation).catch(() => {});
      return { ...place, walk: { read: async (at) => (await walkGuards(operation)).start(runner, operation, input, call, maxEmptyPages, at, facts).read(at) } };
    }
  };
}
