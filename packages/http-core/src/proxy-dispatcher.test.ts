import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isNetworkError } from './errors.js';
import type { ClientOptions } from './options.js';
import { createClient, defineService } from './service.js';
import { rejectionOf } from './test-support/fixtures.js';
import { closedPortUrl } from './test-support/loopback-server.js';
import { createTestCertificates, json, startFakeServer, startForwardProxy, type FakeServer, type ForwardProxy } from './testing/index.js';

const pingService = defineService({
  name: 'ping',
  packageName: '@org/ping',
  version: '0.0.0',
  defaultAuth: [],
  groups: {
    ping: {
      get: { method: 'GET', path: '/ping', summary: 'Ping', auth: [], response: z.object({ pong: z.string() }) },
      echo: {
        method: 'POST',
        path: '/echo',
        summary: 'Echo',
        auth: [],
        body: { kind: 'json', schema: z.object({ text: z.string() }) },
        response: z.object({ text: z.string() }),
      },
    },
  },
});

const quiet: Partial<ClientOptions> = { retry: false, logLevel: 'silent' };
const client = (baseUrl: string, options: Partial<ClientOptions> = {}) => createClient(pingService, { baseUrl, ...quiet, ...options });

/** The error a call fails with. */
const failure = async (call: Promise<unknown>) => (await rejectionOf(call)) as Error;

/** Everything an error shows of itself and its causes. */
function shown(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current != null && depth < 10; current = (current as { cause?: unknown }).cause, depth++) {
    parts.push(String(current), inspect(current, { depth: 10, showHidden: true }), JSON.stringify(current) ?? '');
  }
  return parts.join('\n');
}

const certificates = createTestCertificates();
let plain: FakeServer;
let other: FakeServer;
let secure: FakeServer;
beforeAll(async () => {
  const handlers = (name: string) => ({
    'ping.get': () => json(200, { pong: name }),
    'ping.echo': ({ body }: { body: unknown }) => json(200, body as object),
  });
  plain = await startFakeServer({ service: pingService, handlers: handlers('plain') });
  other = await startFakeServer({ service: pingService, handlers: handlers('other') });
  secure = await startFakeServer({ service: pingService, tls: certificates, handlers: handlers('secure') });
});
afterAll(async () => {
  await Promise.all([plain.close(), other.close(), secure.close()]);
});

let proxy: ForwardProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
  plain.reset();
  other.reset();
  secure.reset();
});

describe('the proxy option', () => {
  it('sends an http call to the proxy in absolute form, and the proxy reaches the service', async () => {
    proxy = await startForwardProxy();
    const api = client(plain.url, { proxy: proxy.url });
    await expect(api.ping.get()).resolves.toEqual({ pong: 'plain' });
    await expect(api.ping.echo({ body: { text: 'through the proxy' } })).resolves.toEqual({ text: 'through the proxy' });
    expect(proxy.calls.map(({ kind, method, target }) => ({ kind, method, target }))).toEqual([
      { kind: 'forward', method: 'GET', target: `${plain.url}/ping` },
      { kind: 'forward', method: 'POST', target: `${plain.url}/echo` },
    ]);
    expect(plain.requestCount('ping.get')).toBe(1);
    expect(plain.requestCount('ping.echo')).toBe(1);
  });

  it('reaches a host only the proxy can resolve', async () => {
    proxy = await startForwardProxy({ hosts: { 'ping.example.test': '127.0.0.1' } });
    const api = client(plain.url.replace('127.0.0.1', 'ping.example.test'), { proxy: proxy.url });
    await expect(api.ping.get()).resolves.toEqual({ pong: 'plain' });
    expect(proxy.calls.map((call) => call.target)).toEqual([`${plain.url.replace('127.0.0.1', 'ping.example.test')}/ping`]);
  });

  it('sends the URL credentials as Proxy-Authorization (Basic), to the proxy only', async () => {
    const authorization = `Basic ${Buffer.from('proxy-user:p@ss w0rd-hunter2').toString('base64')}`;
    proxy = await startForwardProxy({ authorization });
    const api = client(plain.url, { proxy: `http://proxy-user:${encodeURIComponent('p@ss w0rd-hunter2')}@127.0.0.1:${proxy.port}` });
    await expect(api.ping.get()).resolves.toEqual({ pong: 'plain' });
    expect(proxy.calls).toEqual([{ kind: 'forward', method: 'GET', target: `${plain.url}/ping`, authorization, allowed: true }]);
  });

  it('tunnels an https call with CONNECT: TLS runs with the service, the proxy sees only host and port', async () => {
    const trusted = getCACertificates('default');
    setDefaultCACertificates([...trusted, certificates.ca]);
    try {
      const authorization = `Basic ${Buffer.from('tunnel-user:tunnel-hunter2').toString('base64')}`;
      proxy = await startForwardProxy({ authorization });
      const api = client(secure.url, { proxy: `http://tunnel-user:tunnel-hunter2@127.0.0.1:${proxy.port}` });
      await expect(api.ping.get()).resolves.toEqual({ pong: 'secure' });
      await expect(api.ping.echo({ body: { text: 'sealed' } })).resolves.toEqual({ text: 'sealed' });
      const authority = new URL(secure.url).host;
      // One tunnel, kept alive for the second call.
      expect(proxy.calls).toEqual([{ kind: 'tunnel', method: 'CONNECT', target: authority, authorization, allowed: true }]);
      expect(secure.requestCount('ping.get')).toBe(1);
      expect(secure.requestCount('ping.echo')).toBe(1);
    } finally {
      setDefaultCACertificates(trusted);
    }
  });

  it('a proxy refusing the credentials: a network error (ERR_PROXY_AUTH) showing neither the password nor the header sent', async () => {
    proxy = await startForwardProxy({ authorization: 'Basic something-else' });
    const password = 'refused-hunter2';
    const header = Buffer.from(`user:${password}`).toString('base64');
    const proxyUrl = `http://user:${password}@127.0.0.1:${proxy.port}`;

    const httpError = await failure(client(plain.url, { proxy: proxyUrl }).ping.get());
    expect(isNetworkError(httpError)).toBe(true);
    expect(httpError.message).toMatch(/^Network failure \(ERR_PROXY_AUTH\)/);
    expect(shown(httpError)).toContain(`The proxy http://127.0.0.1:${proxy.port} refused the call to ${new URL(plain.url).host} (status 407)`);

    const tunnelError = await failure(client(secure.url, { proxy: proxyUrl }).ping.get());
    expect(isNetworkError(tunnelError)).toBe(true);
    expect(tunnelError.message).toMatch(/^Network failure \(ERR_PROXY_AUTH\)/);
    expect(shown(tunnelError)).toContain(`The proxy http://127.0.0.1:${proxy.port} refused the call to ${new URL(secure.url).host} (status 407)`);

    expect(proxy.calls.map((call) => [call.kind, call.allowed])).toEqual([
      ['forward', false],
      ['tunnel', false],
    ]);
    for (const error of [httpError, tunnelError]) {
      expect(shown(error)).not.toContain(password);
      expect(shown(error)).not.toContain(header);
    }
    expect(plain.requestCount()).toBe(0);
    expect(secure.requestCount()).toBe(0);
  });

  it('an unreachable proxy is a network error that does not show its credentials', async () => {
    const { port } = new URL(await closedPortUrl());
    const error = await failure(client(plain.url, { proxy: `http://user:gone-hunter2@127.0.0.1:${port}` }).ping.get());
    expect(isNetworkError(error)).toBe(true);
    expect(error.message).toMatch(/^Network failure \(ECONNREFUSED\)/);
    expect(shown(error)).not.toContain('gone-hunter2');
    expect(plain.requestCount()).toBe(0);
  });

  it('the client shows nothing of the proxy', async () => {
    const api = client(plain.url, { proxy: 'http://user:shown-hunter2@127.0.0.1:9' });
    expect(inspect(api, { depth: 10, showHidden: true })).not.toContain('hunter2');
  });
});

describe('the proxy environment variables', () => {
  // The one test that sets process.env: the variables are read when a client is made, and restored at once.
  it('HTTP_PROXY takes calls to other hosts; NO_PROXY hosts and this machine go direct; proxy: false ignores them', async () => {
    proxy = await startForwardProxy({ hosts: { 'ping.example.test': '127.0.0.1' } });
    const named = plain.url.replace('127.0.0.1', 'ping.example.test');
    const saved = { HTTP_PROXY: process.env['HTTP_PROXY'], http_proxy: process.env['http_proxy'], NO_PROXY: process.env['NO_PROXY'], no_proxy: process.env['no_proxy'] };
    let fromEnv, explicit, off;
    try {
      delete process.env['http_proxy'];
      delete process.env['no_proxy'];
      process.env['HTTP_PROXY'] = proxy.url;
      process.env['NO_PROXY'] = `bypassed.example.test, 127.0.0.1:${other.port}`;
      fromEnv = { named: client(named), loopback: client(plain.url) };
      explicit = { proxied: client(plain.url, { proxy: proxy.url }), listed: client(other.url, { proxy: proxy.url }) };
      off = client(named, { proxy: false });
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }

    await expect(fromEnv.named.ping.get()).resolves.toEqual({ pong: 'plain' });
    await expect(fromEnv.loopback.ping.get()).resolves.toEqual({ pong: 'plain' });
    await expect(explicit.proxied.ping.get()).resolves.toEqual({ pong: 'plain' });
    await expect(explicit.listed.ping.get()).resolves.toEqual({ pong: 'other' });
    // Direct, the name does not resolve: the call fails instead of reaching the fake through the proxy.
    const offError = await failure(off.ping.get());
    expect(isNetworkError(offError)).toBe(true);

    expect(proxy.calls.map((call) => call.target)).toEqual([`${named}/ping`, `${plain.url}/ping`]);
    expect(plain.requestCount('ping.get')).toBe(3);
    expect(other.requestCount('ping.get')).toBe(1);
  });
});
