import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceImportAliases } from './source-imports.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function packageWith(imports: unknown): URL {
  dir = mkdtempSync(join(tmpdir(), 'source-imports-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'x', imports }));
  return pathToFileURL(`${dir}/`);
}

describe('sourceImportAliases', () => {
  it('maps each # import to the @org/source file of its Node branch, at the top or under default', () => {
    const url = packageWith({
      '#read-path': {
        browser: { '@org/source': './src/read-path.browser.ts', default: './dist/read-path.browser.js' },
        default: { '@org/source': './src/read-path.ts', default: './dist/read-path.js' },
      },
      '#clock': { '@org/source': './src/clock.ts', default: './dist/clock.js' },
    });
    expect(sourceImportAliases(url)).toEqual([
      { find: '#read-path', replacement: join(dir!, 'src', 'read-path.ts') },
      { find: '#clock', replacement: join(dir!, 'src', 'clock.ts') },
    ]);
  });

  it('has nothing for imports without sources, or a package without imports', () => {
    expect(sourceImportAliases(packageWith({ '#plain': './dist/plain.js' }))).toEqual([]);
    expect(sourceImportAliases(packageWith(undefined))).toEqual([]);
  });
});
