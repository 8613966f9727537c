/**
 * The guard of list walks in a real page: the published browser build of `@org/http-core` bundled as a user's
 * bundler does (esbuild, code splitting), served from 127.0.0.1 and run in Chromium. A list whose walks end at
 * their first page never asks for the guard; a walk asks for it once its first page points to a next one, and
 * refuses a repeat as it does in Node. A page that cannot load it sends nothing more: the second page of a walk is
 * a typed `NetworkError`, and a first page holding an item twice still ends the walk with a
 * `ResponseValidationError` naming the operation, before any item (in fewer words while the guard, which words it,
 * cannot load). A first page whose next token is the one it was asked with is yielded, and the guard refuses it
 * before the second page is sent for.
 */
import type { Browser, Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleSplitPage, closeAfterTests, launchChromium, openPage, servePage, type PageSite } from './split-page.js';

const page = `
import { createClient, defineListOperation, defineService, isNetworkError, pageTokenPaging } from '@org/http-core';
import * as z from '@org/http-core/zod';

const service = defineService({
  name: 'walk-page',
  packageName: '@org/walk-page',
  version: '0.0.0',
  defaultAuth: [],
  groups: {
    items: {
      list: defineListOperation({
        method: 'GET',
        path: '/items',
        summary: 'List items',
        query: { pageToken: z.optional(z.string()) },
        response: z.looseObject({ items: z.array(z.looseObject({ id: z.string() })), next: z.optional(z.string()) }),
        pagination: pageTokenPaging({ items: 'items', tokenParam: 'pageToken', nextToken: 'next', identity: 'id' }),
        auth: [],
      }),
    },
  },
});
const client = createClient(service, { baseUrl: location.origin + '/api', retry: false, logLevel: 'silent' });
globalThis.walk = async (start) => {
  const pages = [];
  try {
    for await (const page of client.items.list(start === '' ? {} : { pageToken: start }).byPage()) pages.push(page.items.map((item) => item.id));
    return { pages };
  } catch (error) {
    return { pages, name: error.name, message: error.message, operation: error.operation, network: isNetworkError(error) };
  }
};
`;

/** A page of the list: its items' ids and the token of the next. */
interface ListPage {
  readonly ids: readonly string[];
  readonly next?: string;
}

/** A served page's site, with the list's pages by the token that asks for them (`''` for the first). */
type Site = PageSite & { pages: Readonly<Record<string, ListPage>> };

let scripts: ReadonlyMap<string, string>;
let guardChunk: string | undefined;
let browser: Browser;
const sites: Site[] = [];

beforeAll(async () => {
  const bundled = await bundleSplitPage(page);
  scripts = bundled.scripts;
  guardChunk = bundled.chunk('page-walk');
  browser = await launchChromium();
}, 60_000);

closeAfterTests(sites, () => browser);

async function serve(pages: Readonly<Record<string, ListPage>>): Promise<Site> {
  const served = await servePage(scripts, (url, _request, response) => {
    const listed = site.pages[url.searchParams.get('pageToken') ?? ''];
    if (url.pathname !== '/api/items' || listed === undefined) return false;
    const body = { items: listed.ids.map((id) => ({ id })), ...(listed.next === undefined ? {} : { next: listed.next }) };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    return true;
  });
  const site: Site = Object.assign(served, { pages });
  sites.push(site);
  return site;
}

const open = (site: Site): Promise<Page> => openPage(browser, site, 'walk');

const walk = (tab: Page, start: string) => tab.evaluate((given) => (globalThis as unknown as { walk(start: string): Promise<Record<string, unknown>> }).walk(given), start);
const listRequests = (site: Site) => site.requested.filter((path) => path === '/api/items').length;

const threePages = { '': { ids: ['a'], next: 'p2' }, p2: { ids: ['b'], next: 'p3' }, p3: { ids: ['c'] } };

// Chromium on a busy two-core machine takes seconds to open a page; nothing here waits on a clock.
describe('the guard of list walks in a browser page', { timeout: 60_000 }, () => {
  it('is a chunk of its own, never asked for by a list whose walk ends at its first page', async () => {
    expect(guardChunk).toBeDefined();
    const site = await serve({ '': { ids: ['a', 'b'] } });
    const tab = await open(site);
    expect(await walk(tab, '')).toEqual({ pages: [['a', 'b']] });
    expect(site.requested).toContain('/api/items');
    expect(site.requested).not.toContain(guardChunk);
    await tab.close();
  });

  it('is loaded before the second page is asked for, and refuses a third page pointing back as in Node', async () => {
    const site = await serve({ ...threePages, p3: { ids: ['c'], next: 'p2' } });
    const tab = await open(site);
    expect(await walk(tab, '')).toEqual({
      pages: [['a'], ['b']],
      name: 'ResponseValidationError',
      message: 'items.list: the service gave the same page token again after 3 pages; paging stopped rather than loop or yield items twice',
      operation: 'items.list',
      network: false,
    });
    expect(site.requested.filter((path) => path === guardChunk)).toHaveLength(1);
    expect(site.requested.indexOf(guardChunk!)).toBeLessThan(site.requested.lastIndexOf('/api/items'));
    expect(listRequests(site)).toBe(3);
    await tab.close();
  });

  it('cannot load: the second page is a NetworkError with nothing sent, the first yielded once; loaded, the walk ends', async () => {
    const site = await serve(threePages);
    const tab = await open(site);
    site.refuseScripts = true;
    expect(await walk(tab, '')).toEqual({
      pages: [['a']],
      name: 'NetworkError',
      message: 'items.list: the code for list walks could not be loaded; nothing was sent',
      operation: 'items.list',
      network: true,
    });
    expect(site.requested).toContain(guardChunk);
    expect(listRequests(site)).toBe(1);
    site.refuseScripts = false;
    expect(await walk(tab, '')).toEqual({ pages: [['a'], ['b'], ['c']] });
    expect(listRequests(site)).toBe(4);
    await tab.close();
  });

  it('cannot load: a first page holding an item twice still ends the walk with a ResponseValidationError, before any item', async () => {
    const site = await serve({ twice: { ids: ['a', 'a'] } });
    const tab = await open(site);
    site.refuseScripts = true;
    const refused = {
      pages: [],
      name: 'ResponseValidationError',
      message: 'items.list: paging stopped',
      operation: 'items.list',
      network: false,
    };
    expect(await walk(tab, 'twice')).toEqual(refused);
    expect(listRequests(site)).toBe(1);
    site.refuseScripts = false;
    expect(await walk(tab, 'twice')).toEqual({
      ...refused,
      message: 'items.list: the service gave the same item (by id) again, under a new page token, after 1 page; paging stopped rather than loop or yield items twice',
    });
    await tab.close();
  });

  it('a first page naming its own token as the next: yielded, then refused before the second page is sent for, loaded or not', async () => {
    const site = await serve({ again: { ids: ['a'], next: 'again' } });
    const tab = await open(site);
    site.refuseScripts = true;
    expect(await walk(tab, 'again')).toEqual({
      pages: [['a']],
      name: 'NetworkError',
      message: 'items.list: the code for list walks could not be loaded; nothing was sent',
      operation: 'items.list',
      network: true,
    });
    expect(listRequests(site)).toBe(1);
    site.refuseScripts = false;
    expect(await walk(tab, 'again')).toEqual({
      pages: [['a']],
      name: 'ResponseValidationError',
      message: 'items.list: the service gave the same page token again after 1 page; paging stopped rather than loop or yield items twice',
      operation: 'items.list',
      network: false,
    });
    expect(listRequests(site)).toBe(2);
    await tab.close();
  });
});
