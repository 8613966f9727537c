import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { vitePackageVersion } from '../../tools/scripts/package-version.mjs';

/**
 * Browser tests: `src/**\/*.browser.test.ts` run in headless Chromium (Debian's `/usr/bin/chromium`, or
 * `$CHROMIUM_PATH`; `node tools/scripts/ensure-chromium.mjs` installs it). The fake of the service runs in
 * Node, started by `test/browser-global-setup.ts`; its URL and test key reach the page through `inject()`.
 * Run from this directory: `npm run test:browser`.
 */
export default defineConfig({
  // `src/version.ts` gets the version of package.json, as the build gives it.
  plugins: [vitePackageVersion()],
  test: {
    name: '@org/address-lookup:browser',
    include: ['src/**/*.browser.test.ts'],
    globalSetup: ['./test/browser-global-setup.ts'],
    testTimeout: 15_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            // Without this Chromium still resolves accounts.google.com and friends through the system resolver.
            '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
