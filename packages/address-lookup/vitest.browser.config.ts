import { defineConfig } from 'vitest/config';
import { vitePackageVersion } from '../../tools/scripts/package-version.mjs';
import { chromium } from '../../vitest-chromium.mjs';

/**
 * Browser tests: `src/**\/*.browser.test.ts` run in headless Chromium (`vitest-chromium.mjs` at the
 * workspace root). The fake of the service runs in Node, started by `test/browser-global-setup.ts`; its URL and
 * test key reach the page through `inject()`. Run from this directory: `npm run test:browser`.
 */
export default defineConfig({
  // `src/version.ts` gets the version of package.json, as the build gives it.
  plugins: [vitePackageVersion()],
  test: {
    name: '@org/address-lookup:browser',
    include: ['src/**/*.browser.test.ts'],
    globalSetup: ['./test/browser-global-setup.ts'],
    testTimeout: 15_000,
    browser: chromium(),
  },
});
