import { cursorPaging, defineListOperation, defineOperation, jsonBody } from '@org/http-core';
import { dateTime } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import {
  ActiveDeviceCounts,
  LanguageCounts,
  ModelCounts,
  OperatingSystemCounts,
  PlaceCounts,
  ReleaseCounts,
  ReleaseCountsRequest,
  SessionCounts,
  SessionDurations,
  SessionsPerDevice,
  VersionCounts,
} from '../models/analytics.js';
import { GenericLogFlow, LogFlow } from '../models/log-flow.js';
import { appParams, end, start, timeRange, top, versions } from './params.js';

/** Where a log flow starts: logs received at or after this time. */
const logStart = {
  schema: z.optional(dateTime()),
  description: 'Logs received between this time and now (a log received at this very time included): a Date or an ISO 8601 string.',
};

/**
 * The log flow's paging, as the service documents it: at most 100 logs per call, `exceeded_max_limit` when more
 * are waiting, and `last_received_log_timestamp` to be used as the next call's `start`. A call returns the logs
 * received *between* `start` and now, so the next page starts with the logs at that time, which the last page
 * already gave (it may have ended inside a run of logs sharing a timestamp): the engine drops those
 * (`includesCursor`), so every log comes once and none at a page boundary is lost.
 */
const logFlowPaging = cursorPaging({
  items: 'logs',
  cursorParam: 'start',
  nextCursor: 'last_received_log_timestamp',
  hasMore: 'exceeded_max_limit',
  includesCursor: 'timestamp',
});

/** Counts active devices per day, week and month of the time range (optionally of one app build). */
export const analyticsActiveDeviceCounts = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/active_device_counts',
  summary: 'Active devices by interval in the time range',
  pathParams: appParams,
  query: { start, end, versions, appBuild: { schema: z.optional(z.string()), name: 'app_build', description: 'Only this app build.' } },
  response: ActiveDeviceCounts,
});

/** Totals the downloads of the distribution releases given. Never retried automatically (a POST). */
export const analyticsReleaseCounts = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/distribution/release_counts',
  summary: 'Total downloads of the given distribution releases',
  pathParams: appParams,
  body: jsonBody(ReleaseCountsRequest),
  response: ReleaseCounts,
});

/** Counts devices per language in the time range, most first. */
export const analyticsLanguages = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/languages',
  summary: 'Languages in the time range',
  pathParams: appParams,
  query: { start, end, versions, top },
  response: LanguageCounts,
});

/**
 * Logs received between `start` and now, at most 100 per call. The method walks forward: each page starts at
 * the previous page's `last_received_log_timestamp` while `exceeded_max_limit` says more are waiting, and skips
 * the logs at that time the previous page gave. More than 100 logs sharing one timestamp cannot be walked
 * past (the service has no other cursor): that ends in a `ResponseValidationError` rather than a loop.
 */
export const analyticsLogFlow = defineListOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/log_flow',
  summary: 'Logs received between a start time and now; at most 100 logs per call',
  pathParams: appParams,
  query: { start: logStart },
  response: LogFlow,
  pagination: logFlowPaging,
});

/** Like `logFlow`, with each log's event, session and property details. */
export const analyticsGenericLogFlow = defineListOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/generic_log_flow',
  summary: 'Logs received between a start time and now; at most 100 logs per call',
  pathParams: appParams,
  query: { start: logStart },
  response: GenericLogFlow,
  pagination: logFlowPaging,
});

/** Counts devices per model in the time range, most first. */
export const analyticsModels = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/models',
  summary: 'Models in the time range',
  pathParams: appParams,
  query: { start, end, versions, top },
  response: ModelCounts,
});

/** Counts devices per operating system in the time range, most first. */
export const analyticsOperatingSystems = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/oses',
  summary: 'Operating systems in the time range',
  pathParams: appParams,
  query: { start, end, versions, top },
  response: OperatingSystemCounts,
});

/** Counts devices per place (country code) in the time range, most first. */
export const analyticsPlaces = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/places',
  summary: 'Places in the time range',
  pathParams: appParams,
  query: { start, end, versions, top },
  response: PlaceCounts,
});

/** Counts sessions per day in the time range. */
export const analyticsSessionCounts = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/session_counts',
  summary: 'Sessions in the time range',
  pathParams: appParams,
  query: timeRange,
  response: SessionCounts,
});

/** Histogram and average of session durations in the time range. */
export const analyticsSessionDurations = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/session_durations_distribution',
  summary: 'Session durations',
  pathParams: appParams,
  query: timeRange,
  response: SessionDurations,
});

/** Sessions per device, per day and on average, in the time range. */
export const analyticsSessionsPerDevice = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/sessions_per_device',
  summary: 'Sessions per device in the time range',
  pathParams: appParams,
  query: timeRange,
  response: SessionsPerDevice,
});

/** Counts devices per app version in the time range. */
export const analyticsVersions = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/versions',
  summary: 'Active versions in the time range ordered by version',
  pathParams: appParams,
  query: { start, end, versions, top },
  response: VersionCounts,
});

/** Audience analytics: active devices, sessions, languages, models, systems, places, versions, downloads and the live log flow. */
export const analyticsGroup = {
  activeDeviceCounts: analyticsActiveDeviceCounts,
  releaseCounts: analyticsReleaseCounts,
  languages: analyticsLanguages,
  logFlow: analyticsLogFlow,
  genericLogFlow: analyticsGenericLogFlow,
  models: analyticsModels,
  operatingSystems: analyticsOperatingSystems,
  places: analyticsPlaces,
  sessionCounts: analyticsSessionCounts,
  sessionDurations: analyticsSessionDurations,
  sessionsPerDevice: analyticsSessionsPerDevice,
  versions: analyticsVersions,
};
