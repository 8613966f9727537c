/**
 * Test support for the Chromium tests of parts loaded on demand: a page's source bundled as a user's bundler does
 * (esbuild, code splitting, minified, the packages' published browser builds), the local site that serves it and
 * its API, and the Chromium that runs it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, afterEach } from 'vitest';

/** A page bundled with its chunks. */
export interface SplitPage {
  /** The page's scripts by path (`/page.js` and its chunks), as the bundler wrote them. */
  readonly scripts: ReadonlyMap<string, string>;
  /** The path of the chunk whose name starts with `name` (`error-path` for `/error-path-<hash>.js`), if there is one. */
  chunk(name: string): string | undefined;
  /** The paths of the chunks that the chunk at `path` imports statically (loaded with it). */
  importsOf(path: string): readonly string[];
}

/** Bundles `source` (bare imports resolved from `tools/`) into `/page.js` and the chunks it imports on demand. */
export async function bundleSplitPage(source: string): Promise<SplitPage> {
  const result = await build({
    stdin: { contents: source, resolveDir: dirname(fileURLToPath(import.meta.url)), sourcefile: 'page.js' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    outdir: 'out',
    entryNames: 'page',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const pathOf = (file: string) => `/${file.split(/[\\/]/).pop()!}`;
  const scripts = new Map(result.outputFiles.map((file) => [pathOf(file.path), file.text]));
  return {
    scripts,
    chunk: (name) => [...scripts.keys()].find((path) => path.startsWith(`/${name}-`)),
    importsOf: (path) =>
      (result.metafile.outputs[`out${path}`]?.imports ?? []).filter((imported) => imported.kind === 'import-statement').map((imported) => pathOf(imported.path)),
  };
}

/** Chromium as the browser tests run it (`CHROMIUM_PATH`, else the one `npm test` installs). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}

/**
 * The closing hooks of a test file that serves pages to Chromium: each site in `sites` is closed after the test
 * that served it, and the browser `browser()` gives after the file's last test.
 */
export function closeAfterTests(sites: PageSite[], browser: () => Browser | undefined): void {
  afterEach(() => {
    for (const site of sites.splice(0)) closeSite(site);
  });
  afterAll(async () => {
    await browser()?.close();
  });
}

/** A site on 127.0.0.1 serving a bundled page, its scripts and an API, for one test. */
export interface PageSite {
  readonly server: Server;
  readonly origin: string;
  /** Paths asked for, in order. */
  readonly requested: string[];
  /** Scripts are refused (404) while set: the page can no longer load a chunk, while its API still answers. */
  refuseScripts: boolean;
}

/** Answers a request that is neither the page nor one of its scripts; `false` when it does not, for a 404. */
export type SiteApi = (url: URL, request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Serves `/` (an HTML page loading `/page.js`), the page's `scripts`, and through `api` anything else; `asked`, if
 * given, is told of every path once it is in `requested`.
 */
export async function servePage(scripts: ReadonlyMap<string, string>, api: SiteApi, asked?: (site: PageSite) => void): Promise<PageSite> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    site.requested.push(url.pathname);
    asked?.(site);
    if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><script type="module" src="/page.js"></script>');
    } else if (scripts.has(url.pathname) && !site.refuseScripts) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(scripts.get(url.pathname));
    } else if (!api(url, request, response)) {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site: PageSite = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requested: [], refuseScripts: false };
  return site;
}

/** Closes `site` and the connections it holds open. */
export function closeSite(site: PageSite): void {
  site.server.closeAllConnections();
  site.server.close();
}

/** A tab of `browser` on `site`'s page, once the page has defined the function `global` the test calls. */
export async function openPage(browser: Browser, site: PageSite, global: string): Promise<Page> {
  const tab = await browser.newPage();
  await tab.goto(`${site.origin}/`);
  await tab.waitForFunction((name) => typeof (globalThis as Record<string, unknown>)[name] === 'function', global);
  return tab;
}
