import { isApiError } from '@org/http-core';

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

