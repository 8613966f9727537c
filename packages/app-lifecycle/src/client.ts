import { createClient, isApiError, isConflictError, type ApiError, type ApiErrorInit, type SdkError, type RequestMethods } from '@org/http-core';
import { withStatusCode } from './status-code.js';
import { appLifecycleService } from './service.js';
import type { AppLifecycleClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import { attachTransfers } from './transfer-client.js';
import type { AppLifecycleMethods } from './operation-types.js';

/**
 * A client of the app lifecycle service: one object per group, one method per operation.
 * `client.request(...)` sends what the operation table does not declare, with the client's credential and limits.
 */
export type AppLifecycleClient = AppLifecycleMethods & RequestMethods;

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
  const core = coreOptions(options);
  return attachTransfers(createClient(appLifecycleService, core), core);
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

export { appLifecycleApiKey, appLifecycleAppApiKey } from './core-options.js';

export type { AppLifecycleClientOptions } from './client-options.js';
