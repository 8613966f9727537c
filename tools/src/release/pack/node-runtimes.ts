import { tmpdir } from 'node:os';
import { outputTail, runCommand } from './run-command.js';

/** A Node.js binary the packed packages are run on. */
export interface NodeRuntime {
  /** `node22`, `node24`. */
  readonly label: string;
  readonly execPath: string;
  /** `v22.x.y`. */
  readonly version: string;
}

/**
 * The newest Node.js of a major line, from the `node` package of the npm registry (through `npx`, which
 * caches it). The workspace's own Node (also the registry's `node` package) is used when it is that major.
 */
export async function resolveNodeRuntime(major: number): Promise<NodeRuntime> {
  let execPath = process.execPath;
  if (Number(process.versions.node.split('.')[0]) !== major) {
    const result = await runCommand('npx', ['--yes', '--package', `node@${major}`, '--call', 'node -p process.execPath'], {
      cwd: tmpdir(),
      timeoutMs: 600_000,
    });
    const found = result.stdout.trim().split('\n').pop();
    if (result.code !== 0 || found === undefined || found === '') throw new Error(`cannot get Node ${major} from the registry:\n${outputTail(result)}`);
    execPath = found;
  }
  const version = (await runCommand(execPath, ['--version'], { cwd: tmpdir() })).stdout.trim();
  if (!version.startsWith(`v${major}.`)) throw new Error(`${execPath} is ${version}, not Node ${major}`);
  return { label: `node${major}`, execPath, version };
}
