/**
 * Import time: how much longer a fresh Node process takes when it imports a module than `node -e 0`, measured
 * in paired runs (each import right after a bare run, the difference taken per pair, the median of the
 * differences kept), so a machine's drift during the measurement cancels out.
 */
import { spawnSync } from 'node:child_process';
import process from 'node:process';
import { median } from './table.js';

/** A module to time. */
export interface ImportTarget {
  readonly key: string;
  readonly label: string;
  /** Bare specifier, resolved from the working directory. */
  readonly specifier?: string;
  /** Code to time instead of an import (an ES module body). */
  readonly code?: string;
  /** The most the import may cost over `node -e 0`, ms, when there is a budget. */
  readonly budgetMs?: number;
}

/** Timing of one module. */
export interface ImportResult {
  readonly key: string;
  readonly label: string;
  /** Median over the pairs of (wall time of the importing process - wall time of `node -e 0`), ms. */
  readonly wallMinusBaselineMs: number;
  /** Median time of the `import()` itself, measured inside the child, ms. */
  readonly inProcessMs: number;
  readonly budgetMs?: number;
}

/** The most a cold import of one service package (or the core) may cost over `node -e 0`, ms. */
export const IMPORT_BUDGET_MS = 50;

/** The published packages, each with the import budget. */
export const packageImportTargets = (names: readonly string[]): ImportTarget[] =>
  names.map((name) => ({ key: name, label: name, specifier: name, budgetMs: IMPORT_BUDGET_MS }));

/** The modules measured for comparison. */
export const referenceImportTargets: readonly ImportTarget[] = [
  // ky touches `fetch`/`Request` when loaded, which makes Node load its fetch implementation (undici) there;
  // http-core loads ky when the first client is created, so its import does not pay this part.
  { key: 'fetch', label: 'fetch globals only (Node loads undici)', code: 'void [fetch, Request, Response, Headers];' },
  { key: 'ky', label: 'ky alone', specifier: 'ky' },
  { key: 'zod-mini', label: 'zod/mini', specifier: 'zod/mini' },
  { key: 'zod-classic', label: "classic zod ('zod')", specifier: 'zod' },
];

function run(cwd: string, args: readonly string[]): { wallMs: number; stdout: string } {
  const started = performance.now();
  const child = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  const wallMs = performance.now() - started;
  if (child.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${child.stderr}`);
  return { wallMs, stdout: child.stdout };
}

function timeOnce(cwd: string, target: ImportTarget): { extraMs: number; importMs: number } {
  const body = target.code ?? `await import(${JSON.stringify(target.specifier)});`;
  const script = `const t = performance.now(); ${body} process.stdout.write(String(performance.now() - t));`;
  const bare = run(cwd, ['-e', '0']);
  const child = run(cwd, ['--input-type=module', '-e', script]);
  return { extraMs: child.wallMs - bare.wallMs, importMs: Number(child.stdout) };
}

/** Times each target in `runs` pairs (after one unmeasured run of each), the targets interleaved. */
export function measureImports(cwd: string, targets: readonly ImportTarget[], runs = 11): { baselineMs: number; results: ImportResult[] } {
  for (const target of targets) timeOnce(cwd, target);
  const extra = targets.map(() => [] as number[]);
  const inner = targets.map(() => [] as number[]);
  const bare: number[] = [];
  for (let pass = 0; pass < runs; pass++) {
    targets.forEach((target, index) => {
      const { extraMs, importMs } = timeOnce(cwd, target);
      extra[index]!.push(extraMs);
      inner[index]!.push(importMs);
    });
    bare.push(run(cwd, ['-e', '0']).wallMs);
  }
  return {
    baselineMs: median(bare),
    results: targets.map((target, index) => ({
      key: target.key,
      label: target.label,
      wallMinusBaselineMs: median(extra[index]!),
      inProcessMs: median(inner[index]!),
      ...(target.budgetMs === undefined ? {} : { budgetMs: target.budgetMs }),
    })),
  };
}
