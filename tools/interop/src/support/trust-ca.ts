/**
 * Trusting a fake's CA in this process, for SDKs that take no agent or CA of their own.
 */
import { getCACertificates, setDefaultCACertificates } from 'node:tls';

/**
 * Adds `ca` (PEM) to the certificates every TLS client of this process trusts by default (`https.Agent`
 * without `ca`, `fetch`); the others stay trusted. What `NODE_EXTRA_CA_CERTS` does for a new process.
 */
export function trustCa(ca: string): void {
  setDefaultCACertificates([...getCACertificates('default'), ca]);
}
