import { isApiError, type ApiError, type ApiErrorInit, type SdkError } from '@org/http-core';

/**
 * The correlation id the service put in an error body (`correlationId`): the identifier to quote in a
 * support request. `undefined` for other errors.
 */
export function correlationIdOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const details = error.details;
  if (typeof details !== 'object' || details === null) return undefined;
  const id = (details as { correlationId?: unknown }).correlationId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * Makes an error's `requestId` the service's correlation id when the body carries one that the response
 * headers did not. Returns a copy of the same class, or `undefined` when nothing changes.
 */
export function preferCorrelationId(error: SdkError): ApiError | undefined {
  const correlationId = correlationIdOf(error);
  if (correlationId === undefined || !isApiError(error) || error.requestId === correlationId) return undefined;
  const init: ApiErrorInit = {
    operation: error.operation,
    method: error.method,
    url: error.url,
    attempts: error.attempts,
    status: error.status,
    code: error.code,
    message: error.serviceMessage,
    details: error.details,
    requestId: correlationId,
    headers: error.headers,
    body: error.body,
  };
  const Same = error.constructor as new (init: ApiErrorInit) => ApiError;
  return new Same(init);
}
