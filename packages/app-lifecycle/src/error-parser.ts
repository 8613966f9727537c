import type { ErrorBodyParser, ServiceErrorInfo } from '@org/http-core';
import { withStatusCode } from './status-code.js';

/**
 * Reads every error body shape the service uses:
 *
 * - `{ error: { code: "NotFound", message } }` (accounts, apps, tokens, audiences, log flow) and
 *   `{ error: { code: 400, message } }` (most analytics, billing): `code` is the string or number given;
 * - `{ code, message }` (store mapping), `{ code, id, message }` (branches and builds; `id` goes to details),
 *   `{ request_id, code, message }` (bug tracker; `request_id` is the error's request id, and goes to details);
 * - `{ message, status }` and `{ message }` alone (crashes, deployments): no code in the body;
 * - an empty or non-JSON body.
 *
 * Given the answer's status (the client always passes it), it fills in what the body lacks: a code named
 * after the status, in the service's vocabulary (`NotFound`, `Conflict`, ...; see `codeForStatus`),
 * and the message `The service answered <status> (<code>) without a message`. So every `ApiError` from this
 * SDK carries a code and a message. Without the status, it returns what the body holds (`undefined` for a
 * body it cannot read).
 */
export const appLifecycleErrorParser: ErrorBodyParser = (body, answer) => withStatusCode(readErrorBody(body), answer);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const code = (value: unknown): string | number | undefined =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? value : undefined;

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

