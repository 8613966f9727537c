/**
 * A package as a browser bundler meets it: esbuild (platform browser, ESM, in memory) from a bare import,
 * with the `@org/source` condition so that workspace packages are bundled from their TypeScript sources.
 * Node built-ins are never expected in a browser bundle; any the graph imports is recorded and left external,
 * so a regression shows as a list instead of an opaque resolve failure.
 */
import { builtinModules } from 'node:module';
import { build, type Plugin } from 'esbuild';
import { esbuildPackageVersion } from '../scripts/package-version.mjs';

/** What {@link bundleForBrowser} produced. */
export interface BrowserBundle {
  /** The bundle's JavaScript. */
  readonly code: string;
  /** The modules bundled, as esbuild names them (relative to `resolveDir`). */
  readonly inputs: readonly string[];
  /** The Node built-ins the bundle imports (`node:fs`, `fs`, ...), sorted. */
  readonly nodeImports: readonly string[];
}

const bareBuiltins = builtinModules.filter((name) => !name.startsWith('_')).map((name) => name.replace(/[/\\^$.*+?()[\]{}|]/g, '\\$&'));
const nodeBuiltin = new RegExp(`^(?:node:|(?:${bareBuiltins.join('|')})(?:/|$))`);

/** An esbuild plugin that records each Node built-in imported into `found` and leaves it external. */
export function recordNodeBuiltins(found: Set<string>): Plugin {
  return {
    name: 'record-node-builtins',
    setup(builder) {
      builder.onResolve({ filter: nodeBuiltin }, ({ path }) => {
        found.add(path);
        return { path, external: true };
      });
    },
  };
}

/** Bundles `export * from '<specifier>'` for the browser, resolving from `resolveDir`. */
export async function bundleForBrowser(specifier: string, resolveDir: string): Promise<BrowserBundle> {
  const nodeImports = new Set<string>();
  const result = await build({
    stdin: { contents: `export * from '${specifier}';`, resolveDir, sourcefile: 'page.js' },
    absWorkingDir: resolveDir,
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    conditions: ['@org/source'],
    metafile: true,
    plugins: [recordNodeBuiltins(nodeImports), esbuildPackageVersion()],
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0]!.text, inputs: Object.keys(result.metafile.inputs), nodeImports: [...nodeImports].sort() };
}

/** Options of {@link bundlePages}. */
export interface PageBundleOptions {
  /**
   * Package export conditions besides the browser's: none by default, so packages are bundled from their
   * published `dist` as an installed package is; `['@org/source']` bundles workspace packages from their sources.
   */
  readonly conditions?: readonly string[];
}

/**
 * Bundles several pages for the browser in one esbuild run, each on its own (nothing shared between them, every
 * one tree-shaken for what it uses), resolving from `resolveDir`. `pages` maps a page's name to its source; the
 * result maps it to the bundle's JavaScript.
 */
export async function bundlePages(pages: Readonly<Record<string, string>>, resolveDir: string, options: PageBundleOptions = {}): Promise<Map<string, string>> {
  const names = Object.keys(pages);
  const pagesPlugin: Plugin = {
    name: 'pages',
    setup(builder) {
      builder.onResolve({ filter: /^page:/ }, ({ path }) => ({ path: path.slice('page:'.length), namespace: 'page' }));
      builder.onLoad({ filter: /.*/, namespace: 'page' }, ({ path }) => ({ contents: pages[path], resolveDir, loader: 'js' }));
    },
  };
  const result = await build({
    entryPoints: names.map((name, index) => ({ in: `page:${name}`, out: `page-${index}` })),
    absWorkingDir: resolveDir,
    outdir: 'pages',
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    conditions: [...(options.conditions ?? [])],
    plugins: [pagesPlugin, recordNodeBuiltins(new Set()), esbuildPackageVersion()],
    logLevel: 'silent',
  });
  const byFile = new Map(result.outputFiles.map((file) => [file.path.split(/[\\/]/).pop()!, file.text]));
  return new Map(names.map((name, index) => [name, byFile.get(`page-${index}.js`)!]));
}
