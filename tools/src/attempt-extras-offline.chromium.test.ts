/**
 * The parts of a call that only some clients run, in a real page: the published browser build of
 * `@org/http-core` bundled as a user's bundler does (esbuild, code splitting), served from 127.0.0.1 and run in
 * Chromium. A client with a `beforeRequest` hook loads the code that runs it with its first call: a page whose
 * client has no hook never asks for it, and a call that cannot load it is a typed `NetworkError` with nothing sent.
 * The same holds of the code that makes a call the table does not declare, loaded by the first `client.request`,
 * and of where a secret shorter than 4 characters may stand: part of the error path, which the first call of a
 * client that has one loads before sending. A throttle given as a loader of its code (`ThrottleLoader`) is loaded by
 * the first call of its client, after the code that runs it; a call that cannot load it is a `NetworkError` too.
 */
import type { Browser, Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleSplitPage, closeAfterTests, launchChromium, openPage, servePage, type PageSite } from './split-page.js';

const page = `
import { bearer, createClient, defineService, isNetworkError } from '@org/http-core';
import * as z from '@org/http-core/zod';

const service = defineService({
  name: 'hooked-page',
  packageName: '@org/hooked-page',
  version: '0.0.0',
  defaultAuth: [],
  groups: {
    items: {
      get: { method: 'GET', path: '/items/{id}', summary: 'Get an item', pathParams: { id: z.string() }, response: z.looseObject({ id: z.string() }), auth: [] },
    },
  },
});
const hooked = [];
const plain = createClient(service, { baseUrl: location.origin + '/api', retry: false, logLevel: 'silent' });
const withHook = createClient(service, {
  baseUrl: location.origin + '/api',
  retry: false,
  logLevel: 'silent',
  hooks: { beforeRequest: (request) => void hooked.push(request.url) },
});
globalThis.call = async (id, hook) => {
  try {
    return { data: await (hook ? withHook : plain).items.get({ id }), hooked: [...hooked] };
  } catch (error) {
    return { name: error.name, message: error.message, network: isNetworkError(error), hooked: [...hooked] };
  }
};
globalThis.progressCall = async (id) => {
  try {
    return { data: await plain.items.get({ id }, { onUploadProgress: () => {} }) };
  } catch (error) {
    return { name: error.name, message: error.message, network: isNetworkError(error) };
  }
};
const shortSecret = createClient(service, { baseUrl: location.origin + '/api', retry: false, logLevel: 'silent', auth: bearer('pw1') });
globalThis.shortSecretCall = async (id) => {
  try {
    return { data: await shortSecret.items.get({ id }) };
  } catch (error) {
    return { name: error.name, message: error.message, network: isNetworkError(error) };
  }
};
const paced = [];
const throttled = createClient(service, {
  baseUrl: location.origin + '/api',
  retry: false,
  logLevel: 'silent',
  // Its code is a script of the site, imported by URL: the test refuses it on its own.
  throttle: () => import(location.origin + '/limiter.js').then((module) => module.limiter(paced)),
});
globalThis.throttledCall = async (id) => {
  try {
    return { data: await throttled.items.get({ id }), paced: [...paced] };
  } catch (error) {
    return { name: error.name, message: error.message, network: isNetworkError(error), paced: [...paced] };
  }
};
globalThis.request = async (id) => {
  try {
    return { data: await plain.request({ method: 'GET', path: '/items/' + id }) };
  } catch (error) {
    return { name: error.name, message: error.message, network: isNetworkError(error) };
  }
};
`;

let scripts: ReadonlyMap<string, string>;
let extrasChunk: string | undefined;
let undeclaredChunk: string | undefined;
let errorPathChunk: string | undefined;
let browser: Browser;
const sites: PageSite[] = [];

beforeAll(async () => {
  const bundled = await bundleSplitPage(page);
  scripts = bundled.scripts;
  extrasChunk = bundled.chunk('attempt-extras');
  undeclaredChunk = bundled.chunk('undeclared-request');
  errorPathChunk = bundled.chunk('error-path');
  browser = await launchChromium();
}, 60_000);

closeAfterTests(sites, () => browser);

/** The throttle's code, served apart from the bundle; refused (404) while `refuseLimiter` is set. */
const limiterScript = 'export const limiter = (paced) => ({ acquire: async (path) => void paced.push(path) });';
let refuseLimiter = false;

async function serve(): Promise<PageSite> {
  refuseLimiter = false;
  const site = await servePage(scripts, (url, _request, response) => {
    if (url.pathname === '/limiter.js') {
      if (refuseLimiter) return false;
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(limiterScript);
      return true;
    }
    if (!url.pathname.startsWith('/api/items/')) return false;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: decodeURIComponent(url.pathname.slice('/api/items/'.length)) }));
    return true;
  });
  sites.push(site);
  return site;
}

const open = (site: PageSite): Promise<Page> => openPage(browser, site, 'call');

const call = (tab: Page, id: string, hook: boolean) =>
  tab.evaluate(([given, hooked]) => (globalThis as unknown as { call(id: string, hook: boolean): Promise<Record<string, unknown>> }).call(given, hooked), [id, hook] as const);
const request = (tab: Page, id: string) => tab.evaluate((given) => (globalThis as unknown as { request(id: string): Promise<Record<string, unknown>> }).request(given), id);
const progressCall = (tab: Page, id: string) =>
  tab.evaluate((given) => (globalThis as unknown as { progressCall(id: string): Promise<Record<string, unknown>> }).progressCall(given), id);
const throttledCall = (tab: Page, id: string) =>
  tab.evaluate((given) => (globalThis as unknown as { throttledCall(id: string): Promise<Record<string, unknown>> }).throttledCall(given), id);
const shortSecretCall = (tab: Page, id: string) =>
  tab.evaluate((given) => (globalThis as unknown as { shortSecretCall(id: string): Promise<Record<string, unknown>> }).shortSecretCall(given), id);

// Chromium on a busy two-core machine takes seconds to open a page; nothing here waits on a clock.
describe('the code that runs hooks in a browser page', { timeout: 60_000 }, () => {
  it('is a chunk of its own, never asked for by a client without hooks', async () => {
    expect(extrasChunk).toBeDefined();
    const site = await serve();
    const tab = await open(site);
    expect(await call(tab, 'a', false)).toEqual({ data: { id: 'a' }, hooked: [] });
    expect(site.requested).toContain('/api/items/a');
    expect(site.requested).not.toContain(extrasChunk);
    await tab.close();
  });

  it('loads with the first call of a client with a hook, which sends nothing and runs no hook when it cannot load', async () => {
    const site = await serve();
    const tab = await open(site);
    site.refuseScripts = true;
    expect(await call(tab, 'a', true)).toEqual({
      name: 'NetworkError',
      message: 'items.get: the code for hooks, throttles and credential refreshes could not be loaded; nothing was sent',
      network: true,
      hooked: [],
    });
    expect(site.requested).toContain(extrasChunk);
    expect(site.requested).not.toContain('/api/items/a');
    site.refuseScripts = false;
    expect(await call(tab, 'a', true)).toEqual({ data: { id: 'a' }, hooked: [`${site.origin}/api/items/a`] });
    expect(site.requested.filter((path) => path === '/api/items/a')).toHaveLength(1);
    await tab.close();
  });
});

describe('the listener of upload progress in a browser page', { timeout: 60_000 }, () => {
  it('is the code that runs hooks, loaded with the first call given onUploadProgress, which sends nothing when it cannot load', async () => {
    const site = await serve();
    const tab = await open(site);
    site.refuseScripts = true;
    expect(await progressCall(tab, 'p')).toEqual({
      name: 'NetworkError',
      message: 'items.get: the code for hooks, throttles and credential refreshes could not be loaded; nothing was sent',
      network: true,
    });
    expect(site.requested).toContain(extrasChunk);
    expect(site.requested).not.toContain('/api/items/p');
    site.refuseScripts = false;
    expect(await progressCall(tab, 'p')).toEqual({ data: { id: 'p' } });
    expect(site.requested.filter((path) => path === '/api/items/p')).toHaveLength(1);
    await tab.close();
  });
});

describe('a throttle given as a loader of its code in a browser page', { timeout: 60_000 }, () => {
  it('is loaded by the first call of its client, which sends nothing when it cannot load, and loaded again by the next', async () => {
    const site = await serve();
    const tab = await open(site);
    expect(site.requested).not.toContain('/limiter.js');
    refuseLimiter = true;
    expect(await throttledCall(tab, 't')).toEqual({
      name: 'NetworkError',
      message: "items.get: the code for the client's throttle could not be loaded; nothing was sent",
      network: true,
      paced: [],
    });
    // The code that runs throttles came first, and loaded.
    expect(site.requested.indexOf(extrasChunk!)).toBeLessThan(site.requested.indexOf('/limiter.js'));
    expect(site.requested).not.toContain('/api/items/t');
    refuseLimiter = false;
    expect(await throttledCall(tab, 't')).toEqual({ data: { id: 't' }, paced: ['/api/items/t'] });
    expect(await throttledCall(tab, 'u')).toEqual({ data: { id: 'u' }, paced: ['/api/items/t', '/api/items/u'] });
    expect(site.requested.filter((path) => path === '/limiter.js')).toHaveLength(2);
    expect(site.requested.filter((path) => path === '/api/items/t')).toHaveLength(1);
    await tab.close();
  });
});

describe('the code that makes a call the table does not declare in a browser page', { timeout: 60_000 }, () => {
  it('is a chunk of its own, never asked for by a page whose calls are declared', async () => {
    expect(undeclaredChunk).toBeDefined();
    const site = await serve();
    const tab = await open(site);
    expect(await call(tab, 'a', false)).toEqual({ data: { id: 'a' }, hooked: [] });
    expect(site.requested).not.toContain(undeclaredChunk);
    await tab.close();
  });

  it('loads with the first client.request, which sends nothing when it cannot load', async () => {
    const site = await serve();
    const tab = await open(site);
    site.refuseScripts = true;
    expect(await request(tab, 'b')).toEqual({
      name: 'NetworkError',
      message: 'request: the code for calls the table does not declare could not be loaded; nothing was sent',
      network: true,
    });
    expect(site.requested).toContain(undeclaredChunk);
    expect(site.requested).not.toContain('/api/items/b');
    site.refuseScripts = false;
    expect(await request(tab, 'b')).toEqual({ data: { id: 'b' } });
    expect(site.requested.filter((path) => path === '/api/items/b')).toHaveLength(1);
    await tab.close();
  });
});

describe('where a short secret may stand in a browser page', { timeout: 60_000 }, () => {
  it('is the error path, loaded before the first call of a client with a secret shorter than 4 characters is sent', async () => {
    expect(errorPathChunk).toBeDefined();
    const site = await serve();
    const tab = await open(site);
    expect(await shortSecretCall(tab, 'c')).toEqual({ data: { id: 'c' } });
    const loaded = site.requested.indexOf(errorPathChunk!);
    expect(loaded).toBeGreaterThanOrEqual(0);
    expect(loaded).toBeLessThan(site.requested.indexOf('/api/items/c'));
    await tab.close();
  });

  it('sends nothing when it cannot load, and is loaded again by the next such call', async () => {
    const site = await serve();
    const tab = await open(site);
    site.refuseScripts = true;
    expect(await shortSecretCall(tab, 'c')).toEqual({
      name: 'NetworkError',
      message: 'items.get: the code for short secrets could not be loaded; nothing was sent',
      network: true,
    });
    expect(site.requested).toContain(errorPathChunk);
    expect(site.requested).not.toContain('/api/items/c');
    site.refuseScripts = false;
    expect(await shortSecretCall(tab, 'c')).toEqual({ data: { id: 'c' } });
    expect(site.requested.filter((path) => path === '/api/items/c')).toHaveLength(1);
    await tab.close();
  });
});
