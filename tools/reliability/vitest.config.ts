import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/reliability',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/setup/unhandled-rejections.ts'],
    reporters: ['default', './src/report/summary-reporter.ts'],
    // A hard bound on every test; each call inside is bounded far tighter (see harness/settle.ts).
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
