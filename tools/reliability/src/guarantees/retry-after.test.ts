/**
 * One rule for `Retry-After` and rate-limit headers, for every package: a value that is not a valid delay or
 * date is ignored and the call waits its backoff (never an immediate retry); `retryAfterMs` on the error is
 * never negative and is what the engine waits.
 */
import { isApiError, type ApiError } from '@org/http-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLogger } from '../harness/capture-logger.js';
import { useSession } from '../harness/fake-session.js';
import { settle, waitFor } from '../harness/settle.js';
import { probedCalls } from '../probe-calls.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

const BACKOFF_MS = 40_000; // the backoff with Math.random() pinned to 0.5 and a ceiling of 80 s
const invalid: ReadonlyArray<[string, Record<string, string>]> = [
  ['words', { 'retry-after': 'soon' }],
  ['several values', { 'retry-after': '1, 2' }],
  ['a negative number', { 'retry-after': '-5' }],
  ['a negative reset', { 'x-ratelimit-reset': '-3' }],
];
const valid: ReadonlyArray<[string, Record<string, string>, number]> = [
  ['Retry-After: 2', { 'retry-after': '2' }, 2_000],
  ['X-RateLimit-Reset: 1 (seconds)', { 'x-ratelimit-reset': '1' }, 1_000],
  ['RateLimit-Reset: an epoch time in the past', { 'ratelimit-reset': String(Math.floor(Date.now() / 1000) - 100) }, 0],
];

describe.each(probes)('$service', (probe) => {
  const session = useSession(probe, { reset: false });
  beforeEach(() => {
    session.fake.reset();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => vi.restoreAllMocks());

  for (const { call, repeatable } of probedCalls(probe)) {
    const send = (options: Record<string, unknown>, callOptions: Record<string, unknown> = {}) => {
      const log = captureLogger();
      const client = session.clientWith({ logger: log, logLevel: 'debug', ...options });
      return { log, pending: settle(call.send(client, call.input(session.target), callOptions, session.target), 5_000) };
    };

    for (const [what, headers] of invalid) {
      it(`a Retry-After of ${what} is ignored: ${call.operation}`, async (context) => {
        record(context, 'fault', probe.service, `Retry-After: ${what} ignored, backoff kept`);
        session.fake.faults.status([429], { times: 'always', headers });
        if (repeatable) {
          const controller = new AbortController();
          const { log, pending } = send({ retry: { limit: 1, baseDelayMs: 80_000, maxDelayMs: 80_000 } }, { signal: controller.signal });
          await waitFor(() => log.lines.some((line) => line.includes('retry 1 of 1')), 'the client to decide its wait');
          // The backoff, not a wait read from the header (nor none at all).
          expect(log.lines.find((line) => line.includes('retry 1 of 1'))).toContain(`in ${BACKOFF_MS} ms`);
          await new Promise((resolve) => setTimeout(resolve, 100));
          expect(session.fake.requestCount()).toBe(1);
          controller.abort();
          await pending;
        }
        const { pending } = send({ retry: false });
        const outcome = await pending;
        const error = (outcome.ok ? undefined : outcome.error) as ApiError;
        expect(isApiError(error), String(error)).toBe(true);
        expect(error.status).toBe(429);
        expect(error.retryAfterMs).toBeUndefined();
      });
    }

    for (const [what, headers, expected] of valid) {
      it(`${what}: retryAfterMs is never negative and is what the engine waits: ${call.operation}`, async (context) => {
        record(context, 'fault', probe.service, 'Retry-After: retryAfterMs equals the wait');
        session.fake.faults.status([429], { times: 'always', headers });
        const { pending } = send({ retry: false });
        const outcome = await pending;
        const error = (outcome.ok ? undefined : outcome.error) as ApiError;
        expect(isApiError(error), String(error)).toBe(true);
        expect(error.retryAfterMs).toBe(expected);
        if (!repeatable) return;
        session.fake.reset();
        session.fake.faults.status([429], { times: 'always', headers });
        const controller = new AbortController();
        const retried = send({ retry: { limit: 1, baseDelayMs: 80_000, maxDelayMs: 80_000 } }, { signal: controller.signal });
        await waitFor(() => retried.log.lines.some((line) => line.includes('retry 1 of 1')), 'the client to decide its wait');
        expect(retried.log.lines.find((line) => line.includes('retry 1 of 1'))).toContain(`in ${expected} ms`);
        controller.abort();
        await retried.pending;
      });
    }
  }
});
