/**
 * What each package costs its users: the size of its npm tarball, and the browser bundle of a page that
 * creates its client and makes one call (the package's first operation), built from the packages' `dist` as
 * users get them. Budgets from `size-budgets.ts` are measured the same way with their own calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { npmPack } from '../release/pack/npm-pack.js';
import type { WorkspacePackage } from '../release/workspace-packages.js';
import { bundleEntries, measureBundle, measureRolldownGzip, type BundleResult } from './bundle-size.js';
import { operationPage, pagedService, type PagedService } from './operation-pages.js';
import { addressForm, type BudgetedPage } from './size-budgets.js';

/** Sizes of one package. */
export interface PackageSize {
  readonly pkg: WorkspacePackage;
  /** Tarball (gzip) and unpacked bytes, and the number of files, as `npm pack` reports them. */
  readonly tarballBytes: number;
  readonly unpackedBytes: number;
  readonly files: number;
  /** The page that binds and calls the first operation of the table: which one, its esbuild bundle and its rolldown gzip bytes. */
  readonly oneOperation?: { readonly call: string; readonly bundle: BundleResult; readonly rolldownGzip?: number };
  /** The page that binds and calls every operation, and what each one after the first adds on average (gzip bytes, esbuild and rolldown). */
  readonly everyOperation?: { readonly count: number; readonly bundle: BundleResult; readonly furtherGzipBytes: number; readonly rolldownFurtherGzipBytes: number };
  /** Budgeted pages of the package, with their bundles. */
  readonly pages: readonly { readonly page: BudgetedPage; readonly bundle: BundleResult; readonly rolldownGzip: number }[];
}

async function bundlePage(service: PagedService, key: string, calls: readonly string[], resolveDir: string): Promise<BundleResult & { rolldownGzip: number }> {
  const entry = { key, label: key, contents: operationPage(service, calls) };
  const bundle = await measureBundle(entry, resolveDir, { source: false });
  return { ...bundle, rolldownGzip: await measureRolldownGzip(entry, resolveDir) };
}

/** Measures the browser pages of one built service package (`undefined` for a package without operations). */
export async function measureServicePages(pkg: WorkspacePackage, resolveDir: string): Promise<Pick<PackageSize, 'oneOperation' | 'everyOperation' | 'pages'> | undefined> {
  const service = await pagedService(pkg);
  if (service === undefined) return undefined;
  const ids = service.operations.map((operation) => operation.id);
  const one = await bundlePage(service, `${pkg.dirName}-one`, ids.slice(0, 1), resolveDir);
  const every = await bundlePage(service, `${pkg.dirName}-every`, ids, resolveDir);
  const pages = [];
  for (const page of [addressForm].filter((candidate) => candidate.packageName === pkg.name)) {
    const bundle = await bundlePage(service, `${pkg.dirName}-page`, page.calls, resolveDir);
    pages.push({ page, bundle, rolldownGzip: bundle.rolldownGzip });
  }
  return {
    oneOperation: { call: ids[0]!, bundle: one, rolldownGzip: one.rolldownGzip },
    everyOperation: {
      count: ids.length,
      bundle: every,
      furtherGzipBytes: (every.gzipBytes - one.gzipBytes) / Math.max(1, ids.length - 1),
      rolldownFurtherGzipBytes: (every.rolldownGzip - one.rolldownGzip) / Math.max(1, ids.length - 1),
    },
    pages,
  };
}

/** Measures every built package (`http-core` gets the bench's own one-operation service). */
export async function measurePackageSizes(root: string, packages: readonly WorkspacePackage[]): Promise<PackageSize[]> {
  const built = packages.filter((pkg) => pkg.built);
  const scratch = mkdtempSync(join(tmpdir(), 'org-package-sizes-'));
  let packed;
  try {
    packed = await npmPack(root, built, scratch, { dryRun: true });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const resolveDir = join(root, 'tools');
  const results: PackageSize[] = [];
  for (const [index, pkg] of built.entries()) {
    let measured = await measureServicePages(pkg, resolveDir);
    if (measured === undefined && pkg.name === '@org/http-core') {
      const core = bundleEntries.find((entry) => entry.key === 'core')!;
      measured = { oneOperation: { call: 'a one-operation service', bundle: await measureBundle(core, resolveDir, { source: false }) }, pages: [] };
    }
    const p = packed[index]!;
    results.push({ pkg, tarballBytes: p.size, unpackedBytes: p.unpackedSize, files: p.files.length, pages: [], ...measured });
  }
  return results;
}
