/**
 * Every failure is typed × packages: the probe's first call meets hostile answers from a loopback server: a
 * redirect whose `Location` is not a URL (or leads nowhere it may go), each echoing the credential; headers that
 * mean nothing (`Retry-After`, `Content-Type`, `Link`, a `Content-Encoding` the body does not have); bodies that
 * are not what JSON parsers expect, at a success and an error status. Each call resolves or fails with an
 * `SdkError`, never a raw `TypeError` (or any other error), and shows the credential nowhere.
 */
import { isSdkError } from '@org/http-core';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAnswerServer, type AnswerServer } from '../harness/answer-server.js';
import { quietOptions } from '../harness/fake-session.js';
import { settle } from '../harness/settle.js';
import { callFor } from '../probe-calls.js';
import type { Target } from '../probe.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';
import { secretForms } from '../secrets/secret-forms.js';
import { hits, shownText } from '../secrets/shown-text.js';
import { fakes } from '@org/tour/fakes';

/** One hostile answer; `secret` is the credential in use, as the service may echo it. */
interface Hostile {
  readonly name: string;
  write(response: ServerResponse, secret: string): void;
}

const locations: readonly Hostile[] = [
  ['a host with a space', (secret: string) => `http://${secret} @exa mple.com/x`],
  ['an unclosed IPv6 host', (secret: string) => `http://[::1/${secret}`],
  ['user info and no host', (secret: string) => `https://user:${secret}@/x`],
  ['a port out of range', (secret: string) => `http://127.0.0.1:99999/?key=${secret}`],
  ['a bad percent escape in the host', (secret: string) => `//${secret}%zz[/x`],
  ['a javascript: URL', (secret: string) => `javascript:alert('${secret}')`],
  ['a data: URL', (secret: string) => `data:text/plain,${secret}`],
  ['empty', () => ''],
].map(([name, location]) => ({
  name: `redirect: Location ${name as string}`,
  // The credential percent-encoded, as a service writes it in a URL.
  write: (response: ServerResponse, secret: string) => response.writeHead(302, { location: (location as (secret: string) => string)(encodeURIComponent(secret)) }).end(),
}));

const json = (status: number, text: string, headers: Record<string, string> = {}): Hostile['write'] => (response) => response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(text);

const headers: readonly Hostile[] = [
  { name: 'header: Retry-After that is not a time, on a 503', write: json(503, '{}', { 'retry-after': 'whenever, 9e999' }) },
  { name: 'header: Retry-After far away, on a 429', write: json(429, '{}', { 'retry-after': '99999999999999999999' }) },
  { name: 'header: Content-Type with a bogus charset', write: json(200, '{}', { 'content-type': 'application/json; charset=x-bogus' }) },
  { name: 'header: Link that is not a link', write: json(200, '{}', { link: '<<<>>>; rel=next, <:>; rel="next"' }) },
  { name: 'header: Content-Encoding the body does not have', write: (response) => response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end('{"not":"gzip"}') },
  { name: 'header: request id echoing the credential, on a 400', write: (response, secret) => response.writeHead(400, { 'content-type': 'application/json', 'x-request-id': secret, 'request-id': secret }).end('{}') },
];

const bodyTexts: ReadonlyArray<readonly [string, (secret: string) => string]> = [
  ['cut short', () => '{"value": [1, 2'],
  ['null', () => 'null'],
  ['a bare string echoing the credential', (secret) => JSON.stringify(secret)],
  ['nested 100,000 levels deep', () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['hostile keys', (secret) => `{"__proto__":{"polluted":"${secret}"},"constructor":{"prototype":{"polluted":1}}}`],
  ['numbers past 64 bits', () => '{"id": 123456789012345678901234567890, "n": 1e999}'],
  ['a byte-order mark and HTML', () => '\ufeff<html>oops</html>'],
];
const bodies: readonly Hostile[] = bodyTexts.flatMap(([name, text]) =>
  [200, 500].map((status) => ({ name: `body ${status}: ${name}`, write: (response: ServerResponse, secret: string) => json(status, text(secret))(response, secret) })),
);

const sweeps: ReadonlyArray<readonly [string, readonly Hostile[]]> = [
  ['hostile redirect locations', locations],
  ['hostile headers', headers],
  ['hostile bodies', bodies],
];

describe.each(probes)('$service', (probe) => {
  let server: AnswerServer;
  let target: Target;
  beforeAll(async () => {
    server = await startAnswerServer();
    // The settings (credentials, ids) of the package's fake; the answers come from the hostile server.
    const running = await fakes.find((entry) => entry.service === probe.service)!.start({ host: '127.0.0.1', port: 0 });
    target = { url: server.url, settings: running.settings };
    await running.close();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  const auth = probe.auth[0]!;
  const call = callFor(probe, auth.via);

  for (const [sweep, cases] of sweeps) {
    it(`${sweep}: every call resolves or fails with an SdkError, showing no credential`, async (context) => {
      record(context, 'fault', probe.service, sweep, 'every failure typed');
      const credentials = auth.credentials(target);
      const forms = secretForms(auth.scheme, credentials);
      const client = auth.client(target, credentials, { ...quietOptions, retry: false });
      const untyped: string[] = [];
      for (const hostile of cases) {
        server.answer((_request, response) => hostile.write(response, forms[0]!));
        const outcome = await settle(Promise.resolve().then(() => call.send(client as never, call.input(target), {}, target)));
        if (outcome.ok) continue;
        if (!isSdkError(outcome.error)) untyped.push(`${hostile.name}: ${String(outcome.error)}`);
        const found = hits(shownText(outcome.error), forms);
        if (found.length > 0) untyped.push(`${hostile.name}: ${found.join('; ')}`);
      }
      expect(untyped).toEqual([]);
    });
  }
});
