/**
 * The fake's answers to `events.*`: reports are checked, grouped and counted; lists and deletion per project.
 */
import { canonicalError, json, pageAnswer, paginate, queryFingerprint, type FakeHandler } from '@org/http-core/testing';
import { MAX_EVENT_TIME_AHEAD_MS } from '../models/error-event.js';
import { projectName } from '../resource-names.js';
import { serviceFilter } from './service-filter.js';
import { ErrorReportingState, type ReportInput } from './state.js';
import { inRange, timeRangeOf } from './time-range.js';

/**
 * What the service answers (400 `INVALID_ARGUMENT`) to a report whose message is missing or blank, word for word:
 * reporting libraries match this text.
 */
export const EMPTY_MESSAGE = 'Message cannot be empty.';

/** Handlers of the `events` group. */
export function eventHandlers(state: ErrorReportingState): Record<'events.list' | 'events.deleteAll' | 'events.report', FakeHandler> {
  return {
    'events.list': (req) => {
      const { project } = projectName.parse(req.params.projectName!)!;
      const range = timeRangeOf(req.query.get('timeRange.period'), state.now());
      const matches = serviceFilter(req.query);
      const listed = state
        .eventsOf(project, req.query.get('groupId')!)
        .filter((event) => matches(event) && inRange(event.eventTime, range))
        .map((event) => ErrorReportingState.view(event));
      const page = paginate(listed, { pageSize: req.query.get('pageSize'), token: req.query.get('pageToken'), boundTo: queryFingerprint(req.query) });
      return pageAnswer('errorEvents', page, { extra: { timeRangeBegin: new Date(range.begin).toISOString() } });
    },

    'events.deleteAll': (req) => {
      state.deleteEvents(projectName.parse(req.params.projectName!)!.project);
      return json(200, {});
    },

    'events.report': (req) => {
      const { project } = projectName.parse(req.params.projectName!)!;
      if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) throw canonicalError('INVALID_ARGUMENT', 'The report must be a JSON object');
      const report = req.body as ReportInput;
      if (typeof report.message !== 'string' || report.message.trim() === '') throw canonicalError('INVALID_ARGUMENT', EMPTY_MESSAGE);
      if (!report.serviceContext?.service) throw canonicalError('INVALID_ARGUMENT', 'serviceContext.service is required');
      if ((report.serviceContext as { resourceType?: unknown }).resourceType !== undefined) {
        throw canonicalError('INVALID_ARGUMENT', 'serviceContext.resourceType must not be set when reporting');
      }
      if (report.eventTime !== undefined) {
        const at = Date.parse(report.eventTime);
        if (Number.isNaN(at)) throw canonicalError('INVALID_ARGUMENT', `eventTime '${report.eventTime}' is not a time`);
        if (at > state.now() + MAX_EVENT_TIME_AHEAD_MS) throw canonicalError('INVALID_ARGUMENT', 'eventTime is more than 24 hours in the future');
      }
      state.record(project, report);
      return json(200, {});
    },
  };
}
