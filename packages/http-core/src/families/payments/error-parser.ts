import { codeOf, isObject, text } from '../../error-body.js';
import type { ErrorBodyParser } from '../../error-parsers.js';

/** Payment platform style: `{ status, errorCode, message, errorType, pspReference }`. */
export const paymentErrorParser: ErrorBodyParser = (body) => {
  if (!isObject(body) || (body.errorCode === undefined && body.errorType === undefined)) return undefined;
  return {
    code: codeOf(body.errorCode),
    message: text(body.message),
    details: { errorType: body.errorType, pspReference: body.pspReference, invalidFields: body.invalidFields },
  };
};
