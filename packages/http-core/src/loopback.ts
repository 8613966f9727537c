/**
 * Loopback addresses: the only places plain `http` is accepted for, so that local tests can run without TLS.
 */

/** Whether a URL's hostname is the local machine: `localhost` (and `*.localhost`), `127.0.0.0/8` or `[::1]`. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
