import type { ServiceErrorInfo } from './errors.js';

/** What an error-body parser knows of the answer besides its body. */
export interface ErrorAnswer {
  /** The answer's HTTP status. */
  readonly status: number;
}

/**
 * Reads a service's error body (parsed JSON, or the text of a body that is not JSON) into code, message and
 * details. Each service names its parser; a parser returns `undefined` when the body is not in its shape.
 */
export type ErrorBodyParser = (body: unknown, answer?: ErrorAnswer) => ServiceErrorInfo | undefined;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const codeOf = (value: unknown): string | number | undefined =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;

/** Google style: `{ error: { code: 409, status: "ABORTED", message, details } }`; the code is `status`. */
export const googleErrorParser: ErrorBodyParser = (body) => {
  if (!isObject(body) || !isObject(body.error)) return undefined;
  const error = body.error;
  return { code: text(error.status) ?? codeOf(error.code), message: text(error.message), details: error.details };
};

/** Resource-manager style: `{ error: { code: "RoleAssignmentExists", message, details? } }`. */
export const resourceManagerErrorParser: ErrorBodyParser = (body) => {
  if (!isObject(body) || !isObject(body.error)) return undefined;
  const error = body.error;
  return { code: codeOf(error.code), message: text(error.message), details: error.details ?? error.additionalInfo };
};

/** Payment platform style: `{ status, errorCode, message, errorType, pspReference }`. */
export const paymentErrorParser: ErrorBodyParser = (body) => {
  if (!isObject(body) || (body.errorCode === undefined && body.errorType === undefined)) return undefined;
  return {
    code: codeOf(body.errorCode),
    message: text(body.message),
    details: { errorType: body.errorType, pspReference: body.pspReference, invalidFields: body.invalidFields },
  };
};

/** Webhook service style: `{ category, correlationId, message, errors?, context? }`. */
export const categoryErrorParser: ErrorBodyParser = (body) => {
  if (!isObject(body) || (body.category === undefined && body.correlationId === undefined)) return undefined;
  return {
    code: codeOf(body.category),
    message: text(body.message),
    details: { correlationId: body.correlationId, errors: body.errors, context: body.context },
    requestId: text(body.correlationId),
  };
};

/** Address service style: `{ code: 4040, message, result? }`. */
export const numericCodeErrorParser: ErrorBodyParser = (body) => {
  if (!isObject(body) || typeof body.code !== 'number') return undefined;
  return { code: body.code, message: text(body.message), details: body.result };
};

/** Generic fallbacks: `{ message }`, `{ error: "..." }`, `{ error_description }`, `{ code, message }`. */
export const genericErrorParser: ErrorBodyParser = (body) => {
  if (typeof body === 'string') return body.trim() === '' ? undefined : { message: body.slice(0, 500) };
  if (!isObject(body)) return undefined;
  const message = text(body.message) ?? text(body.error_description) ?? text(body.error) ?? text(body.detail) ?? text(body.title);
  const code = codeOf(body.code) ?? codeOf(body.errorCode) ?? codeOf(body.error_code) ?? codeOf(body.type);
  return message === undefined && code === undefined ? undefined : { code, message };
};

/** Tries parsers in order and returns the first answer. */
export function firstErrorParser(...parsers: readonly ErrorBodyParser[]): ErrorBodyParser {
  return (body, answer) => {
    for (const parse of parsers) {
      const info = parse(body, answer);
      if (info) return info;
    }
    return undefined;
  };
}
