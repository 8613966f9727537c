/**
 * The link to a list's next page that services with `nextLink` paging put in an answer.
 */
import type { FakeRequest, HandlerContext } from './handlers.js';

/**
 * The full URL of the request's list with `tokenParam` set to `token`: the fake's base URL, the request's path
 * and its query (`api-version`, filters) kept, an earlier token replaced.
 *
 * @example
 * ```ts
 * const list: FakeHandler = (req, ctx) => {
 *   const page = paginate(items, { pageSize: 100, token: req.query.get('$skipToken') });
 *   const nextLink = page.nextToken === undefined ? undefined : nextPageLink(req, ctx, '$skipToken', page.nextToken);
 *   return json(200, { value: page.items, nextLink });
 * };
 * ```
 */
export function nextPageLink(req: FakeRequest, ctx: HandlerContext, tokenParam: string, token: string): string {
  const query = new URLSearchParams(req.query);
  query.set(tokenParam, token);
  return `${ctx.baseUrl}${req.path}?${query}`;
}
