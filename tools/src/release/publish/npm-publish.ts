/**
 * Publishing itself: `npm publish` of the given workspace packages in one npm run from the workspace root
 * (each package's `publishConfig` applies, as in the pack check's dry run), the packages others depend on
 * first, then an annotated git tag `<name>@<version>` for each version the registry now holds, which
 * `git push --follow-tags` sends.
 */
import { workspaceArgs } from '../pack/npm-pack.js';
import { runCommand } from '../pack/run-command.js';
import type { WorkspacePackage } from '../workspace-packages.js';

/** The packages ordered so that each comes after the workspace packages it depends on. */
export function dependenciesFirst(packages: readonly WorkspacePackage[]): WorkspacePackage[] {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const ordered: WorkspacePackage[] = [];
  const placed = new Set<string>();
  const place = (pkg: WorkspacePackage): void => {
    if (placed.has(pkg.name)) return;
    placed.add(pkg.name);
    for (const dep of Object.keys((pkg.manifest['dependencies'] ?? {}) as Record<string, string>)) {
      const internal = byName.get(dep);
      if (internal !== undefined) place(internal);
    }
    ordered.push(pkg);
  };
  packages.forEach(place);
  return ordered;
}

/** The arguments of the `npm publish` run (from the workspace root) that publishes the packages. */
export function publishArgs(root: string, packages: readonly WorkspacePackage[]): string[] {
  return ['publish', ...workspaceArgs(root, dependenciesFirst(packages))];
}

/** Tags each package's current version in git (`<name>@<version>`, annotated); a tag that exists is left as it is. */
export async function tagReleases(root: string, packages: readonly WorkspacePackage[]): Promise<string[]> {
  const made: string[] = [];
  for (const pkg of packages) {
    const tag = `${pkg.name}@${pkg.version}`;
    if ((await runCommand('git', ['rev-parse', '--verify', '--quiet', `refs/tags/${tag}`], { cwd: root })).code === 0) continue;
    const result = await runCommand('git', ['tag', '--annotate', '--message', tag, tag], { cwd: root });
    if (result.code !== 0) throw new Error(`git tag ${tag} failed:\n${result.stderr}`);
    made.push(tag);
  }
  return made;
}
