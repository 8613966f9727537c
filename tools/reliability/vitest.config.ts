import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/reliability',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/setup/unhandled-rejections.ts'],
    reporters: ['default', './src/report/summary-reporter.ts'],
    // Most of the run is waiting (time-outs, stalls): a few files at once cost little CPU.
    maxWorkers: 3,
    // A hard bound on every test; each call inside is bounded far tighter (see harness/settle.ts).
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
