import { AnswerInfo } from './answer-info.js';
import type { Operation, OperationRunner, OperationSpec } from './operation.js';
import type { CallOptions } from './call-options.js';
import { GuardedWalk } from './page-walk.js';
import { pageItems, pageLimitError, PageIterator, type PageOptions, type PaginationSpec } from './pagination.js';

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
    const { maxItems, maxPages, maxEmptyPages, ...call } = options;
    // A limit that is not a whole number fails the first page, before anything is sent.
    const invalid = pageLimitError(options, operation.id, operation.method);
    return new PageIterator(async (next) => {
      try {
        if (invalid) throw invalid;
        // Each walk (each `byPage()`) has its guard against a service that repeats itself; later pages carry it.
        const walk = next?.walk ?? new GuardedWalk(pagination, operation.id, input, { maxEmptyPages });
        const current = next && 'input' in next ? next.input : input;
        const { data, response } = next && 'url' in next ? await runner.followLink(operation, input, next.url, call) : await runner.execute(operation, current, call);
        const received = pageItems(pagination, data, operation.id);
        // A cursor that includes itself gives again the items at it that were received already.
        const { finder } = pagination;
        const items = next && finder.fresh ? finder.fresh(pagination, received, next) : received;
        const following = walk.follow(finder.next(pagination, current, data, response instanceof AnswerInfo ? response.received : response.headers, received.length), items, operation.method);
        return { page: { items, body: data, response }, next: following };
      } catch (error) {
        throw await runner.finish(error, call);
      }
    }, invalid ? {} : { maxItems, maxPages });
  };
}
