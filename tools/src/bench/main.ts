/**
 * `npm run bench`: what the http-core client costs compared with raw `fetch` and ky. Prints one table:
 * client CPU per request and throughput against a local keep-alive server (in its own process), what the answer
 * check adds to a call without the network, browser bundle sizes, and Node import times; then the load and soak figures: 10,000 reads at concurrency 64
 * (successes, connections, heap after GC) and an auto-paged walk of 100,000 items (heap over the walk);
 * then every package's tarball and one-operation browser bundle, with the size budgets (`npm run bench:sizes`
 * prints only those). A benchmark, not a test: no number fails anything.
 *
 * `BENCH_SCALE=0.25 npm run bench` for a quicker, noisier run.
 */
import { availableParallelism, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { findWorkspaceRoot } from '../workspace-root.js';
import { measureAnswerChecks, type AnswerCheckResult } from './answer-check-cpu.js';
import { measureBundles, type BundleResult } from './bundle-size.js';
import { measureImports, packageImportTargets, referenceImportTargets, type ImportResult } from './import-time.js';
import { measureRequests, requestCases, startBenchServer, type Load, type RequestResult } from './request-cpu.js';
import { measureLoad, measurePaging, SETTLE_MS, startSoakServer, type LoadResult, type PagingResult } from './soak.js';
import { formatBytes, formatFixed, formatInteger, formatRatio, renderTable, type TableRow } from './table.js';
import { listWorkspacePackages } from '../release/workspace-packages.js';
import { packageSizeHeading, packageSizeTable } from './package-size-table.js';
import { measurePackageSizes } from './package-sizes.js';

const scale = Number(process.env.BENCH_SCALE ?? '1') > 0 ? Number(process.env.BENCH_SCALE ?? '1') : 1;
const loads: readonly Load[] = [
  { name: 'sequential', concurrency: 1, requests: Math.max(50, Math.round(1000 * scale)) },
  { name: '16 concurrent', concurrency: 16, requests: Math.max(100, Math.round(2000 * scale)) },
];
const rounds = 7;
/** Rounds and calls per batch of the answer checks without the network. */
const answerCheck = { rounds: 21, calls: Math.max(200, Math.round(2000 * scale)) };
const warmup = Math.max(100, Math.round(800 * scale));

function progress(message: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${message}`);
}

/** The answers measured, as the table names them. */
const routeNames = { small: 'small answer (one object, 6 fields)', wide: 'wide answer (25 rich resources)' } as const;

function requestRows(results: readonly RequestResult[]): TableRow[] {
  const rows: TableRow[] = [];
  for (const load of loads) {
    for (const route of ['small', 'wide'] as const) {
      const forRun = results.filter((result) => result.load === load.name && result.route === route);
      const fetchResult = forRun.find((result) => result.key === 'fetch');
      const kyResult = forRun.find((result) => result.key === 'ky');
      for (const result of forRun) {
        rows.push([
          `CPU / request, ${load.name}, ${routeNames[route]}`,
          result.label,
          `${formatFixed(result.cpuUsMedian)} µs`,
          formatRatio(result.cpuUsMedian, fetchResult?.cpuUsMedian),
          formatRatio(result.cpuUsMedian, kyResult?.cpuUsMedian),
          `min ${formatFixed(result.cpuUsMin)} µs (${formatRatio(result.cpuUsMin, fetchResult?.cpuUsMin)}); server ${formatFixed(result.serverCpuUs)} µs`,
        ]);
      }
      rows.push('---');
      for (const result of forRun) {
        rows.push([
          `Throughput, ${load.name}, ${routeNames[route]}`,
          result.label,
          `${formatInteger(result.rpsMedian)} req/s`,
          formatRatio(result.rpsMedian, fetchResult?.rpsMedian),
          formatRatio(result.rpsMedian, kyResult?.rpsMedian),
          `max ${formatInteger(result.rpsMax)} req/s (${formatRatio(result.rpsMax, fetchResult?.rpsMax)})`,
        ]);
      }
      rows.push('---');
    }
  }
  return rows;
}

/** The answer checks without the network, each beside the CPU of a checked request over loopback (sequential). */
function answerCheckRows(checks: readonly AnswerCheckResult[], requests: readonly RequestResult[]): TableRow[] {
  return checks.map((check) => {
    const request = requests.find((result) => result.key === 'core' && result.route === check.route && result.load === loads[0]!.name);
    const share = request ? `; ${formatFixed((check.checkUs / request.cpuUsMedian) * 100)} % of a checked request over loopback (${loads[0]!.name})` : '';
    return [
      'Answer check, no network (fetch from memory)',
      `${routeNames[check.route]}: validation 'lenient' minus 'off'`,
      `${formatFixed(check.checkUs)} µs`,
      '-',
      '-',
      `per call: off ${formatFixed(check.offUs)} µs, lenient ${formatFixed(check.lenientUs)} µs${share}`,
    ];
  });
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
      '-',
      [parts.length > 0 ? `min B by package: ${parts.join(', ')}` : '', result.key === 'ky' || result.key === 'fetch' ? '' : `gzip ${formatRatio(result.gzipBytes, ky?.gzipBytes)} ky`]
        .filter(Boolean)
        .join('; '),
    ];
  });
}

const soak = {
  requests: Math.max(1_000, Math.round(10_000 * scale)),
  concurrency: 64,
  items: Math.max(10_000, Math.round(100_000 * scale)),
  pageSize: 1_000,
};

const mib = (bytes: number) => `${formatFixed(bytes / 1024 / 1024)} MiB`;

function soakRows(load: LoadResult, paging: PagingResult, socketsLeft: number): TableRow[] {
  const grew = load.heapSettled - load.heapBefore;
  const low = Math.min(...paging.samples);
  const high = Math.max(...paging.samples);
  return [
    [`Load: ${formatInteger(load.requests)} reads, ${load.concurrency} concurrent`, 'succeeded', `${formatInteger(load.succeeded)} of ${formatInteger(load.requests)}`, `${formatInteger(load.failed)} failed; ${formatInteger(load.requests / load.seconds)} req/s`],
    ['', 'connections the server accepted', formatInteger(load.connections), `for ${formatInteger(load.received)} requests, warm-up included (${formatFixed(load.received / Math.max(1, load.connections), 0)} per connection)`],
    ['', `heap after GC: before / at the end / ${SETTLE_MS / 1000} s later`, `${mib(load.heapBefore)} / ${mib(load.heapAfter)} / ${mib(load.heapSettled)}`, `${grew >= 0 ? '+' : ''}${formatFixed(grew / 1024)} KiB (${formatFixed((grew / load.heapBefore) * 100)} %) from before to ${SETTLE_MS / 1000} s later`],
    ['', 'sockets open once the server stopped', formatInteger(socketsLeft), ''],
    '---',
    [`Soak: auto-paging ${formatInteger(paging.items)} items, ${formatInteger(soak.pageSize)} a page`, 'items seen, in order', formatInteger(paging.items), `${formatInteger(paging.pages)} pages; ${formatInteger(paging.items / paging.seconds)} items/s`],
    ['', 'heap after GC over the walk, min / max', `${mib(low)} / ${mib(high)}`, `spread ${formatFixed((high - low) / 1024)} KiB over ${paging.samples.length} samples (items are not kept)`],
  ];
}

async function openSocketsAfter(ms: number): Promise<number> {
  const until = performance.now() + ms;
  const count = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPSocketWrap').length;
  while (count() > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  return count();
}

function importRows(baselineMs: number, results: readonly ImportResult[]): TableRow[] {
  return results.map((result) => [
    'Node import time',
    result.label,
    `${formatFixed(result.wallMinusBaselineMs)} ms`,
    '-',
    '-',
    [
      result.budgetMs === undefined ? '' : `budget ${result.budgetMs} ms: ${result.wallMinusBaselineMs <= result.budgetMs ? 'met' : 'NOT MET'}; `,
      `in the process ${formatFixed(result.inProcessMs)} ms; over \`node -e 0\` (${formatFixed(baselineMs)} ms), median of paired runs`,
    ].join(''),
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
  progress('answer checks without the network');
  const checks = await measureAnswerChecks(answerCheck.rounds, answerCheck.calls, warmup);
  progress('load and soak');
  const soakServer = await startSoakServer();
  let load: LoadResult;
  let paging: PagingResult;
  try {
    load = await measureLoad(soakServer, soak.requests, soak.concurrency);
    paging = await measurePaging(soakServer, soak.items, soak.pageSize);
  } finally {
    await soakServer.stop();
  }
  const socketsLeft = await openSocketsAfter(2_000);
  progress('bundling with esbuild');
  const bundles = await measureBundles(toolsDir);
  progress('timing imports');
  const packageNames = listWorkspacePackages(root).map((found) => found.name);
  const imports = measureImports(toolsDir, [...packageImportTargets(packageNames), ...referenceImportTargets]);
  progress('packing and bundling every package');
  const packageSizes = await measurePackageSizes(root, listWorkspacePackages(root));
  progress('');

  const seconds = (performance.now() - started) / 1000;
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(
    `http-core benchmark: node ${process.version}, ${availableParallelism()} cores (${cpu}); ` +
      `${rounds} interleaved rounds of ${loads.map((load) => `${load.requests} ${load.name}`).join(' / ')} requests after ${warmup} warm-up; ` +
      `medians; ratios are to raw fetch and to ky alone on the same answer; server in a separate process on 127.0.0.1; ${formatFixed(seconds)} s total`,
  );
  console.log();
  console.log(
    renderTable(
      [{ title: 'Measure' }, { title: 'Case' }, { title: 'Value', align: 'right' }, { title: 'vs fetch', align: 'right' }, { title: 'vs ky', align: 'right' }, { title: 'Notes' }],
      [...requestRows(requests), ...answerCheckRows(checks, requests), '---', ...bundleRows(bundles), '---', ...importRows(imports.baselineMs, imports.results)],
    ),
  );
  console.log();
  console.log(
    `Load and soak: http-core client against its testing kit's fake server (separate process, 127.0.0.1); heap after forced GC`,
  );
  console.log();
  console.log(renderTable([{ title: 'Run' }, { title: 'Measure' }, { title: 'Value', align: 'right' }, { title: 'Notes' }], soakRows(load, paging, socketsLeft)));
  console.log();
  console.log(`${packageSizeHeading}\n`);
  console.log(packageSizeTable(packageSizes));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
