/**
 * Reading the service's error bodies (`readErrorBody`), apart from the names it gives statuses (`status-code.ts`):
 * the parser is made with the function that completes what a body lacks ({@link errorParserWith}), so that the
 * error format loaded with the error path takes it from the page rather than importing it.
 */
import type { ErrorAnswer, ErrorBodyParser, ServiceErrorInfo } from '@org/http-core';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const code = (value: unknown): string | number | undefined =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? value : undefined;

/** @internal The service's error parser, completing what a body lacks with `complete` (`withStatusCode`). */
/* @__NO_SIDE_EFFECTS__ */
export function errorParserWith(complete: (info: ServiceErrorInfo | undefined, answer: ErrorAnswer | undefined) => ServiceErrorInfo | undefined): ErrorBodyParser {
  return (body, answer) => complete(readErrorBody(body), answer);
}

function readErrorBody(body: unknown): ServiceErrorInfo | undefined {
  if (typeof body === 'string') return text(body.trim()) === undefined ? undefined : { message: body.slice(0, 500) };
  if (!isObject(body)) return undefined;
  if (isObject(body.error)) {
    const error = body.error;
    return { code: code(error.code), message: text(error.message), details: error.details };
  }
  const details: Json = {};
  for (const key of ['id', 'request_id', 'status', 'destinations', 'mandatory_update', 'release_notes']) {
    if (body[key] !== undefined) details[key] = body[key];
  }
  const found = code(body.code) ?? (typeof body.status === 'string' ? body.status : undefined);
  const message = text(body.message) ?? text(body.error);
  if (found === undefined && message === undefined) return undefined;
  const requestId = text(body.request_id);
  return { code: found, message, details: Object.keys(details).length > 0 ? details : undefined, ...(requestId ? { requestId } : {}) };
}
