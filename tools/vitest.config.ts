import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@org/tools',
    environment: 'node',
    // The files share their worker's modules instead of loading them again each (TypeScript's compiler, above
    // all): the tests keep no module-level state, and the run costs about two thirds of the CPU time.
    isolate: false,
    include: ['src/**/*.test.ts'],
    // The Chromium tests of pages run as `test:browser` (vitest.browser.config.ts).
    exclude: ['src/**/*.chromium.test.ts'],
  },
});
