import { defineListOperation, defineOperation, jsonBody, pageTokenPaging } from '@org/http-core';
import { Empty, ListEventsResponse, ReportedErrorEvent } from '../models/error-event.js';
import { groupId, pageSize, pageToken, period, project, resourceType, service, version } from './params.js';

/**
 * Lists the events of one group, most recent first, a page at a time; optionally only those of a service,
 * version or resource type, and of a period ending now.
 */
export const eventsList = defineListOperation({
  method: 'GET',
  path: '/v1beta1/{projectName}/events',
  summary: 'List the specified events',
  pathParams: { projectName: project },
  query: {
    groupId: { schema: groupId, description: 'The group whose events are listed.' },
    service,
    version,
    resourceType,
    period,
    pageSize,
    pageToken,
  },
  response: ListEventsResponse,
  pagination: pageTokenPaging({ items: 'errorEvents', tokenParam: 'pageToken', nextToken: 'nextPageToken' }),
});

/** Deletes every error event of a project. Retried on transient failures (deleting twice is harmless). */
export const eventsDeleteAll = defineOperation({
  method: 'DELETE',
  path: '/v1beta1/{projectName}/events',
  summary: 'Delete all error events of a project',
  pathParams: { projectName: project },
  response: Empty,
});

/**
 * Reports one error. Accepts the client's bearer token or, for this operation alone, its API key (sent as the
 * `key` query parameter; when the client has both, the token is used). The event is checked before sending:
 * `message` and `serviceContext.service` are required, `serviceContext.resourceType` must be left out and
 * `eventTime` may not be more than 24 hours ahead. Never retried automatically. `createErrorReporter` builds
 * the event from a JavaScript `Error`.
 */
export const eventsReport = defineOperation({
  method: 'POST',
  path: '/v1beta1/{projectName}/events:report',
  summary: 'Report one error event and record it to a log; accepts either an OAuth token or an API key',
  pathParams: { projectName: project },
  body: jsonBody(ReportedErrorEvent),
  response: Empty,
  auth: ['bearer', 'apiKey'],
});

/** Error events: reporting, listing and deleting. */
export const eventsGroup = {
  list: eventsList,
  deleteAll: eventsDeleteAll,
  report: eventsReport,
} as const;
