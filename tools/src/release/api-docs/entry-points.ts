import { join } from 'node:path';
import { sourceCondition } from '../exports-rules.js';
import type { WorkspacePackage } from '../workspace-packages.js';

/**
 * The TypeScript sources behind a package's public entry points: the `@org/source` target of each subpath of
 * its `exports` map (`./package.json` and subpaths without sources left out), as absolute paths.
 */
export function sourceEntryPoints(pkg: WorkspacePackage): string[] {
  const exportsField = pkg.manifest['exports'];
  if (typeof exportsField !== 'object' || exportsField === null) return [];
  const out: string[] = [];
  for (const target of Object.values(exportsField as Record<string, unknown>)) {
    if (typeof target !== 'object' || target === null) continue;
    const source = (target as Record<string, unknown>)[sourceCondition];
    if (typeof source === 'string') out.push(join(pkg.dir, source));
  }
  return out;
}
