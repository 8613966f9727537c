/**
 * Fault kinds × packages: every probe's read and create against each fault of a list. Idempotent calls, and
 * creates sent with an idempotency key, are retried up to the limit and then end with the right typed error (or
 * succeed once the fault passes), a create carrying the same key on every attempt; other creates reach the fake
 * exactly once. Each package's fake must leave nothing open behind it.
 */
import { isSdkError, type SdkError } from '@org/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refusedUrl } from '../harness/closed-port.js';
import { startSession, type FakeSession } from '../harness/fake-session.js';
import { openHandles, expectNoLeftovers } from '../harness/open-handles.js';
import { startOtherOrigin, type OtherOrigin } from '../harness/other-origin.js';
import { settle, waitFor } from '../harness/settle.js';
import { probedCalls } from '../probe-calls.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';
import type { ExpectedError, FaultCase } from './fault-cases.js';

const RETRY_LIMIT = 2;

function expectError(error: unknown, expected: ExpectedError): asserts error is SdkError {
  expect(isSdkError(error), `expected an SDK error, got ${String(error)}`).toBe(true);
  const sdk = error as SdkError & { status?: number };
  expect(sdk.kind, sdk.message).toBe(expected.kind);
  if (expected.status !== undefined) expect(sdk.status).toBe(expected.status);
}

/** Declares the matrix of `faultCases` × every probe. */
export function describeFaultMatrix(faultCases: readonly FaultCase[]): void {
  describe.each(probes)('$service', (probe) => {
    let session: FakeSession<unknown>;
    let other: OtherOrigin;
    let refused: string;
    const before = openHandles();

    beforeAll(async () => {
      session = await startSession(probe);
      other = await startOtherOrigin();
      refused = await refusedUrl();
    });
    afterAll(async () => {
      await session.close();
      await other.close();
    });
    beforeEach(() => session.fake.reset());

    for (const probed of probedCalls(probe)) {
      const { call, operation, idempotent, keyHeader, repeatable, readsJson } = probed;
      const sent = () => session.fake.requests.filter((r) => r.method === operation.method);
      // A create reaching the fake more than once is a repeated create, unless every attempt carries its one key;
      // repeating a read is allowed.
      const sentAgain = () => {
        if (idempotent) return 0;
        const requests = sent();
        if (keyHeader === undefined) return Math.max(0, requests.length - 1);
        const key = requests[0]?.headers[keyHeader];
        return requests.filter((r) => !key || r.headers[keyHeader] !== key).length;
      };
      /** The keys the attempts carried: one per request, all the call's own. */
      const expectOneKey = (key: string | undefined) => {
        if (keyHeader === undefined) return;
        expect(key, 'the call reports its idempotency key').toBeTruthy();
        expect(sent().map((r) => r.headers[keyHeader])).toEqual(sent().map(() => key));
      };

      it(`declares ${call.operation} as a ${probed.role} (idempotent: ${probed.role === 'read'})`, () => {
        expect(idempotent).toBe(probed.role === 'read');
      });

      for (const fault of faultCases) {
        const send = () => {
          const client = session.clientWith(fault.options ?? {}, fault.refused ? refused : undefined);
          return settle(call.send(client, call.input(session.target), {}, session.target));
        };
        const perAttempt = fault.requestsPerAttempt ?? 1;
        const counted = () => (fault.refused ? undefined : session.fake.requestCount());

        if (fault.bodyOnly && !readsJson) {
          it(`${fault.kind}: ${call.operation} reads no body and succeeds`, async (context) => {
            const entry = record(context, 'fault', probe.service, fault.row ?? fault.kind);
            fault.inject(session.fake, 1, other.url);
            const outcome = await send();
            entry.mistakenRequests = sentAgain();
            expect(outcome.ok, outcome.ok ? '' : String(outcome.error)).toBe(true);
            expect(counted()).toBe(1);
          });
          continue;
        }

        if (repeatable && fault.retried) {
          it(`${fault.kind}: ${call.operation} is retried ${RETRY_LIMIT} times, then fails typed`, async (context) => {
            record(context, 'fault', probe.service, fault.row ?? fault.kind);
            fault.inject(session.fake, 'always', other.url);
            const outcome = await send();
            expect(outcome.ok).toBe(false);
            if (outcome.ok) return;
            expectError(outcome.error, fault.error);
            expect(outcome.error.attempts).toBe(RETRY_LIMIT + 1);
            if (!fault.refused) {
              // The fake shares the process: under load it may log the last attempt just after the client gave up on it.
              const expected = (RETRY_LIMIT + 1) * perAttempt;
              await waitFor(() => (counted() ?? 0) >= expected, 'the fake to log every attempt', 2_000).catch(() => undefined);
              expect(counted()).toBe(expected);
              expectOneKey(outcome.error.idempotencyKey);
            }
          });
          if (!fault.refused) {
            it(`${fault.kind}: ${call.operation} succeeds on the retry once the fault passes`, async (context) => {
              record(context, 'fault', probe.service, fault.row ?? fault.kind);
              fault.inject(session.fake, 1, other.url);
              const outcome = await send();
              expect(outcome.ok, outcome.ok ? '' : String(outcome.error)).toBe(true);
              expectOneKey(sent()[0]?.headers[keyHeader ?? '']);
              if (fault.options?.timeout === undefined) expect(counted()).toBe(2);
              // On a busy machine a healthy attempt may outlast a short time-out too, and be retried once more.
              else expect(counted()).toBeGreaterThanOrEqual(2);
            });
          }
          continue;
        }

        it(`${fault.kind}: ${call.operation} fails typed after ${repeatable ? 'one attempt' : 'one request, never repeated'}`, async (context) => {
          const entry = record(context, 'fault', probe.service, fault.row ?? fault.kind);
          fault.inject(session.fake, 'always', other.url);
          const outcome = await send();
          entry.mistakenRequests = (fault.refused ? 0 : sentAgain()) + other.received.length;
          expect(outcome.ok).toBe(false);
          if (outcome.ok) return;
          expectError(outcome.error, fault.error);
          expect(outcome.error.attempts).toBe(1);
          if (!fault.refused) {
            await waitFor(() => (counted() ?? 0) >= perAttempt, 'the fake to log the request', 2_000).catch(() => undefined);
            entry.mistakenRequests = sentAgain() + other.received.length;
            expect(counted()).toBe(perAttempt);
          }
          expect(other.received).toEqual([]);
        });
      }
    }

    it('leaves no socket or timer behind', async (context) => {
      record(context, 'leftovers', probe.service, 'no socket or timer left');
      await session.close();
      await other.close();
      await expectNoLeftovers(before);
    });
  });
}
