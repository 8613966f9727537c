import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleForBrowser, bundlePages } from './browser-bundle.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'browser-bundle-'));
  const pkg = (name: string, source: string) => {
    mkdirSync(join(dir, 'node_modules', name), { recursive: true });
    writeFileSync(join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, type: 'module', exports: './index.js' }));
    writeFileSync(join(dir, 'node_modules', name, 'index.js'), source);
  };
  pkg('clean', "export const greet = (name) => `hello ${name}`;\n");
  pkg('two-things', "export const first = { path: '/first' };\nexport const second = { path: '/second' };\n");
  pkg('uses-node', "import { readFile } from 'node:fs/promises';\nimport path from 'path';\nexport const read = (file) => readFile(path.resolve(file));\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bundleForBrowser', () => {
  it('bundles a package for the browser and lists its modules', async () => {
    const bundle = await bundleForBrowser('clean', dir);
    expect(bundle.nodeImports).toEqual([]);
    expect(bundle.inputs).toEqual(['node_modules/clean/index.js', 'page.js']);
    const page = (await import(`data:text/javascript;base64,${Buffer.from(bundle.code).toString('base64')}`)) as { greet(name: string): string };
    expect(page.greet('web')).toBe('hello web');
  });

  it('records Node built-ins, with or without the node: prefix, instead of failing', async () => {
    const bundle = await bundleForBrowser('uses-node', dir);
    expect(bundle.nodeImports).toEqual(['node:fs/promises', 'path']);
  });
});

describe('bundlePages', () => {
  it('bundles each page on its own, with only what it imports', async () => {
    const pages = await bundlePages({ a: "export { first } from 'two-things';\n", b: "export { second } from 'two-things';\n" }, dir);
    expect([...pages.keys()]).toEqual(['a', 'b']);
    expect(pages.get('a')).toContain('"/first"');
    expect(pages.get('a')).not.toContain('"/second"');
    expect(pages.get('b')).toContain('"/second"');
    expect(pages.get('b')).not.toContain('"/first"');
  });
});
