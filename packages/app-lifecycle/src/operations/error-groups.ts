import { defineListOperation, defineOperation, jsonBody, nextLinkPaging, offsetPaging } from '@org/http-core';
import { openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { ErrorFreeDevicePercentages, ErrorCountsPerDay, ErrorGroupModelCounts, ErrorGroupOperatingSystemCounts } from '../models/error-analytics.js';
import { ErrorGroup, ErrorGroupList, ErrorGroupSearchResult, ErrorGroupState, ErrorGroupStatePatch } from '../models/error-group.js';
import { Stacktrace } from '../models/stacktrace.js';
import { appBuild, appName, appParams, end, errorGroupId, errorTop, errorTypeOrAll, optionalVersion, ownerName, searchOrder, searchText, searchTop, skip, start } from './params.js';

const groupParams = { ownerName, appName, errorGroupId };

/**
 * Lists the error groups with errors in the time range, counted over those errors; filtered by version,
 * build, state and error type and ordered by `orderBy` (`count desc` when omitted). `top` is the page size
 * (30 when omitted); pages follow `nextLink`. Replaces the deprecated `crashGroups.list`.
 */
export const errorGroupsList = defineListOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups',
  summary: 'List error groups',
  pathParams: appParams,
  query: {
    version: optionalVersion,
    appBuild,
    groupState: { schema: z.optional(ErrorGroupState), name: 'groupState', description: 'Only groups in this state.' },
    start,
    end,
    orderBy: { schema: z.optional(z.string()), name: '$orderby', description: 'Sort, e.g. "count desc" (the default) or "lastOccurrence desc".' },
    top: errorTop,
    errorType: errorTypeOrAll,
  },
  response: ErrorGroupList,
  pagination: nextLinkPaging({ items: 'errorGroups', nextLink: 'nextLink', identity: 'errorGroupId' }),
});

/**
 * Searches error groups by text (`q`) and an OData `filter`, sorted by `sort` and `order` (the groups with
 * the most matching errors first when omitted). Pages with `top` (1 to 100) and `skip`; the method walks them.
 */
export const errorGroupsSearch = defineListOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/search',
  summary: 'Search error groups',
  pathParams: appParams,
  query: {
    filter: { schema: z.optional(z.string()), name: 'filter', description: "An OData filter, e.g. \"exceptionType eq 'java.lang.NullPointerException'\"." },
    q: searchText,
    order: searchOrder,
    sort: {
      schema: z.optional(openEnum(['matchingReportsCount', 'exceptionClassName', 'exceptionMessage', 'exceptionMethod', 'lastOccurrence'])),
      name: 'sort',
      description: 'Sort field (matchingReportsCount when omitted).',
    },
    top: searchTop,
    skip,
  },
  response: ErrorGroupSearchResult,
  pagination: offsetPaging({ items: 'errorGroups', offsetParam: 'skip', limitParam: 'top' }),
});

/** Gets an error group, counted over all its errors. Replaces the deprecated `crashGroups.get`. */
export const errorGroupsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/{errorGroupId}',
  summary: 'Error group details',
  pathParams: groupParams,
  response: ErrorGroup,
});

/**
 * Sets an error group's state (`open`, `closed` or `ignored`; required) and annotation. Replaces the
 * deprecated `crashGroups.update`.
 */
export const errorGroupsUpdateState = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/{errorGroupId}',
  summary: 'Update error group state',
  pathParams: groupParams,
  body: jsonBody(ErrorGroupStatePatch),
  response: ErrorGroup,
});

/**
 * Counts an error group's errors per day in the time range, and in total; of one version when given.
 * Replaces the deprecated `crashAnalytics.groupCrashCounts`.
 */
export const errorGroupsCountsPerDay = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/{errorGroupId}/errorCountsPerDay',
  summary: 'Errors of a group per day',
  pathParams: groupParams,
  query: { version: optionalVersion, start, end },
  response: ErrorCountsPerDay,
});

/**
 * Share of active devices without an error of this group, per day and on average; `-1` on a day when more
 * devices had one than were active.
 */
export const errorGroupsErrorFreeDevicePercentages = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/{errorGroupId}/errorfreeDevicePercentages',
  summary: 'Error-free devices of a group per day',
  pathParams: groupParams,
  query: { start, end },
  response: ErrorFreeDevicePercentages,
});

/** Counts an error group's errors per device model, most first. Replaces the deprecated `crashAnalytics.groupModels`. */
export const errorGroupsModelCounts = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/{errorGroupId}/models',
  summary: 'Top models of an error group',
  pathParams: groupParams,
  query: { top: errorTop },
  response: ErrorGroupModelCounts,
});

/**
 * Counts an error group's errors per operating system, most first. Replaces the deprecated
 * `crashAnalytics.groupOperatingSystems`.
 */
export const errorGroupsOperatingSystemCounts = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/{errorGroupId}/operatingSystems',
  summary: 'Top operating systems of an error group',
  pathParams: groupParams,
  query: { top: errorTop },
  response: ErrorGroupOperatingSystemCounts,
});

/** Gets the stack trace of an error group. Replaces the deprecated `crashGroups.getStacktrace`. */
export const errorGroupsGetStacktrace = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/errors/errorGroups/{errorGroupId}/stacktrace',
  summary: 'Stack trace of an error group',
  pathParams: groupParams,
  response: Stacktrace,
});

/** Error groups: handled and unhandled errors with the same cause, their triage state and analytics. */
export const errorGroupsGroup = {
  list: errorGroupsList,
  search: errorGroupsSearch,
  get: errorGroupsGet,
  updateState: errorGroupsUpdateState,
  countsPerDay: errorGroupsCountsPerDay,
  errorFreeDevicePercentages: errorGroupsErrorFreeDevicePercentages,
  modelCounts: errorGroupsModelCounts,
  operatingSystemCounts: errorGroupsOperatingSystemCounts,
  getStacktrace: errorGroupsGetStacktrace,
};
