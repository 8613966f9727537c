/**
 * `npm run bench`: what the http-core client costs compared with raw `fetch` and ky. Prints one table:
 * client CPU per request and throughput against a local keep-alive server (in its own process), browser
 * bundle sizes, and Node import times. A benchmark, not a test: no number fails anything.
 *
 * `BENCH_SCALE=0.25 npm run bench` for a quicker, noisier run.
 */
import { availableParallelism, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { findWorkspaceRoot } from '../workspace-root.js';
import { measureBundles, type BundleResult } from './bundle-size.js';
import { measureImports, type ImportResult } from './import-time.js';
import { measureRequests, requestCases, startBenchServer, type Load, type RequestResult } from './request-cpu.js';
import { formatBytes, formatFixed, formatInteger, formatRatio, renderTable, type TableRow } from './table.js';

const scale = Number(process.env.BENCH_SCALE ?? '1') > 0 ? Number(process.env.BENCH_SCALE ?? '1') : 1;
const loads: readonly Load[] = [
  { name: 'sequential', concurrency: 1, requests: Math.max(50, Math.round(1000 * scale)) },
  { name: '16 concurrent', concurrency: 16, requests: Math.max(100, Math.round(2000 * scale)) },
];
const rounds = 7;
const warmup = Math.max(100, Math.round(800 * scale));

function progress(message: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${message}`);
}

function requestRows(results: readonly RequestResult[]): TableRow[] {
  const rows: TableRow[] = [];
  for (const load of loads) {
    const forLoad = results.filter((result) => result.load === load.name);
    const fetchResult = forLoad.find((result) => result.key === 'fetch');
    for (const result of forLoad) {
      rows.push([
        `CPU / request, ${load.name}`,
        result.label,
        `${formatFixed(result.cpuUsMedian)} µs`,
        formatRatio(result.cpuUsMedian, fetchResult?.cpuUsMedian),
        `min ${formatFixed(result.cpuUsMin)} µs (${formatRatio(result.cpuUsMin, fetchResult?.cpuUsMin)}); server ${formatFixed(result.serverCpuUs)} µs`,
      ]);
    }
    rows.push('---');
    for (const result of forLoad) {
      rows.push([
        `Throughput, ${load.name}`,
        result.label,
        `${formatInteger(result.rpsMedian)} req/s`,
        formatRatio(result.rpsMedian, fetchResult?.rpsMedian),
        `max ${formatInteger(result.rpsMax)} req/s (${formatRatio(result.rpsMax, fetchResult?.rpsMax)})`,
      ]);
    }
    rows.push('---');
  }
  return rows;
}

function bundleRows(results: readonly BundleResult[]): TableRow[] {
  const ky = results.find((result) => result.key === 'ky');
  return results.map((result) => {
    const parts = Object.entries(result.byPackage)
      .filter(([name]) => name !== 'entry')
      .sort(([, a], [, b]) => b - a)
      .map(([name, bytes]) => `${name} ${formatInteger(bytes)}`);
    return [
      'Browser bundle, min (gzip)',
      result.label,
      `${formatBytes(result.minifiedBytes)} (${formatBytes(result.gzipBytes)})`,
      '-',
      [parts.length > 0 ? `min B by package: ${parts.join(', ')}` : '', result.key === 'ky' || result.key === 'fetch' ? '' : `gzip ${formatRatio(result.gzipBytes, ky?.gzipBytes)} ky`]
        .filter(Boolean)
        .join('; '),
    ];
  });
}

function importRows(baselineMs: number, results: readonly ImportResult[]): TableRow[] {
  return results.map((result) => [
    'Node import time',
    result.label,
    `${formatFixed(result.wallMinusBaselineMs)} ms`,
    '-',
    `in the process ${formatFixed(result.inProcessMs)} ms; empty node (${formatFixed(baselineMs)} ms) subtracted`,
  ]);
}

async function main(): Promise<void> {
  const started = performance.now();
  const here = dirname(fileURLToPath(import.meta.url));
  const root = findWorkspaceRoot(here);
  const toolsDir = join(root, 'tools');

  const server = await startBenchServer();
  let requests: RequestResult[];
  try {
    requests = await measureRequests(server, requestCases(server.baseUrl), { loads, rounds, warmup, progress });
  } finally {
    await server.stop();
  }
  progress('bundling with esbuild');
  const bundles = await measureBundles(toolsDir);
  progress('timing imports');
  const imports = measureImports(toolsDir);
  progress('');

  const seconds = (performance.now() - started) / 1000;
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(
    `http-core benchmark: node ${process.version}, ${availableParallelism()} cores (${cpu}); ` +
      `${rounds} interleaved rounds of ${loads.map((load) => `${load.requests} ${load.name}`).join(' / ')} requests after ${warmup} warm-up; ` +
      `medians; ratios are to raw fetch; server in a separate process on 127.0.0.1; ${formatFixed(seconds)} s total`,
  );
  console.log();
  console.log(
    renderTable(
      [{ title: 'Measure' }, { title: 'Case' }, { title: 'Value', align: 'right' }, { title: 'vs fetch', align: 'right' }, { title: 'Notes' }],
      [...requestRows(requests), ...bundleRows(bundles), '---', ...importRows(imports.baselineMs, imports.results)],
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
