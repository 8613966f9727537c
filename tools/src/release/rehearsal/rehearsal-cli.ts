/**
 * `npm run release:rehearsal`: the release flow of RELEASING.md, twice, against Verdaccio on 127.0.0.1 (see
 * `rehearsal.ts`), in a clone of the workspace's committed `HEAD`. Exits non-zero at the first broken step.
 * `KEEP_REHEARSAL=1` keeps the scratch directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findWorkspaceRoot } from '../../workspace-root.js';
import { runCommand } from '../pack/run-command.js';
import { startLocalRegistry } from './local-registry.js';
import { rehearseRelease } from './rehearsal.js';
import { copyWorkspace } from './workspace-copy.js';

const started = performance.now();
const root = findWorkspaceRoot(dirname(fileURLToPath(import.meta.url)));
const scratch = mkdtempSync(join(tmpdir(), 'org-release-rehearsal-'));
const log = (line: string): void => console.log(`  ${line}`);
let registry: Awaited<ReturnType<typeof startLocalRegistry>> | undefined;
try {
  registry = await startLocalRegistry(root, join(scratch, 'registry'));
  log(`registry ${registry.url} (Verdaccio; other packages proxied to the registry npm is configured with)`);
  const workspace = await copyWorkspace(root, join(scratch, 'workspace'));
  log(`workspace copy of HEAD in ${workspace}`);
  const npmCache = (await runCommand('npm', ['config', 'get', 'cache'], { cwd: root })).stdout.trim();
  await rehearseRelease({ workspace, scratch, registry, npmCache, service: 'webhooks', log });
  console.log(`release rehearsal passed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`release rehearsal FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await registry?.stop();
  if (process.env['KEEP_REHEARSAL']) console.log(`scratch directory kept: ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}
