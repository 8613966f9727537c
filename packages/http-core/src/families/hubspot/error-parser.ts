import { codeOf, isObject, text } from '../../error-body.js';
import type { ErrorBodyParser } from '../../error-parsers.js';

/** HubSpot style (the webhooks service): `{ category, correlationId, message, errors?, context? }`. */
export const categoryErrorParser: ErrorBodyParser = (body) => {
  if (!isObject(body) || (body.category === undefined && body.correlationId === undefined)) return undefined;
  return {
    code: codeOf(body.category),
    message: text(body.message),
    details: { correlationId: body.correlationId, errors: body.errors, context: body.context },
    requestId: text(body.correlationId),
  };
};
