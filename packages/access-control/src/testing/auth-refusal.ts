/**
 * How the resource manager refuses a request's credential: 401 with `AuthenticationFailed` for a missing or
 * malformed `Authorization` header and `InvalidAuthenticationToken` for a token it does not accept.
 */
import { fakeError, type AuthRefusal, type FakeError } from '@org/http-core/testing';

/** The service's texts for each refusal, word for word. */
export const AUTH_REFUSAL_MESSAGES = {
  missing: "Authentication failed. The 'Authorization' header is missing.",
  malformed: "Authentication failed. The 'Authorization' header is provided in an invalid format.",
  invalid: 'The access token is invalid.',
} as const;

/** The fake's `refuse` answer. */
export function refuseCredential(refusal: AuthRefusal): FakeError {
  const code = refusal.reason === 'invalid' ? 'InvalidAuthenticationToken' : 'AuthenticationFailed';
  return fakeError(401, code, AUTH_REFUSAL_MESSAGES[refusal.reason]);
}
