/**
 * How the service refuses a request's API token: 401 `Unauthorized`, its text naming the request's correlation id,
 * in the error shape of the operation.
 */
import { fakeError, type AuthRefusal, type FakeError } from '@org/http-core/testing';

/** The fake's `refuse` answer, for a missing and an unknown token alike. */
export function refuseCredential({ requestId }: AuthRefusal): FakeError {
  return fakeError(401, 'Unauthorized', `Unauthorized. Correlation ID: ${requestId}`);
}
