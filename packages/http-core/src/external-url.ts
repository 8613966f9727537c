/**
 * URLs a service hands back (a file service's upload domain, a signed blob URL, a download location): checked
 * against the origins an operation allows before anything is sent to them, and made the base of its request.
 */
import type { ValidationError } from './errors.js';
import type { ExternalSpec, Operation } from './operation.js';
import { parseOriginPattern, type OriginPattern } from './origin-pattern.js';
import type { BuildContext } from './request-builder.js';

/**
 * What a client gives the check of a URL handed back. This module loads on demand (`engine.ts`), with the first
 * external operation, and imports nothing the page has: what it needs of the client comes here.
 */
export interface ExternalChecks {
  /** Origins besides the operation's own that the client allows, as its options give them: checked here. */
  readonly clientOrigins: readonly string[];
  /** The client's package, named in the refusal of its `externalOrigins`. */
  readonly packageName: string;
  /** The headers every request of the client carries that hold nothing of its own (the user agent). */
  readonly headers: Readonly<Record<string, string>>;
  /** The class of the error refusing the URL (of the field `url`). */
  readonly ValidationError: typeof ValidationError;
}

/** Whether the origin of `target` is one of `allowed`. */
function isAllowedOrigin(target: URL, allowed: readonly OriginPattern[]): boolean {
  const host = target.hostname;
  return allowed.some(
    (pattern) => pattern.protocol === target.protocol && pattern.port === target.port && (pattern.wildcard ? host.endsWith(pattern.host) && host.length > pattern.host.length : host === pattern.host),
  );
}

/**
 * The origins an external operation declares, parsed; its first call is refused when the declaration is wrong: it
 * takes a credential of the client (bound without `defineService`'s checks of a table, by `createClientFor`), or
 * names an origin that is not one. Nothing is sent.
 */
function declaredOriginPatterns(operation: Operation, spec: ExternalSpec): OriginPattern[] {
  const { auth } = operation.spec;
  if (auth !== undefined && auth.length > 0) {
    throw new Error(`${operation.id} is declared with a credential (${auth.join(', ')}), which an operation sent to a URL handed back never takes; nothing was sent`);
  }
  return spec.origins.map((origin) => {
    const pattern = parseOriginPattern(origin);
    if (pattern === undefined) throw new Error(`${operation.id} names ${origin} among its origins, which is not an origin or a subdomain wildcard; nothing was sent`);
    return pattern;
  });
}

/**
 * The client's `externalOrigins`, parsed; refused when one is neither an origin nor a subdomain wildcard, at the
 * first call that would use them: they are checked here rather than when the client is made, so that a page whose calls never
 * go to a URL handed back carries no check of origins. Nothing is sent.
 */
function clientOriginPatterns(operation: Operation, { clientOrigins, packageName, ValidationError }: ExternalChecks): OriginPattern[] {
  return clientOrigins.map((origin) => {
    const pattern = parseOriginPattern(origin);
    if (pattern === undefined) {
      const shown = typeof origin === 'string' ? origin : typeof origin;
      throw new ValidationError(`${packageName}: externalOrigins holds ${shown}, which is not an origin (https://files.example.com) or a subdomain wildcard (https://*.example.com)`, {
        operation: operation.id,
        method: operation.method,
        field: 'externalOrigins',
      });
    }
    return pattern;
  });
}

/**
 * The base of the request of `operation`, an external one, to the URL its caller gave (`input.url`): its origin
 * and path, and its query, whose values are secrets (a token, a signature). Refused with a `ValidationError` of the
 * field `url` when it is missing, not an absolute `http(s)` URL, carries user info or a fragment, or points at an
 * origin that neither the operation nor the client allows.
 */
export function externalContext(operation: Operation, spec: ExternalSpec, input: unknown, checks: ExternalChecks): BuildContext {
  // Each origin is parsed once: refused here when it is not one, then matched with the URL.
  const allowed = [...declaredOriginPatterns(operation, spec), ...clientOriginPatterns(operation, checks)];
  const url = (input as { url?: unknown } | undefined)?.url;
  const refuse = (why: string) => new checks.ValidationError(`${operation.id}: ${why}`, { operation: operation.id, method: operation.method, field: 'url' });
  if (url === undefined || url === null || url === '') throw refuse('url is required: the URL the service handed back');
  if (typeof url !== 'string' && !(url instanceof URL)) throw refuse(`url must be a string or a URL, got ${typeof url}`);
  let target: URL;
  try {
    target = new URL(String(url));
  } catch {
    throw refuse('url must be an absolute URL');
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw refuse('url must use http or https');
  if (target.username || target.password || target.hash) throw refuse('url must not carry user info or a fragment');
  if (!isAllowedOrigin(target, allowed)) {
    const named = [...spec.origins, ...checks.clientOrigins].join(', ');
    throw refuse(`the URL's origin ${target.origin} is not one this operation may be sent to (${named || 'none declared'}); nothing was sent`);
  }
  const basePath = target.pathname === '/' ? '' : target.pathname.replace(/\/+$/, '');
  const search = target.search.slice(1);
  const secrets = [...target.searchParams.values()].filter((value) => value !== '');
  return { base: target.origin + basePath, origin: target.origin, basePath, defaultHeaders: checks.headers, paramDefaults: {}, search, secrets };
}
