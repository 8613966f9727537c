import { codeOf, isObject, text } from '../../error-body.js';
import type { ErrorBodyParser } from '../../error-parsers.js';

/** Google API style: `{ error: { code: 409, status: "ABORTED", message, details } }`; the code is `status`. */
export const googleErrorParser: ErrorBodyParser = (body) => {
  if (!isObject(body) || !isObject(body.error)) return undefined;
  const error = body.error;
  return { code: text(error.status) ?? codeOf(error.code), message: text(error.message), details: error.details };
};
