import type { ErrorAnswer, ErrorBodyParser, ServiceErrorInfo } from '@org/http-core';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const code = (value: unknown): string | number | undefined =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? value : undefined;

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
 * after the status, in the service's vocabulary (`NotFound`, `Conflict`, ...; see {@link codeForStatus}),
 * and the message `The service answered <status> (<code>) without a message`. So every `ApiError` from this
 * SDK carries a code and a message. Without the status, it returns what the body holds (`undefined` for a
 * body it cannot read).
 */
export const appLifecycleErrorParser: ErrorBodyParser = (body, answer) => withStatusCode(readErrorBody(body), answer);

/**
 * `info` with a code named after the answer's status and a message saying there was none, where it lacks
 * them; `info` as it is without an answer.
 */
export function withStatusCode(info: ServiceErrorInfo | undefined, answer: ErrorAnswer | undefined): ServiceErrorInfo | undefined {
  if (answer === undefined || (info?.code !== undefined && info.message !== undefined)) return info;
  const filled = info?.code ?? codeForStatus(answer.status);
  return { ...info, code: filled, message: info?.message ?? `The service answered ${answer.status} (${filled}) without a message` };
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

const statusCodes: Readonly<Record<number, string>> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  406: 'NotAcceptable',
  409: 'Conflict',
  412: 'PreconditionFailed',
  413: 'PayloadTooLarge',
  429: 'TooManyRequests',
  500: 'InternalServerError',
  501: 'NotImplemented',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
  504: 'GatewayTimeout',
};

/**
 * The code an error answer gets when its body names none: the service's own name for the status where it
 * has one (`BadRequest`, `Unauthorized`, `NotFound`, `NotAcceptable`, `Conflict`, `TooManyRequests`,
 * `InternalServerError`), the usual HTTP name otherwise, `HTTP_<status>` for anything else.
 */
export function codeForStatus(status: number): string {
  return statusCodes[status] ?? `HTTP_${status}`;
}
