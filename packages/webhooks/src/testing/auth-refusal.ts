/**
 * How the service refuses a request's developer API key: 401 category `INVALID_AUTHENTICATION`, with one text for
 * a request without a credential and another, with a link to the key's page, for a key it does not know.
 */
import { fakeError, type AuthRefusal, type FakeError } from '@org/http-core/testing';

const API_KEY_PAGE = 'https://app.hubspot.com/l/api-key/';

/** The service's texts for each refusal, word for word. */
export const AUTH_REFUSAL_MESSAGES = {
  missing:
    'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
  invalid: `The API key provided is invalid. View or manage your API key here: ${API_KEY_PAGE}`,
} as const;

/** The fake's `refuse` answer; a credential of no accepted form is answered as a missing one. */
export function refuseCredential(refusal: AuthRefusal): FakeError {
  if (refusal.reason !== 'invalid') return fakeError(401, 'INVALID_AUTHENTICATION', AUTH_REFUSAL_MESSAGES.missing);
  return fakeError(401, 'INVALID_AUTHENTICATION', AUTH_REFUSAL_MESSAGES.invalid, { links: { 'api key': API_KEY_PAGE } });
}
