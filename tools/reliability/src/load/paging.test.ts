/**
 * Paging, small: a list walked item by item yields every item once, fetches one page per page size, and
 * stops fetching when the caller stops. The 100,000-item walk with memory figures is in the bench.
 */
import { describe, expect, it } from 'vitest';
import { useSession } from '../harness/fake-session.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

const ITEMS = 600;
const TAKEN = 10;
/** A bound against hanging, not a speed check: filling a fake through its API is slow on a loaded machine. */
const BOUND = { timeout: 60_000 };

describe.each(probes.filter((probe) => probe.paging))('$service', (probe) => {
  const paging = probe.paging!;
  const session = useSession(probe);

  const pagesRequested = () => session.fake.requests.filter((request) => request.operationId === paging.operation).length;

  it(`${paging.operation}: every one of ${ITEMS} items once, page by page`, BOUND, async (context) => {
    record(context, 'load', probe.service, `paging ${ITEMS} items`);
    const filled = await paging.fill(session, ITEMS);
    const seen: string[] = [];
    for await (const id of paging.walk(session)) seen.push(id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(filled.filter((id) => !seen.includes(id))).toEqual([]);
    const pages = Math.ceil(seen.length / paging.pageSize);
    // A service may answer a last, empty page after a full one.
    expect([pages, pages + 1]).toContain(pagesRequested());
  });

  it(`${paging.operation}: breaking out after ${TAKEN} items fetches no further page`, BOUND, async (context) => {
    record(context, 'load', probe.service, 'paging stops when the caller stops');
    await paging.fill(session, ITEMS);
    let taken = 0;
    for await (const _ of paging.walk(session)) if (++taken === TAKEN) break;
    expect(pagesRequested()).toBe(Math.ceil(TAKEN / paging.pageSize));
  });
});
