import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

interface SourceImport {
  readonly default: { readonly '@org/source': string };
}

/**
 * The package's own `#` imports (`imports` of package.json) point at their TypeScript sources, the
 * `@org/source` target of the Node branch, as tsc resolves them. Vitest does not set that condition, so it
 * would otherwise load the built copy in `dist/`, which may be stale or missing.
 */
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { imports: Record<string, SourceImport> };
const sourceImports = Object.entries(manifest.imports).map(([find, target]) => ({
  find,
  replacement: fileURLToPath(new URL(target.default['@org/source'], import.meta.url)),
}));

export default defineConfig({
  resolve: { alias: sourceImports },
  test: {
    name: '@org/docs-platform',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 10_000,
  },
});
