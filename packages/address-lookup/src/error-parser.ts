import type { ErrorBodyParser, ServiceErrorInfo } from '@org/http-core';
import { SUCCESS_CODE } from './models/envelope.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the service's error bodies: `{ code: 4040, message, suggestions? , errors? }`. The numeric `code`
 * becomes the error's `code`; postcode suggestions and per-field problems become `details`.
 */
export const addressLookupErrorParser: ErrorBodyParser = (body) => {
  if (!isObject(body) || typeof body.code !== 'number') return undefined;
  const details: Record<string, unknown> = {};
  if (Array.isArray(body.suggestions)) details.suggestions = body.suggestions;
  if (Array.isArray(body.errors)) details.errors = body.errors;
  if (body.result !== undefined) details.result = body.result;
  return {
    code: body.code,
    message: typeof body.message === 'string' ? body.message : undefined,
    details: Object.keys(details).length === 0 ? undefined : details,
  };
};

/**
 * Reads a failure reported inside a successful answer: the service's envelope `{ code, message, result }`
 * whose `code` is not 2000 (e.g. a 200 carrying 5002). The engine turns it into an error of the answer's
 * status with that code and message; `undefined` for a success.
 */
export const addressLookupEnvelopeFailure = (body: unknown): ServiceErrorInfo | undefined => {
  if (!isObject(body) || typeof body.code !== 'number' || body.code === SUCCESS_CODE) return undefined;
  return addressLookupErrorParser(body);
};
