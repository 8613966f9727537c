import { basic, checkCredentialText, ValidationError, type Credential } from '@org/http-core';

/** The service's credentials: an API key, or a web service user name and password (or both). */
export interface CredentialOptions {
  /** API key, sent in the `X-API-Key` header. Preferred when both kinds are given. */
  readonly apiKey?: string;
  /** Web service user name for HTTP Basic (usually of the form `ws@MarketPlace.<platform account>`). */
  readonly username?: string;
  /** Password of `username`. */
  readonly password?: string;
}

/**
 * The credentials to send, API key first. Throws a {@link ValidationError} when none is given, or a user
 * name without a password (or the other way round). Values are never echoed.
 */
export function notificationCredentials(options: CredentialOptions): Credential[] {
  const { apiKey, username, password } = options;
  const credentials = apiKey === undefined ? [] : [apiKeyCredential(apiKey)];
  const basicGiven = username !== undefined || password !== undefined;
  if (username && password) credentials.push(basic(username, password));
  else if (basicGiven || credentials.length === 0) {
    // One refusal for both faults, in the words of the one found.
    throw new ValidationError(`@org/notification-config: ${basicGiven ? 'HTTP Basic needs both username and password' : 'give apiKey, or username and password'}`, {
      field: 'auth',
    });
  }
  return credentials;
}

/**
 * The API key in the `x-api-key` header: what `apiKeyHeader(key)` of `@org/http-core` makes, refused with the same
 * words, without what this service never uses of it (another header name, a formatted value), so that a page does
 * not carry those.
 */
function apiKeyCredential(key: string): Credential {
  checkCredentialText('API key', key, 'header');
  return {
    kind: 'apiKey',
    apply: (target) => {
      target.headers['x-api-key'] = key;
    },
    secrets: () => [key],
  };
}
