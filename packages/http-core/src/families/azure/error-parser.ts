import { codeOf, isObject, text } from '../../error-body.js';
import type { ErrorBodyParser } from '../../error-parsers.js';

/** Resource-manager style: `{ error: { code: "RoleAssignmentExists", message, details? } }`. */
export const resourceManagerErrorParser: ErrorBodyParser = (body) => {
  if (!isObject(body) || !isObject(body.error)) return undefined;
  const error = body.error;
  return { code: codeOf(error.code), message: text(error.message), details: error.details ?? error.additionalInfo };
};
