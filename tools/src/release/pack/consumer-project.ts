/**
 * A fresh project outside the workspace that installs the packed tarballs (not workspace links) with npm,
 * then type-checks and runs one small program per package against the installed packages.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkspacePackage } from '../workspace-packages.js';
import { genericSmokeProgram } from './generic-smoke.js';
import type { NodeRuntime } from './node-runtimes.js';
import type { PackedPackage } from './npm-pack.js';
import { outputTail, runCommand } from './run-command.js';

/** One package's program in the consumer project. */
export interface SmokeProgram {
  readonly pkg: WorkspacePackage;
  /** Source path relative to the project, e.g. `src/webhooks.ts`. */
  readonly source: string;
  /** Emitted JavaScript, relative to the project. */
  readonly output: string;
  /** True when the package has no program of its own and the generic one is used. */
  readonly generic: boolean;
}

/**
 * The consumer's compiler options: a strict ESM project on Node without the DOM library. `skipLibCheck` is off
 * so that the shipped `.d.ts` files themselves are checked, not only the program's use of them.
 */
export const consumerCompilerOptions = {
  strict: true,
  module: 'nodenext',
  moduleResolution: 'nodenext',
  target: 'es2023',
  lib: ['es2023'],
  types: ['node'],
  skipLibCheck: false,
  noEmitOnError: false,
  rootDir: 'src',
  outDir: 'dist',
} as const;

/** Writes the project's manifest and installs every tarball plus `@types/node` into `dir`. */
export async function installTarballs(root: string, dir: string, packed: readonly PackedPackage[]): Promise<void> {
  const names = new Set(packed.map((p) => p.pkg.name));
  for (const p of packed) {
    const deps = Object.keys((p.pkg.manifest['dependencies'] ?? {}) as Record<string, string>);
    const missing = deps.filter((dep) => dep.startsWith('@org/') && !names.has(dep));
    // Never let npm fetch a workspace package from the registry in place of its tarball.
    if (missing.length > 0) throw new Error(`${p.pkg.name} needs ${missing.join(', ')}, which is not packed (not built?)`);
  }
  mkdirSync(dir, { recursive: true });
  const typesNode = JSON.parse(readFileSync(join(root, 'node_modules', '@types', 'node', 'package.json'), 'utf8')) as { version: string };
  const manifest = {
    name: 'org-packed-consumer',
    private: true,
    type: 'module',
    dependencies: Object.fromEntries(packed.map((p) => [p.pkg.name, `file:${p.tarball}`])),
    devDependencies: { '@types/node': typesNode.version },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify({ compilerOptions: consumerCompilerOptions, include: ['src'] }, null, 2)}\n`);
  const result = await runCommand('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], { cwd: dir, timeoutMs: 600_000 });
  if (result.code !== 0) throw new Error(`npm install of the tarballs failed:\n${outputTail(result)}`);
  for (const p of packed) {
    const installed = join(dir, 'node_modules', ...p.pkg.name.split('/'), 'package.json');
    if (!existsSync(installed)) throw new Error(`${p.pkg.name} is not installed in ${dir}`);
  }
}

/** Copies `tools/pack-smoke/<dirName>.ts` of each package into the project, or writes the generic program. */
export function writePrograms(root: string, dir: string, packages: readonly WorkspacePackage[]): SmokeProgram[] {
  mkdirSync(join(dir, 'src'), { recursive: true });
  return packages.map((pkg) => {
    const own = join(root, 'tools', 'pack-smoke', `${pkg.dirName}.ts`);
    const source = join('src', `${pkg.dirName}.ts`);
    if (existsSync(own)) copyFileSync(own, join(dir, source));
    else writeFileSync(join(dir, source), genericSmokeProgram(pkg));
    return { pkg, source, output: join('dist', `${pkg.dirName}.js`), generic: !existsSync(own) };
  });
}

/**
 * Type-checks (and emits) every program with the workspace's TypeScript against the installed `.d.ts`.
 * Returns the errors per package name; errors in no program's file are listed under `''`.
 */
export async function typecheckPrograms(root: string, dir: string, programs: readonly SmokeProgram[]): Promise<Map<string, string[]>> {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = await runCommand(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: dir });
  const errors = new Map<string, string[]>();
  for (const line of result.stdout.split('\n').filter((text) => /error TS\d+/.test(text))) {
    const owner =
      programs.find((program) => line.startsWith(program.source) || line.includes(`node_modules/${program.pkg.name}/`))?.pkg.name ?? '';
    errors.set(owner, [...(errors.get(owner) ?? []), line]);
  }
  if (result.code !== 0 && errors.size === 0) errors.set('', [outputTail(result)]);
  return errors;
}

/** Outcome of one program on one Node.js. */
export interface ProgramRun {
  readonly ok: boolean;
  /** The program's last line of output, or the failure. */
  readonly detail: string;
  readonly ms: number;
}

/** Runs a program's emitted JavaScript on `runtime`, from the project directory. */
export async function runProgram(runtime: NodeRuntime, dir: string, program: SmokeProgram): Promise<ProgramRun> {
  const result = await runCommand(runtime.execPath, [program.output], { cwd: dir, timeoutMs: 60_000 });
  const last = result.stdout.trim().split('\n').pop() ?? '';
  return result.code === 0 ? { ok: true, detail: last, ms: result.ms } : { ok: false, detail: outputTail(result), ms: result.ms };
}
