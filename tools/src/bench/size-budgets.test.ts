import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listWorkspacePackages } from '../release/workspace-packages.js';
import { findWorkspaceRoot } from '../workspace-root.js';
import { measureServicePages } from './package-sizes.js';
import { FURTHER_OPERATION_GZIP, ONE_OPERATION_GZIP } from './size-budgets.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const services = listWorkspacePackages(root).filter((pkg) => pkg.built && pkg.name !== '@org/http-core');

describe('browser pages stay within their budgets (esbuild, minified, gzip -9, from the built packages)', () => {
  for (const pkg of services) {
    it(`${pkg.name}: one operation, each further one, and its budgeted pages`, { timeout: 120_000 }, async () => {
      const measured = await measureServicePages(pkg, join(root, 'tools'));
      expect(measured, `${pkg.name} exports create…ClientFor and its operations`).toBeDefined();
      const { oneOperation, everyOperation, pages } = measured!;
      expect(oneOperation!.bundle.gzipBytes, `one operation (${oneOperation!.call})`).toBeLessThanOrEqual(ONE_OPERATION_GZIP);
      expect(everyOperation!.furtherGzipBytes, `each operation after the first, on average`).toBeLessThanOrEqual(FURTHER_OPERATION_GZIP);
      for (const { page, bundle } of pages) expect(bundle.gzipBytes, page.label).toBeLessThanOrEqual(page.gzipBytes);
    });
  }
});
