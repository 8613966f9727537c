/**
 * Secret searches: for every credential scheme of every package, every kind of error at every log level.
 * The credential must not show in the error (message, `String`, `toJSON`, `util.inspect`, own properties,
 * the cause chain) nor in any log line, and a redirect must not carry it to another origin.
 */
import type { LogLevel } from '@org/http-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger } from '../harness/capture-logger.js';
import { quietOptions, useSession } from '../harness/fake-session.js';
import { startOtherOrigin, type OtherOrigin } from '../harness/other-origin.js';
import { settle, waitFor } from '../harness/settle.js';
import { callFor } from '../probe-calls.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';
import { errorTriggers } from './error-triggers.js';
import { refusedCredentials, secretForms } from './secret-forms.js';
import { hits, shownText } from './shown-text.js';

const levels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

describe.each(probes)('$service', (probe) => {
  const session = useSession(probe);
  let other: OtherOrigin;
  beforeAll(async () => {
    other = await startOtherOrigin();
  });
  afterAll(() => other.close());

  for (const auth of probe.auth) {
    const call = callFor(probe, auth.via);
    for (const trigger of errorTriggers) {
      for (const level of levels) {
        it(`${auth.label ?? auth.scheme} / ${trigger.kind} / ${level}: the credential shows nowhere`, async (context) => {
          const entry = record(context, 'secret', probe.service, `${auth.label ?? auth.scheme} / ${trigger.kind} / ${level}`);
          const accepted = auth.credentials(session.target);
          const used = trigger.refused ? refusedCredentials(accepted) : accepted;
          const forms = [...new Set([...secretForms(auth.scheme, accepted), ...secretForms(auth.scheme, used)])];
          trigger.arrange?.(session.fake, { forms: secretForms(auth.scheme, used), otherOrigin: other.url });
          const log = captureLogger();
          const client = auth.client(session.target, used, { ...quietOptions, ...trigger.options, logger: log, logLevel: level });

          const controller = new AbortController();
          const bad = probe.badInputs[0];
          const sent = Promise.resolve().then(() =>
            trigger.badInput
              ? bad!.send(client, session.target)
              : call.send(client, call.input(session.target), { signal: controller.signal }, session.target),
          );
          const pending = settle(sent);
          if (trigger.abortInFlight) {
            await waitFor(() => session.fake.requestCount() === 1, 'the request to reach the fake');
            controller.abort();
          }
          const outcome = await pending;
          entry.mistakenRequests = other.received.length;

          expect(outcome.ok, 'the call did not fail').toBe(false);
          const error = outcome.ok ? undefined : outcome.error;
          expect((error as { kind?: string }).kind, String(error)).toBe(trigger.expected);
          const found = hits([...shownText(error), ...log.lines.map((text) => ({ where: 'log line', text }))], forms);
          expect(found, log.lines.join("\n")).toEqual([]);
          expect(other.received).toEqual([]);
        });
      }
    }
  }
});
