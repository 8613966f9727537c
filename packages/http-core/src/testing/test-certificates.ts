/**
 * Certificates for serving a fake over HTTPS, made at start-up with `node:crypto` alone (no openssl): a
 * certificate authority that exists only in memory, and a server certificate it signs for the loopback names.
 * Trust the CA in the client (`ca` of an agent, `NODE_EXTRA_CA_CERTS`, `tls.setDefaultCACertificates`) and
 * the fake is verified like any HTTPS server; nothing is installed on the machine.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';
import { bitString, boolean, explicit, implicit, integer, namedBits, octetString, oid, sequence, set, time, utf8String } from './der.js';

/** Options of {@link createTestCertificates}. */
export interface TestCertificateOptions {
  /**
   * Names the server certificate is valid for: host names and IP addresses. Default `localhost`, `127.0.0.1`
   * and `::1`; names given here are added to those.
   */
  readonly hosts?: readonly string[];
  /** How long the certificates are valid from now, in days. Default 365. */
  readonly validDays?: number;
  /** Common name of the CA, as clients show it in errors. Default `@org fake CA`. */
  readonly caName?: string;
}

/** A CA and a server certificate it issued, all PEM-encoded. */
export interface TestCertificates {
  /** The CA's certificate: what a client trusts (`ca`, `NODE_EXTRA_CA_CERTS`). */
  readonly ca: string;
  /** The server's certificate, signed by {@link TestCertificates.ca}. */
  readonly cert: string;
  /** The server's private key (PKCS#8). */
  readonly key: string;
  /** The names the server certificate is valid for. */
  readonly hosts: readonly string[];
}

const defaultHosts = ['localhost', '127.0.0.1', '::1'];

const oids = {
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  subjectAltName: '2.5.29.17',
  subjectKeyIdentifier: '2.5.29.14',
  authorityKeyIdentifier: '2.5.29.35',
  serverAuth: '1.3.6.1.5.5.7.3.1',
} as const;

/**
 * Makes a fresh CA (ECDSA P-256, its key never leaves the process) and a server certificate for `hosts`,
 * valid from an hour ago (clock skew) for `validDays`.
 *
 * @example
 * ```ts
 * const certificates = createTestCertificates({ hosts: ['fake.localhost'] });
 * const server = https.createServer({ key: certificates.key, cert: certificates.cert }, handler);
 * const agent = new https.Agent({ ca: certificates.ca });
 * ```
 */
export function createTestCertificates(options: TestCertificateOptions = {}): TestCertificates {
  const hosts = [...new Set([...defaultHosts, ...(options.hosts ?? [])].map(bareHost).filter((h) => h !== ''))];
  const days = options.validDays ?? 365;
  if (!(days > 0)) throw new RangeError('createTestCertificates: validDays must be positive');
  const notBefore = new Date(Date.now() - 60 * 60 * 1000);
  const notAfter = new Date(Date.now() + days * 24 * 60 * 60 * 1000);

  const caKeys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const serverKeys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const caName = name(options.caName ?? '@org fake CA');
  const caKeyId = keyIdentifier(caKeys.publicKey);

  const ca = certificate({
    issuer: caName,
    subject: caName,
    publicKey: caKeys.publicKey,
    signingKey: caKeys.privateKey,
    notBefore,
    notAfter,
    extensions: [
      extension(oids.basicConstraints, true, sequence(boolean(true), integer(0))),
      extension(oids.keyUsage, true, namedBits([5, 6])), // keyCertSign, cRLSign
      extension(oids.subjectKeyIdentifier, false, octetString(caKeyId)),
    ],
  });
  const server = certificate({
    issuer: caName,
    subject: name(hosts[0]!),
    publicKey: serverKeys.publicKey,
    signingKey: caKeys.privateKey,
    notBefore,
    notAfter,
    extensions: [
      extension(oids.basicConstraints, true, sequence()),
      extension(oids.keyUsage, true, namedBits([0])), // digitalSignature
      extension(oids.extKeyUsage, false, sequence(oid(oids.serverAuth))),
      extension(oids.subjectAltName, false, sequence(...hosts.map(generalName))),
      extension(oids.subjectKeyIdentifier, false, octetString(keyIdentifier(serverKeys.publicKey))),
      extension(oids.authorityKeyIdentifier, false, sequence(implicit(0, caKeyId))),
    ],
  });
  return {
    ca: pem('CERTIFICATE', ca),
    cert: pem('CERTIFICATE', server),
    key: serverKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    hosts,
  };
}

interface CertificateParts {
  readonly issuer: Buffer;
  readonly subject: Buffer;
  readonly publicKey: KeyObject;
  readonly signingKey: KeyObject;
  readonly notBefore: Date;
  readonly notAfter: Date;
  readonly extensions: readonly Buffer[];
}

/** An X.509 v3 certificate (RFC 5280, 4.1), DER-encoded, signed with ECDSA and SHA-256. */
function certificate(parts: CertificateParts): Buffer {
  const algorithm = sequence(oid(oids.ecdsaWithSha256));
  const serial = randomBytes(16);
  serial[0] = (serial[0]! & 0x7f) | 0x40; // positive, and no leading zero byte to drop
  const tbs = sequence(
    explicit(0, integer(2)), // v3
    integer(serial),
    algorithm,
    parts.issuer,
    sequence(time(parts.notBefore), time(parts.notAfter)),
    parts.subject,
    parts.publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, sequence(...parts.extensions)),
  );
  const signature = sign('sha256', tbs, { key: parts.signingKey, dsaEncoding: 'der' });
  return sequence(tbs, algorithm, bitString(signature));
}

/** A distinguished name with an organization and a common name. */
function name(commonName: string): Buffer {
  return sequence(
    set(sequence(oid(oids.organization), utf8String('@org SDK fakes'))),
    set(sequence(oid(oids.commonName), utf8String(commonName))),
  );
}

function extension(id: string, critical: boolean, value: Buffer): Buffer {
  return critical ? sequence(oid(id), boolean(true), octetString(value)) : sequence(oid(id), octetString(value));
}

/** A subjectAltName entry: `iPAddress` [7] for addresses, `dNSName` [2] otherwise. */
function generalName(host: string): Buffer {
  const family = isIP(host);
  if (family === 4) return implicit(7, Buffer.from(host.split('.').map(Number)));
  if (family === 6) return implicit(7, ipv6Bytes(host));
  return implicit(2, Buffer.from(host, 'ascii'));
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail] = address.split('::');
  // An embedded IPv4 address (`::ffff:127.0.0.1`) is the last two groups.
  const groups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  const bytes = Buffer.alloc(16);
  [...left, ...middle, ...right].forEach((group, index) => bytes.writeUInt16BE(parseInt(group, 16), index * 2));
  return bytes;
}

/** `[::1]` and `::1` alike; names lower-cased. */
function bareHost(host: string): string {
  const trimmed = host.trim();
  return (trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed.slice(1, -1) : trimmed).toLowerCase();
}

/** A key identifier: the first 20 bytes of the SHA-256 of the public key's encoding. */
function keyIdentifier(publicKey: KeyObject): Buffer {
  return createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest().subarray(0, 20);
}

function pem(label: string, der: Buffer): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}
