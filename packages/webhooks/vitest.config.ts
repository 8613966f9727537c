import { defineConfig } from 'vitest/config';
import { vitePackageVersion } from '../../tools/scripts/package-version.mjs';

export default defineConfig({
  // `src/version.ts` gets the version of package.json, as the build gives it.
  plugins: [vitePackageVersion()],
  test: {
    name: '@org/webhooks',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 10_000,
  },
});
