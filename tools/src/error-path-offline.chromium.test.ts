/**
 * The error path of `@org/http-core` in a real page: the published browser build bundled as a user's bundler
 * does (esbuild, code splitting), served from 127.0.0.1 and run in Chromium. A page downloads the error path
 * only after its first answer, and once it has it, a failure is told in full even when the server that served
 * the page is gone or refuses to serve scripts. The small encoder of plain JSON bodies comes with the operations
 * declaring their bodies with `jsonBody`, in the page; the encoder of request bodies loads only with the first call
 * whose body that one does not write (not plain data, or a body declared by its schema alone).
 */
import type { Browser, Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleSplitPage, closeAfterTests, launchChromium, openPage, servePage, type PageSite } from './split-page.js';

const page = `
import { createClient, defineService, isNetworkError, isNotFoundError, jsonBody, NetworkError, NotFoundError } from '@org/http-core';
import { resourceManagerErrorParser } from '@org/http-core/azure';
import * as z from '@org/http-core/zod';

const service = defineService({
  name: 'offline-page',
  packageName: '@org/offline-page',
  version: '0.0.0',
  errorParser: resourceManagerErrorParser,
  groups: {
    items: {
      get: { method: 'GET', path: '/items/{id}', summary: 'Get an item', pathParams: { id: z.string() }, response: z.looseObject({ id: z.string() }), auth: [] },
      create: { method: 'POST', path: '/items', summary: 'Create an item', body: jsonBody(z.object({ id: z.string() })), response: z.looseObject({ id: z.string() }), auth: [] },
      createBare: { method: 'POST', path: '/items', summary: 'Create an item, its body declared by its schema alone', body: z.object({ id: z.string() }), response: z.looseObject({ id: z.string() }), auth: [] },
    },
  },
});
const client = createClient(service, { baseUrl: location.origin + '/api', retry: false, logLevel: 'silent' });
const strict = createClient(service, { baseUrl: location.origin + '/api', retry: false, logLevel: 'silent', validation: 'strict' });
globalThis.call = async (id, create = false, options = undefined) => {
  try {
    const body = options?.written ? { id, at: { toJSON: () => 0 } } : { id };
    return { data: await (create ? (options?.bare ? client.items.createBare({ body }) : client.items.create({ body })) : (options?.strict ? strict : client).items.get({ id }, options?.call)) };
  } catch (error) {
    const { name, message, status, code, serviceMessage, field, retryAfterMs } = error;
    return { name, message, status, code, serviceMessage, field, retryAfterMs, network: isNetworkError(error), notFound: isNotFoundError(error), isNetworkError: error instanceof NetworkError, isNotFoundError: error instanceof NotFoundError };
  }
};
`;

/** A served page's site, and when the error path's chunk and the chunks it imports have been asked for (and so served). */
type Site = PageSite & { readonly errorPathAsked: Promise<void> };

let scripts: ReadonlyMap<string, string>;
let bodyChunk: string | undefined;
let plainBodyChunk: string | undefined;
let errorPathChunk: string;
/** The error path's chunk and the chunks it imports. */
let errorPathFiles: readonly string[];
let browser: Browser;
const sites: Site[] = [];

beforeAll(async () => {
  const bundled = await bundleSplitPage(page);
  scripts = bundled.scripts;
  errorPathChunk = bundled.chunk('error-path')!;
  // The chunks the error path's chunk imports (shared with other chunks loaded on demand): loaded with it.
  errorPathFiles = [errorPathChunk, ...bundled.importsOf(errorPathChunk)];
  bodyChunk = bundled.chunk('request-body');
  plainBodyChunk = bundled.chunk('plain-json-body');
  browser = await launchChromium();
}, 60_000);

closeAfterTests(sites, () => browser);

async function serve(): Promise<Site> {
  let asked!: () => void;
  const errorPathAsked = new Promise<void>((resolve) => (asked = resolve));
  const served = await servePage(
    scripts,
    (url, request, response) => {
      const path = url.pathname;
      if (path === '/api/items' && request.method === 'POST') {
        let text = '';
        request.setEncoding('utf8');
        request.on('data', (piece: string) => (text += piece));
        request.on('end', () => response.writeHead(201, { 'content-type': 'application/json' }).end(text));
      } else if (path === '/api/items/empty') {
        response.writeHead(204).end();
      } else if (path === '/api/items/missing') {
        response.writeHead(404, { 'content-type': 'application/json', 'x-ms-request-id': 'req-404' }).end(JSON.stringify({ error: { code: 'ItemNotFound', message: 'No item missing' } }));
      } else if (path === '/api/items/busy-seconds' || path === '/api/items/busy-date') {
        const wait = path.endsWith('seconds') ? '3' : new Date(Date.now() + 60_000).toUTCString();
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': wait }).end('{}');
      } else if (path.startsWith('/api/items/')) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: decodeURIComponent(path.slice('/api/items/'.length)) }));
      } else {
        return false;
      }
      return true;
    },
    ({ requested }) => {
      if (errorPathFiles.every((file) => requested.includes(file))) asked();
    },
  );
  const site: Site = Object.assign(served, { errorPathAsked });
  sites.push(site);
  return site;
}

const open = (site: Site): Promise<Page> => openPage(browser, site, 'call');

/** What a call is made with besides its id: the strict client's, and call options. */
interface CallWith {
  readonly strict?: boolean;
  readonly call?: Record<string, unknown>;
  /** A body holding an object with a `toJSON` method, which the encoder of plain JSON bodies leaves to the encoder of request bodies. */
  readonly written?: boolean;
  /** The body sent by the operation declaring it by its schema alone (`createBare`). */
  readonly bare?: boolean;
}

const call = (tab: Page, id: string, create = false, options?: CallWith) =>
  tab.evaluate(
    ([given, post, other]) => (globalThis as unknown as { call(id: string, create: boolean, options?: CallWith): Promise<Record<string, unknown>> }).call(given, post, other),
    [id, create, options] as const,
  );

// Chromium on a busy two-core machine takes seconds to open a page; nothing here waits on a clock.
describe('the error path in a browser page', { timeout: 60_000 }, () => {
  it('is a chunk of its own, asked for only after the first answer', async () => {
    expect(errorPathChunk).toBeDefined();
    const site = await serve();
    const tab = await open(site);
    expect(site.requested).not.toContain(errorPathChunk);
    expect(await call(tab, 'a')).toEqual({ data: { id: 'a' } });
    await site.errorPathAsked;
    expect(site.requested.indexOf(errorPathChunk)).toBeGreaterThan(site.requested.indexOf('/api/items/a'));
    await tab.close();
  });

  it('tells a network failure in full once the server is gone', async () => {
    const site = await serve();
    const tab = await open(site);
    expect(await call(tab, 'a')).toEqual({ data: { id: 'a' } });
    await site.errorPathAsked;
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
    const failure = await call(tab, 'b');
    expect(failure).toMatchObject({ name: 'NetworkError', network: true, isNetworkError: true });
    expect(failure['message']).toBe(`Network failure (items.get: GET ${site.origin}/api/items/b)`);
    await tab.close();
  });

  it('reads a 4xx with the service error parser when scripts are no longer served', async () => {
    const site = await serve();
    const tab = await open(site);
    expect(await call(tab, 'a')).toEqual({ data: { id: 'a' } });
    await site.errorPathAsked;
    site.refuseScripts = true;
    expect(await call(tab, 'missing')).toEqual({
      name: 'NotFoundError',
      message: `HTTP 404 ItemNotFound: No item missing (items.get: GET ${site.origin}/api/items/missing) [request id req-404]`,
      status: 404,
      code: 'ItemNotFound',
      serviceMessage: 'No item missing',
      network: false,
      notFound: true,
      isNetworkError: false,
      isNotFoundError: true,
    });
    await tab.close();
  });

  it('still types an error answer by its status when the error path cannot load at all', async () => {
    const site = await serve();
    const tab = await open(site);
    site.refuseScripts = true;
    expect(await call(tab, 'missing')).toEqual({
      name: 'ApiError',
      message: `HTTP 404 (items.get: GET ${site.origin}/api/items/missing)`,
      status: 404,
      network: false,
      notFound: true,
      isNetworkError: false,
      isNotFoundError: false,
    });
    expect(site.requested).toContain(errorPathChunk);
    await tab.close();
  });

  it('sends a plain body of an operation declaring it with jsonBody with what the page has, even while scripts are refused', async () => {
    expect(plainBodyChunk).toBeUndefined();
    const site = await serve();
    const tab = await open(site);
    site.refuseScripts = true;
    expect(await call(tab, 'a', true)).toEqual({ data: { id: 'a' } });
    expect(site.requested.filter((path) => path === '/api/items')).toHaveLength(1);
    expect(site.requested).not.toContain(bodyChunk);
    await tab.close();
  });

  it('loads the encoder of request bodies for a body declared by its schema alone, and sends nothing when it cannot', async () => {
    const site = await serve();
    const tab = await open(site);
    site.refuseScripts = true;
    const failure = await call(tab, 'a', true, { bare: true });
    expect(failure).toMatchObject({ name: 'NetworkError', network: true, isNetworkError: true });
    expect(failure['message']).toBe('items.createBare: the code for request bodies could not be loaded; nothing was sent');
    expect(site.requested).not.toContain('/api/items');
    site.refuseScripts = false;
    expect(await call(tab, 'a', true, { bare: true })).toEqual({ data: { id: 'a' } });
    expect(site.requested.filter((path) => path === '/api/items')).toHaveLength(1);
    expect(site.requested).toContain(bodyChunk);
    await tab.close();
  });

  it('loads the encoder of request bodies only for a body that is not plain data, and sends nothing when it cannot', async () => {
    const site = await serve();
    const tab = await open(site);
    expect(bodyChunk).toBeDefined();
    expect(await call(tab, 'a', true)).toEqual({ data: { id: 'a' } });
    expect(site.requested).not.toContain(bodyChunk);
    site.refuseScripts = true;
    const failure = await call(tab, 'b', true, { written: true });
    expect(failure).toMatchObject({ name: 'NetworkError', network: true, isNetworkError: true });
    expect(failure['message']).toBe('items.create: the code for request bodies could not be loaded; nothing was sent');
    expect(site.requested.filter((path) => path === '/api/items')).toHaveLength(1);
    site.refuseScripts = false;
    expect(await call(tab, 'b', true, { written: true })).toEqual({ data: { id: 'b' } });
    expect(site.requested.filter((path) => path === '/api/items')).toHaveLength(2);
    expect(site.requested.filter((path) => path === bodyChunk)).toHaveLength(2);
    await tab.close();
  });

  it('words a refusal of the success path, or names its field while the error path cannot load; nothing is sent', async () => {
    const site = await serve();
    const tab = await open(site);
    const keyed = { call: { idempotencyKey: 'key-1' } };
    site.refuseScripts = true;
    expect(await call(tab, 'a', false, keyed)).toMatchObject({ name: 'ValidationError', field: 'idempotencyKey', message: 'idempotencyKey is refused; nothing was sent' });
    site.refuseScripts = false;
    expect(await call(tab, 'a', false, keyed)).toMatchObject({
      name: 'ValidationError',
      field: 'idempotencyKey',
      message: 'items.get takes no idempotency key: the service documents none for it',
    });
    expect(site.requested).not.toContain('/api/items/a');
    await tab.close();
  });

  it('refuses a missing body in strict mode, in fewer words while the error path cannot load', async () => {
    const site = await serve();
    const tab = await open(site);
    site.refuseScripts = true;
    expect(await call(tab, 'empty', false, { strict: true })).toMatchObject({ name: 'ResponseValidationError', message: 'Response of items.get does not match its schema' });
    site.refuseScripts = false;
    expect(await call(tab, 'empty', false, { strict: true })).toMatchObject({
      name: 'ResponseValidationError',
      message: 'items.get declares a response body, but the service answered 204 No Content',
    });
    await tab.close();
  });

  it('reads the wait an error answer asks for in whole seconds while the error path cannot load, and any other form with it', async () => {
    const site = await serve();
    const tab = await open(site);
    site.refuseScripts = true;
    expect(await call(tab, 'busy-seconds')).toMatchObject({ name: 'ApiError', status: 429, retryAfterMs: 3000 });
    const offline = await call(tab, 'busy-date');
    expect(offline).toMatchObject({ name: 'ApiError', status: 429 });
    expect(offline['retryAfterMs']).toBeUndefined();
    site.refuseScripts = false;
    const online = await call(tab, 'busy-date');
    expect(online).toMatchObject({ name: 'RateLimitError', status: 429 });
    expect(online['retryAfterMs']).toBeGreaterThan(50_000);
    await tab.close();
  });

  it('loads the error path for a first call that fails', async () => {
    const site = await serve();
    const tab = await open(site);
    const failure = await call(tab, 'missing');
    expect(failure).toMatchObject({ name: 'NotFoundError', code: 'ItemNotFound', isNotFoundError: true });
    expect(site.requested).toContain(errorPathChunk);
    await tab.close();
  });
});
