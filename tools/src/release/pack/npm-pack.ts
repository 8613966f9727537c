import { join, relative } from 'node:path';
import type { WorkspacePackage } from '../workspace-packages.js';
import { outputTail, runCommand } from './run-command.js';

/** A package packed into a tarball by `npm pack`. */
export interface PackedPackage {
  readonly pkg: WorkspacePackage;
  /** Absolute path of the tarball. */
  readonly tarball: string;
  /** Paths inside the tarball, relative to the package. */
  readonly files: readonly string[];
  /** Tarball (gzip) bytes. */
  readonly size: number;
  /** Bytes of the files, unpacked. */
  readonly unpackedSize: number;
}

interface PackJson {
  readonly name: string;
  readonly filename: string;
  readonly size: number;
  readonly unpackedSize: number;
  readonly files: readonly { readonly path: string }[];
}

/** `-w packages/<name>` for each package: npm's way to act on several workspaces in one run. */
export function workspaceArgs(root: string, packages: readonly WorkspacePackage[]): string[] {
  return packages.flatMap((pkg) => ['--workspace', relative(root, pkg.dir)]);
}

/**
 * Packs the packages exactly as `npm publish` would (their `files`, their lifecycle scripts) into
 * `destination`, in one npm run from the workspace root. With `dryRun`, only lists what would be packed.
 */
export async function npmPack(
  root: string,
  packages: readonly WorkspacePackage[],
  destination: string,
  options: { dryRun?: boolean } = {},
): Promise<PackedPackage[]> {
  const args = ['pack', ...workspaceArgs(root, packages), '--json', '--pack-destination', destination, ...(options.dryRun ? ['--dry-run'] : [])];
  const result = await runCommand('npm', args, { cwd: root });
  if (result.code !== 0) throw new Error(`npm pack failed:\n${outputTail(result)}`);
  const packed = JSON.parse(result.stdout) as PackJson[];
  return packages.map((pkg) => {
    const found = packed.find((entry) => entry.name === pkg.name);
    if (found === undefined) throw new Error(`npm pack printed no result for ${pkg.name}`);
    return {
      pkg,
      tarball: join(destination, found.filename),
      files: found.files.map((file) => file.path).sort(),
      size: found.size,
      unpackedSize: found.unpackedSize,
    };
  });
}
