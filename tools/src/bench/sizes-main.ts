/**
 * `npm run bench:sizes`: only the package sizes of the bench (tarballs, and browser pages built with Vite beside
 * one esbuild file, with the size budgets). With `--write`, also rewrites the size figures of the READMEs from
 * this measurement (`readme-sizes.ts`).
 */
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listWorkspacePackages } from '../release/workspace-packages.js';
import { findWorkspaceRoot } from '../workspace-root.js';
import { packageSizeHeading, packageSizeTable } from './package-size-table.js';
import { measurePackageSizes, measureReferenceBundles } from './package-sizes.js';
import { readmeSizes, writeReadmeSizes } from './readme-sizes.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const sizes = await measurePackageSizes(root, listWorkspacePackages(root));
console.log(`${packageSizeHeading}\n`);
console.log(packageSizeTable(sizes));
// `npm run bench:sizes -- --write` reaches the script through nx, which may pass the flag as `--write=true`.
if (process.argv.some((arg) => arg === '--write' || arg === '--write=true')) {
  const measured = sizes.flatMap((size) => (size.pages ? [size.pages] : []));
  const changed = writeReadmeSizes(readmeSizes(root, measured, await measureReferenceBundles(root)));
  console.log(`\nREADME size figures: ${changed.length === 0 ? 'already the measured ones' : `rewrote ${changed.map((path) => relative(root, path)).join(', ')}`}`);
}
