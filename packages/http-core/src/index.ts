/**
 * `@org/http-core`: the engine of the `@org/*` SDKs. A service package declares its operations as data
 * ({@link defineService}); {@link createClient} turns the table into typed methods that validate
 * input, authenticate, retry what is safe to retry, page, poll, and throw typed, redacted errors.
 *
 * @packageDocumentation
 */
export { ApiPromise, type ResponseInfo, type WithResponse } from './api-promise.js';
export {
  apiKeyHeader,
  apiKeyQuery,
  basic,
  bearer,
  type AccessToken,
  type ApiKeyHeaderOptions,
  type ApiKeyQueryOptions,
  type AuthTarget,
  type BearerOptions,
  type Credential,
  type TokenProvider,
} from './auth.js';
export { Engine, type EngineService } from './engine.js';
export { resolveEnvironmentUrl, type Environment, type EnvironmentChoice, type EnvironmentRules } from './environments.js';
export {
  categoryErrorParser,
  type ErrorAnswer,
  firstErrorParser,
  genericErrorParser,
  googleErrorParser,
  numericCodeErrorParser,
  paymentErrorParser,
  resourceManagerErrorParser,
  type ErrorBodyParser,
} from './error-parsers.js';
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
  isTimeoutError,
  isValidationError,
  NetworkError,
  NotFoundError,
  OperationFailedError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  SdkError,
  TimeoutError,
  ValidationError,
  type ApiErrorInit,
  type ErrorKind,
  type Issue,
  type RequestSummary,
  type ServiceErrorInfo,
} from './errors.js';
export { fieldMask, fieldMaskParam, type FieldMaskOptions } from './field-mask.js';
export { isLoopbackHost } from './loopback.js';
export { levelled, type LevelledLogger, type Logger, type LogLevel } from './logger.js';
export {
  bodySpec,
  defineOperation,
  isIdempotentMethod,
  isSchema,
  paramSpec,
  type BodyEncoding,
  type BodySpec,
  type HttpMethod,
  type Operation,
  type OperationSpec,
  type Param,
  type ParamScalar,
  type ParamSpec,
  type ResponseKind,
  type Schema,
} from './operation.js';
export type { CallOptions, ClientOptions, Hooks, RequestHookContext, ResponseHookContext } from './options.js';
export {
  nextPage,
  PageIterator,
  pageItems,
  parseLinkHeader,
  readPath,
  type NextPage,
  type Page,
  type PageFetcher,
  type PageOptions,
  type PaginationSpec,
} from './pagination.js';
export { compilePath, encodeMultiSegment, encodeSegment, expandPath, MAX_SEGMENT_LENGTH, type PathPart, type PathTemplate } from './paths.js';
export { Poller, type LongRunningSpec, type OperationResource, type PollerSource, type PollOptions } from './polling.js';
export { defaultAllowedHeaders, REDACTED, redactHeaders, redactUrl, scrubDeep, scrubText } from './redaction.js';
export { resourceName, type ResourceNameKeys, type ResourceNameTemplate } from './resource-name.js';
export { defaultRequestIdHeaders, requestIdOf, type AnswerFormat, type Envelope } from './response-parser.js';
export type { UploadProgress } from './transport.js';
export { backoffDelay, defaultRetryPolicy, retryAfterMs, sleep, type RetryOptions, type RetryPolicy } from './retry.js';
export {
  createClient,
  defineService,
  type LongRunningCallOptions,
  type LongRunningMethod,
  type OperationGroups,
  type OperationInput,
  type OperationItem,
  type OperationMethod,
  type OperationOutput,
  type OperationResult,
  type ServiceClient,
  type ServiceDefinition,
  type ServiceSpec,
} from './service.js';
export { boundedString, dateTime, guid, int64, openEnum, toIssues, type ValidationMode } from './validation.js';
