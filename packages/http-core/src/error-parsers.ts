import { codeOf, isObject, text } from './error-body.js';
import type { ServiceErrorInfo } from './errors.js';

/** What an error-body parser knows of the answer besides its body. */
export interface ErrorAnswer {
  /** The answer's HTTP status. */
  readonly status: number;
}

/**
 * Reads a service's error body into code, message and details. Each service names its parser (the parsers of
 * the service families are in `@org/http-core/google`, `/azure`, `/payments` and `/hubspot`); a parser
 * returns `undefined` when the body is not in its shape.
 */
export type ErrorBodyParser = (body: unknown, answer?: ErrorAnswer) => ServiceErrorInfo | undefined;

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
