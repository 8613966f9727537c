import { relative } from 'node:path';
import { findServiceVersion, writeServiceVersion } from './service-version.js';
import { listWorkspacePackages } from './workspace-packages.js';

/** One service version literal brought in step with its `package.json`. */
export interface VersionChange {
  readonly name: string;
  /** The file changed, relative to the workspace root. */
  readonly file: string;
  readonly from: string;
  readonly to: string;
}

/**
 * Sets the `version` each service package gives `defineService` to the version in its `package.json`, for
 * every package under `<root>/packages`. Run after `changeset version`, which bumps only `package.json`.
 */
export function syncServiceVersions(root: string): VersionChange[] {
  const changes: VersionChange[] = [];
  for (const pkg of listWorkspacePackages(root)) {
    const literal = findServiceVersion(pkg.dir, pkg.name);
    if (literal === undefined || !writeServiceVersion(literal, pkg.version)) continue;
    changes.push({ name: pkg.name, file: relative(root, literal.file), from: literal.value, to: pkg.version });
  }
  return changes;
}
