/**
 * The TypeScript releases and compiler settings a consumer of the packed packages is type-checked with: the
 * lowest releases the root README's "Support" section states, and the workspace's own (current) one, each in the
 * module settings the section names.
 */

/**
 * The lowest TypeScript releases the packages support, as the root README states them. Older releases fail on
 * declarations the packages ship or use: `NoInfer` (zod's declarations, TypeScript 5.4) and generic typed arrays
 * (`Uint8Array<ArrayBuffer>`, written by TypeScript 5.7 and later); an `import` in a CommonJS file of an ES
 * module compiles to `require()` only from TypeScript 5.8 (`module: nodenext`).
 */
export const lowestTypeScript = {
  /** ESM (`module: nodenext` or `moduleResolution: bundler`) with `skipLibCheck` off. */
  esm: '5.7.3',
  /** ESM with `skipLibCheck: true`, which skips the declarations that name what older releases lack. */
  esmSkipLibCheck: '5.0.4',
  /** CommonJS (`module: nodenext` in a CommonJS file), `skipLibCheck` on or off. */
  commonJs: '5.8.3',
} as const;

/** Which of the consumer's programs a run type-checks. */
export type ProgramSet =
  /** `src/<name>.ts`: the smoke programs (ESM, emitted and run). */
  | 'smoke'
  /** `src/<name>.cts`: the CommonJS programs (emitted as `.cjs` and run). */
  | 'commonjs'
  /** `esm/<name>.ts`: ESM programs in syntax every stated TypeScript parses (no `await using`). */
  | 'esm';

/** Where each program set lives in the consumer project, as `tsconfig.json` `include` patterns. */
export const programSetInclude: Readonly<Record<ProgramSet, string>> = {
  smoke: 'src/*.ts',
  commonjs: 'src/*.cts',
  esm: 'esm/*.ts',
};

/** The module settings a consumer is checked in. */
export type ModuleSetting = 'nodenext' | 'bundler';

/** One `tsc` run over the consumer project. */
export interface TypecheckRun {
  /** `TypeScript 5.7.3, bundler`. */
  readonly label: string;
  /** An exact version installed into the consumer, or `current` for the workspace's own TypeScript. */
  readonly typescript: string;
  readonly module: ModuleSetting;
  readonly skipLibCheck: boolean;
  readonly programs: readonly ProgramSet[];
  /** Whether this run emits the JavaScript that is then run on Node.js (one run does). */
  readonly emit: boolean;
}

/**
 * Every run: the current TypeScript in each setting (the one that emits the programs run on Node.js first), then
 * each lowest release in the settings it is stated for.
 */
export const typecheckRuns: readonly TypecheckRun[] = [
  run('current', 'nodenext', false, ['smoke', 'commonjs'], true),
  run('current', 'bundler', false, ['smoke']),
  run(lowestTypeScript.esm, 'nodenext', false, ['smoke', 'esm']),
  run(lowestTypeScript.esm, 'bundler', false, ['smoke', 'esm']),
  run(lowestTypeScript.commonJs, 'nodenext', false, ['commonjs']),
  run(lowestTypeScript.esmSkipLibCheck, 'nodenext', true, ['esm']),
  run(lowestTypeScript.esmSkipLibCheck, 'bundler', true, ['esm']),
];

function run(typescript: string, module: ModuleSetting, skipLibCheck: boolean, programs: ProgramSet[], emit = false): TypecheckRun {
  const label = `TypeScript ${typescript}, ${module}${skipLibCheck ? ', skipLibCheck' : ''}`;
  return { label, typescript, module, skipLibCheck, programs, emit };
}

/** The consumer's dependency name of an installed TypeScript release: `typescript-5.7.3`. */
export function typescriptAlias(version: string): string {
  return `typescript-${version}`;
}

/** The consumer's `devDependencies` that install the releases `runs` name (as npm aliases of `typescript`). */
export function typescriptDevDependencies(runs: readonly TypecheckRun[]): Record<string, string> {
  const versions = [...new Set(runs.map((r) => r.typescript).filter((version) => version !== 'current'))].sort();
  return Object.fromEntries(versions.map((version) => [typescriptAlias(version), `npm:typescript@${version}`]));
}

/** The `tsconfig` file of a run: the emitting run's is `tsconfig.json`. */
export function tsconfigFileName(typecheck: TypecheckRun): string {
  if (typecheck.emit) return 'tsconfig.json';
  return `tsconfig.${typecheck.typescript}.${typecheck.module}${typecheck.skipLibCheck ? '.skiplibcheck' : ''}.json`;
}

/**
 * A run's `tsconfig` content: a strict project on Node without the DOM library. `nodenext` reads each file's
 * format from its extension and the `type` of the project's `package.json`; `bundler` is what Vite and esbuild
 * users set. The emitting run writes `dist/`; the others only check.
 */
export function tsconfigFor(typecheck: TypecheckRun): { compilerOptions: Record<string, unknown>; include: string[] } {
  const modules = typecheck.module === 'nodenext' ? { module: 'nodenext', moduleResolution: 'nodenext' } : { module: 'esnext', moduleResolution: 'bundler' };
  return {
    compilerOptions: {
      strict: true,
      ...modules,
      target: 'es2022',
      lib: ['es2023'],
      types: ['node'],
      skipLibCheck: typecheck.skipLibCheck,
      ...(typecheck.emit ? { noEmitOnError: false, rootDir: 'src', outDir: 'dist' } : { noEmit: true }),
    },
    include: typecheck.programs.map((set) => programSetInclude[set]),
  };
}
