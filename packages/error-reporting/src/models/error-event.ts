import { dateTime, model, plainCheck } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { ErrorContext } from './error-context.js';
import { ReportedServiceContext, ServiceContext } from './service-context.js';

/** One occurrence of an error, as the service returns it. */
export const ErrorEvent = model({
  /** When it happened (as reported, or when it was received), ISO 8601. */
  eventTime: z.optional(z.string()),
  /** The service that reported it. */
  serviceContext: z.optional(ServiceContext),
  /** The message with its stack trace. */
  message: z.optional(z.string()),
  /** Request, user and location of the error. */
  context: z.optional(ErrorContext),
});
/** One occurrence of an error. */
export type ErrorEvent = z.infer<typeof ErrorEvent>;

/** How far ahead of the present a reported event time may be. */
export const MAX_EVENT_TIME_AHEAD_MS = 24 * 60 * 60 * 1000;

const notTooFarAhead = (time: string) => Date.parse(time) <= Date.now() + MAX_EVENT_TIME_AHEAD_MS;

/**
 * An error to report. `message` (the exception's header and stack trace, unless `context.reportLocation` says
 * where it was reported) and `serviceContext.service` are required; `serviceContext.resourceType` must be left
 * out; `eventTime` may not be more than 24 hours ahead.
 */
export const ReportedErrorEvent = model({
  /** When it happened; a `Date` or an ISO 8601 string. Default: when the service receives it. */
  eventTime: z.optional(dateTime().check(plainCheck(notTooFarAhead, 'must not be more than 24 hours in the future'))),
  /** The reporting service. */
  serviceContext: ReportedServiceContext,
  /** The error message: a header such as `TypeError: x is undefined` followed by the stack trace. */
  message: z.string().check(plainCheck((message: string) => message.trim() !== '', 'must not be empty')),
  /** Request, user and location of the error. */
  context: z.optional(ErrorContext),
});
/** An error to report. */
export type ReportedErrorEvent = z.input<typeof ReportedErrorEvent>;

/** One page of error events. */
export const ListEventsResponse = model({
  /** The events of the page, newest first. */
  errorEvents: z.optional(z.array(ErrorEvent)),
  /** Token of the next page; absent on the last. */
  nextPageToken: z.optional(z.string()),
  /** Start of the time range the list covers, ISO 8601. */
  timeRangeBegin: z.optional(z.string()),
});
/** One page of error events. */
export type ListEventsResponse = z.infer<typeof ListEventsResponse>;

/** An empty answer (`{}`); unknown fields a future version adds are kept. */
export const Empty = model({});
/** An empty answer. */
export type Empty = z.infer<typeof Empty>;
