/**
 * Per-request CPU time and throughput of the client process: raw `fetch`, ky, and an http-core client
 * (validation on and off), against one keep-alive server running in a separate process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { bearer, createClient, defineService, type ValidationMode } from '@org/http-core';
import ky from 'ky';
import * as z from 'zod/mini';
import { CATALOG_SIZE, type ServerCommand, type ServerMessage } from './server.js';
import { median } from './table.js';

/** The two answers measured: a small object, and a wide list of rich resources. */
export type Route = 'small' | 'wide';

/** One way of making the benchmark's request. */
export interface RequestCase {
  /** Short key, e.g. `fetch`; the same key on both routes. */
  readonly key: string;
  /** Which answer it reads. */
  readonly route: Route;
  /** Shown in the table. */
  readonly label: string;
  /** Makes one request and resolves to the parsed item. */
  readonly call: () => Promise<unknown>;
}

/** Sequential (one request at a time) or concurrent (several in flight). */
export interface Load {
  readonly name: string;
  readonly concurrency: number;
  /** Requests per measured batch. */
  readonly requests: number;
}

/** Results of one case under one load, over all rounds. */
export interface RequestResult {
  readonly key: string;
  readonly route: Route;
  readonly label: string;
  readonly load: string;
  /** Client CPU time (user + system) per request, µs: median and minimum over the rounds. */
  readonly cpuUsMedian: number;
  readonly cpuUsMin: number;
  /** Requests per second: median and maximum over the rounds. */
  readonly rpsMedian: number;
  readonly rpsMax: number;
  /** Server CPU per request (µs, median); the same server for every case, shown to tell the two apart. */
  readonly serverCpuUs: number;
}

/** The running item server. */
export interface BenchServer {
  readonly baseUrl: string;
  /** The server process's CPU usage so far. */
  cpu(): Promise<NodeJS.CpuUsage>;
  stop(): Promise<void>;
}

/** Options of {@link measureRequests}. */
export interface RequestBenchOptions {
  readonly loads: readonly Load[];
  /** Measured rounds; cases and loads are interleaved within each round. */
  readonly rounds: number;
  /** Unmeasured requests per case and load before the first round. */
  readonly warmup: number;
  /** Called before each measured batch. */
  readonly progress?: (message: string) => void;
}

const TOKEN = 'bench-token-0123456789abcdef';
/** The item the small answer reads. */
export const ITEM_ID = 'item-42';
const FIELDS = 'name,price';

/** Forks `server.js` and resolves when it listens on 127.0.0.1. */
export async function startBenchServer(): Promise<BenchServer> {
  const script = fileURLToPath(new URL('./server.js', import.meta.url));
  const child: ChildProcess = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] });
  const port = await new Promise<number>((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.type === 'listening') {
        child.off('message', onMessage);
        resolve(message.port);
      }
    };
    child.on('message', onMessage);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited early (${code})`)));
  });
  const command = (message: ServerCommand) => child.send(message);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    cpu: () =>
      new Promise((resolve) => {
        const onMessage = (message: ServerMessage) => {
          if (message.type === 'cpu') {
            child.off('message', onMessage);
            resolve(message.usage);
          }
        };
        child.on('message', onMessage);
        command({ type: 'cpu' });
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        command({ type: 'stop' });
      }),
  };
}

/** The item schema of the http-core cases: six fields, unknown ones kept. */
export const Item = z.looseObject({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  tags: z.array(z.string()),
  active: z.boolean(),
  updatedAt: z.string(),
});

/** A product of the wide answer, unknown fields kept. */
export const Product = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  tags: z.array(z.string()),
  active: z.boolean(),
  stock: z.number().check(z.int()),
  createdAt: z.string(),
  updatedAt: z.string(),
  dimensions: z.looseObject({ width: z.number(), height: z.number(), depth: z.number(), unit: z.string() }),
  seller: z.looseObject({ id: z.string(), name: z.string(), rating: z.number() }),
  variants: z.array(z.looseObject({ sku: z.string(), color: z.string(), stock: z.number() })),
  rank: z.optional(z.number()),
});

/** The benchmark's service: one small read and one wide list. */
export const benchService = defineService({
  name: 'bench',
  packageName: '@org/bench',
  version: '0.0.0',
  defaultAuth: ['bearer'],
  groups: {
    items: {
      get: {
        method: 'GET',
        path: '/items/{itemId}',
        summary: 'Get an item',
        pathParams: { itemId: z.string() },
        query: { fields: z.optional(z.string()) },
        response: Item,
      },
    },
    catalog: {
      list: {
        method: 'GET',
        path: '/catalog',
        summary: 'List the catalogue',
        response: z.looseObject({ value: z.array(Product), count: z.number() }),
      },
    },
  },
});

/** An http-core client of {@link benchService} with the given response validation mode. */
export function benchClient(baseUrl: string, validation: ValidationMode, fetchAnswer?: typeof fetch) {
  return createClient(benchService, { baseUrl, auth: bearer(TOKEN), validation, ...(fetchAnswer ? { fetch: fetchAnswer } : {}) });
}

/**
 * The cases: raw fetch, ky alone, and http-core with validation (the default, `lenient`) and without, on the
 * small answer and on the wide one.
 */
export function requestCases(baseUrl: string): RequestCase[] {
  const rawUrl = `${baseUrl}/items/${encodeURIComponent(ITEM_ID)}?fields=${encodeURIComponent(FIELDS)}`;
  const catalogUrl = `${baseUrl}/catalog`;
  const rawHeaders = { authorization: `Bearer ${TOKEN}`, accept: 'application/json' };
  const api = ky.create({ baseUrl, headers: { authorization: `Bearer ${TOKEN}` } });
  const lenient = benchClient(baseUrl, 'lenient');
  const off = benchClient(baseUrl, 'off');
  const rawJson = async (url: string) => {
    const response = await fetch(url, { headers: rawHeaders });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  };
  return [
    { key: 'fetch', route: 'small', label: 'raw fetch + json()', call: () => rawJson(rawUrl) },
    { key: 'ky', route: 'small', label: 'ky .get().json()', call: () => api.get(`items/${encodeURIComponent(ITEM_ID)}`, { searchParams: { fields: FIELDS } }).json() },
    { key: 'core', route: 'small', label: "http-core (validation 'lenient', the default)", call: () => lenient.items.get({ itemId: ITEM_ID, fields: FIELDS }) },
    { key: 'core-off', route: 'small', label: "http-core (validation 'off')", call: () => off.items.get({ itemId: ITEM_ID, fields: FIELDS }) },
    { key: 'fetch', route: 'wide', label: 'raw fetch + json()', call: () => rawJson(catalogUrl) },
    { key: 'ky', route: 'wide', label: 'ky .get().json()', call: () => api.get('catalog').json() },
    { key: 'core', route: 'wide', label: "http-core (validation 'lenient', the default)", call: () => lenient.catalog.list() },
    { key: 'core-off', route: 'wide', label: "http-core (validation 'off')", call: () => off.catalog.list() },
  ];
}

/** Sends `total` requests through `call`, `concurrency` at a time. */
export async function runBatch(call: () => Promise<unknown>, total: number, concurrency: number): Promise<void> {
  let started = 0;
  const worker = async () => {
    while (started < total) {
      started++;
      await call();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
}

/** Checks that a case really gets its answer, so that a broken case cannot look fast. */
async function checkCase(requestCase: RequestCase): Promise<void> {
  const body = (await requestCase.call()) as { id?: unknown; tags?: unknown; value?: Array<{ variants?: unknown }> };
  const ok =
    requestCase.route === 'small'
      ? body?.id === ITEM_ID && Array.isArray(body.tags)
      : Array.isArray(body?.value) && body.value.length === CATALOG_SIZE && Array.isArray(body.value[0]?.variants);
  if (!ok) throw new Error(`bench case ${requestCase.key} (${requestCase.route}) returned an unexpected body: ${JSON.stringify(body).slice(0, 200)}`);
}

/**
 * Measures every case under every load: a warm-up, then `rounds` rounds in which the cases and loads are
 * interleaved (the order rotates each round), each batch timed with `process.cpuUsage()` of this process.
 */
export async function measureRequests(server: BenchServer, cases: readonly RequestCase[], options: RequestBenchOptions): Promise<RequestResult[]> {
  for (const requestCase of cases) await checkCase(requestCase);
  for (const load of options.loads) {
    for (const requestCase of cases) await runBatch(requestCase.call, options.warmup, load.concurrency);
  }

  const samples = new Map<string, { cpu: number[]; rps: number[]; server: number[] }>();
  const keyOf = (requestCase: RequestCase, load: Load) => `${requestCase.key}/${requestCase.route}/${load.name}`;
  for (let round = 0; round < options.rounds; round++) {
    const order = cases.map((_, index) => cases[(index + round) % cases.length]!);
    for (const load of options.loads) {
      for (const requestCase of order) {
        options.progress?.(`round ${round + 1}/${options.rounds}: ${requestCase.label}, ${load.name}`);
        const serverBefore = await server.cpu();
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        await runBatch(requestCase.call, load.requests, load.concurrency);
        const elapsedMs = performance.now() - started;
        const cpu = process.cpuUsage(cpuBefore);
        const serverAfter = await server.cpu();
        const entry = samples.get(keyOf(requestCase, load)) ?? { cpu: [], rps: [], server: [] };
        entry.cpu.push((cpu.user + cpu.system) / load.requests);
        entry.rps.push(load.requests / (elapsedMs / 1000));
        entry.server.push((serverAfter.user + serverAfter.system - serverBefore.user - serverBefore.system) / load.requests);
        samples.set(keyOf(requestCase, load), entry);
      }
    }
  }

  const results: RequestResult[] = [];
  for (const load of options.loads) {
    for (const requestCase of cases) {
      const entry = samples.get(keyOf(requestCase, load))!;
      results.push({
        key: requestCase.key,
        route: requestCase.route,
        label: requestCase.label,
        load: load.name,
        cpuUsMedian: median(entry.cpu),
        cpuUsMin: Math.min(...entry.cpu),
        rpsMedian: median(entry.rps),
        rpsMax: Math.max(...entry.rps),
        serverCpuUs: median(entry.server),
      });
    }
  }
  return results;
}
