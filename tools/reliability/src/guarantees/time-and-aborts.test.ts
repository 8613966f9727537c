/**
 * Time and cancellation guarantees, for every package: a token provider that never answers ends at the attempt
 * time-out with nothing sent; `totalTimeout` bounds the retries of a stalled call; an abort keeps the caller's
 * reason as `cause`, and an `AbortSignal.timeout()` stays recognisable as a time-out.
 */
import { bearer, isAbortError, isTimeoutError, type AbortError, type TimeoutError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSession } from '../harness/fake-session.js';
import { settle, waitFor } from '../harness/settle.js';
import { probedCalls } from '../probe-calls.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';

const STALL_MS = 60_000;

describe.each(probes)('$service', (probe) => {
  const session = useSession(probe);

  for (const { call, operation, repeatable } of probedCalls(probe)) {
    const send = (client: unknown, options: Record<string, unknown>) => settle(call.send(client, call.input(session.target), options, session.target), 5_000);
    // A call that only its signal ends: no attempt time-out and no retry, so that on a busy machine, where a request
    // may take seconds to reach the fake, no limit of the client's ends it or sends it twice before the abort. Its
    // bound for a hang starts at the abort (the test settles it then); until then it is marked handled, so that a
    // test failing while it waits leaves no unhandled rejection behind.
    const sendUntilAborted = (options: Record<string, unknown>) => {
      const pending = call.send(session.clientWith({ timeout: 0, retry: false }), call.input(session.target), options, session.target);
      pending.catch(() => undefined);
      return pending;
    };

    it.skipIf(operation.auth.length === 0)(`a token provider that never answers ends at the attempt time-out, nothing sent: ${call.operation}`, async (context) => {
      const entry = record(context, 'fault', probe.service, 'time: a token that never comes ends at the attempt time-out');
      const never = bearer(() => new Promise<string>(() => {}), { kind: operation.auth[0] });
      const outcome = await send(session.clientWith({ timeout: 200 }), { auth: never });
      // A probe whose call brings its own credential (access-control's elevateAccess) cannot be given another: it
      // is sent with its own (and may end at the 200 ms time-out on a busy machine). The token that never comes
      // sends nothing at all.
      const ownCredential = session.fake.requests.length > 0 && session.fake.requests.every((r) => r.headers.authorization !== undefined);
      if (outcome.ok || ownCredential) return context.skip();
      entry.mistakenRequests = session.fake.requestCount();
      const error = (outcome.ok ? undefined : outcome.error) as TimeoutError;
      expect(isTimeoutError(error), String(error)).toBe(true);
      // The token never comes: what ended the call is the attempt's time-out, as the error says.
      expect(error.scope).toBe('attempt');
      expect(error.timeoutMs).toBe(200);
      expect(session.fake.requestCount()).toBe(0);
    });

    it(`totalTimeout bounds a stalled call and its retries: ${call.operation}`, async (context) => {
      record(context, 'fault', probe.service, 'time: totalTimeout bounds attempts and retries');
      session.fake.faults.delay(STALL_MS, { times: 'always' });
      const client = session.clientWith({ timeout: 150, retry: { limit: 10, baseDelayMs: 5, maxDelayMs: 20 } });
      const outcome = await send(client, { totalTimeout: 500 });
      const error = (outcome.ok ? undefined : outcome.error) as TimeoutError;
      expect(isTimeoutError(error), String(error)).toBe(true);
      // The fake holds every request for a minute: the limit named in the error is what ended the call.
      if (repeatable) expect(error).toMatchObject({ scope: 'total', timeoutMs: 500 });
      else expect(error.timeoutMs).toBeLessThanOrEqual(500);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(session.fake.requestCount()).toBeLessThanOrEqual(repeatable ? 4 : 1);
    });

    it(`an abort keeps the caller's reason as cause: ${call.operation}`, async (context) => {
      record(context, 'fault', probe.service, 'abort: cause is the signal reason');
      session.fake.faults.delay(STALL_MS, { times: 'always' });
      const controller = new AbortController();
      const reason = { why: 'the user left', at: Date.now() };
      const pending = sendUntilAborted({ signal: controller.signal });
      await waitFor(() => session.fake.requestCount() === 1, 'the request to reach the fake');
      controller.abort(reason);
      const outcome = await settle(pending, 5_000);
      const error = (outcome.ok ? undefined : outcome.error) as AbortError;
      expect(isAbortError(error), String(error)).toBe(true);
      expect(error.cause).toBe(reason);
      expect(session.fake.requestCount()).toBe(1);
    });

    it(`an AbortSignal.timeout() stays recognisable as a time-out: ${call.operation}`, async (context) => {
      record(context, 'fault', probe.service, 'abort: AbortSignal.timeout() recognisable');
      session.fake.faults.delay(STALL_MS, { times: 'always' });
      // The time-out starts once the request is held at the fake (a busy machine may take longer than any fixed
      // time to send it), and the call's signal aborts with the reason AbortSignal.timeout() gives.
      const controller = new AbortController();
      const { signal } = controller;
      const pending = sendUntilAborted({ signal });
      await waitFor(() => session.fake.requestCount() === 1, 'the request to reach the fake');
      const timeout = AbortSignal.timeout(1);
      timeout.addEventListener('abort', () => controller.abort(timeout.reason), { once: true });
      const outcome = await settle(pending, 5_000);
      const error = (outcome.ok ? undefined : outcome.error) as AbortError;
      expect(isAbortError(error), String(error)).toBe(true);
      expect(error.timedOut).toBe(true);
      expect(error.cause).toBe(signal.reason);
      expect(error.cause).toBe(timeout.reason);
      expect((error.cause as DOMException).name).toBe('TimeoutError');
      expect(session.fake.requestCount()).toBe(1);
    });
  }
});
