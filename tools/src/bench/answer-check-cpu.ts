/**
 * What checking an answer costs the client, without the network: http-core clients whose `fetch` hands back the
 * bench server's answers from memory, one with validation 'lenient' and one with 'off', timed in alternating
 * batches. Everything else a call does is the same on both sides, so the difference is the check; with no
 * sockets and no server it is steady enough to compare between builds, which the per-request figures over
 * loopback are not.
 */
import process from 'node:process';
import { benchClient, ITEM_ID, runBatch, type Route } from './request-cpu.js';
import { CATALOG_PATH, catalogJson, itemJson } from './server.js';
import { median } from './table.js';

/** The check of one answer: CPU per call with validation off and on, and the difference, µs (medians over rounds). */
export interface AnswerCheckResult {
  readonly route: Route;
  readonly offUs: number;
  readonly lenientUs: number;
  /** Median over the rounds of (lenient - off) within the round. */
  readonly checkUs: number;
}

/** A `fetch` answering the bench's two routes from memory, as the bench server does. */
const answerFromMemory: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const body = url.pathname === CATALOG_PATH ? catalogJson : itemJson(ITEM_ID);
  return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'req-1' } });
};

const cpuPerCall = async (call: () => Promise<unknown>, calls: number): Promise<number> => {
  const before = process.cpuUsage();
  await runBatch(call, calls, 1);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
};

/** Times both answers: `warmup` calls of each client first, then `rounds` rounds of `calls` calls each, the order alternating. */
export async function measureAnswerChecks(rounds: number, calls: number, warmup: number): Promise<AnswerCheckResult[]> {
  const baseUrl = 'https://bench.invalid';
  const lenient = benchClient(baseUrl, 'lenient', answerFromMemory);
  const off = benchClient(baseUrl, 'off', answerFromMemory);
  const cases: Record<Route, { lenient: () => Promise<unknown>; off: () => Promise<unknown> }> = {
    small: { lenient: () => lenient.items.get({ itemId: ITEM_ID }), off: () => off.items.get({ itemId: ITEM_ID }) },
    wide: { lenient: () => lenient.catalog.list(), off: () => off.catalog.list() },
  };
  const results: AnswerCheckResult[] = [];
  for (const route of ['small', 'wide'] as const) {
    const { lenient: on, off: without } = cases[route];
    await runBatch(on, warmup, 1);
    await runBatch(without, warmup, 1);
    const onUs: number[] = [];
    const offUs: number[] = [];
    for (let round = 0; round < rounds; round++) {
      if (round % 2 === 0) {
        onUs.push(await cpuPerCall(on, calls));
        offUs.push(await cpuPerCall(without, calls));
      } else {
        offUs.push(await cpuPerCall(without, calls));
        onUs.push(await cpuPerCall(on, calls));
      }
    }
    results.push({ route, offUs: median(offUs), lenientUs: median(onUs), checkUs: median(onUs.map((us, index) => us - offUs[index]!)) });
  }
  return results;
}
