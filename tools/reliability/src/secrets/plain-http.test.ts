/**
 * Credentials over plain http: for every credential scheme of every package, a client whose base URL is plain
 * `http` to a host that is not this machine refuses the call before anything is prepared for sending; the
 * credential is named nowhere. A `beforeRequest` hook stands guard: it would run before the credential is
 * applied, and it stops the call, so nothing can leave this machine even if the refusal were missing.
 */
import { isValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { quietOptions, useSession } from '../harness/fake-session.js';
import { settle } from '../harness/settle.js';
import { callFor } from '../probe-calls.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';
import { secretForms } from './secret-forms.js';
import { hits, shownText } from './shown-text.js';

/** A host that is not this machine; nothing is ever sent to it. */
const elsewhere = 'http://api.example.com';

describe.each(probes)('$service', (probe) => {
  const session = useSession(probe, { reset: false });

  for (const auth of probe.auth) {
    const call = callFor(probe, auth.via);
    it(`${auth.label ?? auth.scheme} / plain http to another host: refused before sending`, async (context) => {
      const entry = record(context, 'secret', probe.service, `${auth.label ?? auth.scheme} / plain http to another host`);
      const credentials = auth.credentials(session.target);
      let prepared = 0;
      const guard = {
        beforeRequest: () => {
          prepared++;
          throw new Error('stopped: the call was about to be sent');
        },
      };
      const outcome = await settle(
        Promise.resolve().then(() => {
          const client = auth.client({ ...session.target, url: elsewhere }, credentials, { ...quietOptions, hooks: guard });
          return call.send(client, call.input(session.target) as never, {}, session.target);
        }),
      );
      entry.mistakenRequests = prepared;
      expect(outcome.ok, 'the call was not refused').toBe(false);
      const error = outcome.ok ? undefined : outcome.error;
      expect(isValidationError(error), `expected a ValidationError, got ${String(error)}`).toBe(true);
      expect(prepared).toBe(0);
      expect(hits(shownText(error), secretForms(auth.scheme, credentials))).toEqual([]);
    });
  }
});
