/**
 * The changelog lines `changeset version` writes: changesets' own git format, except that a package's first
 * version shows its first-release text alone. A changeset that names only packages with no CHANGELOG.md yet
 * describes a state nobody installed; its change is folded into that package's `<dir>-first-release.md`
 * (RELEASING.md), so its line is left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import git from '@changesets/cli/changelog';

const base = git.default ?? git;

/** Whether the line of `changeset` is folded into first-release texts: every package it names is unversioned. */
export function foldedIntoFirstRelease(changeset, isUnversioned) {
  if (changeset.id.endsWith('-first-release')) return false;
  return changeset.releases.length > 0 && changeset.releases.every((release) => isUnversioned(release.name));
}

/** Packages under `packages/` of the workspace in `root` that have no CHANGELOG.md yet, by name. */
function unversionedPackages(root) {
  const dir = join(root, 'packages');
  const names = new Set();
  for (const entry of readdirSync(dir)) {
    const manifest = join(dir, entry, 'package.json');
    if (existsSync(manifest) && !existsSync(join(dir, entry, 'CHANGELOG.md'))) names.add(JSON.parse(readFileSync(manifest, 'utf8')).name);
  }
  return names;
}

export default {
  async getReleaseLine(changeset, type, options) {
    const unversioned = unversionedPackages(process.cwd());
    if (foldedIntoFirstRelease(changeset, (name) => unversioned.has(name))) return '';
    return base.getReleaseLine(changeset, type, options);
  },
  getDependencyReleaseLine: (changesets, dependencies, options) => base.getDependencyReleaseLine(changesets, dependencies, options),
};
