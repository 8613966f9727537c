/**
 * How the service refuses a request's API key (HTTP Basic, the key as user name): 401 `APIKEY_EMPTY` without
 * one, 401 `APIKEY_NOTFOUND` for a key it does not know.
 */
import { fakeError, type AuthRefusal, type FakeError } from '@org/http-core/testing';

/** The service's texts for each refusal, word for word. */
export const AUTH_REFUSAL_MESSAGES = {
  empty: 'You must pass in an API key.',
  notFound: "We couldn't find your API key.",
} as const;

/** The fake's `refuse` answer; an `Authorization` header of another scheme is answered as no key. */
export function refuseCredential(refusal: AuthRefusal): FakeError {
  return refusal.reason === 'invalid'
    ? fakeError(401, 'APIKEY_NOTFOUND', AUTH_REFUSAL_MESSAGES.notFound)
    : fakeError(401, 'APIKEY_EMPTY', AUTH_REFUSAL_MESSAGES.empty);
}
