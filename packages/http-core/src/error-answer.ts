/**
 * An answer that is not the call's data as a typed error: an error status read with the service's error parser, or an
 * answer that could not be used. On the error path (`error-path.ts`), built with the page's error classes
 * ({@link errorAnswerWith}).
 */
import { genericErrorParser } from './error-parsers.js';
import type * as errors from './errors.js';
import type { ApiError, ApiErrorInit, RequestSummary, SdkError, ServiceErrorInfo } from './errors.js';
import type * as responseParser from './response-parser.js';
import type { AnswerFormat, ErrorFormat, FailedCall } from './response-parser.js';
import { retryAfterMs } from './retry-after.js';
import type { Answer, Outcome } from './transport.js';
import { pickHeaders } from './value-redaction.js';

/** @internal What the errors of answers take from the page: the error classes, and the request id a response's headers give. */
export type ErrorAnswerTools = Pick<
  typeof errors,
  | 'ApiError'
  | 'AuthenticationError'
  | 'ConflictError'
  | 'NetworkError'
  | 'NotFoundError'
  | 'PermissionDeniedError'
  | 'RateLimitError'
  | 'ResponseValidationError'
> &
  Pick<typeof responseParser, 'requestIdOf'>;

function parseErrorBody(text: string, parseJson: ((text: string) => unknown) | undefined): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return parseJson ? parseJson(trimmed) : JSON.parse(trimmed);
    } catch {
      // fall through: keep the text
    }
  }
  // An HTML error page or plain text: keep a short excerpt.
  return trimmed.length > 500 ? `${trimmed.slice(0, 500)}...` : trimmed;
}

/** What {@link unusableAnswerError} reads of the call's operation: whether it streams its answer, and whether it goes to a URL the service handed back. */
export interface UnusableAnswerCall {
  readonly responseKind: string;
  readonly operation: { readonly spec: { readonly external?: unknown } };
}

/** The errors of answers, built with the page's error classes. */
export function errorAnswerWith({
  ApiError,
  AuthenticationError,
  ConflictError,
  NetworkError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  requestIdOf,
}: ErrorAnswerTools) {
  /**
   * Builds the typed error of an error answer (or of a failure reported inside a successful one, `reported`), read
   * with the service's error format as `format` declares it and, when it loads one on demand, as `loaded` (`format`'s
   * own fields win), and made the service's own error for the call by its `callError`, told the call's `input`.
   * Nothing is scrubbed here: every error passes the engine's final step, which redacts it.
   */
  function toApiError(
    answer: Answer,
    summary: RequestSummary,
    declared: AnswerFormat,
    input: unknown,
    reported?: { failure: ServiceErrorInfo; body: unknown },
    loaded?: ErrorFormat,
  ): ApiError {
    const format: AnswerFormat = loaded === undefined ? declared : { ...loaded, ...declared };
    const { response } = answer;
    const status = response.status;
    let body: unknown;
    let info: ServiceErrorInfo;
    if (reported) {
      body = reported.body;
      // The envelope's check reads little of a failure; a parser loaded on demand reads all of it (its details).
      info = (declared.errorParser === undefined ? loaded?.errorParser?.(body, { status }) : undefined) ?? reported.failure;
    } else {
      const raw = typeof answer.body === 'string' ? answer.body : answer.body ? new TextDecoder().decode(answer.body) : '';
      body = parseErrorBody(raw, format.parseJson);
      info = format.errorParser?.(body, { status }) ?? genericErrorParser(body, { status }) ?? {};
    }
    const conflict = status === 409 || (info.code !== undefined && (format.conflictCodes?.includes(info.code) ?? false));
    const init: ApiErrorInit = {
      // Fields a service's parser reads besides these reach its own error class (a meaning of its code, say).
      ...info,
      ...summary,
      status,
      code: info.code,
      message: info.message ?? (response.statusText || undefined),
      details: info.details,
      requestId: info.requestId ?? requestIdOf(response.headers, format.requestIdHeaders),
      headers: { ...pickHeaders(response.headers), ...(format.errorHeaders ? pickHeaders(response.headers, new Set(format.errorHeaders)) : {}) },
      body,
      conflict,
      retryAfterMs: retryAfterMs(response.headers),
    };
    const ErrorClass = format.errorClass ?? (conflict ? ConflictError : (statusClasses[status] ?? ApiError));
    const error = new ErrorClass(init);
    return format.callError === undefined ? error : callError(format.callError, error, { operation: summary.operation, input });
  }

  /** The service's own error for a failed call; the error it was given when its `callError` throws. */
  function callError(own: NonNullable<AnswerFormat['callError']>, error: ApiError, call: FailedCall): ApiError {
    try {
      return own(error, call);
    } catch {
      return error;
    }
  }

  const statusClasses: Readonly<Record<number, new (init: ApiErrorInit) => ApiError>> = {
    401: AuthenticationError,
    403: PermissionDeniedError,
    404: NotFoundError,
    429: RateLimitError,
  };

  /** The error of an attempt whose answer could not be used: a redirect not followed, or a body too large; `where` the call went (`call-place.ts`). */
  function unusableAnswerError(
    outcome: Extract<Outcome, { kind: 'too-large' | 'redirect-refused' | 'redirect-invalid' | 'redirect-loop' }>,
    summary: RequestSummary,
    where: string,
    maxBytes: number,
    call: UnusableAnswerCall,
  ): SdkError {
    const stream = call.responseKind === 'stream';
    const external = Boolean(call.operation.spec.external);
    switch (outcome.kind) {
      case 'too-large':
        return new ResponseValidationError(`Response body larger than ${maxBytes} bytes; ${stream ? 'the stream was stopped' : 'not read'}${where}`, summary);
      case 'redirect-refused':
        return new NetworkError(
          external
            ? `A URL the service handed back answered with a redirect${outcome.origin === undefined ? '' : ` (to ${outcome.origin})`}; not followed${where}`
            : outcome.origin === undefined
              ? `The service answered with a redirect, which is not followed here${where}`
              : `Redirect to another origin (${outcome.origin}) refused${where}`,
          summary,
        );
      case 'redirect-invalid':
        return new NetworkError(`The service answered with a redirect whose Location is not a URL; not followed${where}`, summary);
      case 'redirect-loop':
        return new NetworkError(`Too many redirects (more than ${outcome.hops - 1})${where}`, summary);
    }
  }

  return { toApiError, unusableAnswerError };
}
