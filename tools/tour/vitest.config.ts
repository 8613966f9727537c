import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/tour',
    environment: 'node',
    // The files share their worker's modules instead of loading them again each: the tests keep no module-level
    // state, and the run costs about a third of the CPU time.
    isolate: false,
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.browser.test.ts'],
    testTimeout: 30_000,
  },
});
