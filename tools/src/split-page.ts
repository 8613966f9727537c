/**
 * Test support for the Chromium tests of parts loaded on demand: a page's source bundled as a user's bundler does
 * (esbuild, code splitting, minified, the packages' published browser builds), and the Chromium that runs it.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright';

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
