import type { WorkspacePackage } from './workspace-packages.js';

/**
 * Problems of a package's dependencies on other workspace packages: each must be a real caret range
 * (`^x.y.z`, never `*` or `workspace:`) that the workspace's current version satisfies, so that changesets
 * bumps dependents and what is published installs the version it was tested with.
 */
export function internalRangeProblems(pkg: WorkspacePackage, workspace: readonly WorkspacePackage[]): string[] {
  const versions = new Map(workspace.map((other) => [other.name, other.version]));
  const problems: string[] = [];
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'] as const) {
    const deps = pkg.manifest[field];
    if (deps === undefined) continue;
    if (typeof deps !== 'object' || deps === null) {
      problems.push(`"${field}" must be an object`);
      continue;
    }
    for (const [name, range] of Object.entries(deps as Record<string, unknown>)) {
      const current = versions.get(name);
      if (current === undefined) continue;
      if (range === `^${current}`) continue;
      if (typeof range !== 'string' || !/^\^\d+\.\d+\.\d+$/.test(range)) {
        problems.push(`${field}["${name}"] is ${JSON.stringify(range)}: use a caret range such as "^${current}"`);
      } else if (!caretSatisfies(range, current)) {
        problems.push(`${field}["${name}"] is "${range}" but the workspace has ${current}: use "^${current}"`);
      }
    }
  }
  return problems;
}

/** Whether `version` (x.y.z) is inside the caret range `^a.b.c`, by npm's rules for 0.x versions. */
export function caretSatisfies(range: string, version: string): boolean {
  const base = parse(range.slice(1));
  const actual = parse(version);
  if (base === undefined || actual === undefined) return false;
  if (compare(actual, base) < 0) return false;
  if (base[0] > 0) return actual[0] === base[0];
  if (base[1] > 0) return actual[0] === 0 && actual[1] === base[1];
  return actual[0] === 0 && actual[1] === 0 && actual[2] === base[2];
}

type Triple = [number, number, number];

function parse(version: string): Triple | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
