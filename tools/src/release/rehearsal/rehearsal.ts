/**
 * The release rehearsal: the whole maintainer flow, twice, against a real registry on 127.0.0.1, in a copy
 * of the workspace. First release: version the pending changesets, commit, `npm run release` (every package).
 * Then a patch changeset for one service, version, commit, `npm run release` again: only that service (and
 * the packages that depend on it) get a new version, and only those are published; its pack check holds each
 * tarball to the version the first release checked, and checks in full any that differs beyond the version.
 * Finally a user's fresh project installs the service from that registry and runs its README quick start
 * against its fake.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkedVersionsVariable } from '../pack/checked-before.js';
import { cleanEnv, outputTail, runCommand } from '../pack/run-command.js';
import { extractTsBlocks } from '../readme-examples/extract-blocks.js';
import { exampleJavaScript } from '../readme-examples/run-examples.js';
import { listWorkspacePackages, type WorkspacePackage } from '../workspace-packages.js';
import type { LocalRegistry } from './local-registry.js';

/** Where the rehearsal runs. */
export interface RehearsalSetting {
  /** The workspace copy (see `copyWorkspace`). */
  readonly workspace: string;
  /** A scratch directory for the user's home and project. */
  readonly scratch: string;
  readonly registry: LocalRegistry;
  /** The npm cache to share (so the copy downloads nothing twice). */
  readonly npmCache: string;
  /** The service whose patch is released the second time, e.g. `webhooks`. */
  readonly service: string;
  readonly log: (line: string) => void;
}

/** Runs the rehearsal; throws with what went wrong at the first broken step. */
export async function rehearseRelease(setting: RehearsalSetting): Promise<void> {
  const { workspace, scratch, registry, log } = setting;
  const home = join(scratch, 'home');
  mkdirSync(home, { recursive: true });
  // Registry and token in the user's .npmrc, as a maintainer (or CI) sets them up.
  const auth = registry.url.replace(/^https?:/, '');
  writeFileSync(join(home, '.npmrc'), `registry=${registry.url}\n${auth}:_authToken=${registry.token}\n`);
  const base = cleanEnv();
  for (const key of ['GITHUB_ACTIONS', 'ACTIONS_ID_TOKEN_REQUEST_URL', 'GITLAB_CI', 'SIGSTORE_ID_TOKEN']) delete base[key];
  const env: NodeJS.ProcessEnv = {
    ...base,
    HOME: home,
    npm_config_cache: setting.npmCache,
    PATH: `${join(workspace, 'node_modules', '.bin')}:${base['PATH'] ?? ''}`,
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
    GIT_AUTHOR_NAME: 'Release Rehearsal',
    GIT_AUTHOR_EMAIL: 'rehearsal@example.com',
    GIT_COMMITTER_NAME: 'Release Rehearsal',
    GIT_COMMITTER_EMAIL: 'rehearsal@example.com',
  };
  const logs = join(scratch, 'logs');
  mkdirSync(logs, { recursive: true });
  let commands = 0;
  const sh = async (what: string, command: string, args: readonly string[], cwd = workspace, extraEnv: NodeJS.ProcessEnv = {}): Promise<string> => {
    const result = await runCommand(command, args, { cwd, env: { ...env, ...extraEnv }, timeoutMs: 900_000 });
    const name = `${String(++commands).padStart(2, '0')}-${what.replace(/[^\w@.-]+/g, '-')}.log`;
    writeFileSync(join(logs, name), `$ ${command} ${args.join(' ')}\n(${(result.ms / 1000).toFixed(1)} s, exit ${result.code})\n${result.stdout}\n${result.stderr}`);
    if (result.code !== 0) throw new Error(`${what} failed (exit ${result.code}):\n${outputTail(result, 40)}`);
    return result.stdout;
  };
  const step = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await run();
    log(`${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    return value;
  };

  const released = await step('first release: version-packages, commit, npm run release', async () => {
    await sh('npm run version-packages', 'npm', ['run', 'version-packages']);
    await sh('git add', 'git', ['add', '-A']);
    await sh('git commit', 'git', ['commit', '--quiet', '-m', 'Version packages']);
    const output = await sh('npm run release', 'npm', ['run', 'release']);
    for (const line of packCheckReport(output)) log(`  ${line}`);
    const packages = listWorkspacePackages(workspace);
    for (const pkg of packages) await expectVersions(registry, pkg.name, [pkg.version]);
    return packages;
  });

  const target = `@org/${setting.service}`;
  const patched = await step(`a patch of ${target}: changeset, version-packages, commit`, async () => {
    writeFileSync(join(workspace, '.changeset', 'rehearsal-patch.md'), `---\n'${target}': patch\n---\n\nA patch made by the release rehearsal.\n`);
    await sh('npm run version-packages', 'npm', ['run', 'version-packages']);
    await sh('git add', 'git', ['add', '-A']);
    await sh('git commit', 'git', ['commit', '--quiet', '-m', `Version packages: patch ${target}`]);
    const after = listWorkspacePackages(workspace);
    const changed = after.filter((pkg) => released.find((before) => before.name === pkg.name)?.version !== pkg.version);
    const expected = dependentsOf(after, target);
    if (changed.map((pkg) => pkg.name).join() !== expected.join()) {
      throw new Error(`versioning a patch of ${target} changed ${changed.map((p) => `${p.name}@${p.version}`).join(', ') || 'nothing'}; expected ${expected.join(', ')}`);
    }
    return after;
  });

  await step('second release: npm run release publishes the patch alone', async () => {
    // The first release's pack check passed on every version it published: a tarball that differs from one of
    // those in nothing but the version gets the tarball checks alone (`checked-before.ts`).
    const checked = released.map((pkg) => `${pkg.name}@${pkg.version}`).join(',');
    const output = await sh('npm run release', 'npm', ['run', 'release'], workspace, { [checkedVersionsVariable]: checked });
    for (const line of packCheckReport(output)) log(`  ${line}`);
    for (const pkg of patched) {
      const first = released.find((before) => before.name === pkg.name)!.version;
      await expectVersions(registry, pkg.name, first === pkg.version ? [first] : [first, pkg.version]);
    }
    const changed = patched.filter((pkg) => released.find((before) => before.name === pkg.name)!.version !== pkg.version);
    for (const pkg of changed) if (!output.includes(`published ${pkg.name}@${pkg.version}`)) throw new Error(`npm run release did not report ${pkg.name}@${pkg.version} published`);
  });

  const project = join(scratch, 'project');
  await step(`a user's project: npm install ${target} from the registry, the README quick start against the fake`, async () => {
    mkdirSync(project, { recursive: true });
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'rehearsal-user', private: true, type: 'module' }, null, 2));
    await sh(`npm install ${target}`, 'npm', ['install', '--no-audit', '--no-fund', target], project);
    const installed = installedPackages(JSON.parse(await sh('npm ls', 'npm', ['ls', '--all', '--json'], project)) as LsTree);
    const wanted = patched.find((pkg) => pkg.name === target)!;
    const core = patched.find((pkg) => pkg.name === '@org/http-core')!;
    const expected = [`${target}@${wanted.version}`, `@org/http-core@${core.version}`, 'ky', 'zod'];
    const names = [...installed].map((entry) => (entry.startsWith('@org/') ? entry : entry.replace(/@[^@]*$/, ''))).sort();
    if (names.join() !== [...expected].sort().join()) throw new Error(`npm install ${target} installed ${names.join(', ')}; expected ${expected.join(', ')}`);
    const quickStart = readmeFakeExample(join(workspace, 'packages', setting.service, 'README.md'), target);
    writeFileSync(join(project, 'quick-start.mjs'), quickStart);
    await sh('the README quick start', process.execPath, ['quick-start.mjs'], project);
    const sent = (await sh('the version it sends', process.execPath, ['--input-type=module', '-e', `import { VERSION } from '${target}'; console.log(VERSION);`], project)).trim();
    if (sent !== wanted.version) throw new Error(`${target}@${wanted.version} as installed says it is version ${sent} (its user agent sends that)`);
  });
}

/**
 * The pack check's report inside the output of `npm run release`: from its summary line (`pack check of ...`)
 * to the line before the publish step, trailing blank lines dropped. Empty when the release ran no pack check.
 */
export function packCheckReport(releaseOutput: string): string[] {
  const lines = releaseOutput.split('\n');
  const start = lines.findIndex((line) => line.startsWith('pack check of '));
  if (start === -1) return [];
  const end = lines.findIndex((line, index) => index > start && line.startsWith('=== '));
  const report = lines.slice(start, end === -1 ? undefined : end);
  while (report.length > 0 && report.at(-1)!.trim() === '') report.pop();
  return report;
}

/** The package itself and the workspace packages that depend on it, transitively, sorted by name. */
export function dependentsOf(packages: readonly WorkspacePackage[], name: string): string[] {
  const found = new Set([name]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const pkg of packages) {
      const deps = Object.keys((pkg.manifest['dependencies'] ?? {}) as Record<string, string>);
      if (!found.has(pkg.name) && deps.some((dep) => found.has(dep))) {
        found.add(pkg.name);
        grew = true;
      }
    }
  }
  return [...found].sort();
}

/** Asks the registry, as npm does, which versions of a package it holds (in publish order). */
async function expectVersions(registry: LocalRegistry, name: string, versions: readonly string[]): Promise<void> {
  const response = await fetch(new URL(name.replace('/', '%2f'), registry.url), { headers: { authorization: `Bearer ${registry.token}` } });
  if (!response.ok) throw new Error(`the registry answered HTTP ${response.status} for ${name}`);
  const held = Object.keys(((await response.json()) as { versions?: Record<string, unknown> }).versions ?? {});
  if (held.join() !== versions.join()) throw new Error(`the registry holds ${name} ${held.join(', ') || 'no version'}; expected ${versions.join(', ')}`);
}

interface LsTree {
  readonly version?: string;
  readonly dependencies?: Record<string, LsTree>;
}

/**
 * Every package of an `npm ls --all --json` tree, as `name@version`. An optional peer dependency that is not
 * installed shows in the tree as an empty entry, with no version: it is left out.
 */
export function installedPackages(tree: LsTree): Set<string> {
  const found = new Set<string>();
  const walk = (node: LsTree): void => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (child.version === undefined) continue;
      found.add(`${name}@${child.version}`);
      walk(child);
    }
  };
  walk(tree);
  return found;
}

/** The first TypeScript block of a README that uses the package's fake, as a JavaScript module. */
export function readmeFakeExample(readme: string, name: string): string {
  const block = extractTsBlocks(readFileSync(readme, 'utf8')).find((b) => `${b.prelude ?? ''}\n${b.code}`.includes(`'${name}/testing'`));
  if (block === undefined) throw new Error(`${readme} has no example that uses ${name}/testing`);
  const source = `${block.prelude === undefined ? '' : `${block.prelude}\n`}${block.code}\nexport {};\n`;
  return exampleJavaScript(source);
}
