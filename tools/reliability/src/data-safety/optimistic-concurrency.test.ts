/**
 * Optimistic concurrency: a write based on a stale read is refused with a `ConflictError`, sent once, never
 * retried into a lost update, and the concurrent change it would have overwritten is kept.
 */
import { isConflictError, type ConflictError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSession } from '../harness/fake-session.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

describe.each(probes.filter((probe) => probe.concurrency))('$service', (probe) => {
  const concurrency = probe.concurrency!;
  const session = useSession(probe);

  it(`${concurrency.resource}: a stale write is refused once and loses nothing`, async (context) => {
    const entry = record(context, 'data-safety', probe.service, `stale write: ${concurrency.resource}`);
    const result = await concurrency.staleWrite(session);
    entry.mistakenRequests = Math.max(0, result.writes - 1);
    expect(isConflictError(result.error), String(result.error)).toBe(true);
    expect((result.error as ConflictError).attempts).toBe(1);
    expect(result.writes).toBe(1);
    expect(result.concurrentChangeKept).toBe(true);
  });
});
