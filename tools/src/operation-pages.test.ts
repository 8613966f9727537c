/**
 * A page that imports one operation const of a service carries that operation only: bundled for the browser from
 * the published `dist`, it holds none of the paths that only other operations use. Every operation of every
 * service is tried, so a table entry a bundler cannot drop (a call not known to be pure, a spread) fails here. Nor
 * does the page carry the operation's docs text (its `summary` and `description`), which the browser build leaves out.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundlePages } from './browser-bundle.js';
import { operationConstName } from './operation-const-name.js';
import { listServicePackages } from './release/workspace-packages.js';
import { findWorkspaceRoot } from './workspace-root.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
/** Operations per test: one esbuild run bundles each of them as its own page, in well under a test's time limit. */
const SHARD_SIZE = 60;

const loaded = await Promise.all(
  listServicePackages(root).map(async (pkg) => {
    const module = (await import(pathToFileURL(join(pkg.dir, 'dist', 'index.js')).href)) as Record<string, unknown>;
    const operations = module['operations'] as readonly { id: string; path: string; summary: string; spec: { description?: string } }[];
    const shards = Array.from({ length: Math.ceil(operations.length / SHARD_SIZE) }, (_, i) => i * SHARD_SIZE);
    return { pkg, operations, shards };
  }),
);

describe.each(loaded.map((entry) => [entry.pkg.name, entry] as const))('%s', (name, { pkg, operations, shards }) => {
  it.each(shards)('bundles a page importing one operation const without the paths of the other operations (operations from %i)', async (start) => {
    const tried = operations.slice(start, start + SHARD_SIZE);
    const pages = Object.fromEntries(tried.map((operation) => [operation.id, `export { ${operationConstName(operation.id)} } from '${name}';\n`]));
    const bundles = await bundlePages(pages, pkg.dir);
    const leaks: string[] = [];
    const docText: string[] = [];
    for (const operation of tried) {
      const code = bundles.get(operation.id)!;
      expect(code).toContain(JSON.stringify(operation.path));
      for (const text of [operation.summary, operation.spec.description]) {
        if (text !== undefined && text !== '' && code.includes(JSON.stringify(text))) docText.push(`${operation.id} carries ${JSON.stringify(text)}`);
      }
      const others = operations.filter((other) => other.path !== operation.path && code.includes(JSON.stringify(other.path)));
      if (others.length > 0) leaks.push(`${operation.id} carries ${others.map((other) => other.id).join(', ')}`);
    }
    expect(leaks).toEqual([]);
    expect(docText).toEqual([]);
  }, 60_000);
});
