/**
 * Paging never loops: for every package with a list, the fake answers the first page again (its token, next
 * link, `Link` header or cursor included) whatever page is asked. The walk must yield the first page once, send
 * exactly one more request, and end with a `ResponseValidationError` naming the operation; not loop, not yield
 * anything twice.
 */
import { isResponseValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSession } from '../harness/fake-session.js';
import { settle } from '../harness/settle.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

describe.each(probes.filter((probe) => probe.paging))('$service', (probe) => {
  const paging = probe.paging!;
  const style = probe.definition.operation(paging.operation).spec.pagination!.style;
  const session = useSession(probe);

  it(`${paging.operation} (${style}): a repeated page ends the walk with a typed error, nothing twice, two requests`, async (context) => {
    const entry = record(context, 'fault', probe.service, 'repeated page (token, link or cursor given again)', 'every walk ends');
    await paging.fill(session, paging.pageSize * 3);
    const fault = session.fake.faults.repeatPage({ operation: paging.operation });
    const yielded: string[] = [];
    // Were the walk to loop, it would stop here: far more items than the first page holds.
    const bound = paging.pageSize * 5;
    const outcome = await settle(
      (async () => {
        for await (const id of paging.walk(session)) {
          yielded.push(id);
          if (yielded.length > bound) throw new Error(`the walk went on past ${bound} items`);
        }
      })(),
    );
    const requests = session.fake.requests.filter((request) => request.operationId === paging.operation).length;
    entry.mistakenRequests = Math.max(0, requests - 2);
    expect(fault.hits).toBeGreaterThanOrEqual(2);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(isResponseValidationError(outcome.error), String(outcome.error)).toBe(true);
    const error = outcome.error as Error & { operation?: string };
    expect(error.operation).toBe(paging.operation);
    expect(error.message).toContain(`${paging.operation}: the service gave the same`);
    expect(new Set(yielded).size).toBe(yielded.length);
    expect(yielded.length).toBeGreaterThan(0);
    expect(yielded.length).toBeLessThanOrEqual(paging.pageSize);
    expect(requests).toBe(2);
  });
});
