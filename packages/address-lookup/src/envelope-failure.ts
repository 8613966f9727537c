import type { ServiceErrorInfo } from '@org/http-core';
import { SUCCESS_CODE } from './models/envelope.js';

/**
 * Reads a failure reported inside a successful answer: the service's envelope `{ code, message, result }`
 * whose `code` is not 2000 (e.g. a 200 carrying 5002), as its code and message; `undefined` for a success. The
 * engine turns it into an error of the answer's status, whose details (postcode suggestions, say) the service's
 * error parser reads with the error path.
 */
export const addressLookupEnvelopeFailure = (body: unknown): ServiceErrorInfo | undefined => {
  if (typeof body !== 'object' || body === null || !('code' in body) || typeof body.code !== 'number' || body.code === SUCCESS_CODE) return undefined;
  return { code: body.code, message: 'message' in body && typeof body.message === 'string' ? body.message : undefined };
};
