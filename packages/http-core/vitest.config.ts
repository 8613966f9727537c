import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The package's own `#` import from its TypeScript source (its Node branch), as tsc resolves it.
  resolve: {
    alias: {
      '#fast-path': fileURLToPath(new URL('src/fast-path.ts', import.meta.url)),
      '#client-proxy': fileURLToPath(new URL('src/client-proxy.ts', import.meta.url)),
      '#tracing': fileURLToPath(new URL('src/tracing.ts', import.meta.url)),
    },
  },
  test: {
    name: '@org/http-core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.browser.test.ts'],
    testTimeout: 10_000,
  },
});
