/**
 * What the registry npm is configured with already holds: for each package, whether its current version is
 * published there. Asked from the workspace root, so the workspace's and the user's `.npmrc` (a scoped
 * `@org:registry`, a token) apply exactly as they do to `npm publish`.
 */
import type { WorkspacePackage } from '../workspace-packages.js';
import { inParallel, outputTail, runCommand } from '../pack/run-command.js';

/** Where one package's current version stands on the registry. */
export interface RegistryState {
  readonly pkg: WorkspacePackage;
  /** The registry npm uses for this package (its scope's registry when one is set). */
  readonly registry: string;
  /** True when `name@version` is on that registry. */
  readonly published: boolean;
}

/** The registry npm would publish `name` to: the scope's `@scope:registry` if set, else `registry`. */
export async function registryFor(root: string, name: string): Promise<string> {
  const scope = name.startsWith('@') ? name.split('/')[0] : undefined;
  for (const key of [...(scope ? [`${scope}:registry`] : []), 'registry']) {
    const result = await runCommand('npm', ['config', 'get', key], { cwd: root });
    const value = result.stdout.trim();
    if (result.code === 0 && value !== '' && value !== 'undefined') return value;
  }
  throw new Error(`npm has no registry configured for ${name}`);
}

/**
 * Asks the registry about every package's current version (`npm view name@version version`). A package or
 * version the registry does not know is unpublished; any other failure (no network, a refused token) is an
 * error, never taken for "unpublished".
 */
export async function readRegistryState(root: string, packages: readonly WorkspacePackage[]): Promise<RegistryState[]> {
  // One registry per scope: asked once, not once per package.
  const registries = new Map<string, Promise<string>>();
  const registryOf = (name: string): Promise<string> => {
    const scope = name.startsWith('@') ? name.split('/')[0]! : '';
    if (!registries.has(scope)) registries.set(scope, registryFor(root, name));
    return registries.get(scope)!;
  };
  return inParallel(packages, 4, async (pkg) => {
    const registry = await registryOf(pkg.name);
    const result = await runCommand('npm', ['view', `${pkg.name}@${pkg.version}`, 'version', '--json'], { cwd: root, timeoutMs: 120_000 });
    if (result.code === 0) return { pkg, registry, published: result.stdout.trim() !== '' };
    if (/\bE404\b/.test(`${result.stdout}\n${result.stderr}`)) return { pkg, registry, published: false };
    throw new Error(`cannot tell whether ${pkg.name}@${pkg.version} is on ${registry}:\n${outputTail(result)}`);
  });
}
