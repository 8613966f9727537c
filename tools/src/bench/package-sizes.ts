/**
 * What each package costs its users: the size of its npm tarball, and the browser bundle of a page that
 * creates its client and makes one call (the package's first operation), built from the packages' `dist` as
 * users get them. Budgets from `size-budgets.ts` are measured the same way with their own calls.
 */
import { existsSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtEntryPath } from '../package-entry.js';
import { npmPack } from '../release/pack/npm-pack.js';
import type { WorkspacePackage } from '../release/workspace-packages.js';
import { bundleEntries, measureBundle, type BundleEntry, type BundleResult } from './bundle-size.js';
import { sizeBudgets, type SizeBudget } from './size-budgets.js';

/** Sizes of one package. */
export interface PackageSize {
  readonly pkg: WorkspacePackage;
  /** Tarball (gzip) and unpacked bytes, and the number of files, as `npm pack` reports them. */
  readonly tarballBytes: number;
  readonly unpackedBytes: number;
  readonly files: number;
  /** The one-operation page: which call, and its bundle. */
  readonly oneOperation?: { readonly call: string; readonly bundle: BundleResult };
  /** Budgeted pages of the package, with their bundles. */
  readonly budgets: readonly { readonly budget: SizeBudget; readonly bundle: BundleResult }[];
}

/** The client factory (`create…Client`) and the first operation id of a built service package. */
async function clientOf(pkg: WorkspacePackage): Promise<{ factory: string; firstOperation: string } | undefined> {
  const entry = builtEntryPath(pkg.dir);
  if (entry === undefined || !existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
  const factories = Object.keys(module).filter((name) => /^create[A-Z]\w*Client$/.test(name) && typeof module[name] === 'function');
  const operations = module['operations'] as readonly { id: string }[] | undefined;
  if (factories.length !== 1 || operations === undefined || operations.length === 0) return undefined;
  return { factory: factories[0]!, firstOperation: operations[0]!.id };
}

/** Source of a page that creates the package's client and makes `calls` in turn. */
export function clientPage(pkg: WorkspacePackage, factory: string, calls: readonly string[], clientOptions: Readonly<Record<string, unknown>> = {}): string {
  const options = JSON.stringify({ baseUrl: 'https://api.example.com', ...clientOptions });
  const lines = calls.map((call, index) => `const answer${index} = await client.${call}(JSON.parse(globalThis.name));\nconsole.log(answer${index});`);
  return `import { ${factory} } from '${pkg.name}';\nconst client = ${factory}(${options});\n${lines.join('\n')}\n`;
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
    const client = await clientOf(pkg);
    let oneOperation: PackageSize['oneOperation'];
    if (client !== undefined) {
      const entry: BundleEntry = { key: pkg.dirName, label: pkg.name, contents: clientPage(pkg, client.factory, [client.firstOperation]) };
      oneOperation = { call: client.firstOperation, bundle: await measureBundle(entry, resolveDir, { source: false }) };
    } else if (pkg.name === '@org/http-core') {
      const core = bundleEntries.find((entry) => entry.key === 'core')!;
      oneOperation = { call: 'a one-operation service', bundle: await measureBundle(core, resolveDir, { source: false }) };
    }
    const budgets = [];
    for (const budget of sizeBudgets.filter((b) => b.packageName === pkg.name)) {
      if (client === undefined) continue;
      const entry: BundleEntry = { key: `${pkg.dirName}-budget`, label: budget.label, contents: clientPage(pkg, client.factory, budget.calls, budget.clientOptions) };
      budgets.push({ budget, bundle: await measureBundle(entry, resolveDir, { source: false }) });
    }
    const p = packed[index]!;
    results.push({ pkg, tarballBytes: p.size, unpackedBytes: p.unpackedSize, files: p.files.length, ...(oneOperation ? { oneOperation } : {}), budgets });
  }
  return results;
}
