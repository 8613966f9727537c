/**
 * `@org/error-reporting`: a typed client of the error reporting service: report errors (from a JavaScript
 * `Error` in one call), read error groups, their events and statistics.
 *
 * @packageDocumentation
 */
export { createErrorReportingClient, DEFAULT_BASE_URL, type ErrorReportingClient, type ErrorReportingClientOptions } from './client.js';
export { eventsList, eventsDeleteAll, eventsReport } from './operations/events.js';
export { groupStatsList } from './operations/group-stats.js';
export { groupsGet, groupsUpdate } from './operations/groups.js';
export { errorReportingService, operations, type ErrorReportingGroups } from './service.js';
export { groupName, projectName } from './resource-names.js';
export { duration } from './duration.js';
export { createErrorReporter, errorEventFrom, type ErrorDetails, type ErrorReporter, type ErrorReporterOptions } from './error-reporter.js';
export { VERSION } from './version.js';
export { ErrorContext, HttpRequestContext, SourceLocation, SourceReference } from './models/error-context.js';
export { Empty, ErrorEvent, ListEventsResponse, MAX_EVENT_TIME_AHEAD_MS, ReportedErrorEvent } from './models/error-event.js';
export { ErrorGroup, ErrorGroupUpdate, ResolutionStatus, TrackingIssue } from './models/error-group.js';
export {
  ErrorGroupStats,
  GroupOrder,
  ListGroupStatsResponse,
  TimedCount,
  TimedCountAlignment,
  TimeRangePeriod,
} from './models/group-stats.js';
export { ReportedServiceContext, ServiceContext } from './models/service-context.js';
/** A value of an enum this version does not list: the type of one read, and the way to send one. */
export { unknownEnumValue, type UnknownEnumValue } from '@org/http-core';
/** Every error class and guard of the SDKs, so callers need not import `@org/http-core`. */
export * from '@org/http-core/errors';
/** The fields of a result its type does not name, such as those the service added after this package was released. */
export { unknownFields } from '@org/http-core';
/** Sends a call the operation table does not declare through any client of this package, a `create…ClientFor` one included. */
export { request } from '@org/http-core';
export { createErrorReportingClientFor } from './client-for.js';
export { errorReportingServiceInfo } from './service-info.js';
/**
 * The documented client surface: per operation its input with each field described (`<Group><Method>Input`) and its
 * output (`...Output`, `...Item` for lists, `...Result` for long-running ones), per group its methods
 * (`<Group>Methods`), and the methods of every group (`<Service>Methods`).
 */
export type * from './operation-types.js';
