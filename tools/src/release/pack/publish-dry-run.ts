import type { WorkspacePackage } from '../workspace-packages.js';
import { workspaceArgs } from './npm-pack.js';
import { outputTail, runCommand } from './run-command.js';

/** Outcome of `npm publish --dry-run` for one package. */
export interface PublishDryRun {
  readonly ok: boolean;
  /** What npm would publish (`+ @org/x@1.2.3`, registry, tag, access), or what went wrong. */
  readonly detail: string;
}

/**
 * Runs `npm publish --dry-run` for the packages from the workspace root, as the release does (each package's
 * own `publishConfig` applies), and checks that npm would publish each of them, with public access.
 */
export async function publishDryRun(root: string, packages: readonly WorkspacePackage[]): Promise<Map<string, PublishDryRun>> {
  // What npm would do comes as notices, which the workspace's .npmrc (loglevel=error) would hide.
  const result = await runCommand('npm', ['publish', ...workspaceArgs(root, packages), '--dry-run', '--loglevel=notice'], { cwd: root });
  const lines = `${result.stdout}\n${result.stderr}`.split('\n');
  const target = lines.find((line) => line.includes('Publishing to'))?.replace(/^npm notice\s*/, '').trim();
  const restricted = lines.some((line) => line.includes('Publishing to') && !line.includes('public access'));
  const outcomes = new Map<string, PublishDryRun>();
  for (const pkg of packages) {
    const published = lines.some((line) => line.trim() === `+ ${pkg.name}@${pkg.version}`);
    if (result.code === 0 && published && target !== undefined && !restricted) outcomes.set(pkg.name, { ok: true, detail: `+ ${pkg.name}@${pkg.version}: ${target}` });
    else outcomes.set(pkg.name, { ok: false, detail: published && restricted ? `not public: ${target ?? ''}` : outputTail(result) });
  }
  return outcomes;
}
