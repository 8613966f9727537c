import type { ErrorBodyParser } from '@org/http-core';

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
