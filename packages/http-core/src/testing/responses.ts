/**
 * What handlers answer with: a {@link FakeResponse} (built by hand or with {@link json}, {@link text},
 * {@link empty}), or a thrown {@link fakeError} that the server writes in the service's error shape.
 */

/**
 * A handler's answer.
 *
 * - `body` that is a string is sent as `text/plain`, a `Uint8Array` as `application/octet-stream`,
 *   anything else as JSON; a `content-type` header overrides the type.
 * - `status` defaults to 200 with a body and 204 without one.
 */
export interface FakeResponse {
  readonly status?: number;
  readonly body?: unknown;
  /** Response headers; names are case-insensitive. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A JSON answer: `return json(200, widget)`. */
export function json(status: number, body: unknown, headers?: Readonly<Record<string, string>>): FakeResponse {
  return { status, body, headers: { 'content-type': 'application/json', ...headers } };
}

/** A plain-text (or other textual) answer: `text(200, 'ok')`, `text(200, csv, { 'content-type': 'text/csv' })`. */
export function text(status: number, body: string, headers?: Readonly<Record<string, string>>): FakeResponse {
  return { status, body, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } };
}

/** An answer without a body: `empty()` is a 204, `empty(202, { location })` an accepted operation. */
export function empty(status = 204, headers?: Readonly<Record<string, string>>): FakeResponse {
  return { status, headers };
}

const brand = Symbol.for('@org/http-core/testing.fake-error');

/** An error answer thrown by a handler (or a store helper); written in the service's error shape. */
export class FakeError extends Error {
  readonly status: number;
  /** The service's code; `undefined` uses the shape's default for `status`. */
  readonly code: string | number | undefined;
  /** Extra body fields the shape places (`details`, `errorType`, ...). */
  readonly extra: Readonly<Record<string, unknown>>;
  /** Extra response headers, e.g. `retry-after`. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code?: string | number,
    message?: string,
    extra: Readonly<Record<string, unknown>> = {},
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(message ?? `HTTP ${status}`);
    this.name = 'FakeError';
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
    Object.defineProperty(this, brand, { value: true });
  }
}

/**
 * Makes an error answer to throw from a handler.
 *
 * @example
 * ```ts
 * throw fakeError(404, 'RoleAssignmentNotFound', `No role assignment ${req.params.name}`);
 * throw fakeError(409, 'ABORTED', 'Stale revision', { details: [{ reason: 'REVISION_MISMATCH' }] });
 * throw fakeError(429, undefined, 'Slow down', {}, { 'retry-after': '1' });
 * ```
 *
 * @param code - the service's code; omitted, the error shape's default for `status`.
 * @param extra - body fields the shape knows (`details`, `errorType`, `pspReference`, ...).
 * @param headers - extra response headers.
 */
export function fakeError(
  status: number,
  code?: string | number,
  message?: string,
  extra?: Readonly<Record<string, unknown>>,
  headers?: Readonly<Record<string, string>>,
): FakeError {
  return new FakeError(status, code, message, extra, headers);
}

/** Whether `value` is a {@link FakeError}, from this or another copy of the kit. */
export function isFakeError(value: unknown): value is FakeError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
}
