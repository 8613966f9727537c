import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkspacePackage } from './workspace-packages.js';

/** The branch a package README's links into the repository point at. */
export const repositoryBranch = 'main';

/** A Markdown link or image target: `[text](target)`, `![alt](target "title")`. */
export const linkTarget = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** The web address of the repository's tree (`https://github.com/org/sdks`), from a manifest's `repository`. */
export function repositoryWebUrl(pkg: WorkspacePackage): string | undefined {
  const repository = pkg.manifest.repository as { url?: unknown } | string | undefined;
  const url = typeof repository === 'string' ? repository : repository?.url;
  if (typeof url !== 'string') return undefined;
  return url.replace(/^git\+/, '').replace(/\.git$/, '');
}

/**
 * What is wrong with the links of a package README as a registry page shows it, where a relative link leads
 * nowhere (npm shows the README alone, outside the repository): one line per link that is relative, and per link
 * into this repository's `blob/main/...` that names a file or directory the workspace does not have.
 *
 * @param root - the workspace root, to check links into the repository against.
 */
export function readmeLinkProblems(pkg: WorkspacePackage, readme: string, root: string): string[] {
  const problems: string[] = [];
  const repository = repositoryWebUrl(pkg);
  const lines = readme.split('\n');
  lines.forEach((text, index) => {
    for (const match of text.matchAll(linkTarget)) {
      const target = match[1]!;
      const where = `README.md:${index + 1}: ${target}`;
      if (target.startsWith('#') || /^mailto:/.test(target)) continue;
      if (!/^https?:\/\//.test(target)) {
        problems.push(`${where} is relative, which leads nowhere on a registry page; link to the repository (${repository ?? 'its repository'}/blob/${repositoryBranch}/...) or the package's npm page`);
        continue;
      }
      const prefix = repository === undefined ? undefined : `${repository}/blob/${repositoryBranch}/`;
      if (prefix !== undefined && target.startsWith(prefix)) {
        const path = decodeURIComponent(target.slice(prefix.length).split('#')[0]!);
        if (!existsSync(join(root, path))) problems.push(`${where} names ${path}, which the repository does not have`);
      }
    }
  });
  return problems;
}
