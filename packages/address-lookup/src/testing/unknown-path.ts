/**
 * Where the fake serves, and what it answers for a path the service has no endpoint for.
 */
import { fakeError, type UnknownPathAnswer } from '@org/http-core/testing';

/** The path prefix of the service's base address (`https://api.ideal-postcodes.co.uk/v1`). */
export const BASE_PATH = '/v1';

/**
 * The code of the fake's answer to a path without an endpoint. The service documents `404X` codes for
 * missing resources (4040 postcode, 4041 user, 4042 key, 4044 UDPRN, 4045 licensee, 4046 UMPRN) and its
 * not-found body, `{ code, message: "Resource not found" }`, but no code for a path it does not serve: the
 * fake uses 4049, a `404X` code no resource has, so that a client with a wrong base path gets an error and
 * never mistakes it for "postcode not found" (which clients read as an empty result).
 */
export const UNKNOWN_PATH_CODE = 4049;

/** A 404 `ErrorResponse` with {@link UNKNOWN_PATH_CODE}. */
export const unknownPathAnswer: UnknownPathAnswer = () => {
  throw fakeError(404, UNKNOWN_PATH_CODE, 'Resource not found');
};
