/**
 * `npm run release` (after the build): publishes exactly the packages whose current version the registry npm
 * is configured with does not hold yet. It asks the registry first, runs the pack check on what it will
 * publish (with the workspace packages those depend on, checked but not published again), then
 * `npm publish` of those packages with provenance where the CI provider can make it, and tags each version the
 * registry then holds. Run again after a partial failure, it publishes only what is still missing.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findWorkspaceRoot } from '../../workspace-root.js';
import { cleanEnv } from '../pack/run-command.js';
import { listWorkspacePackages } from '../workspace-packages.js';
import { publishArgs, tagReleases } from './npm-publish.js';
import { chooseProvenance } from './provenance.js';
import { readRegistryState } from './registry-state.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = findWorkspaceRoot(here);

const state = await readRegistryState(root, listWorkspacePackages(root));
const pending = state.filter((entry) => !entry.published);
for (const entry of state) {
  console.log(`${entry.published ? 'on the registry ' : 'to publish      '} ${entry.pkg.name}@${entry.pkg.version} (${entry.registry})`);
}
if (pending.length === 0) {
  console.log('\nNothing to publish: the registry holds the current version of every package.');
  process.exit(0);
}

console.log(`\n=== pack check of ${pending.map((entry) => entry.pkg.name).join(', ')}`);
const packCheck = await run(process.execPath, [join(here, '..', 'pack', 'pack-check-cli.js'), ...pending.map((entry) => entry.pkg.name)], cleanEnv());
if (packCheck !== 0) fail('the pack check failed; nothing was published.');

const provenance = chooseProvenance(process.env);
console.log(`\n=== npm publish (provenance ${provenance.provenance ? 'on' : 'off'}: ${provenance.reason})`);
const published = await run('npm', publishArgs(root, pending.map((entry) => entry.pkg)), { ...cleanEnv(), npm_config_provenance: String(provenance.provenance) });

const after = await readRegistryState(root, pending.map((entry) => entry.pkg));
const missing = after.filter((entry) => !entry.published);
for (const entry of after) console.log(`${entry.published ? 'published' : 'NOT published'} ${entry.pkg.name}@${entry.pkg.version}`);
const tags = await tagReleases(root, after.filter((entry) => entry.published).map((entry) => entry.pkg));
if (tags.length > 0) console.log(`tagged ${tags.join(', ')}`);
if (published !== 0 || missing.length > 0) {
  fail(
    `${missing.length} of ${pending.length} packages were not published. Fix the cause above and run \`npm run release\` ` +
      'again: it publishes only the versions the registry still lacks.',
  );
}
console.log('\nReleased. Push the tags: git push --follow-tags');

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function fail(message: string): never {
  console.error(`\nrelease: ${message}`);
  process.exit(1);
}
