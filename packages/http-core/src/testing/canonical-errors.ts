/**
 * Errors in the canonical codes of Google APIs (`google.rpc.Code`), each answered with the HTTP status the
 * code goes with, so a fake of such a service names the code and never pairs it with another status.
 */
import { fakeError, type FakeError } from './responses.js';

/** The canonical codes and the HTTP status each is answered with, as Google APIs map them. */
export const canonicalStatus = {
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  UNAUTHENTICATED: 401,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATA_LOSS: 500,
} as const satisfies Readonly<Record<string, number>>;

/** A canonical error code: `'NOT_FOUND'`, `'ALREADY_EXISTS'`, ... */
export type CanonicalCode = keyof typeof canonicalStatus;

/**
 * An error answer with a canonical code, at the code's HTTP status; with `errorShapes.google` it is written as
 * `{ error: { code: 409, status: 'ALREADY_EXISTS', message, details } }`.
 *
 * @example
 * ```ts
 * throw canonicalError('ALREADY_EXISTS', `Trigger ${name} already exists`);
 * throw canonicalError('ABORTED', 'Stale revision', { details: [{ reason: 'REVISION_MISMATCH' }] });
 * ```
 *
 * @param extra - body fields the shape places (`details`).
 * @param headers - extra response headers.
 */
export function canonicalError(
  code: CanonicalCode,
  message: string,
  extra?: Readonly<Record<string, unknown>>,
  headers?: Readonly<Record<string, string>>,
): FakeError {
  return fakeError(canonicalStatus[code], code, message, extra, headers);
}
