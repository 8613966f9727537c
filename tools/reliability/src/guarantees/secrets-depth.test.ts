/**
 * Secrets at any depth × packages × credential schemes: the fake echoes the credential in use deep inside an
 * error body (60 levels of objects and arrays, and 1,500 levels, past what a scrubbed copy keeps) and in every
 * request-id header; the error shows it nowhere (`util.inspect` at any depth, `JSON.stringify`, `error.body`).
 * A successful call whose request-id headers echo it shows it nowhere either: `withResponse().response`'s
 * `requestId`, headers, `toJSON()` and `util.inspect`.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { quietOptions } from '../harness/fake-session.js';
import { sessionWithProxy } from '../harness/session-with-proxy.js';
import { settle } from '../harness/settle.js';
import { callFor } from '../probe-calls.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';
import { secretForms } from '../secrets/secret-forms.js';
import { hits, shownText } from '../secrets/shown-text.js';

/** Headers a service may carry its request id in. */
const requestIdHeaders = ['x-request-id', 'request-id', 'x-ms-request-id', 'x-ms-correlation-request-id', 'x-correlation-id', 'x-goog-request-id', 'x-amzn-requestid', 'cf-ray'];

/** `leaf` nested `depth` levels deep, objects and arrays in turn. */
function nestedIn(leaf: unknown, depth: number): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? { detail: value } : [value];
  return value;
}

describe.each(probes)('$service', (probe) => {
  const running = sessionWithProxy(probe);

  const headersOf = (probe.definition as { requestIdHeaders?: readonly string[] }).requestIdHeaders ?? [];
  const echoHeaders = (said: string) => Object.fromEntries([...requestIdHeaders, ...headersOf].map((name) => [name.toLowerCase(), said]));

  for (const auth of probe.auth) {
    const name = auth.label ?? auth.scheme;
    const call = callFor(probe, auth.via);

    it(`${name}: echoed deep inside an error body and in request-id headers, it shows nowhere`, async (context) => {
      record(context, 'secret', probe.service, `${name} / echoed deep in an error body`, 'secrets at any depth');
      const credentials = auth.credentials(running.session.target);
      const forms = secretForms(auth.scheme, credentials);
      const said = `credential ${forms.join(' ')} was not accepted`;
      running.session.fake.faults.status([500], {
        times: 'always',
        body: { message: 'refused', error: { message: 'refused', details: [nestedIn(said, 60)] }, deeper: nestedIn(said, 1_500) },
        headers: echoHeaders(forms[0]!),
      });
      const client = auth.client(running.session.target, credentials, { ...quietOptions, retry: false });
      const outcome = await settle(Promise.resolve().then(() => call.send(client as never, call.input(running.session.target), {}, running.session.target)));
      expect(outcome.ok, 'the call did not fail').toBe(false);
      const error = outcome.ok ? undefined : (outcome.error as { status?: number; body?: unknown });
      expect(error?.status, String(error)).toBe(500);
      const shown = [
        ...shownText(error),
        { where: 'util.inspect (depth Infinity)', text: inspect(error, { depth: Infinity }) },
        { where: 'error.body', text: JSON.stringify(error?.body) ?? '' },
      ];
      expect(JSON.stringify(error?.body)).toContain('was not accepted');
      expect(hits(shown, forms)).toEqual([]);
    });

    it(`${name}: echoed in the request-id headers of a success, withResponse() shows it nowhere`, async (context) => {
      record(context, 'secret', probe.service, `${name} / echoed in a success's request id`, 'secrets at any depth');
      const credentials = auth.credentials(running.session.target);
      const forms = secretForms(auth.scheme, credentials);
      running.proxy.proxy(running.session.target.url, (answer) => ({ ...answer, headers: { ...answer.headers, ...echoHeaders(`id for ${forms[0]!}`) } }));
      const target = { ...running.session.target, url: running.proxy.url };
      const client = auth.client(target, credentials, { ...quietOptions, retry: false });
      // A call's `withResponse()`, or the page a list's first page resolves to: both carry the response info.
      const sent = call.send(client as never, call.input(target), {}, target) as unknown as Promise<unknown> & { withResponse?: () => Promise<unknown> };
      const outcome = await settle(typeof sent.withResponse === 'function' ? sent.withResponse() : sent);
      expect(outcome.ok, outcome.ok ? '' : String(outcome.error)).toBe(true);
      if (!outcome.ok) return;
      const response = (outcome.value as { response: { requestId?: string; headers: Headers } }).response;
      expect(response.requestId).toMatch(/^id for /);
      const shown = [
        { where: 'requestId', text: String(response.requestId) },
        { where: 'headers', text: JSON.stringify([...response.headers]) },
        { where: 'JSON.stringify', text: JSON.stringify(response) },
        { where: 'util.inspect', text: inspect(response, { depth: Infinity, showHidden: true }) },
      ];
      expect(hits(shown, forms)).toEqual([]);
    });
  }
});
