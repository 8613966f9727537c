/**
 * Error shapes: how a fake writes an error body, so that the SDK's error parser for that service
 * reads it exactly as it reads the real service's errors.
 */

/** What a shape receives besides status, code and message. */
export interface ErrorExtra {
  /** The request id the fake put in the response headers; shapes with an id field reuse it. */
  readonly requestId: string;
  /** Structured details (Google `details`, resource-manager `details`, ...). */
  readonly details?: unknown;
  /** Anything else a shape knows how to place (`errorType`, `pspReference`, `correlationId`, `result`, ...). */
  readonly [field: string]: unknown;
}

/**
 * Builds an error body. Called for errors a handler throws ({@link fakeError}) and for the errors the
 * fake makes itself (404, 405, 401, 400, 500, status faults).
 */
export interface ErrorShape {
  (status: number, code: string | number, message: string, extra: ErrorExtra): unknown;
  /** The code used when none is given (the fake's own errors, `fakeError(status)` without a code). */
  readonly codeFor?: (status: number) => string | number;
  /** Headers that carry the request id in this family, in addition to `x-request-id`. */
  readonly requestIdHeaders?: readonly string[];
}

/** Attaches a default-code table and request-id headers to a body function. */
export function defineErrorShape(
  body: (status: number, code: string | number, message: string, extra: ErrorExtra) => unknown,
  options: { codeFor?: (status: number) => string | number; requestIdHeaders?: readonly string[] } = {},
): ErrorShape {
  return Object.assign(body, { codeFor: options.codeFor, requestIdHeaders: options.requestIdHeaders });
}

/** The default code of `status` under `shape`. */
export function defaultErrorCode(shape: ErrorShape, status: number): string | number {
  return shape.codeFor ? shape.codeFor(status) : (canonicalCodes[status] ?? (status >= 500 ? 'INTERNAL' : 'UNKNOWN'));
}

/** gRPC-style canonical codes, as Google APIs put them in `error.status`. */
const canonicalCodes: Readonly<Record<number, string>> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  405: 'UNIMPLEMENTED',
  409: 'ABORTED',
  412: 'FAILED_PRECONDITION',
  413: 'INVALID_ARGUMENT',
  415: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  499: 'CANCELLED',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

const resourceManagerCodes: Readonly<Record<number, string>> = {
  400: 'BadRequest',
  401: 'AuthenticationFailed',
  403: 'AuthorizationFailed',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  409: 'Conflict',
  412: 'PreconditionFailed',
  413: 'RequestEntityTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  500: 'InternalServerError',
  501: 'NotImplemented',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
  504: 'GatewayTimeout',
};

const categories: Readonly<Record<number, string>> = {
  400: 'VALIDATION_ERROR',
  401: 'INVALID_AUTHENTICATION',
  403: 'MISSING_SCOPES',
  404: 'OBJECT_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'REQUEST_ENTITY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITS',
};

/** Extra fields other than the ones a shape places itself. */
function rest(extra: ErrorExtra, ...placed: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(extra)) if (key !== 'requestId' && !placed.includes(key)) out[key] = value;
  return out;
}

/** Error bodies of the five service families, ready to pass as `errorShape`. */
export const errorShapes = {
  /** Google style: `{ error: { code: <HTTP status>, status: "NOT_FOUND", message, details: [] } }`. */
  google: defineErrorShape(
    (status, code, message, extra) => ({
      error: { code: status, status: code, message, details: extra.details ?? [], ...rest(extra, 'details') },
    }),
    { codeFor: (status) => canonicalCodes[status] ?? (status >= 500 ? 'INTERNAL' : 'UNKNOWN') },
  ),
  /** Resource-manager style: `{ error: { code: "RoleAssignmentNotFound", message } }`; request id also in `x-ms-request-id`. */
  resourceManager: defineErrorShape(
    (_status, code, message, extra) => ({
      error: { code, message, ...(extra.details === undefined ? {} : { details: extra.details }), ...rest(extra, 'details') },
    }),
    {
      codeFor: (status) => resourceManagerCodes[status] ?? (status >= 500 ? 'InternalServerError' : 'BadRequest'),
      requestIdHeaders: ['x-ms-request-id'],
    },
  ),
  /**
   * Payment platform style: `{ status, errorCode, message, errorType, pspReference }`. `errorType` defaults
   * by status (`security` for 401/403, `internal` for 5xx, else `validation`); `pspReference` to the request id,
   * left out when given as `undefined` (the gateway's refusals carry none).
   */
  payment: defineErrorShape(
    (status, code, message, extra) => ({
      status,
      errorCode: String(code),
      message,
      errorType: extra.errorType ?? (status === 401 || status === 403 ? 'security' : status >= 500 ? 'internal' : 'validation'),
      ...('pspReference' in extra && extra.pspReference === undefined ? {} : { pspReference: extra.pspReference ?? extra.requestId }),
      ...rest(extra, 'errorType', 'pspReference', 'details'),
    }),
    { codeFor: (status) => String(status) },
  ),
  /** Webhook service style: `{ status: "error", category, correlationId, message }`; `correlationId` is the request id. */
  category: defineErrorShape(
    (_status, code, message, extra) => ({
      status: 'error',
      category: code,
      correlationId: extra.correlationId ?? extra.requestId,
      message,
      ...rest(extra, 'correlationId', 'details'),
    }),
    {
      codeFor: (status) => categories[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR'),
      requestIdHeaders: ['x-correlation-id'],
    },
  ),
  /** Address service style: `{ code: 4040, message }`; the default code is the status times ten. */
  numeric: defineErrorShape(
    (_status, code, message, extra) => ({
      code,
      message,
      ...(extra.details === undefined ? {} : { result: extra.details }),
      ...rest(extra, 'details'),
    }),
    { codeFor: (status) => status * 10 },
  ),
  /** A neutral `{ code, message }` with canonical string codes; the default when a fake names no shape. */
  generic: defineErrorShape((_status, code, message, extra) => ({ code, message, ...rest(extra) })),
} as const satisfies Record<string, ErrorShape>;
