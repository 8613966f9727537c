import { apiKeyQuery, bearer, type ClientOptions, createClient, createClientFor, type Credential, type OperationGroups, type ServiceClient, type TokenProvider } from '@org/http-core';
import { errorReportingService, errorReportingServiceInfo } from './service.js';
import type { ErrorReportingMethods } from './operation-types.js';

/** The public address of the error reporting service. */
export const DEFAULT_BASE_URL = 'https://clouderrorreporting.googleapis.com';

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

/**
 * Creates a client of only the operations given, grouped as they should appear on it, with the options of
 * {@link createErrorReportingClient}: a page bundles the operations it imports and the engine parts they use, not the
 * whole table.
 *
 * @example
 * ```ts
 * import { createErrorReportingClientFor, groupsGet } from '@org/error-reporting';
 *
 * const client = createErrorReportingClientFor({ groups: { get: groupsGet } }, { token });
 * const group = await client.groups.get({ groupName: 'projects/my-project/groups/abc' });
 * ```
 */
export function createErrorReportingClientFor<const G extends OperationGroups>(operations: G, options: ErrorReportingClientOptions = {}): ServiceClient<G> {
  return createClientFor(errorReportingServiceInfo, operations, coreOptions(options));
}

/** The core's client options for this service's options. */
function coreOptions(options: ErrorReportingClientOptions): ClientOptions {
  const { token, apiKey, baseUrl = DEFAULT_BASE_URL, auth, ...rest } = options;
  const credentials: Credential[] = [];
  if (token !== undefined) credentials.push(bearer(token));
  if (apiKey !== undefined) credentials.push(apiKeyQuery(apiKey, { param: 'key' }));
  if (auth !== undefined) credentials.push(...(Array.isArray(auth) ? auth : [auth as Credential]));
  return { ...rest, baseUrl, auth: credentials };
}
