/**
 * Paging of this service, declared on a table entry as `paging`. The shared engine knows token, link and
 * offset paging; this service numbers its pages, or continues after the last item's id, so the client
 * walks these itself.
 *
 * - `page`: zero-based page numbers (`page`, `limit`); the answer echoes `total`, and the walk ends once
 *   `(page + 1) * limit` reaches it or a page comes back empty.
 * - `afterLastId`: the next request carries the last item's `id` in `cursorParam`, while `hasMore` is true.
 */
export type PagingSpec =
  | {
      readonly style: 'page';
      /** Property of `result` holding the items. */
      readonly items: string;
      /** Input property holding the page number. */
      readonly pageParam: string;
      /** Input property holding the page size. */
      readonly limitParam: string;
      /** The service's page size when none is given. */
      readonly defaultLimit: number;
    }
  | {
      readonly style: 'afterLastId';
      readonly items: string;
      /** Input property holding the id to continue after. */
      readonly cursorParam: string;
      /** Property of `result` saying whether more items follow. */
      readonly hasMore: string;
    };
