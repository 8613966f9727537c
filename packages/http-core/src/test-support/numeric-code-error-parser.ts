import { isObject, text } from '../error-body.js';
import type { ErrorBodyParser } from '../error-parsers.js';

/**
 * Numeric-code style: `{ code: 4040, message, result? }`, the body `errorShapes.numeric` writes. No service
 * package uses it (the address service has its own, richer parser), so it lives with the tests that read
 * that shape back.
 */
export const numericCodeErrorParser: ErrorBodyParser = (body) => {
  if (!isObject(body) || typeof body.code !== 'number') return undefined;
  return { code: body.code, message: text(body.message), details: body.result };
};
