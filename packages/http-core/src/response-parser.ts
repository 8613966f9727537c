import { genericErrorParser, type ErrorBodyParser } from './error-parsers.js';
import {
  ApiError,
  AuthenticationError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  type ApiErrorInit,
  type RequestSummary,
} from './errors.js';
import type { LevelledLogger } from './logger.js';
import type { ResponseKind, Schema } from './operation.js';
import { pickHeaders, scrubDeep, scrubText } from './redaction.js';
import type { Answer } from './transport.js';
import { validateResponse, type ValidationMode } from './validation.js';

/** Headers that carry a request id, in order of preference. */
export const defaultRequestIdHeaders: readonly string[] = [
  'x-request-id',
  'request-id',
  'x-ms-request-id',
  'x-goog-request-id',
  'x-correlation-id',
];

/** The first request id found among `names`. */
export function requestIdOf(headers: Headers, names: readonly string[] = defaultRequestIdHeaders): string | undefined {
  for (const name of names) {
    const value = headers.get(name);
    if (value) return value;
  }
  return undefined;
}

/** What reading a successful answer needs. */
export interface SuccessContext {
  readonly kind: ResponseKind;
  readonly schema: Schema | undefined;
  readonly mode: ValidationMode;
  readonly logger: LevelledLogger;
  readonly summary: RequestSummary & { status: number; requestId: string | undefined };
  /** Credential values in use, scrubbed from what a schema mismatch shows. */
  readonly secrets?: readonly string[];
}

/** Turns a successful answer into data: JSON parsed and checked, text, bytes, or nothing. */
export function parseSuccess(answer: Answer, context: SuccessContext): unknown {
  if (context.kind === 'none') return undefined;
  if (context.kind === 'bytes') return answer.body;
  const text = typeof answer.body === 'string' ? answer.body : new TextDecoder().decode(answer.body);
  if (context.kind === 'text') return text;
  if (answer.response.status === 204 || (text === '' && !context.schema)) return undefined;
  if (text.trim() === '') {
    throw new ResponseValidationError(`Expected a JSON body from ${context.summary.operation}, got an empty one`, context.summary);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const type = answer.response.headers.get('content-type') ?? 'no content type';
    throw new ResponseValidationError(`Expected JSON from ${context.summary.operation}, got a body that is not JSON (${type})`, context.summary);
  }
  return validateResponse(context.schema, data, context.mode, context.logger, context.summary, context.secrets);
}

/** What building an error from an answer needs. */
export interface ErrorContext {
  readonly parser: ErrorBodyParser;
  /** Service codes that mean a lost optimistic-concurrency race (e.g. `ABORTED`). */
  readonly conflictCodes: ReadonlySet<string | number>;
  readonly requestIdHeaders: readonly string[];
  readonly secrets: readonly string[];
}

/** Builds the typed error for an error answer. */
export function toApiError(answer: Answer, summary: RequestSummary, context: ErrorContext): ApiError {
  const { response } = answer;
  const raw = typeof answer.body === 'string' ? answer.body : answer.body ? new TextDecoder().decode(answer.body) : '';
  const body = scrubDeep(parseErrorBody(raw), context.secrets);
  const info = context.parser(body) ?? genericErrorParser(body) ?? {};
  const init: ApiErrorInit = {
    ...summary,
    status: response.status,
    code: info.code,
    message: info.message === undefined ? statusText(response) : scrubText(info.message, context.secrets),
    details: info.details,
    requestId: scrubDeep(info.requestId ?? requestIdOf(response.headers, context.requestIdHeaders), context.secrets),
    // Allow-listed headers can still echo a credential (a `Link` URL carrying a query key).
    headers: scrubDeep(pickHeaders(response.headers), context.secrets),
    body,
  };
  if (response.status === 409 || (info.code !== undefined && context.conflictCodes.has(info.code))) return new ConflictError(init);
  switch (response.status) {
    case 401:
      return new AuthenticationError(init);
    case 403:
      return new PermissionDeniedError(init);
    case 404:
      return new NotFoundError(init);
    case 429:
      return new RateLimitError(init);
    default:
      return new ApiError(init);
  }
}

function parseErrorBody(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed);
    } catch {
      // fall through: keep the text
    }
  }
  // An HTML error page or plain text: keep a short excerpt.
  return trimmed.length > 500 ? `${trimmed.slice(0, 500)}...` : trimmed;
}

function statusText(response: Response): string | undefined {
  return response.statusText || undefined;
}
