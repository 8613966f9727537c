/**
 * A page as users ship it: a Vite production build (minified, code-split) of one page's source, written to a
 * temporary directory, and what the browser downloads of it. From Vite's manifest, the page's chunks are followed
 * as the browser fetches them: the entry and its static imports when the page loads, then the chunks it imports
 * on demand. Those a call only imports when it fails (modules named in {@link errorPathModules}) are set apart: a
 * page that never fails never loads them. Each chunk is a file of its own on the wire, so each is gzipped (level 9)
 * on its own and the sizes are summed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest, type Plugin } from 'vite';
import { errorPathModules } from './size-budgets.js';

/** When a chunk of a page is loaded. */
export type ChunkLoad = 'page load' | 'on demand' | 'error path';

/** One JavaScript file of a page's build. */
export interface PageChunk {
  /** File name in the build (`assets/…`). */
  readonly file: string;
  /** The module the chunk is named after, relative to the workspace (`packages/http-core/dist/browser/…`). */
  readonly module: string;
  readonly minifiedBytes: number;
  readonly gzipBytes: number;
  readonly load: ChunkLoad;
}

/** A page built with Vite. */
export interface VitePage {
  /** Gzip bytes of every chunk loaded before the page's first successful answer (all but the error path's). */
  readonly gzipBytes: number;
  /** Minified bytes of the same chunks. */
  readonly minifiedBytes: number;
  readonly chunks: readonly PageChunk[];
}

const pageId = '\0budget-page.js';

function pagePlugin(source: string): Plugin {
  return {
    name: 'budget-page',
    enforce: 'pre',
    resolveId: (id) => (id === pageId ? pageId : null),
    load: (id) => (id === pageId ? source : null),
  };
}

/** `packages/http-core/dist/browser/errors.js` for a manifest key or module path, whichever way it is written. */
function workspacePath(root: string, resolveDir: string, key: string): string {
  const absolute = key.startsWith('/') ? key : join(resolveDir, key);
  return relative(root, absolute).split(sep).join('/');
}

/** True for a module the engine imports only when a call fails. */
export function isErrorPathModule(module: string): boolean {
  return errorPathModules.some((name) => module.endsWith(name));
}

/**
 * Builds `source` as a page with Vite (production, browser, bare imports resolved from `resolveDir`, packages from
 * their published `browser` builds) and measures what the browser loads. `root` is the workspace root, for naming
 * modules.
 */
export async function buildVitePage(source: string, resolveDir: string, root: string): Promise<VitePage> {
  const outDir = mkdtempSync(join(tmpdir(), 'org-vite-page-'));
  try {
    await build({
      root: resolveDir,
      configFile: false,
      envDir: false,
      logLevel: 'silent',
      mode: 'production',
      plugins: [pagePlugin(source)],
      build: {
        outDir,
        emptyOutDir: false,
        manifest: true,
        reportCompressedSize: false,
        copyPublicDir: false,
        rollupOptions: { input: { page: pageId } },
      },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const loads = new Map<string, ChunkLoad>();
    const visit = (key: string, load: ChunkLoad) => {
      const seen = loads.get(key);
      if (seen === 'page load' || seen === load || (seen === 'on demand' && load === 'error path')) return;
      loads.set(key, load);
      const chunk = manifest[key]!;
      for (const imported of chunk.imports ?? []) visit(imported, load);
      for (const imported of chunk.dynamicImports ?? []) {
        visit(imported, load === 'error path' || isErrorPathModule(workspacePath(root, resolveDir, imported)) ? 'error path' : 'on demand');
      }
    };
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry === true);
    if (entry === undefined) throw new Error('the page build has no entry chunk');
    visit(entry, 'page load');
    const chunks = [...loads].map(([key, load]): PageChunk => {
      const code = readFileSync(join(outDir, manifest[key]!.file));
      const module = manifest[key]!.isEntry === true ? 'page' : workspacePath(root, resolveDir, manifest[key]!.src ?? key);
      return { file: manifest[key]!.file, module, minifiedBytes: code.byteLength, gzipBytes: gzipSync(code, { level: 9 }).byteLength, load };
    });
    const loaded = chunks.filter((chunk) => chunk.load !== 'error path');
    return {
      gzipBytes: loaded.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
      minifiedBytes: loaded.reduce((sum, chunk) => sum + chunk.minifiedBytes, 0),
      chunks,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
