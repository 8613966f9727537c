/**
 * Secret searches in every form × packages × credential schemes: the fake echoes the credential in use, in
 * each form a service may write it (as given, percent-encoded in upper- and lower-case hex, form-encoded,
 * as `encodeURI` writes it, the Basic pair in base64), in its error body, a kept header and the message; and a
 * 3-character credential in credential-bearing positions (`password=abc`, `"api_key": "abc"`). The error
 * shows none of them.
 */
import { describe, expect, it } from 'vitest';
import { quietOptions, useSession } from '../harness/fake-session.js';
import { settle } from '../harness/settle.js';
import { callFor } from '../probe-calls.js';
import type { AuthScheme } from '../probe.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';
import { hits, shownText } from '../secrets/shown-text.js';

const lowerHex = (text: string) => text.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
const formEncoded = (text: string) => new URLSearchParams([['', text]]).toString().slice(1);

/** Each form of each credential value, by name. */
function echoForms(scheme: AuthScheme, credentials: Readonly<Record<string, string>>): Record<string, string> {
  const forms: Record<string, string> = {};
  for (const [name, value] of Object.entries(credentials)) {
    if (value === '') continue;
    forms[`${name} as given`] = value;
    forms[`${name} percent-encoded (%2F)`] = encodeURIComponent(value);
    forms[`${name} percent-encoded (%2f)`] = lowerHex(encodeURIComponent(value));
    forms[`${name} form-encoded`] = formEncoded(value);
    forms[`${name} form-encoded (%2f)`] = lowerHex(formEncoded(value));
    forms[`${name} encodeURI`] = encodeURI(value);
  }
  if (scheme === 'basic') forms['Basic pair in base64'] = Buffer.from(`${credentials.username ?? ''}:${credentials.password ?? ''}`, 'utf8').toString('base64');
  return forms;
}

/** Characters each encoding writes differently, all of which a credential header may carry. */
const awkward = '+~!*()\u00e9:=&';

describe.each(probes)('$service', (probe) => {
  const session = useSession(probe);

  const echoed = async (scheme: AuthScheme, client: unknown, send: (client: never) => Promise<unknown>, said: string, body: Record<string, unknown>, header: string) => {
    session.fake.faults.status([500], {
      times: 'always',
      body: { message: said, error: { code: 'Unauthorized', status: 'UNAUTHENTICATED', message: said }, errorCode: '000', category: 'INVALID_AUTHENTICATION', ...body },
      headers: { 'x-correlation-id': header, 'x-request-id': header },
    });
    const outcome = await settle(Promise.resolve().then(() => send(client as never)));
    expect(outcome.ok, `${scheme}: the call did not fail`).toBe(false);
    const error = outcome.ok ? undefined : outcome.error;
    // The fake's echo is what was answered (not a refusal before it): the search below can find something.
    expect((error as { status?: number }).status, String(error)).toBe(500);
    return error;
  };

  for (const auth of probe.auth) {
    const name = auth.label ?? auth.scheme;
    const call = callFor(probe, auth.via);
    const send = (client: never) => call.send(client, call.input(session.target), {}, session.target);

    it(`${name}: echoed in every encoded form in the body, a header and the message, it shows nowhere`, async (context) => {
      const entry = record(context, 'secret', probe.service, `${name} / echoed in every encoded form`);
      const credentials = Object.fromEntries(Object.entries(auth.credentials(session.target)).map(([key, value]) => [key, value === '' ? '' : `${value}${awkward}`]));
      const forms = echoForms(auth.scheme, credentials);
      const all = Object.values(forms);
      const client = auth.client(session.target, credentials, { ...quietOptions, retry: false });
      const error = await echoed(auth.scheme, client, send, `credential ${all.join(' ')} was not accepted`, { details: all, echo: forms }, all.join(','));
      entry.mistakenRequests = 0;
      const shown = shownText(error);
      expect(shown.some(({ text }) => text.includes('was not accepted')), 'the echo did not reach the error').toBe(true);
      const found = hits(shown, all).map((hit) => `${hit} (${Object.entries(forms).find(([, form]) => hit.includes(JSON.stringify(form)))?.[0]})`);
      expect(found).toEqual([]);
    });

    it(`${name}: a 3-character credential echoed where credentials stand shows nowhere`, async (context) => {
      const entry = record(context, 'secret', probe.service, `${name} / 3-character credential echoed`);
      // Values the scheme leaves empty (docs-platform's Basic password) stay empty: they are not in use.
      const credentials = Object.fromEntries(Object.entries(auth.credentials(session.target)).map(([key, value], index) => [key, value === '' ? '' : `q${index}z`]));
      const values = Object.values(credentials).filter((value) => value !== '');
      const labelled = values.flatMap((value) => [`password=${value}`, `api_key=${value}`, `"password":"${value}"`, `"token":"${value}"`, `Bearer ${value}`]);
      const client = auth.client(session.target, credentials, { ...quietOptions, retry: false });
      const said = `refused: ${values.map((value) => `password=${value} api_key=${value} Bearer ${value}`).join(', ')}`;
      const error = await echoed(auth.scheme, client, send, said, { password: values[0], token: values.at(-1) }, `api_key=${values[0]}`);
      entry.mistakenRequests = 0;
      const shown = shownText(error);
      expect(shown.some(({ text }) => text.includes('refused:')), 'the echo did not reach the error').toBe(true);
      expect(hits(shown, labelled)).toEqual([]);
    });
  }
});
