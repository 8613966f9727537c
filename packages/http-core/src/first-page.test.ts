/**
 * A walk's first page is checked without the walk's guard for an item twice in it, and the guard is loaded for the
 * words of that refusal or for the second page, where it refuses what else it would refuse of the first page before
 * the second is sent for: the refusals are the guard's, word for word, whichever page it is loaded on.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bearer } from './auth.js';
import { ResponseValidationError } from './errors.js';
import { itemTwice, pageText } from './first-page.js';
import { defineListOperation } from './list-operation.js';
import { nextLinkPaging } from './paging-next-link.js';
import { offsetPaging } from './paging-offset.js';
import { pageTokenPaging } from './paging-token.js';
import { createClient } from './service.js';
import { captureLogger, rejectionOf, testService } from './test-support/fixtures.js';
import { json, shareServer } from './test-support/loopback-server.js';

const Item = z.looseObject({ id: z.union([z.string(), z.number()]) });

const service = testService(
  {
    lists: {
      byToken: defineListOperation({
        method: 'GET',
        path: '/by-token',
        summary: 'token paging, items told apart by id',
        query: { pageToken: z.optional(z.string()) },
        response: z.looseObject({ items: z.array(Item), next: z.optional(z.string()) }),
        pagination: pageTokenPaging({ items: 'items', tokenParam: 'pageToken', nextToken: 'next', identity: 'id' }),
      }),
      byLink: defineListOperation({
        method: 'GET',
        path: '/by-link',
        summary: 'next links, items compared whole',
        query: { skip: z.optional(z.string()) },
        response: z.looseObject({ value: z.array(Item), nextLink: z.optional(z.string()) }),
        pagination: nextLinkPaging({ items: 'value', nextLink: 'nextLink' }),
      }),
      counted: defineListOperation({
        method: 'GET',
        path: '/counted',
        summary: 'offset paging',
        query: { top: z.number(), skip: z.optional(z.number()) },
        response: z.looseObject({ value: z.array(Item) }),
        pagination: offsetPaging({ items: 'value', offsetParam: 'skip', limitParam: 'top' }),
      }),
    },
  },
  { defaultAuth: ['bearer'] },
);

const server = await shareServer();
const client = () => createClient(service, { baseUrl: server.url, retry: false, auth: bearer('walk-token-1234'), logger: captureLogger().logger });

/** Answers the token list from `pages`, by the token asked for (`''` for none). */
function tokenPages(pages: Record<string, { items: unknown[]; next?: string }>): void {
  server.handle((request, response) => json(response, 200, pages[request.query.get('pageToken') ?? ''] ?? { items: [] }));
}

/** Walks `list` by page, returning the ids of the pages yielded and the error it ended with, if any. */
async function walk(list: AsyncIterable<{ items: readonly { id: unknown }[] }>): Promise<{ pages: unknown[][]; error: unknown }> {
  const pages: unknown[][] = [];
  try {
    for await (const page of list) pages.push(page.items.map((item) => item.id));
  } catch (error) {
    return { pages, error };
  }
  return { pages, error: undefined };
}

describe('a first page the guard would refuse', () => {
  it('a token given again: the first page yielded once, then the guard’s error before the second is sent for', async () => {
    tokenPages({ again: { items: [{ id: 'a' }], next: 'again' } });
    const { pages, error } = await walk(client().lists.byToken({ pageToken: 'again' }).byPage());
    // Its items are new: yielding them yields nothing twice, and the page it names again is never asked for.
    expect(pages).toEqual([['a']]);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({
      message: 'lists.byToken: the service gave the same page token again after 1 page; paging stopped rather than loop or yield items twice',
      operation: 'lists.byToken',
      method: 'GET',
    });
    expect(server.requests).toHaveLength(1);
    // firstPage() asks for no second page, so nothing is refused.
    expect((await client().lists.byToken({ pageToken: 'again' }).firstPage()).items).toEqual([{ id: 'a' }]);
  });

  it('an item twice in the page (a number and its twin): refused before any item, even on the only page', async () => {
    tokenPages({ '': { items: [{ id: 7 }, { id: 'b' }, { id: 7 }] } });
    const { pages, error } = await walk(client().lists.byToken().byPage());
    expect(pages).toEqual([]);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toBe(
      'lists.byToken: the service gave the same item (by id) again, under a new page token, after 1 page; paging stopped rather than loop or yield items twice',
    );
    await expect(client().lists.byToken().firstPage()).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('an item twice in a page pointing to a next one, whose token is given again too: refused before any item, for the token', async () => {
    tokenPages({ again: { items: [{ id: 'a' }, { id: 'a' }], next: 'again' } });
    const { pages, error } = await walk(client().lists.byToken({ pageToken: 'again' }).byPage());
    expect(pages).toEqual([]);
    expect((error as Error).message).toBe(
      'lists.byToken: the service gave the same page token again after 1 page; paging stopped rather than loop or yield items twice',
    );
    expect(server.requests).toHaveLength(1);
  });

  it('an empty page pointing on, with a maxEmptyPages of 0: yielded, then refused before the next is sent for; with the default, followed', async () => {
    tokenPages({ '': { items: [], next: 'n' }, n: { items: [{ id: 'x' }] } });
    const { pages, error } = await walk(client().lists.byToken({}, { maxEmptyPages: 0 }).byPage());
    expect(pages).toEqual([[]]);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toBe(
      'lists.byToken: the service gave 1 pages in a row without items, each with a new page token; paging stopped after 1 page (maxEmptyPages is 0)',
    );
    expect(server.requests).toHaveLength(1);
    expect(await walk(client().lists.byToken().byPage())).toEqual({ pages: [[], ['x']], error: undefined });
  });

  it('an item twice is told apart by the identity alone, without the guard', () => {
    const { pagination } = service.groups.lists.byToken;
    const items = (ids: unknown[]) => ids.map((id) => ({ id }));
    expect(itemTwice(pagination, items(['a', 'b', 'a']))).toBe(true);
    expect(itemTwice(pagination, items([1, 2, 1]))).toBe(true);
    expect(itemTwice(pagination, items(['a', 'b']))).toBe(false);
    // A number and the string of it are two identities, as the guard keeps them; an item without one is none.
    expect(itemTwice(pagination, items([1, '1']))).toBe(false);
    expect(itemTwice(pagination, [{}, {}, { id: null }, { id: null }])).toBe(false);
    expect(itemTwice(pagination, [])).toBe(false);
    // Without an identity, and where the client counts, items are not told apart on a first page.
    expect(itemTwice(service.groups.lists.byLink.pagination, items(['a', 'a']))).toBe(false);
    expect(itemTwice(service.groups.lists.counted.pagination, items(['a', 'a']))).toBe(false);
  });

  it('is handed to the guard as text, a big integer written with its n', () => {
    expect(pageText([{ id: 'a', n: 10n }, { id: 2 }])).toBe('[{"id":"a","n":"10n"},{"id":2}]');
  });
});

describe('a walk whose guard is loaded for its second page', () => {
  it('refuses a third page pointing back to the second, after 3 pages, having yielded two', async () => {
    tokenPages({ '': { items: [{ id: 'a' }], next: 'p2' }, p2: { items: [{ id: 'b' }], next: 'p3' }, p3: { items: [{ id: 'c' }], next: 'p2' } });
    const { pages, error } = await walk(client().lists.byToken().byPage());
    expect(pages).toEqual([['a'], ['b']]);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toBe(
      'lists.byToken: the service gave the same page token again after 3 pages; paging stopped rather than loop or yield items twice',
    );
    expect(server.requests).toHaveLength(3);
  });

  it('refuses a token the walk started from, given again by the third page', async () => {
    tokenPages({ start: { items: [{ id: 'a' }], next: 'p2' }, p2: { items: [{ id: 'b' }], next: 'p3' }, p3: { items: [{ id: 'c' }], next: 'start' } });
    const { pages, error } = await walk(client().lists.byToken({ pageToken: 'start' }).byPage());
    expect(pages).toEqual([['a'], ['b']]);
    expect((error as Error).message).toBe(
      'lists.byToken: the service gave the same page token again after 3 pages; paging stopped rather than loop or yield items twice',
    );
  });

  it('refuses an item of the first page given again by the third, as the first page was received', async () => {
    tokenPages({ '': { items: [{ id: 'a' }, { id: 1 }], next: 'p2' }, p2: { items: [{ id: 'b' }], next: 'p3' }, p3: { items: [{ id: 'c' }, { id: 1 }] } });
    const pages: unknown[][] = [];
    const error = await rejectionOf(async () => {
      for await (const page of client().lists.byToken().byPage()) {
        pages.push(page.items.map((item) => item.id));
        // What the caller does with the items it was given changes nothing of what the walk saw.
        for (const item of page.items as { id: unknown }[]) item.id = `changed-${String(item.id)}`;
      }
    });
    expect(pages).toEqual([['a', 1], ['b']]);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({
      message: 'lists.byToken: the service gave the same item (by id) again, under a new page token, after 3 pages; paging stopped rather than loop or yield items twice',
      operation: 'lists.byToken',
    });
  });

  /** Link pages whose third holds exactly the first page's items, which have no identity. */
  function serveFirstPageThird(): void {
    const link = (skip: number) => `${server.url}/by-link?skip=${skip}`;
    const answers: Record<string, unknown> = {
      '': { value: [{ id: 'a', n: '1' }], nextLink: link(1) },
      '1': { value: [{ id: 'b' }], nextLink: link(2) },
      '2': { value: [{ id: 'a', n: '1' }], nextLink: link(3) },
    };
    server.handle((request, response) => json(response, 200, answers[request.query.get('skip') ?? '']));
  }

  it('refuses a third page holding exactly the first page’s items, where items have no identity', async () => {
    serveFirstPageThird();
    const { pages, error } = await walk(client().lists.byLink().byPage());
    expect(pages).toEqual([['a'], ['b']]);
    expect((error as Error).message).toBe(
      'lists.byLink: the service gave the same items as an earlier page again, under a new next link, after 3 pages; paging stopped rather than loop or yield items twice',
    );
  });

  it('compares a later page with the first page as it was received, where items have no identity', async () => {
    serveFirstPageThird();
    const pages: unknown[][] = [];
    const error = await rejectionOf(async () => {
      for await (const page of client().lists.byLink().byPage()) {
        pages.push(page.items.map((item) => item.id));
        // What the caller does with the items it was given changes nothing of what the walk saw.
        for (const item of page.items as unknown as Record<string, unknown>[]) delete item.n;
      }
    });
    expect(pages).toEqual([['a'], ['b']]);
    expect((error as Error).message).toBe(
      'lists.byLink: the service gave the same items as an earlier page again, under a new next link, after 3 pages; paging stopped rather than loop or yield items twice',
    );
  });

  it('counts empty pages from the first: two in a row over a maxEmptyPages of 1, after 2 pages', async () => {
    tokenPages({ '': { items: [], next: 'p2' }, p2: { items: [], next: 'p3' }, p3: { items: [{ id: 'c' }] } });
    const { pages, error } = await walk(client().lists.byToken({}, { maxEmptyPages: 1 }).byPage());
    expect(pages).toEqual([[]]);
    expect((error as Error).message).toBe(
      'lists.byToken: the service gave 2 pages in a row without items, each with a new page token; paging stopped after 2 pages (maxEmptyPages is 1)',
    );
  });

  it('walks a list without repeats to its end, each walk of the same list with its own guard', async () => {
    tokenPages({ '': { items: [{ id: 'a' }], next: 'p2' }, p2: { items: [{ id: 'b' }], next: 'p3' }, p3: { items: [{ id: 'c' }] } });
    const list = client().lists.byToken();
    expect(await list.toArray()).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(await list.toArray()).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(server.requests).toHaveLength(6);
  });
});
