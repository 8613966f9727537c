import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: `src/**\/*.browser.test.ts` run in headless Chromium (Debian's `/usr/bin/chromium`, or
 * `$CHROMIUM_PATH`; `node tools/scripts/ensure-chromium.mjs` installs it). The API they call is a
 * `node:http` server started by `test/browser-global-setup.ts`; its URL reaches the tests through
 * `inject('apiBaseUrl')`. Run from this directory: `npx vitest run --config vitest.browser.config.ts`.
 */
export default defineConfig({
  // The package's own `#` import from its TypeScript source (its browser branch).
  resolve: {
    alias: {
      '#fast-path': fileURLToPath(new URL('src/fast-path.browser.ts', import.meta.url)),
      '#client-proxy': fileURLToPath(new URL('src/client-proxy.browser.ts', import.meta.url)),
      '#tracing': fileURLToPath(new URL('src/tracing.browser.ts', import.meta.url)),
    },
  },
  test: {
    name: '@org/http-core:browser',
    include: ['src/**/*.browser.test.ts'],
    globalSetup: ['./test/browser-global-setup.ts'],
    testTimeout: 10_000,
    browser: {
      enabled: true,
      headless: true,
      // Failure screenshots would land in .vitest/ inside the package; the assertion output is enough here.
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
