import type { BrowserConfigOptions } from 'vitest/node';

/** Vitest's `test.browser` for headless Chromium, with no failure screenshots (the assertion output is enough). */
export function chromium(): BrowserConfigOptions;
