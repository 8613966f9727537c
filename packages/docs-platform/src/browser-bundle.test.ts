import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Package from './index.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Node built-ins imported anywhere in the bundle's module graph (`node:fs`, `fs`, ...). */
function nodeImports(metafile: Metafile): string[] {
  const builtins = new Set(builtinModules);
  return Object.values(metafile.inputs)
    .flatMap((input) => input.imports.map((imported) => imported.path))
    .filter((path) => path.startsWith('node:') || builtins.has(path.split('/')[0]!));
}

/**
 * The package as a browser bundler meets it: the public entry (`@org/docs-platform`, its sources through the
 * `@org/source` condition) bundled by esbuild for the browser, in memory, with nothing marked external.
 */
describe('the package bundled for the browser', () => {
  let code: string;
  let metafile: Metafile;
  beforeAll(async () => {
    const result = await build({
      stdin: { contents: "export * from '@org/docs-platform';", resolveDir: packageDir, sourcefile: 'page.js' },
      absWorkingDir: packageDir,
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      conditions: ['@org/source'],
      metafile: true,
      logLevel: 'silent',
    });
    code = result.outputFiles[0]!.text;
    metafile = result.metafile;
  });

  it('builds with no Node built-in import', () => {
    expect(nodeImports(metafile)).toEqual([]);
    expect(code).not.toMatch(/["']node:/);
  });

  it('reads paths with the browser module, which refuses them with a ValidationError', async () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.filter((path) => /\/read-path(\.browser)?\.ts$/.test(path))).toEqual(['src/read-path.browser.ts']);

    const page = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as typeof Package;
    const refused = await page.toSpecFile('./openapi.json').catch((error: unknown) => error);
    expect(page.isValidationError(refused)).toBe(true);
    expect(refused).toMatchObject({ field: 'body.spec', message: 'Invalid body.spec: a path can only be read in Node; pass a Blob, bytes or a stream' });
    const file = await page.toSpecFile(new TextEncoder().encode('{"openapi":"3.0.0"}'));
    expect([file.name, file.type, await file.text()]).toEqual(['openapi.json', 'application/json', '{"openapi":"3.0.0"}']);
  });
});
