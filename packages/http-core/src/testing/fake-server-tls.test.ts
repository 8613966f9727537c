import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createClient, defineService } from '../service.js';
import { createTestCertificates, json, startFakeServer, type FakeServer } from './index.js';

const pingService = defineService({
  name: 'ping',
  packageName: '@org/ping',
  version: '0.0.0',
  defaultAuth: [],
  groups: { ping: { get: { method: 'GET', path: '/ping', summary: 'Ping', auth: [], response: z.object({ pong: z.boolean() }) } } },
});

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer({ service: pingService, basePath: '/v2', tls: true, handlers: { 'ping.get': () => json(200, { pong: true }) } });
});
afterAll(() => server.close());

/** GETs a URL with node:https; resolves to status and body, or to the TLS error code. */
function get(url: string, ca?: string): Promise<string> {
  return new Promise((resolve) => {
    const req = request(url, { ca, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(`${res.statusCode} ${body}`));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
    req.end();
  });
}

describe('startFakeServer with tls', () => {
  it('serves https with a certificate its CA signed; a client trusting the CA is served, one without it refused', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/v2$/);
    expect(server.caCertificate).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
    expect(await get(`${server.url}/ping`, server.caCertificate)).toBe('200 {"pong":true}');
    expect(await get(`${server.url.replace('127.0.0.1', 'localhost')}/ping`, server.caCertificate)).toBe('200 {"pong":true}');
    expect(await get(`${server.url}/ping`)).toMatch(/^error (UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT_LOCALLY)$/);
    expect(server.requestCount('ping.get')).toBe(2);
  });

  it('plain http to the TLS port gets no answer from an operation', async () => {
    server.reset();
    const response = await fetch(`${server.url.replace('https:', 'http:')}/ping`).catch((error: unknown) => error);
    if (response instanceof Response) expect(response.status).toBe(400);
    else expect(response).toBeInstanceOf(TypeError);
    expect(server.requestCount('ping.get')).toBe(0);
  });

  // Starts another Node process: the bound is against hanging (a loaded machine takes seconds), not a speed check.
  it('NODE_EXTRA_CA_CERTS with the CA lets another Node process (and its fetch) reach the fake', { timeout: 60_000 }, async () => {
    const file = join(tmpdir(), `org-fake-ca-${process.pid}-${Date.now()}.pem`);
    writeFileSync(file, server.caCertificate!);
    const script = `fetch(${JSON.stringify(`${server.url}/ping`)}).then(async (r) => console.log(r.status + ' ' + (await r.text())), (e) => console.log('failed ' + e.cause?.code))`;
    const run = async (env: NodeJS.ProcessEnv) => {
      const child = spawn(process.execPath, ['-e', script], { env, stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
      await once(child, 'exit');
      return out.trim();
    };
    const { NODE_EXTRA_CA_CERTS: _ignored, ...env } = process.env;
    expect(await run({ ...env, NODE_EXTRA_CA_CERTS: file })).toBe('200 {"pong":true}');
    expect(await run(env)).toMatch(/^failed (UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT_LOCALLY)$/);
  });

  it('certificates made once serve several fakes, so one CA is trusted for all', async () => {
    const certificates = createTestCertificates();
    await using first = await startFakeServer({ service: pingService, tls: certificates, handlers: { 'ping.get': () => json(200, { pong: true }) } });
    await using second = await startFakeServer({ service: pingService, tls: certificates, handlers: { 'ping.get': () => json(200, { pong: false }) } });
    expect(first.caCertificate).toBe(certificates.ca);
    expect(second.caCertificate).toBe(certificates.ca);
    expect(await get(`${first.url}/ping`, certificates.ca)).toBe('200 {"pong":true}');
    expect(await get(`${second.url}/ping`, certificates.ca)).toBe('200 {"pong":false}');
  });

  it('a client of the core reaches it once the CA is trusted through its fetch', async () => {
    const { Agent } = await import('node:https');
    const agent = new Agent({ ca: server.caCertificate });
    // A fetch over node:https with the agent: what a user passes when their runtime's fetch cannot take a CA.
    const viaAgent: typeof fetch = (input, init) =>
      new Promise((resolve, reject) => {
        const url = input instanceof Request ? input.url : String(input);
        const req = request(url, { method: init?.method ?? 'GET', agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 500, headers: res.headers as Record<string, string> })));
        });
        req.on('error', reject);
        req.end();
      });
    const client = createClient(pingService, { baseUrl: server.url, fetch: viaAgent });
    expect(await client.ping.get({})).toEqual({ pong: true });
    agent.destroy();
  });
});
