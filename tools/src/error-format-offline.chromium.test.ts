/**
 * A service's error format in a real page: the address lookup package's browser build bundled as a user's bundler
 * does (esbuild, code splitting), served from 127.0.0.1 and run in Chromium, calling the service on another origin.
 * The page downloads how the service's errors are read (its error parser, the meanings of its codes) after its
 * first answer, with the error path; once it has them, an error answer is the service's own error even when the
 * server that served the page is gone. When only the error format cannot load, it is the core's error of the status.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleSplitPage, launchChromium } from './split-page.js';

const page = `
import { AddressLookupError, createAddressLookupClientFor, udprnGet } from '@org/address-lookup';

const api = new URLSearchParams(location.search).get('api');
const client = createAddressLookupClientFor({ udprn: { get: udprnGet } }, { baseUrl: api + '/v1', apiKey: 'ak_page_key', retry: false, logLevel: 'silent' });
globalThis.call = async (udprn) => {
  try {
    return { data: await client.udprn.get({ udprn }) };
  } catch (error) {
    const { name, status, code, serviceMessage, apiCode, meaning } = error;
    return { name, status, code, serviceMessage, apiCode, meaning, own: error instanceof AddressLookupError };
  }
};
`;

/** The page's scripts by path (`/page.js` and its chunks), as the bundler wrote them. */
let scripts: ReadonlyMap<string, string>;
let browser: Browser;
const servers: Server[] = [];

/** The path of the chunk whose name starts with `name`. */
let chunkOf: (name: string) => string;

beforeAll(async () => {
  const bundled = await bundleSplitPage(page);
  scripts = bundled.scripts;
  chunkOf = (name) => bundled.chunk(name)!;
  browser = await launchChromium();
}, 60_000);

afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

afterAll(async () => {
  await browser?.close();
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What the page's server saw and does. */
interface Site {
  readonly server: Server;
  readonly origin: string;
  /** Paths asked for, in order. */
  readonly requested: string[];
  /** Resolves when every path of `paths` has been asked for. */
  asked(paths: readonly string[]): Promise<void>;
}

/** Serves the page and its scripts, except those in `refused` (404). */
async function serve(refused: ReadonlySet<string> = new Set()): Promise<Site> {
  const waiting: Array<{ paths: readonly string[]; resolve: () => void }> = [];
  const requested: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    requested.push(path);
    for (const wait of waiting) if (wait.paths.every((one) => requested.includes(one))) wait.resolve();
    if (path === '/') response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script type="module" src="/page.js"></script>');
    else if (scripts.has(path) && !refused.has(path)) response.writeHead(200, { 'content-type': 'text/javascript' }).end(scripts.get(path));
    else response.writeHead(404).end();
  });
  const origin = await listen(server);
  const asked = (paths: readonly string[]) =>
    paths.every((path) => requested.includes(path)) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ paths, resolve }));
  return { server, origin, requested, asked };
}

/** The service on another origin (CORS allowed): `/v1/udprn/<n>` answers an address, except 4044, which is not found. */
function serveApi(): Promise<string> {
  return listen(
    createServer((request, response) => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '' };
      if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
      const udprn = new URL(request.url ?? '/', 'http://127.0.0.1').pathname.split('/').pop();
      const [status, body] = udprn === '4044' ? [404, { code: 4044, message: 'UDPRN not found' }] : [200, { code: 2000, message: 'Success', result: { postcode: 'SW1A 2AA' } }];
      response.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(body));
    }),
  );
}

async function open(site: Site, api: string): Promise<Page> {
  const tab = await browser.newPage();
  await tab.goto(`${site.origin}/?api=${encodeURIComponent(api)}`);
  await tab.waitForFunction(() => typeof (globalThis as { call?: unknown }).call === 'function');
  return tab;
}

/** Waits until the page has run the scripts at `paths` (given as text, so that the test runner leaves its `import()` alone). */
const ran = (tab: Page, paths: readonly string[]) => tab.evaluate(`Promise.all(${JSON.stringify(paths)}.map((path) => import(path))).then(() => undefined)`);

const call = (tab: Page, udprn: string) => tab.evaluate((given) => (globalThis as unknown as { call(udprn: string): Promise<Record<string, unknown>> }).call(given), udprn);

// Chromium on a busy two-core machine takes seconds to open a page; nothing here waits on a clock.
describe("a service's error format in a browser page", { timeout: 60_000 }, () => {
  it("is a chunk of its own, preloaded after the first answer; then an error answer with the page's server gone is the service's own error", async () => {
    const errorFormat = chunkOf('error-format');
    expect(errorFormat).toBeDefined();
    const api = await serveApi();
    const site = await serve();
    const tab = await open(site, api);
    expect(site.requested).not.toContain(errorFormat);
    expect(await call(tab, '23747771')).toEqual({ data: { postcode: 'SW1A 2AA' } });
    const preloaded = [chunkOf('error-path'), errorFormat];
    await site.asked(preloaded);
    await ran(tab, preloaded);
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
    expect(await call(tab, '4044')).toEqual({
      name: 'AddressLookupError',
      status: 404,
      code: 4044,
      serviceMessage: 'UDPRN not found',
      apiCode: 4044,
      meaning: 'No address has this UDPRN.',
      own: true,
    });
    await tab.close();
  });

  it("is the core's error of the status, read with the generic parser, when only the error format cannot load", async () => {
    const api = await serveApi();
    const site = await serve(new Set([chunkOf('error-format')]));
    const tab = await open(site, api);
    expect(await call(tab, '4044')).toEqual({
      name: 'NotFoundError',
      status: 404,
      code: 4044,
      serviceMessage: 'UDPRN not found',
      apiCode: undefined,
      meaning: undefined,
      own: false,
    });
    expect(site.requested).toContain(chunkOf('error-format'));
    await tab.close();
  });
});
