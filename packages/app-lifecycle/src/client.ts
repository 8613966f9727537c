import {
  apiKeyHeader,
  createClient,
  createClientFor,
  isApiError,
  isConflictError,
  type ApiError,
  type ApiErrorInit,
  type ClientOptions,
  type Credential,
  type ErrorBodyParser,
  type OperationGroups,
  type SdkError,
  type ServiceClient,
} from '@org/http-core';
import { withStatusCode } from './error-parser.js';
import { appLifecycleService, appLifecycleServiceInfo } from './service.js';
import type { AppLifecycleMethods } from './operation-types.js';

/**
 * Options of {@link createAppLifecycleClient}: every option of the core client (timeouts, retries, hooks,
 * logger, validation, ...) plus the service's credential.
 */
export interface AppLifecycleClientOptions extends Omit<ClientOptions, 'auth'> {
  /**
   * Base address of the service, e.g. `https://api.example.com` (operation paths start with `/v0.1/`).
   * Required: the service description names no public address.
   */
  readonly baseUrl: string | URL;
  /** A user or app API token, sent in the `X-API-Key` header of every request. Redacted everywhere. */
  readonly apiKey?: string;
  /** Credentials besides (or instead of) `apiKey`, e.g. `appLifecycleApiKey(key)` built elsewhere. */
  readonly auth?: Credential | readonly Credential[];
}

/** A client of the app lifecycle service: one object per group, one method per operation. */
export type AppLifecycleClient = AppLifecycleMethods;

/** The service's credential: an API token in the `X-API-Key` header. Use it for per-call `auth`. */
export function appLifecycleApiKey(key: string): Credential {
  return apiKeyHeader(key, { header: 'X-API-Key' });
}

/**
 * Creates a client.
 *
 * @example
 * ```ts
 * const client = createAppLifecycleClient({ baseUrl: 'https://api.example.com', apiKey: process.env.APP_LIFECYCLE_TOKEN! });
 * const apps = await client.apps.list({ orderBy: 'display_name' });
 * ```
 */
export function createAppLifecycleClient(options: AppLifecycleClientOptions): AppLifecycleClient {
  return createClient(appLifecycleService, coreOptions(options));
}

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createAppLifecycleClient}: a page bundles the operations it imports and the engine parts they use, not the
 * whole table.
 *
 * @example
 * ```ts
 * import { appsGet, createAppLifecycleClientFor } from '@org/app-lifecycle';
 *
 * const client = createAppLifecycleClientFor({ apps: { get: appsGet } }, { apiKey });
 * const app = await client.apps.get({ ownerName: 'acme', appName: 'shop' });
 * ```
 */
export function createAppLifecycleClientFor<const G extends OperationGroups>(operations: G, options: AppLifecycleClientOptions): ServiceClient<G> {
  return createClientFor(appLifecycleServiceInfo, operations, coreOptions(options));
}

/** The core's client options for this service's options. */
function coreOptions(options: AppLifecycleClientOptions): ClientOptions {
  const { apiKey, auth, errorParser, ...rest } = options;
  const credentials: Credential[] = [];
  if (apiKey !== undefined) credentials.push(appLifecycleApiKey(apiKey));
  if (auth !== undefined) credentials.push(...(Array.isArray(auth) ? (auth as readonly Credential[]) : [auth as Credential]));
  // The service's parser fills in a code and a message from the status; a parser of the caller's does too.
  const parser: ErrorBodyParser | undefined = errorParser && ((body, answer) => withStatusCode(errorParser(body, answer), answer));
  return { ...rest, auth: credentials, ...(parser ? { errorParser: parser } : {}) };
}

/**
 * Some of the service's error bodies carry only a message, some nothing at all: the same error with the
 * code named after the status and, when the body had none, a message saying so.
 *
 * @deprecated The client no longer needs it: `appLifecycleErrorParser` fills in the code and the
 * message as the error is built, so every `ApiError` a client throws has them already (and a `beforeError`
 * hook sees them). Kept for errors built elsewhere.
 */
export function withCodeAndMessage<E extends SdkError>(error: E): E {
  if (!isApiError(error) || (error.code !== undefined && error.serviceMessage !== undefined)) return error;
  const filled = withStatusCode({ code: error.code, message: error.serviceMessage }, { status: error.status })!;
  const init: ApiErrorInit = {
    operation: error.operation,
    method: error.method,
    url: error.url,
    attempts: error.attempts,
    status: error.status,
    code: filled.code,
    message: filled.message,
    details: error.details,
    requestId: error.requestId,
    headers: error.headers,
    body: error.body,
    conflict: isConflictError(error),
    retryAfterMs: error.retryAfterMs,
  };
  const Kind = error.constructor as new (init: ApiErrorInit) => ApiError;
  return new Kind(init) as unknown as E;
}
