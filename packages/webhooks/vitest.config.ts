import { defineConfig } from 'vitest/config';
import { vitePackageVersion } from '../../tools/scripts/package-version.mjs';

export default defineConfig({
  // `src/version.ts` gets the version of package.json, as the build gives it.
  plugins: [vitePackageVersion()],
  test: {
    name: '@org/webhooks',
    environment: 'node',
    // The files share their worker's modules instead of loading them again each: the tests keep no module-level
    // state, and the run costs about a third of the CPU time.
    isolate: false,
    include: ['src/**/*.test.ts'],
    testTimeout: 10_000,
  },
});
