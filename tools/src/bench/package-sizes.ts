/**
 * What each package costs its users: the size of its npm tarball, and the browser pages built on it from the
 * packages' `dist` as users get them: one that creates its client and makes one call (the table's first operation),
 * one that calls every operation, and the budgeted pages of `size-budgets.ts`. Each page is measured as users ship
 * it (a Vite production build: what loads before the first answer, and the error path's chunks apart) and, beside
 * it, as one esbuild file (minified, tree-shaken, everything in it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { npmPack } from '../release/pack/npm-pack.js';
import type { WorkspacePackage } from '../release/workspace-packages.js';
import { bundleEntries, measureBundle, type BundleResult } from './bundle-size.js';
import { operationPage, pageUses, pagedService, type PagedService } from './operation-pages.js';
import { addressForm, type BudgetedPage } from './size-budgets.js';
import { buildVitePage, type VitePage } from './vite-page.js';

/** One page, both ways. */
export interface PageSize {
  /** One esbuild file with everything the page imports, dynamic imports included. */
  readonly esbuild: BundleResult;
  /** The Vite build: what loads before the first answer, chunk by chunk. */
  readonly vite: VitePage;
}

/** The pages of one package. */
export interface PackagePages {
  readonly pkg: WorkspacePackage;
  /** The page that binds and calls the first operation of the table (for the core, a bench service's one operation). */
  readonly oneOperation: PageSize & { readonly call: string };
  /**
   * The page that binds and calls every operation, and what each one after the first adds on average, gzip bytes
   * (Vite: without `onceGzipBytes`, the parts of a call the operations bring once, such as the encoder of request
   * bodies, loaded on demand: they are counted apart).
   */
  readonly everyOperation?: PageSize & { readonly count: number; readonly furtherGzipBytes: number; readonly esbuildFurtherGzipBytes: number; readonly onceGzipBytes: number };
  /** Budgeted pages of the package. */
  readonly pages: readonly (PageSize & { readonly page: BudgetedPage })[];
}

/** Sizes of one package. */
export interface PackageSize {
  readonly pkg: WorkspacePackage;
  /** Tarball (gzip) and unpacked bytes, and the number of files, as `npm pack` reports them. */
  readonly tarballBytes: number;
  readonly unpackedBytes: number;
  readonly files: number;
  readonly pages?: PackagePages;
}

async function measurePage(key: string, contents: string, root: string, resolveDir: string, uses?: ReadonlySet<string>): Promise<PageSize> {
  const esbuild = await measureBundle({ key, label: key, contents }, resolveDir, { source: false });
  return { esbuild, vite: await buildVitePage(contents, resolveDir, root, uses) };
}

/** A page of `calls` of a service, measured. */
function measureCalls(key: string, service: PagedService, calls: readonly string[], root: string, resolveDir: string): Promise<PageSize> {
  return measurePage(key, operationPage(service, calls), root, resolveDir, pageUses(service, calls));
}

const average = (every: number, one: number, count: number) => (every - one) / Math.max(1, count - 1);

/** Gzip bytes of the chunks a page loads on demand on the way to its first answer (parts of a call its calls use). */
const onDemandBytes = (page: VitePage) => page.chunks.filter((chunk) => chunk.load === 'on demand').reduce((sum, chunk) => sum + chunk.gzipBytes, 0);

async function measureService(service: PagedService, root: string, resolveDir: string): Promise<PackagePages> {
  const { pkg } = service;
  const ids = service.operations.map((operation) => operation.id);
  const one = await measureCalls(`${pkg.dirName}-one`, service, ids.slice(0, 1), root, resolveDir);
  let everyOperation: PackagePages['everyOperation'];
  if (ids.length > 1) {
    const every = await measureCalls(`${pkg.dirName}-every`, service, ids, root, resolveDir);
    const once = Math.max(0, onDemandBytes(every.vite) - onDemandBytes(one.vite));
    everyOperation = {
      ...every,
      count: ids.length,
      onceGzipBytes: once,
      furtherGzipBytes: average(every.vite.gzipBytes - once, one.vite.gzipBytes, ids.length),
      esbuildFurtherGzipBytes: average(every.esbuild.gzipBytes, one.esbuild.gzipBytes, ids.length),
    };
  }
  const pages = [];
  for (const page of [addressForm].filter((candidate) => candidate.packageName === pkg.name)) {
    pages.push({ page, ...(await measureCalls(`${pkg.dirName}-page`, service, page.calls, root, resolveDir)) });
  }
  return { pkg, oneOperation: { call: ids[0]!, ...one }, everyOperation, pages };
}

/**
 * Builds and measures the pages of each built package, from `tools` (whose `node_modules` holds the packages, ky
 * and zod). The core gets the bench's own one-operation service.
 */
export async function measurePackagePages(root: string, packages: readonly WorkspacePackage[]): Promise<PackagePages[]> {
  const resolveDir = join(root, 'tools');
  const results: PackagePages[] = [];
  for (const pkg of packages.filter((candidate) => candidate.built)) {
    const service = await pagedService(pkg);
    if (service !== undefined) results.push(await measureService(service, root, resolveDir));
    else if (pkg.name === '@org/http-core') {
      const core = bundleEntries.find((entry) => entry.key === 'core')!;
      results.push({ pkg, oneOperation: { call: 'a one-operation service', ...(await measurePage(core.key, core.contents, root, resolveDir)) }, pages: [] });
    }
  }
  return results;
}

/** The esbuild bundles of `bundle-size.ts` the core's README compares with: ky alone, one schema in `zod/mini` and in classic zod. */
export async function measureReferenceBundles(root: string): Promise<Map<string, BundleResult>> {
  const out = new Map<string, BundleResult>();
  for (const entry of bundleEntries.filter((candidate) => ['ky', 'zod-mini', 'zod-classic'].includes(candidate.key))) {
    out.set(entry.key, await measureBundle(entry, join(root, 'tools'), { source: false }));
  }
  return out;
}

/** Packs every built package (`npm pack --dry-run`) and measures its pages. */
export async function measurePackageSizes(root: string, packages: readonly WorkspacePackage[]): Promise<PackageSize[]> {
  const built = packages.filter((pkg) => pkg.built);
  const scratch = mkdtempSync(join(tmpdir(), 'org-package-sizes-'));
  let packed;
  try {
    packed = await npmPack(root, built, scratch, { dryRun: true });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const pages = await measurePackagePages(root, built);
  return built.map((pkg, index) => ({
    pkg,
    tarballBytes: packed[index]!.size,
    unpackedBytes: packed[index]!.unpackedSize,
    files: packed[index]!.files.length,
    pages: pages.find((measured) => measured.pkg === pkg),
  }));
}
