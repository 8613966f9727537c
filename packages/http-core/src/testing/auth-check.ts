/**
 * The credential check a fake runs before a handler, per the kinds an operation accepts.
 */
import type { FakeError } from './responses.js';

/** A check's verdict: the principal (anything but `undefined`, `null` or `false`) or a rejection. */
export type PrincipalResult<P = unknown> = P | undefined | null | false | Promise<P | undefined | null | false>;

/** Where an API key is read and how it is checked. */
export interface ApiKeyCheck {
  /** Header carrying the key; default `x-api-key` (unless only `query` is given). */
  readonly header?: string;
  /** Query parameter carrying the key, for services that take keys in the URL. */
  readonly query?: string;
  /** Returns the principal for a valid key. Omitted: any non-empty key is accepted. */
  readonly check?: (key: string) => PrincipalResult;
}

/** Why a fake refuses a request's credential, as {@link FakeAuthOptions.refuse} receives it. */
export interface AuthRefusal {
  /**
   * `missing`: the request carries no credential; `malformed`: it carries an `Authorization` header of no
   * form the operation takes (another scheme, no token); `invalid`: a credential of an accepted form that
   * its check refused.
   */
  readonly reason: 'missing' | 'invalid' | 'malformed';
  /** The kind whose credential was refused (`invalid` only). */
  readonly kind: string | undefined;
  /** The kinds the operation accepts, in order. */
  readonly kinds: readonly string[];
  /** The operation's id (`'events.report'`). */
  readonly operation: string;
  /** The id of the request, for services whose texts quote it. */
  readonly requestId: string;
}

/** How a credential kind is carried and checked. */
export type AuthScheme =
  | { readonly scheme: 'bearer'; readonly check?: (token: string) => PrincipalResult }
  | { readonly scheme: 'basic'; readonly check?: (username: string, password: string) => PrincipalResult }
  | ({ readonly scheme: 'apiKey' } & ApiKeyCheck);

/**
 * Credential checks of a fake. Each returns the principal (handed to handlers as `req.principal`) or
 * `undefined` for a credential the fake refuses. A kind without a check accepts any non-empty
 * credential of its form.
 *
 * @example
 * ```ts
 * const auth: FakeAuthOptions = {
 *   bearer: (token) => (token === 'good-token' ? { user: 'alice' } : undefined),
 *   apiKey: { header: 'x-api-key', check: (key) => key === 'k1' || undefined },
 *   kinds: { userToken: { scheme: 'bearer', check: (t) => t.startsWith('u-') || undefined } },
 * };
 * ```
 */
export interface FakeAuthOptions {
  /** `Authorization: Bearer <token>` (kind `bearer`). */
  readonly bearer?: (token: string) => PrincipalResult;
  /** An API key (kind `apiKey`). */
  readonly apiKey?: ApiKeyCheck;
  /** `Authorization: Basic ...` (kind `basic`). */
  readonly basic?: (username: string, password: string) => PrincipalResult;
  /**
   * Service-specific kinds (`bearer(token, { kind: 'userToken' })` on the client). A kind named nowhere
   * accepts any `Authorization` header or `x-api-key` header.
   */
  readonly kinds?: Readonly<Record<string, AuthScheme>>;
  /**
   * How the service answers a refused credential: the error to write, in the fake's error shape (status,
   * code, message, `details` and other extra fields, headers). Default: 401 with the shape's default 401
   * code and a generic text, `WWW-Authenticate` naming the scheme for bearer and basic kinds.
   *
   * @example
   * ```ts
   * const refuse = ({ reason }: AuthRefusal) =>
   *   reason === 'invalid'
   *     ? fakeError(401, 'InvalidAuthenticationToken', 'The access token is invalid.')
   *     : fakeError(401, 'AuthenticationFailed', "Authentication failed. The 'Authorization' header is missing.");
   * ```
   */
  readonly refuse?: (refusal: AuthRefusal) => FakeError;
}

/** The credential a request carried. `value` is the token, the key, or `username:password`. */
export interface FakeCredential {
  readonly kind: string;
  readonly value: string;
}

/** The outcome of an auth check. */
export type AuthOutcome =
  | { readonly ok: true; readonly credential: FakeCredential | undefined; readonly principal: unknown }
  | {
      readonly ok: false;
      readonly reason: AuthRefusal['reason'];
      /** The refused kind (`invalid` only). */
      readonly kind: string | undefined;
      readonly message: string;
      readonly challenge: string | undefined;
    };

/** What an auth check reads from the request. */
export interface AuthInput {
  /** Lower-case header names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
}

/**
 * Checks a request against the kinds an operation accepts, in order. An operation with no kinds
 * (`auth: []`) passes without a credential. The first valid credential wins; a present but refused
 * one, or none at all, fails.
 */
export async function checkAuth(kinds: readonly string[], request: AuthInput, options: FakeAuthOptions = {}): Promise<AuthOutcome> {
  if (kinds.length === 0) return { ok: true, credential: undefined, principal: undefined };
  let refused: string | undefined;
  for (const kind of kinds) {
    const scheme = schemeOf(kind, options);
    const found = scheme ? read(scheme, request) : anyCredential(request);
    if (found === undefined) continue;
    const verdict = scheme ? await verify(scheme, found) : true;
    if (verdict !== undefined && verdict !== null && verdict !== false) {
      return { ok: true, credential: { kind, value: found.value }, principal: scheme?.check ? verdict : undefined };
    }
    refused ??= kind;
  }
  const challenge = challengeOf(kinds, options);
  if (refused !== undefined) return { ok: false, reason: 'invalid', kind: refused, message: `The ${refused} credential is not valid`, challenge };
  const reason = request.headers.authorization === undefined ? 'missing' : 'malformed';
  return { ok: false, reason, kind: undefined, message: `A credential is required (${kinds.join(' or ')})`, challenge };
}

function schemeOf(kind: string, options: FakeAuthOptions): AuthScheme | undefined {
  const named = options.kinds?.[kind];
  if (named) return named;
  switch (kind) {
    case 'bearer':
      return { scheme: 'bearer', check: options.bearer };
    case 'basic':
      return { scheme: 'basic', check: options.basic };
    case 'apiKey':
      return { scheme: 'apiKey', ...options.apiKey };
    default:
      return undefined;
  }
}

interface Found {
  readonly value: string;
  readonly username?: string;
  readonly password?: string;
}

function read(scheme: AuthScheme, { headers, query }: AuthInput): Found | undefined {
  switch (scheme.scheme) {
    case 'bearer': {
      const token = authorization(headers, 'bearer');
      return token ? { value: token } : undefined;
    }
    case 'basic': {
      const encoded = authorization(headers, 'basic');
      if (!encoded) return undefined;
      const decoded = Buffer.from(encoded, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) return { value: decoded, username: decoded, password: '' };
      return { value: decoded, username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
    }
    case 'apiKey': {
      const header = scheme.header ?? (scheme.query === undefined ? 'x-api-key' : undefined);
      const fromHeader = header === undefined ? undefined : headers[header.toLowerCase()];
      const fromQuery = scheme.query === undefined ? undefined : query.get(scheme.query);
      const key = fromHeader || fromQuery;
      return key ? { value: key } : undefined;
    }
  }
}

function anyCredential({ headers }: AuthInput): Found | undefined {
  const value = headers.authorization || headers['x-api-key'];
  return value ? { value } : undefined;
}

function authorization(headers: Readonly<Record<string, string>>, scheme: string): string | undefined {
  const header = headers.authorization;
  if (!header) return undefined;
  const space = header.indexOf(' ');
  if (space < 0 || header.slice(0, space).toLowerCase() !== scheme) return undefined;
  const value = header.slice(space + 1).trim();
  return value === '' ? undefined : value;
}

async function verify(scheme: AuthScheme, found: Found): Promise<unknown> {
  if (!scheme.check) return true;
  switch (scheme.scheme) {
    case 'bearer':
      return scheme.check(found.value);
    case 'basic':
      return scheme.check(found.username ?? found.value, found.password ?? '');
    case 'apiKey':
      return scheme.check(found.value);
  }
}

function challengeOf(kinds: readonly string[], options: FakeAuthOptions): string | undefined {
  const schemes = kinds.map((kind) => schemeOf(kind, options)?.scheme);
  if (schemes.includes('bearer')) return 'Bearer realm="fake"';
  if (schemes.includes('basic')) return 'Basic realm="fake"';
  return undefined;
}
