/**
 * Load and soak: many concurrent calls through one client (do they all succeed, are connections reused, does
 * the heap come back?), and a very long auto-paged list (does memory stay flat while items stream by?).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bearer, createClient } from '@org/http-core';
import { heapAfterGc } from './heap.js';
import type { SoakServerCommand, SoakServerMessage } from './soak-server.js';
import { SOAK_TOKEN, soakService } from './soak-service.js';

/** The soak server process. */
export interface SoakServer {
  readonly url: string;
  stats(): Promise<{ requests: number; connections: number }>;
  stop(): Promise<void>;
}

export async function startSoakServer(): Promise<SoakServer> {
  const child = fork(fileURLToPath(new URL('./soak-server.js', import.meta.url)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] });
  const next = <T extends SoakServerMessage['type']>(type: T) =>
    new Promise<Extract<SoakServerMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (message: SoakServerMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        resolve(message as Extract<SoakServerMessage, { type: T }>);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`soak server exited (${code})`)));
    });
  const { url } = await next('listening');
  const command = (message: SoakServerCommand) => child.send(message);
  return {
    url,
    stats: async () => {
      const reply = next('stats');
      command({ type: 'stats' });
      const { requests, connections } = await reply;
      return { requests, connections };
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        command({ type: 'stop' });
      }),
  };
}

const client = (url: string) => createClient(soakService, { baseUrl: url, auth: bearer(SOAK_TOKEN), retry: false, logLevel: 'silent' });

/** Figures of {@link measureLoad}. */
export interface LoadResult {
  readonly requests: number;
  readonly concurrency: number;
  readonly succeeded: number;
  readonly failed: number;
  readonly seconds: number;
  /** Requests the server received, warm-up included. */
  readonly received: number;
  /** Connections the server accepted, warm-up included. */
  readonly connections: number;
  /** Heap after GC once the warm-up (which fills the connection pool) has settled. */
  readonly heapBefore: number;
  /** Heap after GC as soon as the last answer came. */
  readonly heapAfter: number;
  /** Heap after GC once the client has been idle for {@link SETTLE_MS}. */
  readonly heapSettled: number;
}

/** Idle time before the settled heap figure: undici releases per-request state on its own timers, about every second. */
export const SETTLE_MS = 3_000;

/** Reads `requests` items, `concurrency` at a time; counts the answers that came back right. */
async function run(items: ReturnType<typeof client>, requests: number, concurrency: number): Promise<{ succeeded: number; failed: number }> {
  let started = 0;
  let succeeded = 0;
  let failed = 0;
  const worker = async () => {
    while (started < requests) {
      const n = started++;
      try {
        const item = await items.items.get({ itemId: `item-${n}` });
        if (item.id === `item-${n}`) succeeded++;
        else failed++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { succeeded, failed };
}

/**
 * Sends `requests` item reads, `concurrency` at a time, through one client. A warm-up at the same
 * concurrency first fills the connection pool, so that the heap before and after holds the same sockets;
 * both heap figures are taken after the client has been idle for {@link SETTLE_MS}.
 */
export async function measureLoad(server: SoakServer, requests: number, concurrency: number): Promise<LoadResult> {
  const items = client(server.url);
  const { requests: sentBefore, connections: connectionsBefore } = await server.stats();
  await run(items, concurrency * 8, concurrency);
  const heapBefore = await settledHeap();
  const begin = performance.now();
  const { succeeded, failed } = await run(items, requests, concurrency);
  const seconds = (performance.now() - begin) / 1000;
  const stats = await server.stats();
  const heapAfter = await heapAfterGc();
  const heapSettled = await settledHeap();
  return {
    requests,
    concurrency,
    succeeded,
    failed,
    seconds,
    received: stats.requests - sentBefore,
    connections: stats.connections - connectionsBefore,
    heapBefore,
    heapAfter,
    heapSettled,
  };
}

async function settledHeap(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return heapAfterGc();
}

/** Figures of {@link measurePaging}. */
export interface PagingResult {
  readonly items: number;
  readonly pages: number;
  readonly seconds: number;
  /** Heap after GC, sampled every tenth of the walk. */
  readonly samples: readonly number[];
}

/** Walks `total` items with `for await`, `pageSize` per page, keeping none of them. */
export async function measurePaging(server: SoakServer, total: number, pageSize: number): Promise<PagingResult> {
  const items = client(server.url);
  const { requests: requestsBefore } = await server.stats();
  const samples = [await heapAfterGc()];
  const every = Math.max(pageSize, Math.floor(total / 10));
  let count = 0;
  let last = -1;
  const begin = performance.now();
  for await (const item of items.items.list({ total, pageSize })) {
    const n = Number(item.id.slice('item-'.length));
    if (n !== last + 1) throw new Error(`item ${n} came after item ${last}`);
    last = n;
    count++;
    if (count % every === 0) samples.push(await heapAfterGc());
  }
  const seconds = (performance.now() - begin) / 1000;
  const { requests } = await server.stats();
  return { items: count, pages: requests - requestsBefore, seconds, samples };
}
