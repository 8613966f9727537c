import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/interop',
    environment: 'node',
    // The files share their worker's modules instead of loading them again each: the tests keep no module-level
    // state, and the run costs about a third of the CPU time.
    isolate: false,
    include: ['src/**/*.test.ts'],
    // Each SDK's file starts its own fake; a few at once cost little on two cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
