/**
 * Recognising the outcomes of long-running operations and of the operations API.
 */
import { isApiError, isOperationFailedError, type ApiError, type OperationFailedError } from '@org/http-core';

/**
 * Canonical numeric codes an operation's `error.code` carries (the HTTP errors carry the names instead,
 * e.g. `ABORTED`).
 */
export const OperationCode = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;

/**
 * Whether `error` says a long-running operation was cancelled (`OperationFailedError` with code 1), as
 * awaiting a poller does after `poller.cancel()` or a cancel from elsewhere.
 *
 * @example
 * ```ts
 * try {
 *   await poller;
 * } catch (error) {
 *   if (!isOperationCancelled(error)) throw error;
 * }
 * ```
 */
export function isOperationCancelled(error: unknown): error is OperationFailedError {
  return isOperationFailedError(error) && error.code === OperationCode.CANCELLED;
}

/**
 * Whether `error` is the service's `UNIMPLEMENTED` answer (HTTP 501), e.g. from `operations.list` on a
 * deployment that does not support listing operations.
 */
export function isUnimplementedError(error: unknown): error is ApiError {
  return isApiError(error) && (error.code === 'UNIMPLEMENTED' || error.status === 501);
}
