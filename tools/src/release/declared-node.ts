import type { WorkspacePackage } from './workspace-packages.js';

/**
 * The lowest Node.js major line any of `packages` declares it runs on, read from `engines.node` (`>=22`,
 * `>=22.11.0`, `^22.0.0 || >=24`: each alternative's lower bound counts). Throws when a package declares none
 * or one this does not read, since the examples and checks that run on it would otherwise pass unseen.
 */
export function lowestDeclaredNodeMajor(packages: readonly WorkspacePackage[]): number {
  let lowest: number | undefined;
  for (const pkg of packages) {
    const range = (pkg.manifest.engines as { node?: unknown } | undefined)?.node;
    if (typeof range !== 'string') throw new Error(`${pkg.name} declares no engines.node`);
    for (const alternative of range.split('||')) {
      const bound = /^\s*(?:>=|\^|~|=)?\s*v?(\d+)(?:\.\d+){0,2}\s*$/.exec(alternative);
      if (!bound) throw new Error(`${pkg.name}: engines.node '${range}' has an alternative without a lower bound ('${alternative.trim()}')`);
      const major = Number(bound[1]);
      lowest = lowest === undefined ? major : Math.min(lowest, major);
    }
  }
  if (lowest === undefined) throw new Error('no packages to read engines.node from');
  return lowest;
}
