/**
 * How the service refuses a request's credential: 401 with API code 4010 (and its text) for a missing or unknown
 * API key, 4012 for a key-management request without a user token.
 */
import { fakeError, type AuthRefusal, type FakeError } from '@org/http-core/testing';
import { ApiCode } from '../api-codes.js';

/** The service's text for a missing or unknown key, word for word. */
export const INVALID_KEY_MESSAGE = 'Invalid Key. For more information see http://ideal-postcodes.co.uk/documentation/response-codes#4010';

/** The fake's text for a missing or unknown user token (the service documents the code, not the text). */
export const INVALID_USER_TOKEN_MESSAGE = 'Invalid user token';

/** The fake's `refuse` answer. */
export function refuseCredential(refusal: AuthRefusal): FakeError {
  if (refusal.kinds.includes('userToken')) return fakeError(401, ApiCode.InvalidUserToken, INVALID_USER_TOKEN_MESSAGE);
  return fakeError(401, ApiCode.InvalidKey, INVALID_KEY_MESSAGE);
}
