import { hasControlCharacters, hasLoneSurrogate, hasNonLatin1 } from './control-characters.js';
import { ValidationError } from './errors.js';
import { headerNameProblem } from './header-check.js';

/** Where a credential writes itself: request headers (lower-case names) and query pairs. */
export interface AuthTarget {
  readonly headers: Record<string, string>;
  readonly query: Array<[string, string]>;
}

/**
 * A credential. An operation lists the kinds it accepts; the client uses the first of its credentials
 * whose `kind` is on that list.
 */
export interface Credential {
  /** `bearer`, `apiKey`, `basic`, or a service's own kind. */
  readonly kind: string;
  /** Writes the credential into the request. May fetch a token first. */
  apply(target: AuthTarget): void | Promise<void>;
  /**
   * Called once after a 401. Resolves `true` when a fresh credential was obtained and resending the
   * request once is worthwhile; static credentials resolve `false`.
   */
  refresh?(rejected: AuthTarget): boolean | Promise<boolean>;
  /** The secret values in use, so that they can be scrubbed from anything shown. */
  secrets(): readonly string[];
}

/** A token with its expiry. */
export interface AccessToken {
  readonly token: string;
  /** Expiry as a `Date` or epoch milliseconds. Without it the token is kept until a 401. */
  readonly expiresAt?: Date | number;
}

/** Supplies bearer tokens; called again before expiry and after a 401. */
export type TokenProvider = () => string | AccessToken | Promise<string | AccessToken>;

/** Options of {@link bearer}. */
export interface BearerOptions {
  /** Fetch a new token this long before the current one expires. Default 60 000 ms. */
  readonly refreshMarginMs?: number;
  /** Credential kind; default `bearer`. */
  readonly kind?: string;
}

/**
 * `Authorization: Bearer <token>`, from a fixed token or a provider. Provider tokens are cached,
 * refreshed before expiry, fetched once for any number of concurrent calls, and fetched again after a 401.
 */
export function bearer(token: string | TokenProvider, options: BearerOptions = {}): Credential {
  const kind = options.kind ?? 'bearer';
  if (typeof token === 'string') {
    checkCredentialText('bearer token', token, 'header');
    return {
      kind,
      apply: (target) => {
        target.headers.authorization = `Bearer ${token}`;
      },
      secrets: () => [token],
    };
  }
  const margin = options.refreshMarginMs ?? 60_000;
  let current: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;
  const seen = new Set<string>();
  const fetchToken = (): Promise<string> => {
    pending ??= Promise.resolve()
      .then(token)
      .then((value) => {
        const next = typeof value === 'string' ? { token: value } : value;
        checkCredentialText('bearer token', next.token, 'header');
        const expiresAt = next.expiresAt === undefined ? Infinity : Number(next.expiresAt);
        current = { token: next.token, expiresAt };
        seen.add(next.token);
        return next.token;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
  return {
    kind,
    async apply(target) {
      const valid = current && Date.now() < current.expiresAt - margin ? current.token : await fetchToken();
      target.headers.authorization = `Bearer ${valid}`;
    },
    async refresh(rejected) {
      // A concurrent call may already have replaced the rejected token: resend with that one.
      if (current && rejected.headers.authorization !== `Bearer ${current.token}`) return true;
      current = undefined;
      await fetchToken();
      return true;
    },
    secrets: () => [...seen],
  };
}

/** Options of {@link apiKeyHeader}. */
export interface ApiKeyHeaderOptions {
  /** Header name; default `x-api-key`. */
  readonly header?: string;
  /** Formats the header value, e.g. `(key) => \`api_key="${key}"\``. Default: the key itself. */
  readonly format?: (key: string) => string;
  /** Credential kind; default `apiKey`. */
  readonly kind?: string;
}

/** An API key in a request header (`X-API-Key` unless told otherwise). */
export function apiKeyHeader(key: string, options: ApiKeyHeaderOptions = {}): Credential {
  checkCredentialText('API key', key, options.format ? 'text' : 'header');
  const header = (options.header ?? 'x-api-key').toLowerCase();
  if (headerNameProblem(header) !== undefined) {
    throw new ValidationError(`The API key header name ${headerNameProblem(header)}`, { field: 'auth' });
  }
  const value = options.format ? options.format(key) : key;
  checkCredentialText('API key header value', value, 'header');
  return {
    kind: options.kind ?? 'apiKey',
    apply: (target) => {
      target.headers[header] = value;
    },
    secrets: () => (value === key ? [key] : [key, value]),
  };
}

/** Options of {@link apiKeyQuery}. */
export interface ApiKeyQueryOptions {
  /** Query parameter name, e.g. `key` or `api_key`. */
  readonly param: string;
  /** Credential kind; default `apiKey`. */
  readonly kind?: string;
}

/** An API key in a query parameter. Prefer a header where the service allows it: URLs end up in logs. */
export function apiKeyQuery(key: string, options: ApiKeyQueryOptions): Credential {
  checkCredentialText('API key', key, 'text');
  return {
    kind: options.kind ?? 'apiKey',
    apply: (target) => {
      target.query.push([options.param, key]);
    },
    secrets: () => [key],
  };
}

/** HTTP Basic: `Authorization: Basic base64(username:password)`. */
export function basic(username: string, password = '', options: { kind?: string } = {}): Credential {
  // Sent as UTF-8 in base64: any character will do, except a lone surrogate (it has no UTF-8 form).
  checkCredentialText('user name', username, 'text');
  checkCredentialText('password', password, 'text', true);
  const encoded = base64(`${username}:${password}`);
  return {
    kind: options.kind ?? 'basic',
    apply: (target) => {
      target.headers.authorization = `Basic ${encoded}`;
    },
    secrets: () => [username, password, encoded].filter((value) => value !== ''),
  };
}

/**
 * Refuses credential text the platform cannot send as given: control characters (they would split a header),
 * lone surrogates (no UTF-8 form: `encodeURIComponent` throws, `TextEncoder` alters them), and, for text that
 * goes into a header as it is (`goes: 'header'`), characters above U+00FF (`fetch` throws a TypeError quoting
 * the header). Never echoes the value.
 */
export function checkCredentialText(what: string, value: string, goes: 'header' | 'text', allowEmpty = false): void {
  if (typeof value !== 'string' || (!allowEmpty && value === '')) {
    throw new ValidationError(`The ${what} must be a non-empty string`, { field: 'auth' });
  }
  if (hasControlCharacters(value)) {
    throw new ValidationError(`The ${what} contains control characters (CR, LF, NUL, ...)`, { field: 'auth' });
  }
  if (hasLoneSurrogate(value)) {
    throw new ValidationError(`The ${what} contains a lone surrogate (half of a UTF-16 pair)`, { field: 'auth' });
  }
  if (goes === 'header' && hasNonLatin1(value)) {
    throw new ValidationError(`The ${what} holds a character above U+00FF, which a header cannot carry`, { field: 'auth' });
  }
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
