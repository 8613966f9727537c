import { sourceImportAliases } from '@org/tools/source-imports';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The package's own `#` imports from their TypeScript sources, as tsc resolves them.
  resolve: { alias: sourceImportAliases(new URL('.', import.meta.url)) },
  test: {
    name: '@org/app-lifecycle',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 10_000,
  },
});
