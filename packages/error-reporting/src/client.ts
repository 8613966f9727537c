import { type ClientOptions, createClient, type TokenProvider } from '@org/http-core';
import { errorReportingService } from './service.js';
import { coreOptions } from './core-options.js';
import type { ErrorReportingMethods } from './operation-types.js';

/** Options of {@link createErrorReportingClient}: every option of the core client, plus the credentials. */
export interface ErrorReportingClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Service address. Default {@link DEFAULT_BASE_URL}; point it at a fake in tests. */
  readonly baseUrl?: string | URL;
  /**
   * OAuth 2.0 access token, or a function returning one (optionally with `expiresAt`): sent as
   * `Authorization: Bearer` on every operation. A provider is called again before expiry and after a 401.
   */
  readonly token?: string | TokenProvider;
  /**
   * API key for `events.report` alone (the other operations need a token). Sent as the `key` query parameter,
   * the way the service reads it; it is redacted from every URL, message and log line the SDK shows. When the
   * client also has a token, reports use the token.
   */
  readonly apiKey?: string;
}

/** A client of the error reporting service: `groups`, `events`, `groupStats`. */
export type ErrorReportingClient = ErrorReportingMethods;

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
