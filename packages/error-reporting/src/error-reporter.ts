/**
 * Reporting JavaScript errors: the everyday use of the service.
 */
import { validateInput, ValidationError, type CallOptions } from '@org/http-core';
import type { ErrorReportingClient } from './client.js';
import { errorMessage } from './error-message.js';
import type { HttpRequestContext, SourceReference } from './models/error-context.js';
import type { ReportedErrorEvent } from './models/error-event.js';
import { ReportedServiceContext } from './models/service-context.js';
import { projectName as projectNameTemplate } from './resource-names.js';

/** Circumstances of one error, all optional. */
export interface ErrorDetails {
  /** The affected user (an id, an e-mail, any stable token); leave out for anonymous users. */
  readonly user?: string;
  /** The HTTP request being handled. */
  readonly httpRequest?: HttpRequestContext;
  /** When the error happened; default: when the service receives the report. */
  readonly eventTime?: Date | string;
  /** Source snapshots of the program, e.g. `[{ repository, revisionId: commitHash }]`. */
  readonly sourceReferences?: SourceReference[];
}

/**
 * The event reporting `error` for the service described by `serviceContext`: the message is the error's header
 * and stack trace (a value thrown without one gets the stack of the place that reports it).
 *
 * @example
 * ```ts
 * await client.events.report({ projectName, body: errorEventFrom(error, { service: 'checkout-api', version: '1.4.2' }) });
 * ```
 */
export function errorEventFrom(error: unknown, serviceContext: ReportedServiceContext, details: ErrorDetails = {}): ReportedErrorEvent {
  return buildEvent(error, serviceContext, details, errorEventFrom);
}

function buildEvent(error: unknown, serviceContext: ReportedServiceContext, details: ErrorDetails, site: (...args: never[]) => unknown): ReportedErrorEvent {
  const { message, hasStack } = errorMessage(error, site);
  const context = {
    ...(details.user === undefined ? {} : { user: details.user }),
    ...(details.httpRequest === undefined ? {} : { httpRequest: details.httpRequest }),
    ...(details.sourceReferences === undefined ? {} : { sourceReferences: details.sourceReferences }),
    // Without a stack trace the service needs to be told where the error was reported.
    ...(hasStack ? {} : { reportLocation: { functionName: '(unknown)' } }),
  };
  return {
    message,
    serviceContext,
    ...(details.eventTime === undefined ? {} : { eventTime: details.eventTime }),
    ...(Object.keys(context).length === 0 ? {} : { context }),
  };
}

/** Options of {@link createErrorReporter}. */
export interface ErrorReporterOptions {
  /** The project errors are reported to, `projects/{project}`. */
  readonly projectName: string;
  /** The reporting service, e.g. `checkout-api`. */
  readonly service: string;
  /** Its deployed version, e.g. `1.4.2` or a commit hash. */
  readonly version?: string;
  /** Options of every report call (timeout, retry, auth, ...). */
  readonly callOptions?: CallOptions;
}

/** Reports errors of one service to one project. */
export interface ErrorReporter {
  /** Reports `error` (anything thrown) with its stack trace and the reporter's service context. */
  report(error: unknown, details?: ErrorDetails & { readonly signal?: AbortSignal }): Promise<void>;
  /** The event `report` would send, without sending it. */
  event(error: unknown, details?: ErrorDetails): ReportedErrorEvent;
}

/**
 * Creates a reporter for one service: `reporter.report(error)` fills in the stack trace and the service context
 * and sends the event. The project name and service context are checked here, once.
 *
 * @example
 * ```ts
 * const reporter = createErrorReporter(client, { projectName: 'projects/my-project', service: 'checkout-api', version: '1.4.2' });
 * process.on('uncaughtException', (error) => {
 *   reporter.report(error).finally(() => process.exit(1));
 * });
 * ```
 */
export function createErrorReporter(client: ErrorReportingClient, options: ErrorReporterOptions): ErrorReporter {
  if (!projectNameTemplate.matches(options.projectName)) {
    throw new ValidationError(`projectName must be a project name like projects/{project}`, { field: 'projectName' });
  }
  const serviceContext: ReportedServiceContext = { service: options.service, ...(options.version === undefined ? {} : { version: options.version }) };
  validateInput('serviceContext', ReportedServiceContext, serviceContext);
  const reporter: ErrorReporter = {
    async report(error, details = {}) {
      const { signal, ...rest } = details;
      const body = buildEvent(error, serviceContext, rest, reporter.report);
      await client.events.report({ projectName: options.projectName, body }, { ...options.callOptions, ...(signal ? { signal } : {}) });
    },
    event: (error, details = {}) => buildEvent(error, serviceContext, details, reporter.event),
  };
  return reporter;
}
