/** What the fake reads from a request besides its parameters: caller, page, and credentials. */
import type { FakeRequest } from '@org/http-core/testing';

/**
 * The caller's IP address: the first `X-Forwarded-For` entry, else loopback. Tests simulate several
 * callers by sending different `X-Forwarded-For` headers.
 */
export function clientIp(req: FakeRequest): string {
  const forwarded = req.headers['x-forwarded-for']?.split(',')[0]?.trim();
  return forwarded || '127.0.0.1';
}

/** The page a browser request came from (`Origin`, else `Referer`), or `''` for a server-side caller. */
export function pageUrl(req: FakeRequest): string {
  return req.headers.origin ?? req.headers.referer ?? '';
}

/** Reads `name="value" other="value"` (the service's `Authorization` scheme). */
export function parseAuthorization(header: string | undefined): Record<string, string> {
  const pairs: Record<string, string> = {};
  if (!header) return pairs;
  for (const match of header.matchAll(/([A-Za-z_]+)\s*=\s*"([^"]*)"/g)) pairs[match[1]!] = match[2]!;
  return pairs;
}

/** A credential value by name, from the `Authorization` header or else the query (`api_key`, `user_token`, `licensee`). */
export function credentialValue(req: FakeRequest, name: 'api_key' | 'user_token' | 'licensee'): string | undefined {
  return parseAuthorization(req.headers.authorization)[name] ?? req.query.get(name) ?? undefined;
}

/** The API key of a credential check: the `api_key` pair of an `Authorization` value, or the value itself (query). */
export function apiKeyOfCredential(value: string): string {
  return parseAuthorization(value).api_key ?? (value.includes('="') ? '' : value);
}
