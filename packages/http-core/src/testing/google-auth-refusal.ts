/**
 * How Google APIs refuse a request's OAuth credential: 401 `UNAUTHENTICATED` with the front end's texts and an
 * `ErrorInfo` detail naming why (`CREDENTIALS_MISSING`, `ACCESS_TOKEN_TYPE_UNSUPPORTED`), the service and the method.
 */
import type { AuthRefusal } from './auth-check.js';
import { canonicalError } from './canonical-errors.js';
import type { FakeError } from './responses.js';

/** The text Google APIs answer a request without a credential with, word for word. */
export const GOOGLE_CREDENTIALS_MISSING_MESSAGE =
  'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';

/** The text Google APIs answer a token they do not accept with, word for word. */
export const GOOGLE_CREDENTIALS_INVALID_MESSAGE =
  'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';

/** Options of {@link googleAuthRefusal}. */
export interface GoogleAuthRefusalOptions {
  /** The service's host name, as `ErrorInfo.metadata.service` names it (`eventarc.googleapis.com`). */
  readonly service: string;
  /** The RPC method of an operation id, as `ErrorInfo.metadata.method` names it; omitted, no `method` is given. */
  readonly method?: (operation: string) => string | undefined;
}

/**
 * A `refuse` answer for fakes of Google APIs (with `errorShapes.google`): no credential, or an `Authorization`
 * header of no accepted form, gets `CREDENTIALS_MISSING`; a token the fake does not know gets
 * `ACCESS_TOKEN_TYPE_UNSUPPORTED`; both 401 `UNAUTHENTICATED` with a `WWW-Authenticate` Bearer challenge.
 *
 * @example
 * ```ts
 * auth: { bearer: (t) => t === token || undefined, refuse: googleAuthRefusal({ service: 'eventarc.googleapis.com' }) }
 * ```
 */
export function googleAuthRefusal(options: GoogleAuthRefusalOptions): (refusal: AuthRefusal) => FakeError {
  return (refusal) => {
    const invalid = refusal.reason === 'invalid';
    const method = options.method?.(refusal.operation);
    const info = {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: invalid ? 'ACCESS_TOKEN_TYPE_UNSUPPORTED' : 'CREDENTIALS_MISSING',
      domain: 'googleapis.com',
      metadata: { service: options.service, ...(method === undefined ? {} : { method }) },
    };
    const challenge = invalid ? 'Bearer realm="https://accounts.google.com/", error="invalid_token"' : 'Bearer realm="https://accounts.google.com/"';
    return canonicalError(
      'UNAUTHENTICATED',
      invalid ? GOOGLE_CREDENTIALS_INVALID_MESSAGE : GOOGLE_CREDENTIALS_MISSING_MESSAGE,
      { details: [info] },
      { 'www-authenticate': challenge },
    );
  };
}
