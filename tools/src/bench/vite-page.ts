/**
 * A page as users ship it: a Vite production build (minified, code-split) of one page's source, written to a
 * temporary directory, and what the browser downloads of it. From Vite's manifest, the page's chunks are followed
 * as the browser fetches them: the entry and its static imports when the page loads, then the chunks it imports
 * on demand. Those a call imports only in some case (`conditionalModules`: when it fails, when it uses a feature) are
 * set apart: a page that never fails never loads its error path. Each chunk is a file of its own on the wire, so each is gzipped (level 9)
 * on its own and the sizes are summed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest, type Plugin } from 'vite';
import { ON_FAILURE, conditionalModules, type ConditionalModule } from './size-budgets.js';

/**
 * When a chunk of a page is loaded: with the page, on demand on the way to the first answer, or only in the case
 * a {@link ConditionalModule} names (`only when a call fails`).
 */
export type ChunkLoad = 'page load' | 'on demand' | `only when ${string}`;

const rank = (load: ChunkLoad) => (load === 'page load' ? 2 : load === 'on demand' ? 1 : 0);

/** One JavaScript file of a page's build. */
export interface PageChunk {
  /** File name in the build (`assets/…`). */
  readonly file: string;
  /**
   * The module the chunk is named after, relative to the workspace (`packages/http-core/dist/browser/…`); `page` for
   * the entry, and a description for a chunk of modules several chunks share.
   */
  readonly module: string;
  readonly minifiedBytes: number;
  readonly gzipBytes: number;
  readonly load: ChunkLoad;
}

/** A page built with Vite. */
export interface VitePage {
  /** Gzip bytes of every chunk loaded before the page's first successful answer (all but the conditional ones). */
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

/** The chunks of a page's error path (imported when a call fails): gzip bytes and count. */
export function errorPath(page: VitePage): { readonly gzipBytes: number; readonly chunks: number } {
  const chunks = page.chunks.filter((chunk) => chunk.load === `only when ${ON_FAILURE}`);
  return { gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), chunks: chunks.length };
}

/** The conditional module a workspace path is, if it is one. */
function conditionalModule(module: string): ConditionalModule | undefined {
  return conditionalModules.find((candidate) => module.endsWith(candidate.module));
}

/**
 * Builds `source` as a page with Vite (production, browser, bare imports resolved from `resolveDir`, packages from
 * their published `browser` builds) and measures what the browser loads. `root` is the workspace root, for naming
 * modules. `uses` are the cases of `conditionalModules` the page's calls meet (`SENDS_OTHER_BODY`): their chunks count
 * as loaded on the way to the first answer.
 */
export async function buildVitePage(source: string, resolveDir: string, root: string, uses: ReadonlySet<string> = new Set()): Promise<VitePage> {
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
      if (seen !== undefined && rank(seen) >= rank(load)) return;
      loads.set(key, load);
      const chunk = manifest[key]!;
      for (const imported of chunk.imports ?? []) visit(imported, load);
      for (const imported of chunk.dynamicImports ?? []) {
        const conditional = conditionalModule(workspacePath(root, resolveDir, imported));
        const always = conditional === undefined || uses.has(conditional.when);
        visit(imported, !always ? `only when ${conditional.when}` : load === 'page load' ? 'on demand' : load);
      }
    };
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry === true);
    if (entry === undefined) throw new Error('the page build has no entry chunk');
    visit(entry, 'page load');
    const chunks = [...loads].map(([key, load]): PageChunk => {
      const code = readFileSync(join(outDir, manifest[key]!.file));
      const { isEntry, src, name } = manifest[key]!;
      const module = isEntry === true ? 'page' : src === undefined ? `a chunk shared by other chunks (${name ?? key})` : workspacePath(root, resolveDir, src);
      return { file: manifest[key]!.file, module, minifiedBytes: code.byteLength, gzipBytes: gzipSync(code, { level: 9 }).byteLength, load };
    });
    const loaded = chunks.filter((chunk) => rank(chunk.load) > 0);
    return {
      gzipBytes: loaded.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
      minifiedBytes: loaded.reduce((sum, chunk) => sum + chunk.minifiedBytes, 0),
      chunks,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
