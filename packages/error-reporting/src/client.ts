import { createClient, type RequestMethods } from '@org/http-core';
import { errorReportingService } from './service.js';
import type { ErrorReportingClientOptions } from './client-options.js';
import { coreOptions } from './core-options.js';
import type { ErrorReportingMethods } from './operation-types.js';

/**
 * A client of the error reporting service: `groups`, `events`, `groupStats`.
 * `client.request(...)` sends what the operation table does not declare, with the client's credential and limits.
 */
export type ErrorReportingClient = ErrorReportingMethods & RequestMethods;

/**
 * Creates a client of the error reporting service.
 *
 * @example
 * ```ts
 * // a process that only reports errors
 * const reporting = createErrorReportingClient({ apiKey: process.env.ERROR_REPORTING_KEY });
 * // a tool that reads statistics
 * const admin = createErrorReportingClient({ token: () => getAccessToken() });
 * ```
 */
export function createErrorReportingClient(options: ErrorReportingClientOptions = {}): ErrorReportingClient {
  return createClient(errorReportingService, coreOptions(options));
}

export { DEFAULT_BASE_URL } from './core-options.js';

export type { ErrorReportingClientOptions } from './client-options.js';
