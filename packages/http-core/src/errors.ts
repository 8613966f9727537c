/**
 * The error hierarchy. Every error thrown by a client is an {@link SdkError}:
 *
 * - {@link ValidationError}: bad input, refused before anything was sent.
 * - {@link ApiError}: the service answered with an error status; subclasses for 401, 403, 404, 409 and 429.
 * - {@link NetworkError}: no usable answer (connection refused or reset, DNS failure, redirect refused).
 * - {@link TimeoutError}: an attempt or the whole call ran out of time.
 * - {@link AbortError}: the caller's `AbortSignal` ended the call.
 * - {@link ResponseValidationError}: the answer did not have the documented shape (strict validation), or
 *   could not be read at all (invalid JSON, a page link to another origin).
 * - {@link OperationFailedError}: a long-running operation finished with an error.
 * - {@link SignatureError}: a delivery a service sent (a webhook, a notification) failed its authenticity check
 *   or was too large to check.
 *
 * Errors carry no credentials: messages, `toJSON()` and `util.inspect` show redacted URLs and an
 * allow-list of headers only.
 */
import { addInspect } from '#error-inspect';
import { where } from './call-place.js';

const brand = Symbol.for('@org/http-core.error');
const conflictBrand = Symbol.for('@org/http-core.conflict');

/** Discriminant of every SDK error; stable across duplicate copies of this package. */
export type ErrorKind =
  | 'validation'
  | 'api'
  | 'network'
  | 'timeout'
  | 'abort'
  | 'response-validation'
  | 'operation-failed'
  | 'signature';

/** Where a request went; URLs are already redacted. */
export interface RequestSummary {
  /** Operation id, e.g. `roleAssignments.get`. */
  readonly operation?: string;
  readonly method?: string;
  /** Redacted URL: query values outside the allow-list are replaced by `[REDACTED]`. */
  readonly url?: string;
  /** Number of attempts made, including the first. */
  readonly attempts?: number;
  /** The call's client request id, the same on every attempt. */
  readonly clientRequestId?: string;
  /** The call's idempotency key, for an operation that takes one: send it again to repeat the call safely. */
  readonly idempotencyKey?: string;
}

/** Base class of every error the SDKs throw. */
export class SdkError extends Error {
  /** The class's name, written out so that a minifier renaming classes leaves `String(error)` readable. */
  override name = 'SdkError';
  /** Discriminant; use the `is*Error` guards rather than `instanceof` when several copies may be loaded. */
  declare readonly kind: ErrorKind;
  declare readonly operation: string | undefined;
  declare readonly method: string | undefined;
  declare readonly url: string | undefined;
  declare readonly attempts: number | undefined;
  /** The client request id of the call, when it got as far as being sent: the same on every attempt. */
  declare readonly clientRequestId: string | undefined;
  /** The idempotency key of the call, for an operation that takes one: give it again to repeat the call safely. */
  declare readonly idempotencyKey: string | undefined;

  constructor(kind: ErrorKind, message: string, request: RequestSummary = {}, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.operation = request.operation;
    this.method = request.method;
    this.url = request.url;
    this.attempts = request.attempts;
    this.clientRequestId = request.clientRequestId;
    this.idempotencyKey = request.idempotencyKey;
    Object.defineProperty(this, brand, { value: kind, enumerable: false });
  }

  /**
   * A plain, secret-free view for logs and `JSON.stringify`: the name, kind and message, every field of the error
   * (a subclass's own too) and what {@link SdkError.jsonFields} adds; fields left `undefined` are left out.
   */
  toJSON(): Record<string, unknown> {
    // Own enumerable fields in the order they were set (`name` first, where it already stands), then what a subclass adds.
    const json: Record<string, unknown> = { name: this.name, kind: this.kind, message: this.message, ...(this as object), ...this.jsonFields() };
    for (const key in json) if (json[key] === undefined || key === 'stack' || key === 'cause') delete json[key];
    return json;
  }

  /** What a subclass adds to `toJSON()` besides its fields (a value it computes, say). */
  protected jsonFields(): Record<string, unknown> {
    return {};
  }
}

// How `util.inspect` shows it, on Node, Deno and Bun; a browser's console never asks (`error-inspect.browser.ts`).
addInspect(SdkError);

/** One problem found in an input or a response. */
export interface Issue {
  /** Dotted path of the offending field, e.g. `body.properties.roleDefinitionId`. */
  readonly path: string;
  readonly message: string;
}

/** Input refused before sending. `field` names the first offending field. */
export class ValidationError extends SdkError {
  override name = 'ValidationError';
  declare readonly field: string | undefined;
  declare readonly issues: readonly Issue[];

  constructor(message: string, init: { field?: string; issues?: readonly Issue[] } & RequestSummary = {}) {
    super('validation', message, init);
    this.field = init.field ?? init.issues?.[0]?.path;
    this.issues = init.issues ?? (init.field ? [{ path: init.field, message }] : []);
  }
}

/** What an error-body parser extracts from a service's error answer. */
export interface ServiceErrorInfo {
  /** The service's error code: a string such as `ABORTED`, `RoleAssignmentExists`, or a numeric body code. */
  readonly code?: string | number;
  /** The service's own message. */
  readonly message?: string;
  /** Structured details, when the service gives any. */
  readonly details?: unknown;
  /**
   * A request or correlation id the service put in the error body. Preferred over response headers: it is the
   * id the service documents for support requests.
   */
  readonly requestId?: string;
}

/** Everything known about an error answer. */
export interface ApiErrorInit extends RequestSummary, ServiceErrorInfo {
  readonly status: number;
  readonly requestId?: string;
  /** A lost optimistic-concurrency race (status 409 or a service's conflict code): marks the error for {@link isConflictError}. */
  readonly conflict?: boolean;
  /** How long the service asked to wait before trying again, in ms (`Retry-After` or a rate-limit reset header). */
  readonly retryAfterMs?: number;
  /** Allow-listed response headers. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Parsed error body, secrets scrubbed. */
  readonly body?: unknown;
}

/** The service answered with an error status. */
export class ApiError extends SdkError {
  override name = 'ApiError';
  declare readonly status: number;
  /** The service's error code, when its body names one. */
  declare readonly code: string | number | undefined;
  /** The service's message, when its body has one. */
  declare readonly serviceMessage: string | undefined;
  declare readonly requestId: string | undefined;
  declare readonly details: unknown;
  /**
   * How long the service asked to wait before trying again, in ms, read from `Retry-After` or a rate-limit
   * reset header by the same rule the retry policy follows: never negative, `undefined` when the answer
   * asked for nothing valid.
   */
  declare readonly retryAfterMs: number | undefined;
  declare readonly headers: Readonly<Record<string, string>>;
  declare readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super('api', apiErrorMessage(init), init);
    // Marks a service's own error class too, across copies of the package.
    if (init.conflict || this instanceof ConflictError) Object.defineProperty(this, conflictBrand, { value: true, enumerable: false });
    // In the order the fields are declared, which is the order `toJSON()` shows them in.
    this.status = init.status;
    this.code = init.code;
    this.serviceMessage = init.message;
    this.requestId = init.requestId;
    this.details = init.details;
    this.retryAfterMs = init.retryAfterMs;
    this.headers = init.headers ?? {};
    this.body = init.body;
  }
}

function apiErrorMessage(init: ApiErrorInit): string {
  const code = init.code === undefined ? '' : ` ${init.code}`;
  const said = init.message ? `: ${init.message}` : '';
  const id = init.requestId ? ` [request id ${init.requestId}]` : '';
  return `HTTP ${init.status}${code}${said}${where(init)}${id}`;
}

/** 401: the credential is missing, wrong or expired. */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}
/** 403: the credential is valid but not allowed to do this. */
export class PermissionDeniedError extends ApiError {
  override name = 'PermissionDeniedError';
}
/** 404: the resource does not exist. */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
/**
 * 409 (or a service's equivalent such as `ABORTED`): a concurrent change won, e.g. a stale revision or etag.
 * Never retried automatically: read the resource again, reapply the change, and send it once more.
 */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
}
/** 429: too many requests; `retryAfterMs` tells how long the service asked to wait. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
}

/** No usable answer came back. */
export class NetworkError extends SdkError {
  override name = 'NetworkError';
  constructor(message: string, request: RequestSummary = {}, options?: { cause?: unknown }) {
    super('network', message, request, options);
  }
}

/** An attempt (`scope: 'attempt'`) or the whole call (`scope: 'total'`) ran out of time. */
export class TimeoutError extends SdkError {
  override name = 'TimeoutError';
  declare readonly scope: 'attempt' | 'total';
  declare readonly timeoutMs: number;

  constructor(scope: 'attempt' | 'total', timeoutMs: number, request: RequestSummary = {}) {
    super('timeout', `${scope === 'total' ? 'Call' : 'Attempt'} timed out after ${timeoutMs} ms${where(request)}`, request);
    this.scope = scope;
    this.timeoutMs = timeoutMs;
  }
}

/** The caller aborted the call through its `AbortSignal`. */
export class AbortError extends SdkError {
  override name = 'AbortError';
  /**
   * Whether the signal's reason is a time-out: a `TimeoutError` such as the one `AbortSignal.timeout(ms)` aborts
   * with. The reason itself is `cause`.
   */
  declare readonly timedOut: boolean;

  constructor(request: RequestSummary = {}, reason?: unknown) {
    const timedOut = (reason as { name?: unknown } | null | undefined)?.name === 'TimeoutError' && typeof reason === 'object';
    const why = timedOut
      ? `: the signal's time-out elapsed (${(reason as Error).message})`
      : typeof reason === 'string'
        ? `: ${reason}`
        : reason instanceof Error
          ? `: ${reason.message}`
          : '';
    // The caller's reason is the cause, the very object: `error.cause === signal.reason`.
    super('abort', `Call aborted${why}${where(request)}`, request, { cause: reason });
    this.timedOut = timedOut;
  }
}

/** The answer could not be read or did not have the documented shape. */
export class ResponseValidationError extends SdkError {
  override name = 'ResponseValidationError';
  declare readonly status: number | undefined;
  declare readonly requestId: string | undefined;
  declare readonly issues: readonly Issue[];

  constructor(
    message: string,
    init: RequestSummary & { status?: number; requestId?: string; issues?: readonly Issue[] } = {},
    options?: { cause?: unknown },
  ) {
    super('response-validation', message, init, options);
    this.status = init.status;
    this.requestId = init.requestId;
    this.issues = init.issues ?? [];
  }
}

/** A long-running operation finished with an error (including cancellation). */
export class OperationFailedError extends SdkError {
  override name = 'OperationFailedError';
  declare readonly operationName: string;
  declare readonly code: string | number | undefined;
  declare readonly details: unknown;

  constructor(operationName: string, info: ServiceErrorInfo) {
    super('operation-failed', `Operation ${operationName} failed${info.code === undefined ? '' : ` (${info.code})`}: ${info.message ?? 'no message'}`);
    this.operationName = operationName;
    this.code = info.code;
    this.details = info.details;
  }
}

/**
 * Why a delivery was refused: no signature (`missing`), one that cannot be read (`malformed`), a timestamp outside
 * the replay window (`stale`), a signature that does not match the bytes received (`mismatch`), or a body over
 * the size limit, refused before it was hashed (`too-large`).
 */
export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch' | 'too-large';

/**
 * A delivery a service sent failed its authenticity check. The message says which check and which header; it
 * never shows the secret, the signature received or the one expected.
 */
export class SignatureError extends SdkError {
  override name = 'SignatureError';
  declare readonly reason: SignatureProblem;
  /** The header (or body field) the check read, when there is one. */
  declare readonly header: string | undefined;

  constructor(reason: SignatureProblem, message: string, init: { header?: string } = {}) {
    super('signature', message);
    this.reason = reason;
    this.header = init.header;
  }
}

function kindOf(value: unknown): ErrorKind | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<symbol, ErrorKind>)[brand] : undefined;
}

/** Whether `value` is any SDK error, from this or another copy of the package. */
export function isSdkError(value: unknown): value is SdkError {
  return kindOf(value) !== undefined;
}
/** Whether `value` is a {@link SignatureError}. */
export function isSignatureError(value: unknown): value is SignatureError {
  return kindOf(value) === 'signature';
}
/** Whether `value` is a {@link ValidationError}. */
export function isValidationError(value: unknown): value is ValidationError {
  return kindOf(value) === 'validation';
}
/** Whether `value` is an {@link ApiError} (any status). */
export function isApiError(value: unknown): value is ApiError {
  return kindOf(value) === 'api';
}
/** Whether `value` is a {@link ConflictError} or a subclass: an {@link ApiError} with status 409 or a conflict code. */
export function isConflictError(value: unknown): value is ConflictError {
  // The name covers copies of this package from before the conflict brand.
  return isApiError(value) && ((value as unknown as Record<symbol, unknown>)[conflictBrand] === true || value.name === 'ConflictError');
}
/** Whether `value` is an {@link ApiError} with status 401: the credential is missing, wrong or expired. */
export function isAuthenticationError(value: unknown): value is AuthenticationError {
  return isApiError(value) && value.status === 401;
}
/** Whether `value` is an {@link ApiError} with status 403. */
export function isPermissionDeniedError(value: unknown): value is PermissionDeniedError {
  return isApiError(value) && value.status === 403;
}
/** Whether `value` is an {@link ApiError} with status 429: `retryAfterMs` tells how long to wait. */
export function isRateLimitError(value: unknown): value is RateLimitError {
  return isApiError(value) && value.status === 429;
}
/** Whether `value` is an {@link ApiError} with status 404. */
export function isNotFoundError(value: unknown): value is NotFoundError {
  return isApiError(value) && value.status === 404;
}
/** Whether `value` is a {@link NetworkError}. */
export function isNetworkError(value: unknown): value is NetworkError {
  return kindOf(value) === 'network';
}
/** Whether `value` is a {@link TimeoutError}. */
export function isTimeoutError(value: unknown): value is TimeoutError {
  return kindOf(value) === 'timeout';
}
/** Whether `value` is an {@link AbortError}. */
export function isAbortError(value: unknown): value is AbortError {
  return kindOf(value) === 'abort';
}
/** Whether `value` is a {@link ResponseValidationError}. */
export function isResponseValidationError(value: unknown): value is ResponseValidationError {
  return kindOf(value) === 'response-validation';
}
/** Whether `value` is an {@link OperationFailedError}. */
export function isOperationFailedError(value: unknown): value is OperationFailedError {
  return kindOf(value) === 'operation-failed';
}
