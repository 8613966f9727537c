import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { cyclePath, findCycles, importCycles, importedSpecifiers, importGraph, packageSources, } from './import-cycles.js';
import { findWorkspaceRoot } from './workspace-root.js';

const root = findWorkspaceRoot(fileURLToPath(new URL('.', import.meta.url)));

describe('import cycles', () => {
  let graph: Map<string, string[]>;
  // Reading and resolving every source takes a few seconds, more on a busy machine.
  beforeAll(() => {
    graph = importGraph(packageSources(root));
  }, 120_000);

  it('no package source imports itself round a cycle, type-only imports included', () => {
    const cycles = importCycles(root, graph);
    // A knot of several cycles shows one way round, and every module in it.
    const shown = cycles.map(({ path, modules }) => path.join(' -> ') + (modules.length > path.length - 1 ? ` (knot of ${modules.length}: ${modules.join(', ')})` : ''));
    expect(shown, `${cycles.length} import cycles:\n${shown.join('\n')}`).toEqual([]);
  });

  it('follows imports across packages and through a package\'s # imports, to the sources of Node and browsers', () => {
    const at = (path: string) => graph.get(join(root, path)) ?? [];
    expect(at('packages/access-control/src/client.ts')).toContain(join(root, 'packages/http-core/src/index.ts'));
    expect(at('packages/app-lifecycle/src/avatar-file.ts')).toEqual(
      expect.arrayContaining([join(root, 'packages/app-lifecycle/src/read-path.ts'), join(root, 'packages/app-lifecycle/src/read-path.browser.ts')]),
    );
  });

  it('reads every kind of import: values, types, re-exports, import() types and calls', () => {
    const text = [
      `import { a } from './a.js';`,
      `import type { B } from './b.js';`,
      `export * from './c.js';`,
      `export type { D } from './d.js';`,
      `type E = import('./e.js').E;`,
      `const f = () => import('./f.js');`,
      `import './g.js';`,
    ].join('\n');
    expect(importedSpecifiers('x.ts', text)).toEqual(['./a.js', './b.js', './c.js', './d.js', './e.js', './f.js', './g.js']);
  });

  it('finds each cycle once, with a way round it', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', ['d']],
      ['f', ['f']],
      ['g', ['a']],
    ]);
    const cycles = findCycles(graph);
    expect(cycles).toEqual([['a', 'b', 'c'], ['d', 'e'], ['f']]);
    expect(cyclePath(graph, cycles[0]!)).toEqual(['a', 'b', 'c', 'a']);
    expect(cyclePath(graph, cycles[1]!)).toEqual(['d', 'e', 'd']);
    expect(cyclePath(graph, cycles[2]!)).toEqual(['f', 'f']);
  });
});
