import { checkCredentialText, ValidationError, type Credential } from '@org/http-core';

/** Where a credential travels. */
export type CredentialPlacement = 'header' | 'query';

/** Options of {@link apiKeyAuth}. */
export interface ApiKeyAuthOptions {
  /**
   * `header` (default): `Authorization: api_key="..."`, which keeps the key out of URLs, server logs and
   * browser history. `query`: `?api_key=...`, for proxies that strip `Authorization`.
   */
  readonly placement?: CredentialPlacement;
  /** The licensee key (`sk_...`) sent with a sub-licensed key (`sl_...`), which needs one for lookups. */
  readonly licensee?: string;
}

/** Options of {@link userTokenAuth}. */
export interface UserTokenAuthOptions {
  /** `header` (default): `Authorization: user_token="..."`; `query`: `?user_token=...`. */
  readonly placement?: CredentialPlacement;
}

/** Characters a key may not hold besides those `checkCredentialText` refuses: they would break the quoted header value. */
const unsafe = /["\\\s\p{Cc}]/u;

function checkValue(what: string, value: string, placement: CredentialPlacement): void {
  // A non-empty string without C0 control characters or lone surrogates; nothing above U+00FF in the header.
  checkCredentialText(what, value, placement === 'query' ? 'text' : 'header');
  if (unsafe.test(value)) throw new ValidationError(`The ${what} must not contain quotes, backslashes, spaces or control characters`, { field: 'auth' });
}

/** The credential that writes `pairs` in the query, or as `name="value" other="value"` in `Authorization`. */
function placed(kind: string, pairs: ReadonlyArray<readonly [string, string]>, placement: CredentialPlacement): Credential {
  const values = pairs.map(([, value]) => value);
  const header = pairs.map(([name, value]) => `${name}="${value}"`).join(' ');
  const inQuery = placement === 'query';
  return {
    kind,
    apply(target) {
      if (inQuery) for (const [name, value] of pairs) target.query.push([name, value]);
      else target.headers.authorization = header;
    },
    secrets: () => (inQuery ? values : [...values, header]),
  };
}

/**
 * The API key (`ak_...`, or a sub-licensed `sl_...` with its `licensee`), used by lookups. Credential kind
 * `apiKey`.
 *
 * @example
 * ```ts
 * createAddressLookupClient({ auth: apiKeyAuth('ak_live_...', { placement: 'query' }) });
 * ```
 */
export function apiKeyAuth(key: string, options: ApiKeyAuthOptions = {}): Credential {
  const placement = options.placement ?? 'header';
  checkValue('API key', key, placement);
  const pairs: Array<readonly [string, string]> = [['api_key', key]];
  if (options.licensee !== undefined) {
    checkValue('licensee key', options.licensee, placement);
    pairs.push(['licensee', options.licensee]);
  }
  return placed('apiKey', pairs, placement);
}

/**
 * The user token (`uk_...`), used by key management: details, configs, licensees, lookup logs and usage.
 * Credential kind `userToken`. It is a secret: keep it on servers, never in a web page.
 */
export function userTokenAuth(token: string, options: UserTokenAuthOptions = {}): Credential {
  const placement = options.placement ?? 'header';
  checkValue('user token', token, placement);
  return placed('userToken', [['user_token', token]], placement);
}
