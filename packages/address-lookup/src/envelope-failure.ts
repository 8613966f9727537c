import type { ServiceErrorInfo } from '@org/http-core';
import { SUCCESS_CODE } from './models/envelope.js';

/**
 * Reads a failure reported inside a successful answer: the service's envelope `{ code, message, result }`
 * whose `code` is not 2000 (e.g. a 200 carrying 5002), as its code and message; `undefined` for a success. The
 * engine turns it into an error of the answer's status, whose details (postcode suggestions, say) the service's
 * error parser reads with the error path.
 */
export const addressLookupEnvelopeFailure = (body: unknown): ServiceErrorInfo | undefined => {
  // Not an object (or null): no code, so no failure. Read once each, as the engine reads a body it parsed.
  const { code, message }: { code?: unknown; message?: unknown } = (typeof body === 'object' && body) || {};
  return typeof code === 'number' && code !== SUCCESS_CODE ? { code, message: typeof message === 'string' ? message : undefined } : undefined;
};
