import { afterAll, describe, expect, it } from 'vitest';
import type { ResponseInfo } from './api-promise.js';
import * as z from 'zod/mini';
import { bearer } from './auth.js';
import { ResponseValidationError, ValidationError } from './errors.js';
import { DEFAULT_MAX_EMPTY_PAGES, PageIterator, pageItems, readPath, type PageOptions } from './pagination.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer, type LoopbackServer, type RecordedRequest } from './test-support/loopback-server.js';
import { defineListOperation } from './index.js';
import { afterLastIdPaging } from './paging-after-last-id.js';
import { continuationTokenPaging, pageTokenPaging } from './paging-token.js';
import { cursorPaging } from './paging-cursor.js';
import { linkHeaderPaging, parseLinkHeader } from './paging-link-header.js';
import { nextLinkPaging } from './paging-next-link.js';
import { offsetPaging } from './paging-offset.js';
import { pageNumberPaging } from './paging-page-number.js';

const Item = z.looseObject({ id: z.string() });
const ALL = Array.from({ length: 10 }, (_, i) => ({ id: `i${i}` }));
const PAGE = 3;

const service = testService(
  {
    lists: {
      nextLink: defineListOperation({
        method: 'GET',
        path: '/next-link',
        summary: 'nextLink paging',
        query: { filter: z.optional(z.string()) },
        response: z.looseObject({ value: z.array(Item), nextLink: z.optional(z.string()) }),
        pagination: nextLinkPaging({ items: 'value', nextLink: 'nextLink' }),
      }),
      pageToken: defineListOperation({
        method: 'GET',
        path: '/page-token',
        summary: 'pageToken paging',
        query: { pageToken: z.optional(z.string()), pageSize: z.optional(z.number()) },
        response: z.looseObject({ items: z.optional(z.array(Item)), nextPageToken: z.optional(z.string()) }),
        pagination: pageTokenPaging({ items: 'items', tokenParam: 'pageToken', nextToken: 'nextPageToken', identity: 'id' }),
      }),
      continuation: defineListOperation({
        method: 'GET',
        path: '/continuation',
        summary: 'continuationToken paging',
        query: { continuationToken: { schema: z.optional(z.string()), name: 'continuation-token' } },
        response: z.looseObject({ results: z.array(Item), continuation: z.optional(z.looseObject({ token: z.nullable(z.string()) })) }),
        pagination: continuationTokenPaging({ items: 'results', tokenParam: 'continuationToken', nextToken: 'continuation.token', identity: 'id' }),
      }),
      cursor: defineListOperation({
        method: 'GET',
        path: '/cursor',
        summary: 'cursor paging',
        query: { after: z.optional(z.string()) },
        response: z.looseObject({ data: z.array(Item), paging: z.looseObject({ next: z.looseObject({ after: z.string() }) }), has_more: z.boolean() }),
        pagination: cursorPaging({ items: 'data', cursorParam: 'after', nextCursor: 'paging.next.after', hasMore: 'has_more', identity: 'id' }),
      }),
      linkHeader: defineListOperation({
        method: 'GET',
        path: '/link-header',
        summary: 'Link header paging',
        query: { page: z.optional(z.number()), perPage: { schema: z.optional(z.number()), name: 'per_page' } },
        headers: { apiVersion: { schema: z.string(), name: 'X-Api-Version', default: '2022-11-28' } },
        response: z.array(Item),
        pagination: linkHeaderPaging({ items: '', identity: 'id' }),
      }),
      afterLastId: defineListOperation({
        method: 'GET',
        path: '/after-last-id',
        summary: 'after-last-id paging',
        query: { startingAfter: { schema: z.optional(z.string()), name: 'starting_after' }, name: z.optional(z.string()) },
        response: z.looseObject({ entries: z.array(Item), hasMore: z.boolean() }),
        pagination: afterLastIdPaging({ items: 'entries', cursorParam: 'startingAfter', hasMore: 'hasMore' }),
      }),
      offset: defineListOperation({
        method: 'GET',
        path: '/offset',
        summary: '$top/$skip paging',
        query: { top: { schema: z.number(), name: '$top' }, skip: { schema: z.optional(z.number()), name: '$skip' } },
        response: z.looseObject({ value: z.array(Item) }),
        pagination: offsetPaging({ items: 'value', offsetParam: 'skip', limitParam: 'top' }),
      }),
      page: defineListOperation({
        method: 'GET',
        path: '/page',
        summary: 'numbered pages',
        query: { page: z.optional(z.number()), limit: z.optional(z.number()) },
        response: z.looseObject({ hits: z.array(Item) }),
        pagination: pageNumberPaging({ items: 'hits', pageParam: 'page', limitParam: 'limit', defaultLimit: PAGE }),
      }),
      since: defineListOperation({
        method: 'GET',
        path: '/since',
        summary: 'items at or after a time, a page at a time',
        query: { start: z.optional(z.string()) },
        response: z.looseObject({ logs: z.array(z.looseObject({ id: z.string(), at: z.string() })), last: z.optional(z.string()), more: z.boolean() }),
        pagination: cursorPaging({ items: 'logs', cursorParam: 'start', nextCursor: 'last', hasMore: 'more', includesCursor: 'at' }),
      }),
    },
  },
  { defaultAuth: ['bearer'] },
);

const [server, other] = await Promise.all([shareServer(route), shareServer()]);

/** Serves the ten items in pages of three in every style. */
function route(request: RecordedRequest, response: Parameters<Parameters<LoopbackServer['handle']>[0]>[1]): void {
  const q = request.query;
  const headers = { 'x-request-id': `req-${request.url}` };
  const slice = (from: number, size = PAGE) => ALL.slice(from, from + size);
  switch (request.path) {
    case '/next-link': {
      const from = Number(q.get('skiptoken') ?? 0);
      const more = from + PAGE < ALL.length;
      return json(response, 200, { value: slice(from), ...(more ? { nextLink: `${server.url}/next-link?skiptoken=${from + PAGE}` } : {}) }, headers);
    }
    case '/page-token': {
      const from = Number(q.get('pageToken') ?? 0);
      const size = Number(q.get('pageSize') ?? PAGE);
      const more = from + size < ALL.length;
      return json(response, 200, { items: slice(from, size), ...(more ? { nextPageToken: String(from + size) } : {}) }, headers);
    }
    case '/continuation': {
      const from = Number(q.get('continuation-token') ?? 0);
      const more = from + PAGE < ALL.length;
      return json(response, 200, { results: slice(from), continuation: { token: more ? String(from + PAGE) : null } }, headers);
    }
    case '/cursor': {
      const from = Number(q.get('after') ?? 0);
      // The cursor is always present; only has_more says whether to go on.
      return json(response, 200, { data: slice(from), paging: { next: { after: String(from + PAGE) } }, has_more: from + PAGE < ALL.length }, headers);
    }
    case '/link-header': {
      const page = Number(q.get('page') ?? 1);
      const last = Math.ceil(ALL.length / PAGE);
      const link = [`</link-header?page=1>; rel="first"`, ...(page < last ? [`<${server.url}/link-header?page=${page + 1}>; rel="next"`] : [])];
      return json(response, 200, slice((page - 1) * PAGE), { ...headers, link: link.join(', ') });
    }
    case '/after-last-id': {
      const after = q.get('starting_after');
      const from = after === null ? 0 : ALL.findIndex((item) => item.id === after) + 1;
      return json(response, 200, { entries: slice(from), hasMore: from + PAGE < ALL.length }, headers);
    }
    case '/offset': {
      const top = Number(q.get('$top'));
      const skip = Number(q.get('$skip') ?? 0);
      return json(response, 200, { value: ALL.slice(skip, skip + top) }, headers);
    }
    case '/page': {
      const limit = Number(q.get('limit') ?? PAGE);
      return json(response, 200, { hits: ALL.slice(Number(q.get('page') ?? 0) * limit, (Number(q.get('page') ?? 0) + 1) * limit) }, headers);
    }
    case '/since': {
      // Items at or after `start` (inclusive, as a "between start and now" service), oldest first.
      const start = q.get('start');
      const newer = start === null ? timed : timed.filter((item) => Date.parse(item.at) >= Date.parse(start));
      const logs = newer.slice(0, PAGE);
      return json(response, 200, { logs, more: newer.length > PAGE, ...(logs.length > 0 ? { last: logs.at(-1)!.at } : {}) }, headers);
    }
  }
  json(response, 404, { message: 'no route' });
}

/** Ten items received at times in runs of two: every page boundary falls inside a run. */
let timed = ALL.map((item, i) => ({ ...item, at: new Date(Date.UTC(2024, 0, 1, 0, 0, Math.floor(i / 2))).toISOString() }));

const client = () => createClient(service, { baseUrl: server.url, retry: false, auth: bearer('page-token-1234'), logger: captureLogger().logger });
const ids = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id);
const allIds = ids(ALL);

describe('every paging style walks the whole list', () => {
  it('nextLink', async () => {
    const items = await client().lists.nextLink({ filter: 'x' }).toArray();
    expect(ids(items)).toEqual(allIds);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/next-link?filter=x',
      '/next-link?skiptoken=3',
      '/next-link?skiptoken=6',
      '/next-link?skiptoken=9',
    ]);
    // The credential goes to every page.
    expect(server.requests.every((r) => r.headers.authorization === 'Bearer page-token-1234')).toBe(true);
  });

  it('pageToken, keeping the other parameters', async () => {
    const items = await client().lists.pageToken({ pageSize: 4 }).toArray();
    expect(ids(items)).toEqual(allIds);
    expect(server.requests.map((r) => r.url)).toEqual(['/page-token?pageSize=4', '/page-token?pageToken=4&pageSize=4', '/page-token?pageToken=8&pageSize=4']);
  });

  it('continuationToken at a nested path under its wire name', async () => {
    const items = await client().lists.continuation().toArray();
    expect(ids(items)).toEqual(allIds);
    expect(server.requests.map((r) => r.query.get('continuation-token'))).toEqual([null, '3', '6', '9']);
  });

  it('cursor, stopping when hasMore is false even though a cursor is given', async () => {
    const items = await client().lists.cursor().toArray();
    expect(ids(items)).toEqual(allIds);
    expect(server.requests.map((r) => r.query.get('after'))).toEqual([null, '3', '6', '9']);
  });

  it('Link header rel="next", sending header parameters and call headers to every page', async () => {
    const items = await client().lists.linkHeader({ perPage: 3, apiVersion: '2024-01-01' }, { headers: { 'x-call': 'c1' } }).toArray();
    expect(ids(items)).toEqual(allIds);
    expect(server.requests.map((r) => r.url)).toEqual(['/link-header?per_page=3', '/link-header?page=2', '/link-header?page=3', '/link-header?page=4']);
    expect(server.requests.map((r) => [r.headers['x-api-version'], r.headers['x-call'], r.headers.accept])).toEqual(
      Array(4).fill(['2024-01-01', 'c1', 'application/json']),
    );
    expect(server.requests.every((r) => r.headers['user-agent'] === '@org/test-service/1.2.3')).toBe(true);
  });

  it('offset ($top/$skip), stopping at a short page', async () => {
    const items = await client().lists.offset({ top: 4 }).toArray();
    expect(ids(items)).toEqual(allIds);
    expect(server.requests.map((r) => r.url)).toEqual(['/offset?$top=4', '/offset?$top=4&$skip=4', '/offset?$top=4&$skip=8']);
  });

  it("afterLastId, continuing after the last item's id while hasMore is true", async () => {
    expect(ids(await client().lists.afterLastId({ name: 'x' }).toArray())).toEqual(allIds);
    expect(server.requests.map((request) => request.query.get('starting_after'))).toEqual([null, 'i2', 'i5', 'i8']);
    expect(server.requests.every((request) => request.query.get('name') === 'x')).toBe(true);
  });

  it('offset stops at an empty page when the last page is full', async () => {
    const items = await client().lists.offset({ top: 5 }).toArray();
    expect(ids(items)).toEqual(allIds);
    expect(server.requests.map((r) => r.query.get('$skip'))).toEqual([null, '5', '10']);
  });
});

describe('page links', () => {
  it('refuses a nextLink to another origin: ResponseValidationError, the other server receives nothing', async () => {
    server.handle((_request, response) => json(response, 200, { value: [{ id: 'a' }], nextLink: `${other.url}/next-link?skiptoken=1` }));
    const seen: string[] = [];
    const error = await rejectionOf(async () => {
      for await (const item of client().lists.nextLink()) seen.push(item.id);
    });
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toContain('another origin');
    expect(seen).toEqual(['a']);
    expect(other.requests).toHaveLength(0);
    expect(other.connections).toBe(0);
  });

  it('refuses a Link header to another origin', async () => {
    server.handle((_request, response) => json(response, 200, [{ id: 'a' }], { link: `<${other.url}/link-header?page=2>; rel="next"` }));
    const error = await rejectionOf(client().lists.linkHeader().toArray());
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(other.connections).toBe(0);
  });

  it('follows a relative nextLink on the same origin', async () => {
    server.handle((request, response) =>
      request.query.has('skiptoken') ? json(response, 200, { value: [{ id: 'b' }] }) : json(response, 200, { value: [{ id: 'a' }], nextLink: '/next-link?skiptoken=1' }),
    );
    expect(ids(await client().lists.nextLink().toArray())).toEqual(['a', 'b']);
  });
});

describe('a service that repeats itself: typed error, nothing twice, requests bounded', () => {
  /** Parameters that say which page is asked; without them, every style's route answers the first page. */
  const paging = ['skiptoken', 'pageToken', 'continuation-token', 'after', 'page', 'starting_after', '$skip', 'start'];
  /** Answers every request with the first page (its token, link or cursor included), whatever page is asked. */
  const firstPageAlways = () =>
    server.handle((request, response) => {
      const query = new URLSearchParams([...request.query].filter(([name]) => !paging.includes(name)));
      route({ ...request, query }, response);
    });

  const styles: ReadonlyArray<[string, string, (c: ReturnType<typeof client>) => PageIterator<{ id: string }>]> = [
    ['nextLink', 'next link', (c) => c.lists.nextLink()],
    ['pageToken', 'page token', (c) => c.lists.pageToken()],
    ['continuationToken', 'continuation token', (c) => c.lists.continuation()],
    ['cursor', 'cursor', (c) => c.lists.cursor()],
    ['linkHeader', 'Link header', (c) => c.lists.linkHeader({ perPage: PAGE })],
    ['afterLastId', 'last item id', (c) => c.lists.afterLastId()],
    ['offset', 'same items as an earlier page', (c) => c.lists.offset({ top: PAGE })],
    ['page', 'same items as an earlier page', (c) => c.lists.page()],
  ];

  it.each(styles)('%s: the first page once, then a ResponseValidationError naming the operation and the %s', async (style, thing, list) => {
    firstPageAlways();
    const seen: unknown[] = [];
    const paged = createClient(service, { baseUrl: server.url, retry: false, auth: bearer('page-token-1234'), logger: captureLogger().logger, hooks: { beforeError: (error) => void seen.push(error) } });
    const yielded: string[] = [];
    const error = await rejectionOf(async () => {
      for await (const item of list(paged)) yielded.push(item.id);
    });
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ operation: `lists.${style === 'continuationToken' ? 'continuation' : style}` });
    expect((error as Error).message).toContain(`lists.${style === 'continuationToken' ? 'continuation' : style}:`);
    expect((error as Error).message).toContain(thing);
    expect(yielded).toEqual(allIds.slice(0, PAGE));
    expect(server.requests).toHaveLength(2);
    // It passed the engine's final step, once.
    expect(seen).toEqual([error]);
  });

  it('an empty page with the same token, and a token given two pages later, stop too', async () => {
    server.handle((request, response) => json(response, 200, { items: request.query.get('pageToken') ? [] : ALL.slice(0, PAGE), nextPageToken: 'again' }));
    expect(await rejectionOf(client().lists.pageToken().toArray())).toBeInstanceOf(ResponseValidationError);
    expect(server.requests).toHaveLength(2);
    server.reset();
    const next: Record<string, string> = { '': 'a', a: 'b', b: 'a' };
    server.handle((request, response) => {
      const token = request.query.get('pageToken') ?? '';
      json(response, 200, { items: [{ id: `after-${token}` }], nextPageToken: next[token] });
    });
    const yielded: string[] = [];
    const error = await rejectionOf(async () => {
      for await (const item of client().lists.pageToken()) yielded.push(item.id);
    });
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(yielded).toEqual(['after-', 'after-a']);
    expect(server.requests).toHaveLength(3);
  });

  it('a token the caller started from, given again, stops after the first page, sending nothing more', async () => {
    server.handle((_request, response) => json(response, 200, { items: ALL.slice(0, PAGE), nextPageToken: 'resume-here' }));
    const yielded: string[] = [];
    const error = await rejectionOf(async () => {
      for await (const item of client().lists.pageToken({ pageToken: 'resume-here' })) yielded.push(item.id);
    });
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toBe(
      'lists.pageToken: the service gave the same page token again after 1 page; paging stopped rather than loop or yield items twice',
    );
    // The first page's items are new: yielded once, then the walk stops before asking for the page it names again.
    expect(yielded).toEqual(ALL.slice(0, PAGE).map((item) => item.id));
    expect(server.requests).toHaveLength(1);
  });

  it('shows neither the link nor its secret query values', async () => {
    const link = `${server.url}/next-link?skiptoken=3&sig=sv-SECRET-signature`;
    server.handle((_request, response) => json(response, 200, { value: ALL.slice(0, PAGE), nextLink: link }));
    const error = (await rejectionOf(client().lists.nextLink().toArray())) as ResponseValidationError;
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(JSON.stringify(error.toJSON()) + error.message + String(error.stack)).not.toContain('SECRET');
  });
});

describe('a cursor that includes itself (items at or after a time)', () => {
  const original = timed;
  afterAll(() => {
    timed = original;
  });

  it('every item once, in order, where each page ends inside a run of equal times', async () => {
    timed = original;
    const pages: string[][] = [];
    for await (const page of client().lists.since().byPage()) pages.push(page.items.map((item) => item.id));
    expect(pages.flat()).toEqual(allIds);
    // The second page starts at the first page's last time, and so on: the items received there come again.
    const at = (i: number) => original[i]!.at;
    expect(server.requests.map((request) => request.query.get('start'))).toEqual([null, at(2), at(4), at(6), at(8)]);
  });

  it('a run of equal times longer than a page cannot be walked past: the items before it once, then a typed error', async () => {
    timed = ALL.map((item, i) => ({ ...item, at: new Date(Date.UTC(2024, 0, 1, 0, 0, i < 2 ? i : 9)).toISOString() }));
    const yielded: string[] = [];
    const error = await rejectionOf(async () => {
      for await (const item of client().lists.since()) yielded.push(item.id);
    });
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toContain('lists.since: the service gave the same cursor again');
    expect(new Set(yielded).size).toBe(yielded.length);
    expect(yielded).toEqual(allIds.slice(0, 5));
    expect(server.requests.length).toBeLessThanOrEqual(4);
  });
});

describe('errors while paging', () => {
  it('an answer without an item array fails typed and passes beforeError, like any call', async () => {
    server.handle((_request, response) => json(response, 200, { value: 'not a list' }));
    const seen: unknown[] = [];
    const paged = createClient(service, {
      baseUrl: server.url,
      retry: false,
      validation: 'off',
      auth: bearer('page-token-1234'),
      logger: captureLogger().logger,
      hooks: { beforeError: (error) => void seen.push(error) },
    });
    const error = await rejectionOf(paged.lists.nextLink().toArray());
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(seen).toEqual([error]);
  });

  it('a refused page link passes beforeError once', async () => {
    server.handle((_request, response) => json(response, 200, { value: [], nextLink: `${other.url}/next-link?skiptoken=3` }));
    const seen: unknown[] = [];
    const paged = createClient(service, { baseUrl: server.url, retry: false, auth: bearer('page-token-1234'), logger: captureLogger().logger, hooks: { beforeError: (error) => void seen.push(error) } });
    const error = await rejectionOf(paged.lists.nextLink().toArray());
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(seen).toEqual([error]);
    expect(other.requests).toHaveLength(0);
  });
});

describe('every walk ends', () => {
  /** The styles where the service names the next page, each answering `items` with a new next page every time. */
  const endless: ReadonlyArray<[string, (c: ReturnType<typeof client>) => PageIterator<{ id: string }>, (n: number, items: unknown[]) => [unknown, Record<string, string>?]]> = [
    ['nextLink', (c) => c.lists.nextLink(), (n, items) => [{ value: items, nextLink: `${server.url}/next-link?skiptoken=${n}` }]],
    ['pageToken', (c) => c.lists.pageToken(), (n, items) => [{ items, nextPageToken: `t${n}` }]],
    ['continuation', (c) => c.lists.continuation(), (n, items) => [{ results: items, continuation: { token: `t${n}` } }]],
    ['cursor', (c) => c.lists.cursor(), (n, items) => [{ data: items, paging: { next: { after: `c${n}` } }, has_more: true }]],
    ['linkHeader', (c) => c.lists.linkHeader(), (n, items) => [items, { link: `<${server.url}/link-header?page=${n}>; rel="next"` }]],
  ];
  /** Answers the first page of `first`, then every later page with `later`, each with a new next page. */
  const serve = (answer: (n: number, items: unknown[]) => [unknown, Record<string, string>?], later: (n: number) => unknown[], first = ALL.slice(0, PAGE)) => {
    let n = 0;
    server.handle((_request, response) => {
      n++;
      const [body, headers] = answer(n, n === 1 ? first : later(n));
      json(response, 200, body, headers);
    });
  };
  const walk = async (list: PageIterator<{ id: string }>) => {
    const yielded: string[] = [];
    try {
      for await (const item of list) yielded.push(item.id);
      return { yielded, error: undefined };
    } catch (error) {
      return { yielded, error: error as Error & { operation?: string } };
    }
  };

  it.each(endless)('%s: empty pages with new tokens end after the documented limit with a typed error naming the operation', async (name, list, answer) => {
    serve(answer, () => []);
    const { yielded, error } = await walk(list(client()));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error!.operation).toBe(`lists.${name}`);
    expect(error!.message).toContain(`lists.${name}: the service gave ${DEFAULT_MAX_EMPTY_PAGES + 1} pages in a row without items`);
    expect(yielded).toEqual(allIds.slice(0, PAGE));
    // The first page, the empty pages the limit allows, and the one past it.
    expect(server.requests).toHaveLength(DEFAULT_MAX_EMPTY_PAGES + 2);
  });

  it.each(endless)('%s: the same items under a new token end the walk before they are yielded again', async (_name, list, answer) => {
    serve(answer, () => ALL.slice(0, PAGE));
    const { yielded, error } = await walk(list(client()));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error!.message).toContain('the service gave the same');
    expect(yielded).toEqual(allIds.slice(0, PAGE));
    expect(server.requests).toHaveLength(2);
  });

  it('an item given again among new ones (by the identity the table declares): none of that page is yielded', async () => {
    serve(endless[1]![2], (n) => (n === 2 ? ALL.slice(PAGE, 2 * PAGE) : [ALL[7]!, ALL[1]!]));
    const { yielded, error } = await walk(client().lists.pageToken());
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error!.message).toContain('lists.pageToken: the service gave the same item (by id) again, under a new page token, after 3 pages');
    expect(yielded).toEqual(allIds.slice(0, 2 * PAGE));
    expect(server.requests).toHaveLength(3);
  });

  it('without an identity, pages going round (A, B, A under new tokens) end the walk before A is yielded again', async () => {
    serve(endless[0]![2], (n) => (n === 2 ? ALL.slice(PAGE, 2 * PAGE) : ALL.slice(0, PAGE)));
    const { yielded, error } = await walk(client().lists.nextLink());
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error!.message).toContain('lists.nextLink: the service gave the same items as an earlier page again, under a new next link, after 3 pages');
    expect(yielded).toEqual(allIds.slice(0, 2 * PAGE));
    expect(server.requests).toHaveLength(3);
  });

  it('without an identity, pages that differ are all yielded, however many', async () => {
    serve(endless[0]![2], (n) => (n <= 40 ? [{ id: `item-${n}`, at: n }] : []));
    const { yielded, error } = await walk(client().lists.nextLink());
    expect(error!.message).toContain('pages in a row without items');
    expect(yielded).toEqual([...allIds.slice(0, PAGE), ...Array.from({ length: 39 }, (_, i) => `item-${i + 2}`)]);
  });

  it('a few empty pages between full ones are followed (a service that filters as it pages), and maxEmptyPages sets the limit', async () => {
    serve(endless[1]![2], (n) => (n % 3 === 0 ? [ALL[n]!] : []));
    const { yielded, error } = await walk(client().lists.pageToken({}, { maxItems: 6 }));
    expect(error).toBeUndefined();
    expect(yielded).toEqual(['i0', 'i1', 'i2', 'i3', 'i6', 'i9']);
    server.reset();
    serve(endless[1]![2], () => []);
    const limited = await walk(client().lists.pageToken({}, { maxEmptyPages: 0 }));
    expect(limited.error).toBeInstanceOf(ResponseValidationError);
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    ['maxItems', Number.NaN, 'NaN'],
    ['maxItems', -1, '-1'],
    ['maxPages', 1.5, '1.5'],
    ['maxPages', Number.POSITIVE_INFINITY, 'Infinity'],
    ['maxPages', '3', 'string'],
    ['maxEmptyPages', -2, '-2'],
  ] as const)('%s of %s is a ValidationError naming it, before anything is sent', async (field, value, shown) => {
    const seen: unknown[] = [];
    const paged = createClient(service, { baseUrl: server.url, retry: false, auth: bearer('page-token-1234'), hooks: { beforeError: (error) => void seen.push(error) } });
    const error = await rejectionOf(paged.lists.pageToken({}, { [field]: value }).toArray());
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field, operation: 'lists.pageToken' });
    expect((error as Error).message).toBe(`${field}: must be a whole number, 0 or more (got ${shown})`);
    expect(server.requests).toHaveLength(0);
    expect(seen).toEqual([error]);
  });

  it('limits of 0 are whole numbers: nothing is fetched', async () => {
    expect(await client().lists.pageToken({}, { maxItems: 0 }).toArray()).toEqual([]);
    expect(await client().lists.pageToken({}, { maxPages: 0 }).toArray()).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});

describe('limits and laziness', () => {
  it('maxItems stops fetching once enough items arrived', async () => {
    const items = await client().lists.nextLink({}, { maxItems: 5 }).toArray();
    expect(ids(items)).toEqual(['i0', 'i1', 'i2', 'i3', 'i4']);
    expect(server.requests).toHaveLength(2);
  });

  it('maxPages stops after that many pages', async () => {
    const items = await client().lists.pageToken({}, { maxPages: 2 }).toArray();
    expect(ids(items)).toEqual(['i0', 'i1', 'i2', 'i3', 'i4', 'i5']);
    expect(server.requests).toHaveLength(2);
  });

  it('breaking out of for await stops fetching', async () => {
    const seen: string[] = [];
    for await (const item of client().lists.cursor()) {
      seen.push(item.id);
      if (seen.length === 4) break;
    }
    expect(seen).toEqual(['i0', 'i1', 'i2', 'i3']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toHaveLength(2);
  });

  it('firstPage fetches the first page whatever maxPages says, its items cut to maxItems', async () => {
    expect(ids((await client().lists.pageToken({}, { maxPages: 0 }).firstPage()).items)).toEqual(['i0', 'i1', 'i2']);
    expect(ids((await client().lists.pageToken({}, { maxItems: 2 }).firstPage()).items)).toEqual(['i0', 'i1']);
    expect(server.requests).toHaveLength(2);
  });

  it('sends nothing until iterated', async () => {
    const list = client().lists.nextLink();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toHaveLength(0);
    await list.firstPage();
    expect(server.requests).toHaveLength(1);
  });

  it('byPage exposes each page with its body and response info', async () => {
    const pages = [];
    for await (const page of client().lists.continuation().byPage()) pages.push(page);
    expect(pages).toHaveLength(4);
    expect(pages.map((page) => ids(page.items))).toEqual([['i0', 'i1', 'i2'], ['i3', 'i4', 'i5'], ['i6', 'i7', 'i8'], ['i9']]);
    const second = pages[1]!;
    expect(second.response.status).toBe(200);
    expect(second.response.requestId).toBe('req-/continuation?continuation-token=3');
    expect(second.response.headers.get('content-type')).toBe('application/json');
    expect(second.response.attempts).toBe(1);
    expect(second.response.url).toBe(`${server.url}/continuation?continuation-token=3`);
    expect(second.body.continuation?.token).toBe('6');
  });
});

describe('a page whose items are not an array', () => {
  it('ends the walk with a ResponseValidationError naming the operation and where the items were looked for', async () => {
    server.handle((_request, response) => json(response, 200, { value: 'none' }));
    const error = await rejectionOf(client().lists.nextLink().toArray());
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ message: "lists.nextLink: expected an array at 'value' of a page", operation: 'lists.nextLink', method: 'GET' });
  });
});

describe('pagination functions', () => {
  it('readPath and pageItems', () => {
    expect(readPath({ a: { b: [1] } }, 'a.b')).toEqual([1]);
    expect(readPath([1], '')).toEqual([1]);
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
    expect(pageItems(linkHeaderPaging({ items: 'x' }), {}, { id: 'op' })).toEqual([]);
    expect(pageItems(linkHeaderPaging({ items: 'x' }), { x: null }, { id: 'op' })).toEqual([]);
    expect(() => pageItems(linkHeaderPaging({ items: 'x' }), { x: 'nope' }, { id: 'op' })).toThrow(ResponseValidationError);
  });

  it('parseLinkHeader reads every rel, quoted or not', () => {
    expect(parseLinkHeader('<https://a/x?page=2>; rel="next", <https://a/x?page=5>; rel=last, <https://a/y>; rel="prev first"')).toEqual({
      next: 'https://a/x?page=2',
      last: 'https://a/x?page=5',
      prev: 'https://a/y',
      first: 'https://a/y',
    });
    expect(parseLinkHeader(null)).toEqual({});
    expect(parseLinkHeader('<https://a/x,y>; rel="next"')).toEqual({ next: 'https://a/x,y' });
  });

  it('a page token style ends on an empty token', () => {
    const spec = pageTokenPaging({ items: 'items', tokenParam: 't', nextToken: 'n' });
    expect(spec.finder.next(spec, {}, { n: '' }, { headers: new Headers() } as ResponseInfo, 1)).toBeUndefined();
    expect(spec.finder.next(spec, { a: 1 }, { n: 'x' }, { headers: new Headers() } as ResponseInfo, 1)).toEqual({ input: { a: 1, t: 'x' } });
  });

  it('PageIterator honours maxItems within a page', async () => {
    const iterator = new PageIterator<number>(
      async (next) => ({
        page: { items: [1, 2, 3], body: undefined, response: {} as never },
        next: next === undefined ? { input: {} } : undefined,
      }),
      { maxItems: 2 },
    );
    expect(await iterator.toArray()).toEqual([1, 2]);
  });

  it('PageIterator built directly counts its limits across pages, and a limit that is not a number limits nothing', async () => {
    // Three pages of three items; the list method refuses a limit that is not a whole number before building one.
    const pages = (limits: PageOptions) =>
      new PageIterator<number>(async (next) => {
        const at = next === undefined ? 0 : (next as { input: { at: number } }).input.at;
        return { page: { items: [at * 3, at * 3 + 1, at * 3 + 2], body: undefined, response: {} as never }, next: at < 2 ? { input: { at: at + 1 } } : undefined };
      }, limits);
    const sizes = async (limits: PageOptions) => {
      const seen: number[] = [];
      for await (const page of pages(limits).byPage()) seen.push(page.items.length);
      return seen;
    };
    expect(await sizes({ maxItems: 5 })).toEqual([3, 2]);
    expect(await sizes({ maxItems: 6, maxPages: 3 })).toEqual([3, 3]);
    expect(await sizes({ maxPages: 2 })).toEqual([3, 3]);
    expect(await sizes({ maxPages: -1 })).toEqual([]);
    expect(await sizes({ maxItems: Number.NaN, maxPages: Number.NaN })).toEqual([3, 3, 3]);
  });
});
