import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The package's own `#` imports resolve in its tests as they do once built: each test config maps every import the
 * package declares to the source file of its branch (Node for `vitest.config.ts`, browser for
 * `vitest.browser.config.ts`). Without a mapping, a test resolves the import to `dist/`, which passes where a build
 * was made and fails in a clean clone.
 */
const root = new URL('../', import.meta.url);
const imports = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { imports: Record<string, Record<string, Record<string, string>>> }).imports;

describe("the package's # imports in its test configs", () => {
  it.each([
    ['vitest.config.ts', 'default'],
    ['vitest.browser.config.ts', 'browser'],
  ] as const)('%s maps each to the source of its %s branch', (config, branch) => {
    const text = readFileSync(new URL(config, root), 'utf8');
    const declared = Object.entries(imports).map(([name, branches]) => [name, branches[branch]!['@org/source']!.replace(/^\.\//, '')]);
    expect(declared.length).toBeGreaterThan(0);
    const missing = declared.filter(([name, source]) => !text.includes(`'${name}': fileURLToPath(new URL('${source}', import.meta.url))`));
    expect(missing).toEqual([]);
  });
});
