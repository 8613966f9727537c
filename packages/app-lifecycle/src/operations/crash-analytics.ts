import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import {
  CrashCounts,
  CrashFreeDevicePercentages,
  CrashGroupModelCounts,
  CrashGroupOperatingSystemCounts,
  CrashGroupOverall,
  CrashGroupTotal,
  CrashGroupTotalsRequest,
} from '../models/crash-analytics.js';
import { appName, appParams, crashGroupId, end, ownerName, start, top, version, versions } from './params.js';

const single = 'Available for a single app platform only';

/**
 * Counts crashes per day in the time range.
 * @deprecated The service deprecates this operation; it is available for a single app platform only.
 */
export const crashAnalyticsCrashCounts = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/crash_counts',
  summary: single,
  deprecated: true,
  pathParams: appParams,
  query: { start, end, versions },
  response: CrashCounts,
});

/** Totals crashes and affected devices of the crash groups and versions given; one entry per entry asked for. */
export const crashAnalyticsGroupTotals = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/crash_groups',
  summary: 'Overall crash and affected user counts of selected crash groups and versions',
  pathParams: appParams,
  body: jsonBody(CrashGroupTotalsRequest),
  response: z.array(CrashGroupTotal),
});

/**
 * Counts a crash group's crashes per day for one version.
 * @deprecated The service deprecates this operation; it is available for a single app platform only.
 */
export const crashAnalyticsGroupCrashCounts = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/crash_groups/{crash_group_id}/crash_counts',
  summary: single,
  deprecated: true,
  pathParams: { ownerName, appName, crashGroupId },
  query: { version, start, end },
  response: CrashCounts,
});

/**
 * Counts a crash group's crashes per device model for one version, most first.
 * @deprecated The service deprecates this operation; it is available for a single app platform only.
 */
export const crashAnalyticsGroupModels = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/crash_groups/{crash_group_id}/models',
  summary: single,
  deprecated: true,
  pathParams: { ownerName, appName, crashGroupId },
  query: { version, top },
  response: CrashGroupModelCounts,
});

/**
 * Counts a crash group's crashes per operating system for one version, most first.
 * @deprecated The service deprecates this operation; it is available for a single app platform only.
 */
export const crashAnalyticsGroupOperatingSystems = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/crash_groups/{crash_group_id}/operating_systems',
  summary: single,
  deprecated: true,
  pathParams: { ownerName, appName, crashGroupId },
  query: { version, top },
  response: CrashGroupOperatingSystemCounts,
});

/**
 * Totals a crash group's crashes and affected devices for one version.
 * @deprecated The service deprecates this operation; it is available for a single app platform only.
 */
export const crashAnalyticsGroupOverall = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/crash_groups/{crash_group_id}/overall',
  summary: single,
  deprecated: true,
  pathParams: { ownerName, appName, crashGroupId },
  query: { version },
  response: CrashGroupOverall,
});

/**
 * Share of active devices without a crash, per day, for one version; `-1` on a day when crashed
 * devices exceed active devices.
 * @deprecated The service deprecates this operation.
 */
export const crashAnalyticsCrashFreeDevicePercentages = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/analytics/crashfree_device_percentages',
  summary: 'Crash-free device percentage by day for selected versions; returns -1 when crash devices exceed active devices',
  deprecated: true,
  pathParams: appParams,
  query: { start, end, version },
  response: CrashFreeDevicePercentages,
});

/** Crash analytics: crash counts over time, per crash group, per model and operating system. */
export const crashAnalyticsGroup = {
  crashCounts: crashAnalyticsCrashCounts,
  groupTotals: crashAnalyticsGroupTotals,
  groupCrashCounts: crashAnalyticsGroupCrashCounts,
  groupModels: crashAnalyticsGroupModels,
  groupOperatingSystems: crashAnalyticsGroupOperatingSystems,
  groupOverall: crashAnalyticsGroupOverall,
  crashFreeDevicePercentages: crashAnalyticsCrashFreeDevicePercentages,
};
