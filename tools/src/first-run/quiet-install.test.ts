/**
 * The README promises a newcomer with Node 20 or newer and npm a quiet `npm ci`. npm runs on that Node, while the
 * packages (and some tools) declare Node >= 22: on Node 20 npm finds an engine mismatch per such package, which the
 * workspace's `.npmrc` keeps off the screen. Checked with a real Node 20 from the registry and the npm that runs
 * the tests, building the install plan from the lockfile (`--dry-run`: nothing is written).
 */
import { realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveNodeRuntime, type NodeRuntime } from '../release/pack/node-runtimes.js';
import { runCommand } from '../release/pack/run-command.js';
import { findWorkspaceRoot } from '../workspace-root.js';

const root = findWorkspaceRoot(fileURLToPath(new URL('.', import.meta.url)));

/** The npm CLI script: the one running us, else the `npm` on the PATH. */
function npmCli(): string {
  const running = process.env.npm_execpath;
  if (running && /npm-cli\.js$/.test(running)) return running;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    try {
      const found = realpathSync(join(dir, 'npm'));
      if (/npm-cli\.js$/.test(found)) return found;
    } catch {
      // not in this directory
    }
  }
  throw new Error('npm is not on the PATH');
}

let node20: NodeRuntime;
beforeAll(async () => {
  node20 = await resolveNodeRuntime(20);
}, 600_000);

/** `npm install --dry-run` in the workspace on Node 20: everything npm prints. */
async function installPlan(...extra: string[]): Promise<string> {
  const result = await runCommand(node20.execPath, [npmCli(), 'install', '--dry-run', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', ...extra], {
    cwd: root,
    timeoutMs: 300_000,
  });
  expect(result.code, result.stderr).toBe(0);
  return `${result.stdout}\n${result.stderr}`;
}

describe('npm ci on Node 20', () => {
  it('finds packages that declare a newer Node (npm would warn about each)', async () => {
    const shown = await installPlan('--loglevel=warn');
    expect(shown.match(/EBADENGINE Unsupported engine/g)?.length ?? 0).toBeGreaterThan(10);
  }, 300_000);

  it('prints no warning with the workspace .npmrc', async () => {
    const shown = await installPlan();
    expect(shown).not.toMatch(/npm warn|EBADENGINE/i);
  }, 300_000);
});
