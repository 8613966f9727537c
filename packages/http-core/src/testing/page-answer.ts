/**
 * The answer of one page of a list paged with tokens: the items under the list's field and the token of the
 * next page beside them, left out on the last page.
 */
import type { PageSlice } from './paginate.js';
import { json, type FakeResponse } from './responses.js';

/** Options of {@link pageAnswer}. */
export interface PageAnswerOptions {
  /**
   * The field of the next page's token.
   * @default 'nextPageToken'
   */
  readonly tokenField?: string;
  /** More fields of the answer, after the items and the token (`unreachable`, `timeRangeBegin`, ...). */
  readonly extra?: Readonly<Record<string, unknown>>;
}

/**
 * A 200 JSON answer of one page: `{ [field]: page.items, nextPageToken }`, the token only when there is a next
 * page, then `extra`.
 *
 * @example
 * ```ts
 * const listWidgets: FakeHandler = (req) => {
 *   const page = paginate(store.list(), { pageSize: req.query.get('pageSize'), token: req.query.get('pageToken') });
 *   return pageAnswer('widgets', page);
 * };
 * const listCrashGroups: FakeHandler = (req) => {
 *   const page = paginate(store.list(), { pageSize: req.query.get('$top'), token: req.query.get('continuation_token') });
 *   return pageAnswer('crash_groups', page, { tokenField: 'continuation_token', extra: { limited_result_set: false } });
 * };
 * ```
 */
export function pageAnswer(field: string, page: PageSlice<unknown>, options: PageAnswerOptions = {}): FakeResponse {
  const token = page.nextToken === undefined ? {} : { [options.tokenField ?? 'nextPageToken']: page.nextToken };
  return json(200, { [field]: page.items, ...token, ...options.extra });
}
