import { fileURLToPath } from 'node:url';
import { bundleForBrowser, type BrowserBundle } from '@org/tools/browser-bundle';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Package from './index.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The package as a browser bundler meets it: the public entry (`@org/app-lifecycle`, its sources through the
 * `@org/source` condition) bundled by esbuild for the browser, in memory.
 */
describe('the package bundled for the browser', () => {
  let bundle: BrowserBundle;
  beforeAll(async () => {
    bundle = await bundleForBrowser('@org/app-lifecycle', packageDir);
  });

  it('builds with no Node built-in import', () => {
    expect(bundle.nodeImports).toEqual([]);
    expect(bundle.code).not.toMatch(/["']node:/);
  });

  it('reads paths with the browser module, which refuses them with a ValidationError', async () => {
    expect(bundle.inputs.filter((path) => /\/read-path(\.browser)?\.ts$/.test(path))).toEqual(['src/read-path.browser.ts']);

    const page = (await import(`data:text/javascript;base64,${Buffer.from(bundle.code).toString('base64')}`)) as typeof Package;
    const refused = await page.avatarFile('./icon.png').catch((error: unknown) => error);
    expect(page.isValidationError(refused)).toBe(true);
    expect(refused).toMatchObject({ field: 'avatar', message: 'avatar: a path can only be read in Node; pass a Blob, bytes or a stream' });
    const file = await page.avatarFile(new Blob([png]), { fileName: 'icon.png' });
    expect([file.name, file.type, new Uint8Array(await file.arrayBuffer())]).toEqual(['icon.png', 'image/png', png]);
  });
});
