import { fileURLToPath } from 'node:url';
import { bundleForBrowser, type BrowserBundle } from '@org/tools/browser-bundle';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Package from './index.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The package as a browser bundler meets it: the public entry (`@org/docs-platform`, its sources through the
 * `@org/source` condition) bundled by esbuild for the browser, in memory.
 */
describe('the package bundled for the browser', () => {
  let bundle: BrowserBundle;
  beforeAll(async () => {
    bundle = await bundleForBrowser('@org/docs-platform', packageDir);
  });

  it('builds with no Node built-in import', () => {
    expect(bundle.nodeImports).toEqual([]);
    expect(bundle.code).not.toMatch(/["']node:/);
  });

  it('reads paths with the browser module, which refuses them with a ValidationError', async () => {
    expect(bundle.inputs.filter((path) => /\/read-path(\.browser)?\.ts$/.test(path))).toEqual(['src/read-path.browser.ts']);

    const page = (await import(`data:text/javascript;base64,${Buffer.from(bundle.code).toString('base64')}`)) as typeof Package;
    const refused = await page.toSpecFile('./openapi.json').catch((error: unknown) => error);
    expect(page.isValidationError(refused)).toBe(true);
    expect(refused).toMatchObject({ field: 'body.spec', message: 'body.spec: a path can only be read in Node; pass a Blob, bytes or a stream' });
    const file = await page.toSpecFile(new TextEncoder().encode('{"openapi":"3.0.0"}'));
    expect([file.name, file.type, await file.text()]).toEqual(['openapi.json', 'application/json', '{"openapi":"3.0.0"}']);
  });
});
