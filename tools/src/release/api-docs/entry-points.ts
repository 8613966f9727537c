import { join } from 'node:path';
import { sourceCondition } from '../exports-rules.js';
import type { WorkspacePackage } from '../workspace-packages.js';

/**
 * The TypeScript sources behind a package's public entry points: the `@org/source` target of each subpath of
 * its `exports` map (`./package.json` and subpaths without sources left out), as absolute paths.
 */
export function sourceEntryPoints(pkg: WorkspacePackage): string[] {
  return entryPoints(pkg).map((entry) => entry.source);
}

/** A public entry point of a package: what a user imports, and its TypeScript source. */
export interface EntryPoint {
  /** `@org/webhooks`, `@org/webhooks/testing`. */
  readonly specifier: string;
  /** The name TypeDoc gives its module: the subpath (`testing`), `index` for the package itself. */
  readonly module: string;
  /** Absolute path of its source. */
  readonly source: string;
}

/** The entry points behind {@link sourceEntryPoints}, in the order of the `exports` map. */
export function entryPoints(pkg: WorkspacePackage): EntryPoint[] {
  const exportsField = pkg.manifest['exports'];
  if (typeof exportsField !== 'object' || exportsField === null) return [];
  const out: EntryPoint[] = [];
  for (const [subpath, target] of Object.entries(exportsField as Record<string, unknown>)) {
    if (typeof target !== 'object' || target === null) continue;
    const source = (target as Record<string, unknown>)[sourceCondition];
    if (typeof source !== 'string') continue;
    const name = subpath.replace(/^\.\/?/, '');
    out.push({ specifier: name === '' ? pkg.name : `${pkg.name}/${name}`, module: name === '' ? 'index' : name, source: join(pkg.dir, source) });
  }
  return out;
}
