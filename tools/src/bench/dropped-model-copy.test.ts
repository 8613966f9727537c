/**
 * A model built by spreading shared fields (`model({ ...fields, more })`) that a page never uses must leave nothing
 * on that page. A bundler drops the unused call but may keep the spread alone (`({ ...fields });`), since a spread
 * may run getters. Here: address-lookup's `GbrGlobalAddress` (the UK fields spread into another layout) on a page
 * that only extracts UK addresses, built as users ship it (a Vite production build of the published `browser` build).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { findWorkspaceRoot } from '../workspace-root.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const pageId = '\0dropped-model-page.js';

/** The JavaScript of a Vite production build of `source`, every chunk together. */
async function pageCode(source: string): Promise<string> {
  const result = (await build({
    root: join(root, 'tools'),
    configFile: false,
    envDir: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [{ name: 'page', enforce: 'pre', resolveId: (id) => (id === pageId ? pageId : null), load: (id) => (id === pageId ? source : null) }],
    build: { write: false, copyPublicDir: false, rollupOptions: { input: { page: pageId } } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => output.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))).join('\n');
}

/** A statement that only copies an object by spreading another (`({...a})`, minified), at the start of a statement. */
const bareSpread = /(?:^|[;{}])\(\{\.\.\.[\w$]+\}\)[;,\n]/m;

describe('a model a page does not use', () => {
  it('leaves no copy of the fields it spreads', async () => {
    const code = await pageCode("import { addressesExtract } from '@org/address-lookup';\nconsole.log(addressesExtract.id);\n");
    expect(code).toContain('/addresses');
    expect(code.match(bareSpread)?.[0]).toBeUndefined();
  }, 60_000);
});
