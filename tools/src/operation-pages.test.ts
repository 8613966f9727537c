/**
 * A page that imports one operation const of a service carries that operation only: bundled for the browser from
 * the published `dist`, it holds none of the paths that only other operations use. Every operation of every
 * service is tried, so a table entry a bundler cannot drop (a call not known to be pure, a spread) fails here.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundlePages } from './browser-bundle.js';
import { operationConstName } from './operation-const-name.js';
import { listServicePackages } from './release/workspace-packages.js';
import { findWorkspaceRoot } from './workspace-root.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const services = listServicePackages(root);

describe.each(services.map((pkg) => [pkg.name, pkg] as const))('%s', (name, pkg) => {
  it('bundles a page importing one operation const without the paths of the other operations', async () => {
    const module = (await import(pathToFileURL(join(pkg.dir, 'dist', 'index.js')).href)) as Record<string, unknown>;
    const operations = module['operations'] as readonly { id: string; path: string }[];
    const pages = Object.fromEntries(operations.map((operation) => [operation.id, `export { ${operationConstName(operation.id)} } from '${name}';\n`]));
    const bundles = await bundlePages(pages, pkg.dir);
    const leaks: string[] = [];
    for (const operation of operations) {
      const code = bundles.get(operation.id)!;
      expect(code).toContain(JSON.stringify(operation.path));
      const others = operations.filter((other) => other.path !== operation.path && code.includes(JSON.stringify(other.path)));
      if (others.length > 0) leaks.push(`${operation.id} carries ${others.map((other) => other.id).join(', ')}`);
    }
    expect(leaks).toEqual([]);
  }, 60_000);
});
