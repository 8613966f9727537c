import { defineConfig } from 'vitest/config';
import { chromium } from '../../vitest-chromium.mjs';

/**
 * Browser tests: `src/**\/*.browser.test.ts` run in headless Chromium (`vitest-chromium.mjs` at the
 * workspace root). Every service's fake runs in Node, started by `test/browser-global-setup.ts` as `org-fake`
 * starts it (CORS on); the page, on Vitest's own origin, gets their URLs and settings through `inject('fakes')`.
 * Run from this directory: `npm run test:browser`.
 */
export default defineConfig({
  test: {
    name: '@org/tour:browser',
    include: ['src/**/*.browser.test.ts'],
    globalSetup: ['./test/browser-global-setup.ts'],
    testTimeout: 15_000,
    browser: chromium(),
  },
});
