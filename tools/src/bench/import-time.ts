/**
 * Import time: how long a fresh Node process takes to load a module, measured by spawning
 * `node --input-type=module -e "await import('<module>')"` several times, interleaved, against a
 * baseline process that imports nothing.
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
}

/** Timing of one module. */
export interface ImportResult {
  readonly key: string;
  readonly label: string;
  /** Median wall time of the process minus the baseline's median, ms. */
  readonly wallMinusBaselineMs: number;
  /** Median time of the `import()` itself, measured inside the child, ms. */
  readonly inProcessMs: number;
}

/** The modules measured by default. */
export const importTargets: readonly ImportTarget[] = [
  // ky and http-core touch `fetch`/`Request` when loaded, which makes Node load its fetch implementation
  // (undici) there instead of at the first request; this row shows that part alone.
  { key: 'fetch', label: 'fetch globals only (Node loads undici)', code: 'void [fetch, Request, Response, Headers];' },
  { key: 'core', label: '@org/http-core (dist)', specifier: '@org/http-core' },
  { key: 'ky', label: 'ky alone', specifier: 'ky' },
  { key: 'zod-mini', label: 'zod/mini', specifier: 'zod/mini' },
  { key: 'zod-classic', label: "classic zod ('zod')", specifier: 'zod' },
];

function timeOnce(cwd: string, target: ImportTarget | undefined): { wallMs: number; importMs: number } {
  const body = target?.code ?? (target?.specifier === undefined ? '' : `await import(${JSON.stringify(target.specifier)});`);
  const script = `const t = performance.now(); ${body} process.stdout.write(String(performance.now() - t));`;
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8' });
  const wallMs = performance.now() - started;
  if (child.status !== 0) throw new Error(`timing ${target?.label ?? 'the baseline'} failed: ${child.stderr}`);
  return { wallMs, importMs: Number(child.stdout) };
}

/** Times each target `runs` times (after one unmeasured run of each), interleaved with the baseline. */
export function measureImports(cwd: string, runs = 9, targets: readonly ImportTarget[] = importTargets): { baselineMs: number; results: ImportResult[] } {
  const all: (ImportTarget | undefined)[] = [undefined, ...targets];
  for (const target of all) timeOnce(cwd, target);
  const wall = all.map(() => [] as number[]);
  const inner = all.map(() => [] as number[]);
  for (let run = 0; run < runs; run++) {
    all.forEach((target, index) => {
      const { wallMs, importMs } = timeOnce(cwd, target);
      wall[index]!.push(wallMs);
      inner[index]!.push(importMs);
    });
  }
  const baselineMs = median(wall[0]!);
  return {
    baselineMs,
    results: targets.map((target, index) => ({
      key: target.key,
      label: target.label,
      wallMinusBaselineMs: median(wall[index + 1]!) - baselineMs,
      inProcessMs: median(inner[index + 1]!),
    })),
  };
}
