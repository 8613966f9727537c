/**
 * The documented values of an open enum (`openEnum(values)`) are read only by the docs and by the fakes, which run
 * on Node: the browser build of every package leaves them out (`bundle-dist.mjs`), so a page carries no list of
 * them, while the Node build keeps them for the fakes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { undocumentedValue } from '@org/http-core/testing';
import { describe, expect, it } from 'vitest';
import { listWorkspacePackages } from './release/workspace-packages.js';
import { findWorkspaceRoot } from './workspace-root.js';

const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));

/** The JavaScript files under `dir`, recursively. */
function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? scripts(join(dir, entry.name)) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : [],
  );
}

describe('open enums in the browser build', () => {
  it('no module of any package calls openEnum with its values', () => {
    const calls: string[] = [];
    let seen = 0;
    for (const pkg of listWorkspacePackages(root)) {
      for (const file of scripts(join(pkg.dir, 'dist', 'browser'))) {
        const code = readFileSync(file, 'utf8');
        seen += code.match(/\bopenEnum\(\)/g)?.length ?? 0;
        for (const call of code.match(/(?<!function )\bopenEnum\(\s*[^)\s][^)]*\)/g) ?? []) calls.push(`${file.slice(root.length + 1)}: ${call.slice(0, 60)}`);
      }
    }
    expect(calls).toEqual([]);
    expect(seen).toBeGreaterThan(50);
  });

  it('the Node build keeps them, so a fake still refuses a value outside them', async () => {
    // By path, as the other tools read built packages: the tools do not depend on the service packages.
    const built = join(root, 'packages', 'notification-config', 'dist', 'index.js');
    const { EventType, eventTypes } = (await import(pathToFileURL(built).href)) as { EventType: Parameters<typeof undocumentedValue>[0]; eventTypes: readonly string[] };
    expect(undocumentedValue(EventType, 'ACCOUNT_CLOSED')).toBeUndefined();
    expect(undocumentedValue(EventType, 'ACCOUNT_CLOSD')).toEqual({ path: [], value: 'ACCOUNT_CLOSD', documented: [...eventTypes] });
  });
});
