import { X509Certificate } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestCertificates, type TestCertificates } from './test-certificates.js';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

async function serve(certificates: TestCertificates): Promise<number> {
  server = createServer({ key: certificates.key, cert: certificates.cert }, (_req, res) => res.end('hello over tls'));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** GETs `/` over TLS; resolves to the body, or to the TLS error code. */
function get(port: number, options: { host?: string; ca?: string }): Promise<string> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', servername: options.host, port, path: '/', ca: options.ca, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
    req.end();
  });
}

describe('createTestCertificates', () => {
  it('makes a CA and a server certificate it signed, for the loopback names and the hosts given', () => {
    const certificates = createTestCertificates({ hosts: ['[::ffff:127.0.0.2]', 'Fake.Localhost'] });
    const ca = new X509Certificate(certificates.ca);
    const leaf = new X509Certificate(certificates.cert);
    expect(ca.ca).toBe(true);
    expect(leaf.ca).toBe(false);
    expect(leaf.checkIssued(ca)).toBe(true);
    expect(leaf.verify(ca.publicKey)).toBe(true);
    expect(ca.verify(ca.publicKey)).toBe(true);
    expect(leaf.checkHost('localhost')).toBe('localhost');
    expect(leaf.checkHost('fake.localhost')).toBe('fake.localhost');
    expect(leaf.checkHost('example.com')).toBeUndefined();
    expect(leaf.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(leaf.checkIP('::1')).toBe('::1');
    expect(leaf.checkIP('127.0.0.2')).toBeUndefined();
    expect(leaf.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1, IP Address:0:0:0:0:0:FFFF:7F00:2, DNS:fake.localhost');
    expect(certificates.hosts).toEqual(['localhost', '127.0.0.1', '::1', '::ffff:127.0.0.2', 'fake.localhost']);
    expect(leaf.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']);
    expect(ca.subject).toContain('CN=@org fake CA');
  });

  it('is valid from an hour ago for the days asked', () => {
    const before = Date.now();
    const leaf = new X509Certificate(createTestCertificates({ validDays: 2 }).cert);
    expect(Date.parse(leaf.validFrom)).toBeLessThanOrEqual(before - 59 * 60 * 1000);
    expect(Date.parse(leaf.validTo)).toBeGreaterThanOrEqual(before + 2 * 24 * 60 * 60 * 1000 - 1000);
    expect(Date.parse(leaf.validTo)).toBeLessThan(before + 3 * 24 * 60 * 60 * 1000);
    expect(() => createTestCertificates({ validDays: 0 })).toThrow(/validDays/);
  });

  it('each call is a new CA: a client trusting one CA refuses a server of another', async () => {
    const first = createTestCertificates();
    const second = createTestCertificates();
    expect(first.ca).not.toBe(second.ca);
    const port = await serve(first);
    expect(await get(port, { ca: second.ca })).toMatch(/^error (UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT_LOCALLY)$/);
  });

  it('a real TLS handshake verifies with the CA trusted, and fails without it or for another name', async () => {
    const certificates = createTestCertificates();
    const port = await serve(certificates);
    expect(await get(port, { ca: certificates.ca })).toBe('hello over tls');
    expect(await get(port, { ca: certificates.ca, host: 'localhost' })).toBe('hello over tls');
    expect(await get(port, {})).toMatch(/^error (UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT_LOCALLY)$/);
    expect(await get(port, { ca: certificates.ca, host: 'example.com' })).toBe('error ERR_TLS_CERT_ALTNAME_INVALID');
  });
});
