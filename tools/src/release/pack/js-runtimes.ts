/**
 * The JavaScript runtimes besides Node.js that the packed packages are run on: Deno, Bun, Cloudflare's workerd
 * and Vercel's Edge Runtime, each from its package on the npm registry, installed once per version set into a
 * cache directory outside the workspace (so `npm ci` stays as light as it was).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { cleanEnv, outputTail, runCommand } from './run-command.js';

/**
 * The npm packages of the runtimes and the versions tested, the one place they are named: the root README's
 * "Runtimes" section states these (checked by `support-statement.test.ts`).
 */
export const runtimePackages = {
  deno: '2.9.6',
  bun: '1.4.5',
  workerd: '1.20261117.1',
  'edge-runtime': '4.0.1',
} as const;

/** A runtime's npm package name. */
export type RuntimePackage = keyof typeof runtimePackages;

/** Where each runtime's executable lies in its platform package (the wrapper package's optional dependency). */
const executables: Readonly<Record<Exclude<RuntimePackage, 'edge-runtime'>, readonly string[]>> = {
  deno: ['deno', 'deno.exe'],
  bun: ['bin/bun', 'bin/bun.exe'],
  workerd: ['bin/workerd', 'bin/workerd.exe'],
};

/** The runtimes, installed. */
export interface InstalledRuntimes {
  /** The directory they are installed in (`node_modules` under it). */
  readonly dir: string;
  readonly deno: string;
  readonly bun: string;
  readonly workerd: string;
  /** The `edge-runtime` package's entry point, for `import()`. */
  readonly edgeRuntime: string;
}

/** A runtime besides Node.js that the packages' smoke programs run on. */
export interface ProgramRuntime {
  /** `deno`, `bun`. */
  readonly label: string;
  readonly execPath: string;
  /** Arguments before the program's path. */
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  /** What the runtime says its version is: `deno 2.9.6`. */
  readonly version: string;
  /** Whether it runs the CommonJS programs too (as `<label> require()`). */
  readonly commonJs: boolean;
}

/**
 * Deno (ES modules; its permissions limited to what a fake and a client use) and Bun (ES modules and CommonJS
 * `require()`), as the smoke programs are run on them: from the consumer project, whose `node_modules` both read.
 */
export async function programRuntimes(installed: InstalledRuntimes): Promise<ProgramRuntime[]> {
  const env = { ...cleanEnv(), DENO_DIR: join(installed.dir, 'deno-cache'), DENO_NO_UPDATE_CHECK: '1', DENO_NO_PROMPT: '1', DO_NOT_TRACK: '1' };
  const runtimes = [
    { label: 'deno', execPath: installed.deno, args: ['run', '--allow-net=127.0.0.1', '--allow-read', '--allow-env', '--allow-sys'], env, commonJs: false },
    { label: 'bun', execPath: installed.bun, args: [], env, commonJs: true },
  ];
  return Promise.all(
    runtimes.map(async (runtime) => {
      const result = await runCommand(runtime.execPath, ['--version'], { cwd: installed.dir, env });
      if (result.code !== 0) throw new Error(`${runtime.execPath} --version failed:\n${outputTail(result)}`);
      // `deno 2.9.6 (stable, release, …)`, `1.4.5`.
      const version = result.stdout.trim().split('\n')[0]!.split(' (')[0]!;
      return { ...runtime, version: version.startsWith(runtime.label) ? version : `${runtime.label} ${version}` };
    }),
  );
}

/** A runtime's lowest version as the root README's "Runtimes" section states it: `2.9` for Deno, the date for workerd. */
export function statedVersion(name: RuntimePackage): string {
  const version = runtimePackages[name];
  if (name === 'workerd') return workerdDate(version);
  return version.split('.').slice(0, 2).join('.');
}

/** The release date a workerd version (`1.20261117.1`) names, `2026-11-17`: also the newest compatibility date it takes. */
export function workerdDate(version: string = runtimePackages.workerd): string {
  return version.replace(/^\d+\.(\d{4})(\d{2})(\d{2})\.\d+$/, '$1-$2-$3');
}

/** The cache directory of this version set: `$XDG_CACHE_HOME/org-runtimes/<versions>` (else `~/.cache/…`). */
export function runtimesDir(): string {
  const cache = process.env['XDG_CACHE_HOME'] || join(homedir(), '.cache');
  const key = Object.entries(runtimePackages)
    .map(([name, version]) => `${name}-${version}`)
    .join('_');
  return join(cache, 'org-runtimes', key);
}

/**
 * Installs the runtimes from the registry npm is configured with, unless this version set is in the cache already.
 * Install scripts are not run: the executables come with the platform packages npm picks (optional dependencies
 * for this OS, CPU and C library), and are found there.
 */
export async function installRuntimes(dir = runtimesDir()): Promise<InstalledRuntimes> {
  const done = join(dir, 'installed.json');
  if (!existsSync(done)) {
    const scratch = `${dir}.partial-${process.pid}`;
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(scratch, { recursive: true });
    const specs = Object.entries(runtimePackages).map(([name, version]) => `${name}@${version}`);
    const result = await runCommand('npm', ['install', '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', scratch, ...specs], {
      cwd: scratch,
      timeoutMs: 600_000,
    });
    if (result.code !== 0) throw new Error(`npm install of ${specs.join(' ')} failed:\n${outputTail(result)}`);
    writeFileSync(join(scratch, 'installed.json'), `${JSON.stringify(runtimePackages, null, 2)}\n`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(scratch, dir);
  }
  return {
    dir,
    deno: executable(dir, 'deno'),
    bun: executable(dir, 'bun'),
    workerd: executable(dir, 'workerd'),
    edgeRuntime: join(dir, 'node_modules', 'edge-runtime', 'dist', 'index.js'),
  };
}

/** The executable of `wrapper` in whichever of its platform packages npm installed. */
function executable(dir: string, wrapper: keyof typeof executables): string {
  const manifest = JSON.parse(readFileSync(join(dir, 'node_modules', wrapper, 'package.json'), 'utf8')) as { optionalDependencies?: Record<string, string> };
  for (const platformPackage of Object.keys(manifest.optionalDependencies ?? {})) {
    for (const file of executables[wrapper]) {
      const path = join(dir, 'node_modules', ...platformPackage.split('/'), file);
      if (existsSync(path)) return path;
    }
  }
  throw new Error(`${wrapper}@${runtimePackages[wrapper]} has no executable for ${process.platform}-${process.arch} in ${dir}`);
}
