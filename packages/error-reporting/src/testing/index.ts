/**
 * `@org/error-reporting/testing`: an in-memory fake of the error reporting service on a real loopback HTTP
 * server, for tests of code that reports or reads errors.
 *
 * @example
 * ```ts
 * import { createErrorReporter } from '@org/error-reporting';
 * import { startErrorReportingFake } from '@org/error-reporting/testing';
 *
 * const fake = await startErrorReportingFake();
 * try {
 *   const client = fake.client();
 *   await createErrorReporter(client, { projectName: fake.projectName, service: 'checkout' }).report(new Error('boom'));
 * } finally {
 *   await fake.close();
 * }
 * ```
 *
 * @packageDocumentation
 */
import { fakeClientRetry, errorShapes, notFoundPage, startFakeServer, type FakeListenOptions, type FakeServer } from '@org/http-core/testing';
import { createErrorReportingClient, type ErrorReportingClient, type ErrorReportingClientOptions } from '../client.js';
import { projectName } from '../resource-names.js';
import { errorReportingService } from '../service.js';
import { refuseCredential } from './auth-refusal.js';
import { eventHandlers } from './event-handlers.js';
import { groupHandlers } from './group-handlers.js';
import { TEST_API_KEY, TEST_PROJECT, TEST_TOKEN } from './seed.js';
import { statsHandlers } from './stats-handlers.js';
import { ErrorReportingState } from './state.js';

export { API_KEY_INVALID_MESSAGE } from './auth-refusal.js';
export { EMPTY_MESSAGE } from './event-handlers.js';
export { ErrorReportingState, type ReportInput, type StoredEvent } from './state.js';
export { groupIdOf, signatureOf } from './signature.js';
export { REPORTED_RESOURCE_TYPE, TEST_API_KEY, TEST_PROJECT, TEST_TOKEN } from './seed.js';

/** Options of {@link startErrorReportingFake}. */
export interface ErrorReportingFakeOptions extends FakeListenOptions {
  /** Bearer token the fake accepts on every operation. Default {@link TEST_TOKEN}. */
  readonly token?: string;
  /**
   * API key the fake accepts on `events.report` (as the `key` query parameter); another key is answered 400
   * `INVALID_ARGUMENT` with reason `API_KEY_INVALID`, as the service answers it. Default {@link TEST_API_KEY}.
   */
  readonly apiKey?: string;
  /** Clock of the fake: default event times and the end of every time range. Default the system clock. */
  readonly now?: () => Date;
}

/** A running error reporting fake: the core fake server plus what a test needs. */
export interface ErrorReportingFake extends FakeServer {
  /** The bearer token the fake accepts. */
  readonly token: string;
  /** The API key the fake accepts for reports. */
  readonly apiKey: string;
  /** A project id to use ({@link TEST_PROJECT}); any project works. */
  readonly project: string;
  /** `projects/{project}` of {@link ErrorReportingFake.project}. */
  readonly projectName: string;
  /** The fake's state: events and groups, for direct inspection and set-up. */
  readonly state: ErrorReportingState;
  /** Options of a client of this fake: `baseUrl`, the bearer `token` (every operation takes it) and short retry waits ({@link fakeClientRetry}). */
  clientOptions(): ErrorReportingClientOptions & { readonly baseUrl: string; readonly token: string };
  /** A client of this fake: {@link ErrorReportingFake.clientOptions} with `options` over them (an `auth` there replaces the token). */
  client(options?: Partial<ErrorReportingClientOptions>): ErrorReportingClient;
}

/**
 * Starts a fake of the error reporting service on a free loopback port.
 *
 * Rules it implements:
 * - reports need the bearer token or the API key (`?key=`), every other operation the token: a missing or unknown
 *   token is answered 401 `UNAUTHENTICATED` (reason `CREDENTIALS_MISSING` or `ACCESS_TOKEN_TYPE_UNSUPPORTED`), a
 *   wrong key 400 `INVALID_ARGUMENT` (reason `API_KEY_INVALID`);
 * - a report needs a message and `serviceContext.service`, must not set `serviceContext.resourceType` (the fake
 *   records `global`) and may not be more than 24 hours ahead (400 `INVALID_ARGUMENT`); without `eventTime` the
 *   event happened when received;
 * - events of the same service whose messages have the same signature (first line with numbers blanked, first
 *   stack frame without line numbers) share a group, created `OPEN`;
 * - statistics are computed from the events: counts, distinct affected users, first and last seen, affected
 *   services, a representative, counts per interval with both alignments; filtered by group, service and time
 *   range (30 days unless a period is given), ordered by `order` (busiest first by default), 20 per page;
 * - events are listed per group, newest first; page tokens only work with the same parameters;
 * - deleting removes all of a project's events (its groups stay, with no statistics);
 * - updating a group replaces its data and fails with `NOT_FOUND` when it does not exist; an unknown resolution
 *   status is `INVALID_ARGUMENT`.
 *
 * Errors are Google-style bodies (`{ error: { code, status, message } }`).
 */
export async function startErrorReportingFake(options: ErrorReportingFakeOptions = {}): Promise<ErrorReportingFake> {
  const token = options.token ?? TEST_TOKEN;
  const apiKey = options.apiKey ?? TEST_API_KEY;
  const state = new ErrorReportingState(options.now);
  const server = await startFakeServer({
    service: errorReportingService,
    tls: options.tls,
    errorShape: errorShapes.google,
    // A body the operation cannot read (a JSON body labelled text/plain) is an INVALID_ARGUMENT, as Google APIs answer.
    requestBodies: { wrongContentType: 400 },
    // A URL that is no method of the API gets the front end's HTML 404, not the API's NOT_FOUND.
    unknownPath: notFoundPage,
    // Reports are judged by their handler, which answers with the service's own texts ("Message cannot be empty.").
    validateBody: (operationId) => operationId !== 'events.report',
    auth: {
      bearer: (given) => (given === token ? { kind: 'token' } : undefined),
      apiKey: { query: 'key', check: (given) => (given === apiKey ? { kind: 'apiKey' } : undefined) },
      // A wrong key: 400 API_KEY_INVALID; a missing or unknown token: 401 UNAUTHENTICATED, as the service answers them.
      refuse: refuseCredential,
    },
    host: options.host,
    port: options.port,
    cors: options.cors,
    onReset: () => state.reset(),
    handlers: { ...groupHandlers(state), ...eventHandlers(state), ...statsHandlers(state) },
  });
  const clientOptions = () => ({ baseUrl: server.url, token, retry: fakeClientRetry });
  return Object.assign(server, {
    token,
    apiKey,
    project: TEST_PROJECT,
    projectName: projectName.format({ project: TEST_PROJECT }),
    state,
    clientOptions,
    client: (options: Partial<ErrorReportingClientOptions> = {}) => {
      const { token: credential, ...rest } = clientOptions();
      return createErrorReportingClient({ ...rest, ...(options.auth === undefined ? { token: credential } : {}), ...options });
    },
  });
}
