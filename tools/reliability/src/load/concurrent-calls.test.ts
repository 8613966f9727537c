/**
 * Load, small: many calls at once through one client all succeed and reuse connections (the fake counts
 * them). The 10,000-request run with memory figures is in the bench (`npm run bench`).
 */
import { describe, expect, it } from 'vitest';
import { quietOptions, useSession } from '../harness/fake-session.js';
import { settle } from '../harness/settle.js';
import { firstCall } from '../probe-calls.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

const CALLS = 400;
const CONCURRENCY = 16;

describe.each(probes)('$service', (probe) => {
  const session = useSession(probe, { reset: false });

  const { call } = firstCall(probe);
  const calls = probe.load?.calls ?? CALLS;
  it(`${calls} calls of ${call.operation}, ${CONCURRENCY} at a time, all succeed and reuse connections`, async (context) => {
    const entry = record(context, 'load', probe.service, `${calls} calls at concurrency ${CONCURRENCY}`);
    session.fake.reset();
    const client = probe.load?.client
      ? probe.load.client(session.target, { ...quietOptions, retry: false })
      : session.clientWith({ retry: false });
    let next = 0;
    const failures: unknown[] = [];
    const worker = async () => {
      while (next < calls) {
        next++;
        const outcome = await settle(call.send(client, call.input(session.target), {}, session.target));
        if (!outcome.ok) failures.push(outcome.error);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    entry.mistakenRequests = Math.max(0, session.fake.requestCount() - calls);
    expect(failures.map(String)).toEqual([]);
    expect(session.fake.requestCount()).toBe(calls);
    // Reused: a handful of connections per concurrent caller at most (the pool may open a few extra while
    // connecting), never one per request.
    expect(session.fake.connections).toBeGreaterThan(0);
    expect(session.fake.connections).toBeLessThanOrEqual(2 * CONCURRENCY);
  });
});
