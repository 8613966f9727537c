/**
 * The browser of every browser test config (`vitest.browser.config.ts` of http-core, address-lookup and the tour):
 * headless Chromium, Debian's `/usr/bin/chromium` or `$CHROMIUM_PATH` (`node tools/scripts/ensure-chromium.mjs`
 * installs it). It lives at the workspace root, in no project, so a package's config can import it without making
 * the package depend on another project (a config importing `tools/scripts` makes http-core depend on the tools,
 * which depend on http-core).
 */
import { playwright } from '@vitest/browser-playwright';

/** Vitest's `test.browser` for headless Chromium, with no failure screenshots (the assertion output is enough). */
export function chromium() {
  return {
    enabled: true,
    headless: true,
    // Failure screenshots would land in .vitest/ inside the package.
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
  };
}
