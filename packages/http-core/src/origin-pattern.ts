/**
 * The origins a client or an external operation allows the URLs a service hands back to point at: an exact origin, or
 * any subdomain of a host.
 */

/** An allowed origin, parsed: exact, or any subdomain of a host. */
export interface OriginPattern {
  readonly protocol: string;
  /** The host, or for a wildcard the suffix a host must end with (`.example.com`). */
  readonly host: string;
  readonly port: string;
  readonly wildcard: boolean;
}

/**
 * Parses an allowed origin: `https://files.example.com`, `http://127.0.0.1:8080`, or `https://*.example.com` for
 * any subdomain of a host; `undefined` for anything else (a path, a query, another scheme).
 */
export function parseOriginPattern(pattern: string): OriginPattern | undefined {
  if (typeof pattern !== 'string') return undefined;
  const wildcard = pattern.includes('://*.');
  let parsed: URL;
  try {
    parsed = new URL(wildcard ? pattern.replace('://*.', '://wildcard.') : pattern);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.username || parsed.password || parsed.search || parsed.hash || !/^[a-z]+:\/\/[^/]+\/?$/i.test(pattern)) return undefined;
  const host = wildcard ? parsed.hostname.slice('wildcard'.length) : parsed.hostname;
  return { protocol: parsed.protocol, host, port: parsed.port, wildcard };
}

