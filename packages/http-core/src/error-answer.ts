import { genericErrorParser } from './error-parsers.js';
import {
  ApiError,
  AuthenticationError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  type ApiErrorInit,
  type RequestSummary,
  type ServiceErrorInfo,
} from './errors.js';
import { requestIdOf, type AnswerFormat } from './response-parser.js';
import { retryAfterMs } from './retry.js';
import type { Answer } from './transport.js';
import { pickHeaders } from './value-redaction.js';

/**
 * Builds the typed error of an error answer (or of a failure reported inside a successful one, `reported`).
 * Nothing is scrubbed here: every error passes the engine's final step, which redacts it.
 */
export function toApiError(answer: Answer, summary: RequestSummary, format: AnswerFormat, reported?: { failure: ServiceErrorInfo; body: unknown }): ApiError {
  const { response } = answer;
  const status = response.status;
  let body: unknown;
  let info: ServiceErrorInfo;
  if (reported) {
    body = reported.body;
    info = reported.failure;
  } else {
    const raw = typeof answer.body === 'string' ? answer.body : answer.body ? new TextDecoder().decode(answer.body) : '';
    body = parseErrorBody(raw, format.parseJson);
    info = format.errorParser?.(body, { status }) ?? genericErrorParser(body, { status }) ?? {};
  }
  const conflict = status === 409 || (info.code !== undefined && (format.conflictCodes?.includes(info.code) ?? false));
  const init: ApiErrorInit = {
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
  return new ErrorClass(init);
}

const statusClasses: Readonly<Record<number, new (init: ApiErrorInit) => ApiError>> = {
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  429: RateLimitError,
};

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
