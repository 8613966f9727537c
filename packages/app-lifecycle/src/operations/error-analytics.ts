import { defineListOperation, defineOperation, offsetPaging } from '@org/http-core';
import { openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { ErrorAppBuilds, ErrorCountsPerDay, ErrorFreeDevicePercentages, ErrorVersions } from '../models/error-analytics.js';
import { appBuild, appParams, end, errorTop, errorTypeOne, errorTypeOrAll, optionalVersion, skip, start, versions } from './params.js';

/** Lists the builds of a version that reported errors in the time range. */
export const errorAnalyticsAppBuilds = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/availableAppBuilds',
  summary: 'App builds with errors',
  pathParams: appParams,
  query: {
    version: { schema: z.string().check(z.minLength(1)), name: 'version', description: 'The app version.' },
    start,
    end,
    top: errorTop,
    errorType: errorTypeOrAll,
  },
  response: ErrorAppBuilds,
});

/**
 * Lists the app versions that reported errors in the time range. Pages with `top` and `skip`; the method
 * walks them. `inlineCount: 'allpages'` adds the number of versions over all pages.
 */
export const errorAnalyticsAvailableVersions = defineListOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/available_versions',
  summary: 'App versions with errors',
  pathParams: appParams,
  query: {
    start,
    end,
    top: errorTop,
    skip,
    filter: { schema: z.optional(z.string()), name: '$filter', description: "An OData filter on `version`, e.g. \"version ne '1.0.0'\"." },
    inlineCount: { schema: z.optional(openEnum(['allpages', 'none'])), name: '$inlinecount', description: 'allpages to include the total count.' },
    errorType: errorTypeOrAll,
  },
  response: ErrorVersions,
  pagination: offsetPaging({ items: 'versions', offsetParam: 'skip', limitParam: 'top' }),
});

/**
 * Counts errors per day in the time range, and in total; handled errors unless `errorType` says
 * otherwise. Replaces the deprecated `crashAnalytics.crashCounts`.
 */
export const errorAnalyticsCountsPerDay = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorCountsPerDay',
  summary: 'Errors per day',
  pathParams: appParams,
  query: { version: optionalVersion, start, end, appBuild, errorType: errorTypeOne },
  response: ErrorCountsPerDay,
});

/**
 * Share of active devices without an error, per day and on average, for the versions given; handled errors
 * unless `errorType` says otherwise; `-1` on a day when more devices had errors than were active. Replaces
 * the deprecated `crashAnalytics.crashFreeDevicePercentages`.
 */
export const errorAnalyticsErrorFreeDevicePercentages = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorfreeDevicePercentages',
  summary: 'Error-free devices per day',
  pathParams: appParams,
  query: { start, end, versions, appBuild, errorType: errorTypeOne },
  response: ErrorFreeDevicePercentages,
});

/** Error analytics of the app: versions and builds with errors, errors per day, error-free devices. */
export const errorAnalyticsGroup = {
  appBuilds: errorAnalyticsAppBuilds,
  availableVersions: errorAnalyticsAvailableVersions,
  countsPerDay: errorAnalyticsCountsPerDay,
  errorFreeDevicePercentages: errorAnalyticsErrorFreeDevicePercentages,
};
