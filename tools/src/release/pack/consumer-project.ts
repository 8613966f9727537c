/**
 * A fresh project outside the workspace that installs the packed tarballs (not workspace links) with npm,
 * then type-checks small programs per package against the installed packages, on the lowest TypeScript releases
 * the packages support and on the current one, and runs them (ESM and CommonJS).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkspacePackage } from '../workspace-packages.js';
import { genericSmokeProgram } from './generic-smoke.js';
import type { ProgramRuntime } from './js-runtimes.js';
import type { NodeRuntime } from './node-runtimes.js';
import type { PackedPackage } from './npm-pack.js';
import { inParallel, outputTail, runCommand } from './run-command.js';
import { supportProgram } from './support-programs.js';
import { tsconfigFileName, tsconfigFor, typecheckRuns, typescriptAlias, typescriptDevDependencies } from './typescript-runs.js';

/** One package's programs in the consumer project. */
export interface SmokeProgram {
  readonly pkg: WorkspacePackage;
  /**
   * Source paths relative to the project: the smoke program (`src/webhooks.ts`), the CommonJS program
   * (`src/webhooks.cts`) and the ESM program every stated TypeScript parses (`esm/webhooks.ts`).
   */
  readonly sources: readonly string[];
  /** Emitted JavaScript of the smoke program, relative to the project. */
  readonly output: string;
  /** Emitted JavaScript of the CommonJS program (`dist/webhooks.cjs`), which `require()`s the package. */
  readonly commonJsOutput: string;
  /** True when the package has no smoke program of its own and the generic one is used. */
  readonly generic: boolean;
}

/**
 * Writes the project's manifest and a `tsconfig` per {@link typecheckRuns} entry, and installs every tarball,
 * `@types/node` and the TypeScript releases the runs name into `dir`.
 */
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
    devDependencies: { '@types/node': typesNode.version, ...typescriptDevDependencies(typecheckRuns) },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const typecheck of typecheckRuns) writeFileSync(join(dir, tsconfigFileName(typecheck)), `${JSON.stringify(tsconfigFor(typecheck), null, 2)}\n`);
  const result = await runCommand('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], { cwd: dir, timeoutMs: 600_000 });
  if (result.code !== 0) throw new Error(`npm install of the tarballs failed:\n${outputTail(result)}`);
  for (const p of packed) {
    const installed = join(dir, 'node_modules', ...p.pkg.name.split('/'), 'package.json');
    if (!existsSync(installed)) throw new Error(`${p.pkg.name} is not installed in ${dir}`);
  }
}

/**
 * Writes each package's programs: `src/<dirName>.ts`, a copy of `tools/pack-smoke/<dirName>.ts` or the generic
 * program; `src/<dirName>.cts`, a copy of `tools/pack-smoke/<dirName>.cts` or the generated CommonJS program;
 * and `esm/<dirName>.ts`, the generated ESM program. A package with a `.cts` program and no `.ts` one has a program
 * written for both module systems (no top-level `await`): it is copied to both places.
 */
export function writePrograms(root: string, dir: string, packages: readonly WorkspacePackage[]): SmokeProgram[] {
  mkdirSync(join(dir, 'src'), { recursive: true });
  mkdirSync(join(dir, 'esm'), { recursive: true });
  return packages.map((pkg) => {
    const own = (extension: string): string => join(root, 'tools', 'pack-smoke', `${pkg.dirName}${extension}`);
    const write = (source: string, program: string | undefined, generated: () => string): void => {
      if (program) copyFileSync(program, join(dir, source));
      else writeFileSync(join(dir, source), generated());
    };
    const found = (extension: string): string | undefined => (existsSync(own(extension)) ? own(extension) : undefined);
    const commonJs = found('.cts');
    const smoke = found('.ts') ?? commonJs;
    const sources = [join('src', `${pkg.dirName}.ts`), join('src', `${pkg.dirName}.cts`), join('esm', `${pkg.dirName}.ts`)] as const;
    write(sources[0], smoke, () => genericSmokeProgram(pkg));
    write(sources[1], commonJs, () => supportProgram(pkg, 'commonjs'));
    writeFileSync(join(dir, sources[2]), supportProgram(pkg, 'esm'));
    return {
      pkg,
      sources,
      output: join('dist', `${pkg.dirName}.js`),
      commonJsOutput: join('dist', `${pkg.dirName}.cjs`),
      generic: smoke === undefined,
    };
  });
}

/** What the type-check runs found and how long each took. */
export interface TypecheckResult {
  /** Errors per package name, each prefixed with its run's label; errors in no package's files are under `''`. */
  readonly errors: Map<string, string[]>;
  /** Seconds per run label. */
  readonly seconds: readonly (readonly [string, number])[];
}

/**
 * Runs every {@link typecheckRuns} entry over the project, two at a time: the workspace's TypeScript for
 * `current`, the installed release otherwise. The emitting run writes the JavaScript the Node.js runs use.
 */
export async function typecheckPrograms(root: string, dir: string, programs: readonly SmokeProgram[]): Promise<TypecheckResult> {
  const errors = new Map<string, string[]>();
  const add = (owner: string, line: string): void => void errors.set(owner, [...(errors.get(owner) ?? []), line]);
  const seconds = await inParallel(typecheckRuns, 2, async (typecheck) => {
    const typescript = typecheck.typescript === 'current' ? join(root, 'node_modules', 'typescript') : join(dir, 'node_modules', typescriptAlias(typecheck.typescript));
    const tsc = join(typescript, 'bin', 'tsc');
    const result = await runCommand(process.execPath, [tsc, '-p', tsconfigFileName(typecheck), '--pretty', 'false'], { cwd: dir, timeoutMs: 900_000 });
    const lines = result.stdout.split('\n').filter((text) => /error TS\d+/.test(text));
    for (const line of lines) {
      const owner = programs.find((p) => p.sources.some((source) => line.startsWith(source)) || line.includes(`node_modules/${p.pkg.name}/`))?.pkg.name ?? '';
      add(owner, `[${typecheck.label}] ${line}`);
    }
    if (result.code !== 0 && lines.length === 0) add('', `[${typecheck.label}] ${outputTail(result)}`);
    return [typecheck.label, result.ms / 1000] as const;
  });
  return { errors, seconds };
}

/** Outcome of one program on one Node.js. */
export interface ProgramRun {
  readonly ok: boolean;
  /** The program's last line of output, or the failure. */
  readonly detail: string;
  readonly ms: number;
}

/**
 * Runs emitted JavaScript (`output`, relative to the project) on `runtime`, from the project directory: a Node.js,
 * or another runtime with the arguments it takes before a program and its environment.
 */
export async function runProgram(runtime: NodeRuntime | ProgramRuntime, dir: string, output: string): Promise<ProgramRun> {
  const args = 'args' in runtime ? [...runtime.args, output] : [output];
  const result = await runCommand(runtime.execPath, args, { cwd: dir, timeoutMs: 60_000, ...('env' in runtime ? { env: runtime.env } : {}) });
  const last = result.stdout.trim().split('\n').pop() ?? '';
  return result.code === 0 ? { ok: true, detail: last, ms: result.ms } : { ok: false, detail: outputTail(result), ms: result.ms };
}
