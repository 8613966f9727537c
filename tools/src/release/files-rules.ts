/**
 * Rules for a published package's `files` list: the build output, the changelog, and documents the README
 * links to; nothing else. npm adds `package.json`, `README.md` and `LICENSE` on its own.
 */

/** Entries that must be listed. */
export const requiredFiles = ['dist', 'CHANGELOG.md'] as const;

/** Entries that may be listed (besides `!` exclusions). */
export const allowedFiles = ['dist', 'CHANGELOG.md', 'OPERATIONS.md', 'README.md', 'LICENSE'] as const;

/** Problems of `manifest.files`; empty when it is right. */
export function filesProblems(manifest: Readonly<Record<string, unknown>>): string[] {
  const files = manifest['files'];
  if (!Array.isArray(files) || !files.every((entry) => typeof entry === 'string')) return ['"files" must be a list of paths'];
  const problems: string[] = [];
  for (const required of requiredFiles) {
    if (!files.includes(required)) problems.push(`"files" must list "${required}"`);
  }
  for (const entry of files as string[]) {
    if (!entry.startsWith('!') && !(allowedFiles as readonly string[]).includes(entry)) {
      problems.push(`"files" lists "${entry}"; only ${allowedFiles.join(', ')} (and "!" exclusions) are published`);
    }
  }
  return problems;
}

/**
 * Problems of the paths inside a packed tarball (as `npm pack` lists them, relative to the package):
 * tests, test support, build info and sources do not belong there.
 */
export function packedFileProblems(paths: readonly string[]): string[] {
  const topLevel = new Set(['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'OPERATIONS.md']);
  const problems: string[] = [];
  for (const path of paths) {
    if (topLevel.has(path)) continue;
    if (!path.startsWith('dist/')) problems.push(`${path}: only dist/ and the documents are published`);
    else if (/\.test\.|\/test-support\/|\.tsbuildinfo$/.test(path)) problems.push(`${path}: test or build-only file in the tarball`);
  }
  for (const needed of ['package.json', 'README.md', 'LICENSE']) {
    if (!paths.includes(needed)) problems.push(`${needed} is missing from the tarball`);
  }
  return problems;
}
