/**
 * The size budgets in `npm test`: every service's pages are built with Vite from the published `dist` (once for the
 * whole file) and measured as `vite-page.ts` says; a figure over its budget, or over its ceiling while the budget
 * is not met, fails with the chunks that make it up.
 * The READMEs' size figures must be these same measurements.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listWorkspacePackages } from '../release/workspace-packages.js';
import { findWorkspaceRoot } from '../workspace-root.js';
import { budgetChecks, describeCheck, withinAllowed, withinBudget } from './budget-checks.js';
import { measurePackagePages, measureReferenceBundles } from './package-sizes.js';
import { currentBlock, readmeSizes } from './readme-sizes.js';
import { addressForm, ceilings } from './size-budgets.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const measured = await measurePackagePages(root, listWorkspacePackages(root));
const checks = budgetChecks(measured);
const readmes = readmeSizes(root, measured, await measureReferenceBundles(root));

describe('size budgets (Vite production build, gzip, what loads before the first answer)', () => {
  it('measures the address form and one page per service', () => {
    expect(checks.map((check) => check.subject)).toContain(`${addressForm.packageName}: ${addressForm.label}`);
    expect(measured.filter((pages) => pages.pkg.name !== '@org/http-core').length).toBeGreaterThanOrEqual(10);
    for (const pages of measured) expect(pages.oneOperation.vite.chunks.filter((chunk) => chunk.load === 'page load').length, pages.pkg.name).toBeGreaterThan(0);
  });

  it('keeps a ceiling only for a page still over its budget', () => {
    const over = new Set(checks.filter((check) => !withinBudget(check)).map((check) => check.subject));
    expect(Object.keys(ceilings).filter((subject) => !over.has(subject))).toEqual([]);
  });

  // A page over its budget is held to its ceiling (`ceilings` in size-budgets.ts) until the budget is met.
  it.each(checks.map((check) => [check.subject, check] as const))('%s', (_subject, check) => {
    expect(withinAllowed(check), describeCheck(check)).toBe(true);
  });
});

describe('README size figures', () => {
  it.each(readmes.map((readme) => [relative(root, readme.path), readme] as const))('%s holds the measured ones (npm run bench:sizes -- --write rewrites them)', (_path, { path, block }) => {
    expect(currentBlock(readFileSync(path, 'utf8'))).toBe(block);
  });
});
