import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chromium } from '../../vitest-chromium.mjs';

/**
 * Browser tests: `src/**\/*.browser.test.ts` run in headless Chromium (`vitest-chromium.mjs` at the
 * workspace root). The API they call is a `node:http` server started by `test/browser-global-setup.ts`; its URL
 * reaches the tests through `inject('apiBaseUrl')`. Run from this directory: `npx vitest run --config vitest.browser.config.ts`.
 */
export default defineConfig({
  // The package's own `#` import from its TypeScript source (its browser branch).
  resolve: {
    alias: {
      '#fast-path': fileURLToPath(new URL('src/fast-path.browser.ts', import.meta.url)),
      '#client-proxy': fileURLToPath(new URL('src/client-proxy.browser.ts', import.meta.url)),
      '#tracing': fileURLToPath(new URL('src/tracing.browser.ts', import.meta.url)),
      '#log-environment': fileURLToPath(new URL('src/log-environment.browser.ts', import.meta.url)),
      '#attempt-trace': fileURLToPath(new URL('src/attempt-trace.browser.ts', import.meta.url)),
      '#user-agent': fileURLToPath(new URL('src/user-agent.browser.ts', import.meta.url)),
      '#error-inspect': fileURLToPath(new URL('src/error-inspect.browser.ts', import.meta.url)),
      '#ky-loader': fileURLToPath(new URL('src/ky-loader.browser.ts', import.meta.url)),
    },
  },
  test: {
    name: '@org/http-core:browser',
    include: ['src/**/*.browser.test.ts'],
    globalSetup: ['./test/browser-global-setup.ts'],
    testTimeout: 10_000,
    browser: chromium(),
  },
});
