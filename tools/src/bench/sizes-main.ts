/**
 * `npm run bench:sizes`: only the package sizes of the bench (tarballs and one-operation browser bundles,
 * with the size budgets), in a few seconds.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listWorkspacePackages } from '../release/workspace-packages.js';
import { findWorkspaceRoot } from '../workspace-root.js';
import { packageSizeHeading, packageSizeTable } from './package-size-table.js';
import { measurePackageSizes } from './package-sizes.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const sizes = await measurePackageSizes(root, listWorkspacePackages(root));
console.log(`${packageSizeHeading}\n`);
console.log(packageSizeTable(sizes));
