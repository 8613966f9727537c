/**
 * A throwaway copy of the workspace for a rehearsal: a git clone of its committed `HEAD`, so the rehearsal
 * can version, commit and publish without touching the real tree, with `node_modules` linked to the
 * workspace's installed packages (no second install) and `@org/*` pointing at the copy's own packages.
 */
import { mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from '../pack/run-command.js';

/** Clones `root`'s `HEAD` into `dir` and links its dependencies; returns `dir`. */
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
  return dir;
}
