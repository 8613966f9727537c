import type { WorkspacePackage } from '../workspace-packages.js';
import { workspaceArgs } from './npm-pack.js';
import { outputTail, runCommand } from './run-command.js';

/** Outcome of `npm publish --dry-run` for one package. */
export interface PublishDryRun {
  readonly ok: boolean;
  /** True when this version is already on the registry: the release skips it, the dry run was forced. */
  readonly alreadyPublished: boolean;
  /** What npm would publish (`+ @org/x@1.2.3`, registry, tag, access), or what went wrong. */
  readonly detail: string;
}

/**
 * Runs `npm publish --dry-run` for the packages from the workspace root, as the release does (each package's
 * own `publishConfig` applies), and checks that npm would publish each of them, with public access. npm asks
 * the registry even on a dry run and refuses a version it already holds; those packages (`published`) are
 * dry-run with `--force`, which skips only that question, so their tarball and settings are still checked.
 */
export async function publishDryRun(
  root: string,
  packages: readonly WorkspacePackage[],
  published: ReadonlySet<string> = new Set(),
): Promise<Map<string, PublishDryRun>> {
  const fresh = packages.filter((pkg) => !published.has(pkg.name));
  const onRegistry = packages.filter((pkg) => published.has(pkg.name));
  const outcomes = new Map<string, PublishDryRun>();
  for (const [group, force] of [[fresh, false], [onRegistry, true]] as const) {
    if (group.length === 0) continue;
    for (const [name, outcome] of await dryRun(root, group, force)) outcomes.set(name, outcome);
  }
  return outcomes;
}

async function dryRun(root: string, packages: readonly WorkspacePackage[], force: boolean): Promise<Map<string, PublishDryRun>> {
  // What npm would do comes as notices, which the workspace's .npmrc (loglevel=error) would hide.
  const args = ['publish', ...workspaceArgs(root, packages), '--dry-run', '--loglevel=notice', ...(force ? ['--force'] : [])];
  const result = await runCommand('npm', args, { cwd: root });
  const lines = `${result.stdout}\n${result.stderr}`.split('\n');
  const target = lines.find((line) => line.includes('Publishing to'))?.replace(/^npm notice\s*/, '').trim();
  const restricted = lines.some((line) => line.includes('Publishing to') && !line.includes('public access'));
  const outcomes = new Map<string, PublishDryRun>();
  for (const pkg of packages) {
    const listed = lines.some((line) => line.trim() === `+ ${pkg.name}@${pkg.version}`);
    if (result.code === 0 && listed && target !== undefined && !restricted) {
      const detail = force ? `${pkg.name}@${pkg.version} is already on the registry: the release skips it (dry run forced)` : `+ ${pkg.name}@${pkg.version}: ${target}`;
      outcomes.set(pkg.name, { ok: true, alreadyPublished: force, detail });
    } else outcomes.set(pkg.name, { ok: false, alreadyPublished: force, detail: listed && restricted ? `not public: ${target ?? ''}` : outputTail(result) });
  }
  return outcomes;
}
