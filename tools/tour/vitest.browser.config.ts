import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: `src/**\/*.browser.test.ts` run in headless Chromium (Debian's `/usr/bin/chromium`, or
 * `$CHROMIUM_PATH`; `node tools/scripts/ensure-chromium.mjs` installs it). Every service's fake runs in Node,
 * started by `test/browser-global-setup.ts` as `org-fake` starts it (CORS on); the page, on Vitest's own origin,
 * gets their URLs and settings through `inject('fakes')`. Run from this directory: `npm run test:browser`.
 */
export default defineConfig({
  test: {
    name: '@org/tour:browser',
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
