/**
 * The credentials in a proxy URL, for every package: a client whose `proxy` carries a user name and password
 * sends them to the proxy only. When the proxy takes them, the call succeeds through it; when it refuses them,
 * or cannot be reached, the call fails typed. Either way the password (plain, percent-encoded, or inside the
 * `Proxy-Authorization` header) shows nowhere: not in the error (message, `String`, `toJSON`, `util.inspect`,
 * own properties, the cause chain), not in a debug log line, not in an inspected client.
 */
import { inspect } from 'node:util';
import { startForwardProxy } from '@org/http-core/testing';
import { describe, expect, it } from 'vitest';
import { captureLogger } from '../harness/capture-logger.js';
import { refusedUrl } from '../harness/closed-port.js';
import { useSession } from '../harness/fake-session.js';
import { settle } from '../harness/settle.js';
import { firstCall } from '../probe-calls.js';
import { probes } from '../probes/index.js';
import { record } from '../report/records.js';
import { hits, shownText } from './shown-text.js';

const user = 'proxy-user';
const password = 'Pr0xy/pa$$word:hunter2';
const header = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const forms = [password, encodeURIComponent(password), header.slice('Basic '.length), `${user}:${password}`];
const proxyUrl = (port: number) => `http://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}`;

describe.each(probes)('$service', (probe) => {
  const session = useSession(probe);
  const { call } = firstCall(probe);

  it('a proxy that takes the credentials: the call goes through it, and debug logging shows them nowhere', async (context) => {
    record(context, 'secret', probe.service, 'proxy credentials / accepted / debug');
    await using proxy = await startForwardProxy({ authorization: header });
    const log = captureLogger();
    const client = session.clientWith({ proxy: proxyUrl(proxy.port), logger: log, logLevel: 'debug', retry: false });
    const outcome = await settle(Promise.resolve().then(() => call.send(client, call.input(session.target), {}, session.target)));
    expect(outcome.ok, outcome.ok ? '' : String(outcome.error)).toBe(true);
    expect(proxy.calls.length).toBeGreaterThan(0);
    expect(proxy.calls.every((seen) => seen.allowed && seen.authorization === header)).toBe(true);
    expect(session.fake.requestCount()).toBeGreaterThan(0);
    const shown = [...log.lines.map((text) => ({ where: 'log line', text })), { where: 'util.inspect(client)', text: inspect(client, { depth: 10, showHidden: true }) }];
    expect(hits(shown, forms)).toEqual([]);
  });

  it('a proxy that refuses them, and one that is not there: typed network errors that show them nowhere', async (context) => {
    const entry = record(context, 'secret', probe.service, 'proxy credentials / refused or unreachable / debug');
    await using proxy = await startForwardProxy({ authorization: 'Basic c29tZW9uZTplbHNl' });
    for (const port of [proxy.port, Number(new URL(await refusedUrl()).port)]) {
      const log = captureLogger();
      const client = session.clientWith({ proxy: proxyUrl(port), logger: log, logLevel: 'debug', retry: false });
      const outcome = await settle(Promise.resolve().then(() => call.send(client, call.input(session.target), {}, session.target)));
      expect(outcome.ok, 'the call did not fail').toBe(false);
      const error = outcome.ok ? undefined : outcome.error;
      expect((error as { kind?: string }).kind, String(error)).toBe('network');
      expect(String(error)).toMatch(port === proxy.port ? /ERR_PROXY_AUTH/ : /ECONNREFUSED/);
      expect(hits([...shownText(error), ...log.lines.map((text) => ({ where: 'log line', text }))], forms)).toEqual([]);
    }
    entry.mistakenRequests = session.fake.requestCount();
    expect(proxy.calls.map((seen) => seen.allowed)).toEqual([false]);
    expect(session.fake.requestCount()).toBe(0);
  });
});
