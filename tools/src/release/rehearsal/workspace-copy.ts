/**
 * A throwaway copy of the workspace for a rehearsal: a git clone of its committed `HEAD`, so the rehearsal
 * can version, commit and publish without touching the real tree, with `node_modules` linked to the
 * workspace's installed packages (no second install) and `@org/*` pointing at the copy's own packages.
 *
 * When the workspace has no uncommitted change, the copy also starts with its build outputs (each project's
 * `dist/`, with the TypeScript build info inside), copied after the clone so they are newer than its sources,
 * as a maintainer's clone is after `npm run build`: the release's build then redoes only what versioning
 * changed. With uncommitted changes the outputs were built from other sources than the clone's, so the copy
 * builds from scratch.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from '../pack/run-command.js';
import { listWorkspacePackages } from '../workspace-packages.js';

/** Clones `root`'s `HEAD` into `dir`, links its dependencies and copies its build outputs when they match; returns `dir`. */
export async function copyWorkspace(root: string, dir: string): Promise<string> {
  const clone = await runCommand('git', ['clone', '--quiet', root, dir], { cwd: root });
  if (clone.code !== 0) throw new Error(`git clone failed:\n${clone.stderr}`);
  const source = join(root, 'node_modules');
  const target = join(dir, 'node_modules');
  mkdirSync(target);
  for (const entry of readdirSync(source)) {
    if (entry === '@org') continue;
    symlinkSync(join(source, entry), join(target, entry));
  }
  // The workspace links are relative (`../../packages/webhooks`): the same links in the copy name its packages.
  mkdirSync(join(target, '@org'));
  for (const entry of readdirSync(join(source, '@org'))) symlinkSync(readlinkSync(join(source, '@org', entry)), join(target, '@org', entry));
  const status = await runCommand('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root });
  if (status.code === 0 && status.stdout.trim() === '') {
    for (const project of buildOutputDirs(root)) if (existsSync(join(root, project))) cpSync(join(root, project), join(dir, project), { recursive: true });
  }
  return dir;
}

/** The `dist/` directories of the published packages and of the tools that build and check them. */
function buildOutputDirs(root: string): string[] {
  const packages = listWorkspacePackages(root).map((pkg) => join('packages', pkg.dirName, 'dist'));
  return [...packages, join('tools', 'dist'), join('tools', 'tour', 'dist')];
}
