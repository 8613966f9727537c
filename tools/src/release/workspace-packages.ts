import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The fields of a package manifest that the release checks read. */
export interface PackageManifest {
  readonly name?: unknown;
  readonly version?: unknown;
  readonly private?: unknown;
  readonly [field: string]: unknown;
}

/** A package under `packages/<dirName>` of the workspace. */
export interface WorkspacePackage {
  /** The `name` of its manifest, e.g. `@org/webhooks`. */
  readonly name: string;
  /** The `version` of its manifest. */
  readonly version: string;
  /** The directory name under `packages/`, e.g. `webhooks`. */
  readonly dirName: string;
  /** Absolute path of the package directory. */
  readonly dir: string;
  /** The parsed `package.json`. */
  readonly manifest: PackageManifest;
  /** Whether `dist/` exists, i.e. the package has been built. */
  readonly built: boolean;
}

/**
 * Every directory under `<root>/packages` that holds a `package.json`, sorted by directory name. A package
 * added later is found the same way, with no list to update.
 */
export function listWorkspacePackages(root: string): WorkspacePackage[] {
  const packagesDir = join(root, 'packages');
  if (!existsSync(packagesDir)) return [];
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(packagesDir, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort()
    .map((dirName) => readWorkspacePackage(join(packagesDir, dirName)));
}

/** The engine every service package stands on. */
export const corePackageName = '@org/http-core';

/** The service packages: every package under `<root>/packages` but the core, sorted by directory name. */
export function listServicePackages(root: string): WorkspacePackage[] {
  return listWorkspacePackages(root).filter((pkg) => pkg.name !== corePackageName);
}

/** Reads the package in `dir`. */
export function readWorkspacePackage(dir: string): WorkspacePackage {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest;
  const dirName = dir.split(/[\\/]/).filter(Boolean).pop() ?? dir;
  return {
    name: typeof manifest.name === 'string' ? manifest.name : `(unnamed: packages/${dirName})`,
    version: typeof manifest.version === 'string' ? manifest.version : '',
    dirName,
    dir,
    manifest,
    built: existsSync(join(dir, 'dist')),
  };
}

/**
 * The packages named in `names` plus the workspace packages they depend on (transitively), in the order of
 * `workspace`. An empty `names` selects every package.
 */
export function withInternalDependencies(workspace: readonly WorkspacePackage[], names: readonly string[]): WorkspacePackage[] {
  if (names.length === 0) return [...workspace];
  const byName = new Map(workspace.map((pkg) => [pkg.name, pkg]));
  const selected = new Set<string>();
  const visit = (name: string): void => {
    const pkg = byName.get(name);
    if (pkg === undefined) throw new Error(`no workspace package ${name}`);
    if (selected.has(name)) return;
    selected.add(name);
    for (const dep of Object.keys((pkg.manifest['dependencies'] ?? {}) as Record<string, string>)) if (byName.has(dep)) visit(dep);
  };
  names.forEach(visit);
  return workspace.filter((pkg) => selected.has(pkg.name));
}
