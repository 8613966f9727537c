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

/**
 * Generic fallbacks: `{ message }`, `{ error: "..." }`, `{ error_description }`, `{ code, message }`. It reads the
 * body without the helpers of `error-body.ts`, which only the families' parsers use: a module the error path
 * shared with a service's error format would be a file of its own that a page lists.
 */
export const genericErrorParser: ErrorBodyParser = (body) => {
  if (typeof body === 'string') return body.trim() === '' ? undefined : { message: body.slice(0, 500) };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const fields = body as Record<string, unknown>;
  // The first of `names` holding text (or, for a code, a number).
  const first = (names: readonly string[], numbers: boolean) => {
    for (const name of names) {
      const value = fields[name];
      if (typeof value === 'string' || (numbers && typeof value === 'number')) return value;
    }
    return undefined;
  };
  const message = first(['message', 'error_description', 'error', 'detail', 'title'], false) as string | undefined;
  const code = first(['code', 'errorCode', 'error_code', 'type'], true);
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
