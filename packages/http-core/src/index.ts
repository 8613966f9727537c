/**
 * `@org/http-core`: the engine of the `@org/*` SDKs. A service package declares its operations as data
 * ({@link defineService}); {@link createClient} turns the table into typed methods that validate
 * input, authenticate, retry what is safe to retry, page, poll, and throw typed, redacted errors.
 *
 * What one family of services shares lives in its own entry point, bundled only by the packages of that
 * family: `@org/http-core/google` (error body, resource names, field masks), `@org/http-core/azure`
 * (resource-manager error body), `@org/http-core/payments` (payment error body, test and live environments)
 * and `@org/http-core/hubspot` (category error body).
 *
 * @packageDocumentation
 */
export { ApiPromise, type CallStarter, type ResponseInfo, type WithResponse } from './api-promise.js';
export {
  apiKeyHeader,
  apiKeyQuery,
  basic,
  bearer,
  checkCredentialText,
  type AccessToken,
  type ApiKeyHeaderOptions,
  type ApiKeyQueryOptions,
  type AuthTarget,
  type BearerOptions,
  type Credential,
  type TokenProvider,
} from './auth.js';
export type { ChunkBody, UploadSource } from './chunk-source.js';
export { CLIENT_REQUEST_ID_HEADER, randomId } from './client-request-id.js';
export { uploadInChunks, UploadState, type Chunk, type ChunkPlan, type UploadOptions, type UploadStart, type UploadSteps } from './chunked-upload.js';
export type { EngineService } from './engine.js';
export { openEnum, unknownEnumValue, type UnknownEnumValue } from './enums.js';
export { losslessJsonParse, quoteUnsafeIntegers } from './lossless-json.js';
export { firstErrorParser, genericErrorParser, type ErrorAnswer, type ErrorBodyParser } from './error-parsers.js';
export {
  AbortError,
  ApiError,
  AuthenticationError,
  ConflictError,
  isAbortError,
  isApiError,
  isAuthenticationError,
  isConflictError,
  isNetworkError,
  isNotFoundError,
  isOperationFailedError,
  isPermissionDeniedError,
  isRateLimitError,
  isResponseValidationError,
  isSdkError,
  isSignatureError,
  isTimeoutError,
  isValidationError,
  NetworkError,
  NotFoundError,
  OperationFailedError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  SdkError,
  SignatureError,
  TimeoutError,
  ValidationError,
  type ApiErrorInit,
  type ErrorKind,
  type Issue,
  type RequestSummary,
  type ServiceErrorInfo,
  type SignatureProblem,
} from './errors.js';
export type { IdempotencyKeySpec } from './idempotency.js';
export { defineListOperation } from './list-operation.js';
export { jsonBody, type JsonBodyOptions } from './plain-json-body.js';
export { defineLongRunningOperation, type LongRunningCallOptions } from './long-running-operation.js';
export { isLoopbackHost } from './loopback.js';
export { extendModel, model, partialModel, recordOf, unknownFields, type Model, type OptionalFields } from './model.js';
export { consoleLogger, logLevelVariable, type Logger, type LogLevel } from './logger.js';
export {
  bodySpec,
  defineOperation,
  paramSpec,
  type BodyEncoding,
  type BodySpec,
  type ExternalSpec,
  type HttpMethod,
  type Operation,
  type OperationSpec,
  type Param,
  type ParamScalar,
  type ParamSpec,
  type ResponseKind,
  type Schema,
} from './operation.js';
export type { CallOptions, ExtraQueryValue, UploadProgress } from './call-options.js';
export type { ClientOptions, Hooks, RequestHookContext, ResponseHookContext, Throttle, ThrottleLoader } from './options.js';
export type { ProxyOption } from './proxy.js';
export {
  DEFAULT_MAX_EMPTY_PAGES,
  PageIterator,
  type PageWalk,
  type PagingIdentity,
  type NextPage,
  type Page,
  type PageFetcher,
  type PageFinder,
  type OfStyle,
  type PageOptions,
  type Paging,
  type PaginationFields,
  type PaginationOf,
  type PaginationSpec,
  type PagingFields,
} from './pagination.js';
export { afterLastIdPaging } from './paging-after-last-id.js';
export { cursorPaging } from './paging-cursor.js';
export { linkHeaderPaging } from './paging-link-header.js';
export { nextLinkPaging } from './paging-next-link.js';
export { offsetPaging } from './paging-offset.js';
export { pageNumberPaging } from './paging-page-number.js';
export { continuationTokenPaging, pageTokenPaging } from './paging-token.js';
export { encodeSegment } from './paths.js';
export { Poller, type LongRunningSpec, type OperationResource, type PollerSource, type PollOptions } from './polling.js';
export { REDACTED } from './redaction.js';
export { scrubText } from './scrub-text.js';
export { CIRCULAR, scrubLimits, TRUNCATED } from './value-redaction.js';
export type { AnswerFormat, Envelope, ErrorFormat, FailedCall } from './response-parser.js';
export { sleep, type RetryOptions } from './retry.js';
export {
  createClient,
  createClientFor,
  defineService,
  type LongRunningMethod,
  type OperationGroups,
  type OperationInput,
  type OperationItem,
  type OperationMethod,
  type OperationOutput,
  type OperationResult,
  type ServiceClient,
  type ServiceDefinition,
  type ServiceInfo,
  type ServiceSpec,
} from './service.js';
export type { RequestMethod, RequestMethods, RequestOutput, UndeclaredRequest } from './undeclared-request.js';
export { request } from './client-request.js';
export { clientCore, type WithClientCore } from './client-core.js';
export { boundedString, dateTime, guid, int64, integer, nonBlankString, plainCheck, type ValidationMode } from './validation.js';
export { toIssues, validateInput } from './validate-input.js';
export { issueMessage } from './issue-messages.js';
