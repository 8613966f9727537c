import { mayHoldProtoKey } from './answer-check.js';
import type { ErrorBodyParser } from './error-parsers.js';
import { ResponseValidationError, type ApiError, type ApiErrorInit, type RequestSummary, type ServiceErrorInfo } from './errors.js';
import type { LevelledLogger } from './logger.js';
import type { ResponseKind, Schema } from './operation.js';
import type { Answer } from './transport.js';
import { checkResponseBody, ResponseMismatch, type ValidationMode } from './validation.js';

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

/**
 * A service envelope around every JSON answer, such as `{ code: 2000, message, result }`: calls resolve to
 * the property `data` names, and a failure reported inside a successful status becomes an error.
 */
export interface Envelope<P extends string = string> {
  /** Property of the answer holding what a call resolves to, e.g. `result`. Answers without it resolve whole. */
  readonly data: P;
  /**
   * Reads a failure the service reports inside a successful answer (e.g. `{ code: 4040 }` with status 200);
   * `undefined` when the answer is a success. The failure becomes an error of the answer's status.
   */
  readonly failure?: (body: unknown) => ServiceErrorInfo | undefined;
}

/** @internal `T` without the service's envelope: the property `P` of it, when it has one. */
export type Unwrapped<T, P extends string> = [P] extends [never] ? T : T extends { readonly [K in P]: infer R } ? R : T;

/** How a service's answers are read: declared once per service, applied to every operation. */
export interface AnswerFormat {
  /**
   * Decodes the text of a JSON answer, successful or not; default `JSON.parse`. Runs on the body as read
   * within `maxResponseBytes`; a service with 64-bit numbers decodes them exactly here.
   */
  readonly parseJson?: (text: string) => unknown;
  /** The envelope around every JSON answer, when the service has one. */
  readonly envelope?: Envelope;
  /** Reads the service's error bodies into code, message and details. */
  readonly errorParser?: ErrorBodyParser;
  /**
   * The class every error answer becomes, instead of the core's class for the status. It keeps the core's
   * kinds: {@link isNotFoundError}, {@link isConflictError}, {@link isRateLimitError} and the other guards
   * hold by status and conflict code, and `retryAfterMs` is filled in as for any error answer.
   */
  readonly errorClass?: new (init: ApiErrorInit) => ApiError;
  /** Service codes that mean a lost optimistic-concurrency race (e.g. `ABORTED`). */
  readonly conflictCodes?: readonly (string | number)[];
  /** Headers that carry the service's request id, in order of preference. */
  readonly requestIdHeaders?: readonly string[];
  /**
   * Headers the service documents on its error answers, kept in `ApiError.headers` besides the allow-list (a
   * challenge the caller must answer, say). Lower-case names; never a header that may carry a credential.
   */
  readonly errorHeaders?: readonly string[];
  /**
   * Loads how the service's error answers are read ({@link ErrorFormat}) on demand, so that a browser page downloads
   * it with the error path and not before its first answer: a dynamic import, which bundlers split into a chunk of
   * its own. It is awaited by the first error answer and loaded once a call has succeeded, so that a later failure
   * does not need the network to be told. A field given here directly wins over the loaded one (a client's
   * `errorParser` option, say); the failure an envelope reports in a successful answer is read again with the
   * loaded parser. While it cannot load (tried again by the next error), error answers are read as if the service
   * declared none of it: the core's error class of the status, with the generic error parser.
   */
  readonly errorFormat?: () => Promise<ErrorFormat>;
  /**
   * Turns the error of an answer into the service's own error for the call that failed, knowing what the call
   * sent ({@link FailedCall}): a change refused because it was based on a stale revision becomes an error naming
   * the revisions, say. It is given the error the rest of the format made of the answer (an error status, or a
   * failure an envelope reports) and returns the error the call fails with: that one, or another `ApiError`,
   * usually of a class extending the one it was given so that the core's guards still hold. It runs on the error
   * path, before the `beforeError` hook and the redaction of the error, so both see what it returns; it is
   * typically declared in the format loaded on demand (`errorFormat`). Should it throw, the error it was given is
   * kept: a call's input is whatever its caller passed, and reading it must not turn a typed error into another.
   */
  readonly callError?: (error: ApiError, call: FailedCall) => ApiError;
}

/** What a call that failed with an error answer sent, as {@link AnswerFormat.callError} is told it. */
export interface FailedCall {
  /** The operation's id (`deals.patch`); `request` for a call the table does not declare (`client.request`). */
  readonly operation: string | undefined;
  /**
   * The call's input as its caller passed it: the operation's parameters and `body` by name (for `client.request`,
   * its query parameters as `query.<name>` and its `body`). It may be anything, since a caller may pass what the
   * types refuse: read it with care.
   */
  readonly input: unknown;
}

/** How a service's error answers are read: what {@link AnswerFormat.errorFormat} loads. */
export type ErrorFormat = Pick<AnswerFormat, 'errorParser' | 'errorClass' | 'conflictCodes' | 'errorHeaders' | 'callError'>;

/** What reading a successful answer needs. */
export interface SuccessContext {
  readonly kind: ResponseKind;
  readonly schema: Schema | undefined;
  /** The operation's success statuses, when it lists them: a listed 204 is a success without a body. */
  readonly statuses: readonly number[] | undefined;
  readonly mode: ValidationMode;
  readonly logger: LevelledLogger;
  readonly format: AnswerFormat;
  readonly summary: () => RequestSummary & { status: number; requestId: string | undefined };
  /** Credential values in use, scrubbed from what a schema mismatch logs. */
  readonly secrets: () => readonly string[];
}

/**
 * A successful answer read: the data, the failure its envelope reports, or a body that does not match its schema
 * (for the error path; {@link unwrapped} then gives the data of the body it settles on).
 */
export type Success =
  | { readonly data: unknown; readonly failure?: undefined; readonly mismatch?: undefined }
  | { readonly failure: ServiceErrorInfo; readonly body: unknown; readonly mismatch?: undefined }
  | { readonly mismatch: ResponseMismatch; readonly envelope: Envelope | undefined; readonly failure?: undefined };

/** Turns a successful answer into data: JSON decoded, checked and unwrapped, text, bytes, or nothing. */
export function parseSuccess(answer: Answer, context: SuccessContext): Success {
  if (context.kind === 'none') return { data: undefined };
  if (context.kind === 'bytes') return { data: answer.body };
  const text = typeof answer.body === 'string' ? answer.body : new TextDecoder().decode(answer.body);
  if (context.kind === 'text') return { data: text };
  const status = answer.response.status;
  if (status === 204 || text.trim() === '') {
    // A body missing where the operation declares one (unless it lists 204 among its statuses) is a mismatch
    // without issues: the error path words it, as a `ResponseValidationError` (strict) or a warning (lenient).
    const missing = context.schema && !(status === 204 && context.statuses?.includes(204)) && context.mode !== 'off';
    return missing ? { mismatch: new ResponseMismatch(undefined, undefined, context.mode, context.logger, context.summary, context.secrets), envelope: undefined } : { data: undefined };
  }
  let data: unknown;
  try {
    data = context.format.parseJson ? context.format.parseJson(text) : JSON.parse(text);
  } catch {
    const type = answer.response.headers.get('content-type') ?? 'no content type';
    const summary = context.summary();
    throw new ResponseValidationError(`Expected JSON from ${summary.operation}, got a body that is not JSON (${type})`, summary);
  }
  const envelope = context.format.envelope;
  const failure = envelope?.failure?.(data);
  if (failure) return { failure, body: data };
  const checked = checkResponseBody(context.schema, data, context.mode, context.logger, context.summary, context.secrets, mayHoldProtoKey(text));
  if (checked instanceof ResponseMismatch) return { mismatch: checked, envelope };
  return { data: unwrapped(checked, envelope) };
}

/** What a call resolves to of a checked body: the property the envelope names, when the service has one and the body holds it. */
export function unwrapped(data: unknown, envelope: Envelope | undefined): unknown {
  if (envelope === undefined) return data;
  const key = envelope.data;
  return typeof data === 'object' && data !== null && !Array.isArray(data) && key in data ? (data as Record<string, unknown>)[key] : data;
}
