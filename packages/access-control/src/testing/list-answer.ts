/**
 * The list answer of the service, `{ value, nextLink }`, with `nextLink` a full URL back to the same list.
 */
import { json, nextPageLink, paginate, type FakeRequest, type FakeResponse, type HandlerContext } from '@org/http-core/testing';

const tokenParam = '$skipToken';

/** Answers one page of `items`; the next page's link keeps the request's query (`api-version`, `$filter`). */
export function listAnswer(req: FakeRequest, ctx: HandlerContext, items: readonly unknown[], pageSize: number): FakeResponse {
  const page = paginate(items, { pageSize, token: req.query.get(tokenParam) });
  return json(200, { value: page.items, ...(page.nextToken === undefined ? {} : { nextLink: nextPageLink(req, ctx, tokenParam, page.nextToken) }) });
}
