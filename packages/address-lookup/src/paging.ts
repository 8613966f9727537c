import { PageIterator, type ApiPromise, type CallOptions, type NextPage, type PageOptions } from '@org/http-core';
import type { PagingSpec } from './paging-spec.js';

type Input = Record<string, unknown>;

/** Turns a one-page call into a method returning a {@link PageIterator} that follows `paging`. */
export function pagedMethod(
  call: (input: Input, options: CallOptions) => ApiPromise<unknown>,
  paging: PagingSpec,
): (input?: Input, options?: CallOptions & PageOptions) => PageIterator<unknown, unknown> {
  return (input = {}, options = {}) => {
    const { maxItems, maxPages, ...callOptions } = options;
    return new PageIterator(
      async (next) => {
        const current = next && 'input' in next ? next.input : input;
        const { data, response } = await call(current, callOptions).withResponse();
        const items = itemsOf(data, paging.items);
        return { page: { items, body: data, response }, next: nextPageOf(paging, current, data, items) };
      },
      { maxItems, maxPages },
    );
  };
}

function itemsOf(body: unknown, property: string): unknown[] {
  const items = (body as Record<string, unknown> | null | undefined)?.[property];
  return Array.isArray(items) ? items : [];
}

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** Where the page after this one is, or `undefined` at the end. */
export function nextPageOf(paging: PagingSpec, input: Input, body: unknown, items: readonly unknown[]): NextPage | undefined {
  if (items.length === 0) return undefined;
  const result = (body ?? {}) as Record<string, unknown>;
  if (paging.style === 'page') {
    const page = numberOr(result.page, numberOr(input[paging.pageParam], 0));
    const limit = numberOr(result.limit, numberOr(input[paging.limitParam], paging.defaultLimit));
    // A short page is the last; a long one means the service answered everything at once (a postcode query).
    if (items.length !== limit) return undefined;
    if (typeof result.total === 'number' && (page + 1) * limit >= result.total) return undefined;
    return { input: { ...input, [paging.pageParam]: page + 1 } };
  }
  if (result[paging.hasMore] !== true) return undefined;
  const last = items[items.length - 1] as { id?: unknown } | undefined;
  const id = last?.id;
  return typeof id === 'string' || typeof id === 'number' ? { input: { ...input, [paging.cursorParam]: id } } : undefined;
}
