/**
 * `AbortSignal` ends a call at once: before it is sent, while it waits for the answer, and while it waits
 * between retries. Each case is bounded far below the stall it interrupts.
 */
import { isAbortError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { captureLogger } from '../harness/capture-logger.js';
import { useSession } from '../harness/fake-session.js';
import { settle, waitFor } from '../harness/settle.js';
import { probedCalls } from '../probe-calls.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

/** Far longer than any bound below: only the abort can end these calls in time. */
const STALL_MS = 60_000;
const BOUND_MS = 3_000;

describe.each(probes)('$service', (probe) => {
  const session = useSession(probe);

  for (const { call, repeatable } of probedCalls(probe)) {
    it(`abort before sending: ${call.operation} sends nothing`, async (context) => {
      const entry = record(context, 'fault', probe.service, 'abort before sending');
      const controller = new AbortController();
      controller.abort(new Error('caller gave up'));
      const outcome = await settle(call.send(session.client, call.input(session.target), { signal: controller.signal }, session.target), BOUND_MS);
      entry.mistakenRequests = session.fake.requestCount();
      expect(outcome.ok).toBe(false);
      expect(isAbortError(outcome.ok ? undefined : outcome.error)).toBe(true);
      expect(session.fake.requestCount()).toBe(0);
    });

    it(`abort while waiting for the answer: ${call.operation} ends at once`, async (context) => {
      record(context, 'fault', probe.service, 'abort while waiting for the answer');
      session.fake.faults.delay(STALL_MS, { times: 'always' });
      const controller = new AbortController();
      const pending = settle(call.send(session.client, call.input(session.target), { signal: controller.signal }, session.target), BOUND_MS);
      await waitFor(() => session.fake.requestCount() === 1, 'the request to reach the fake');
      controller.abort();
      const outcome = await pending;
      expect(outcome.ok).toBe(false);
      expect(isAbortError(outcome.ok ? undefined : outcome.error)).toBe(true);
      expect(session.fake.requestCount()).toBe(1);
    });

    if (!repeatable) continue;
    it(`abort between retries: ${call.operation} stops waiting at once`, async (context) => {
      record(context, 'fault', probe.service, 'abort between retries');
      const log = captureLogger();
      const client = session.clientWith({ logger: log, logLevel: 'debug', retry: { limit: 2, maxRetryAfterMs: STALL_MS * 2 } });
      session.fake.faults.status([503], { times: 'always', headers: { 'retry-after': String(STALL_MS / 1000) } });
      const controller = new AbortController();
      const pending = settle(call.send(client, call.input(session.target), { signal: controller.signal }, session.target), BOUND_MS);
      await waitFor(() => log.lines.some((line) => line.includes(`in ${STALL_MS} ms`)), 'the client to start waiting before its retry');
      controller.abort();
      const outcome = await pending;
      expect(outcome.ok).toBe(false);
      expect(isAbortError(outcome.ok ? undefined : outcome.error)).toBe(true);
      expect(session.fake.requestCount()).toBe(1);
    });
  }
});
