import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { DateTimeCount } from './analytics.js';

const count = z.optional(z.number());

/** Crashes per interval and in total. */
export const CrashCounts = model({
  count,
  crashes: z.optional(z.array(DateTimeCount)),
});
/** Crashes per interval and in total. */
export type CrashCounts = z.infer<typeof CrashCounts>;

/** Crashes and affected devices of one crash group. */
export const CrashGroupOverall = model({
  crash_count: count,
  device_count: count,
});
/** Crashes and affected devices of one crash group. */
export type CrashGroupOverall = z.infer<typeof CrashGroupOverall>;

/** Crashes of a crash group per device model. */
export const CrashGroupModelCounts = model({
  crash_count: count,
  models: z.optional(z.array(model({ model_name: z.optional(z.string()), crash_count: count }))),
});
/** Crashes of a crash group per device model. */
export type CrashGroupModelCounts = z.infer<typeof CrashGroupModelCounts>;

/** Crashes of a crash group per operating system. */
export const CrashGroupOperatingSystemCounts = model({
  crash_count: count,
  operating_systems: z.optional(z.array(model({ operating_system_name: z.optional(z.string()), crash_count: count }))),
});
/** Crashes of a crash group per operating system. */
export type CrashGroupOperatingSystemCounts = z.infer<typeof CrashGroupOperatingSystemCounts>;

/** Share of active devices without a crash, per day; `-1` where crashed devices exceed active ones. */
export const CrashFreeDevicePercentages = model({
  average_percentage: count,
  daily_percentages: z.optional(z.array(model({ datetime: z.optional(z.string()), percentage: count }))),
});
/** Share of active devices without a crash, per day. */
export type CrashFreeDevicePercentages = z.infer<typeof CrashFreeDevicePercentages>;

/** A crash group and version to total. */
export const CrashGroupVersion = model({
  crash_group_id: z.optional(z.string()),
  app_version: z.optional(z.string()),
});
/** A crash group and version to total. */
export type CrashGroupVersion = z.infer<typeof CrashGroupVersion>;

/** Body of `crashAnalytics.groupTotals`. */
export const CrashGroupTotalsRequest = model({
  crash_groups: z.array(CrashGroupVersion).check(z.minLength(1)),
});
/** Body of `crashAnalytics.groupTotals`. */
export type CrashGroupTotalsRequest = z.input<typeof CrashGroupTotalsRequest>;

/** Totals of one crash group and version; one entry per entry asked for. */
export const CrashGroupTotal = model({
  crash_group_id: z.optional(z.string()),
  app_version: z.optional(z.string()),
  overall: z.optional(CrashGroupOverall),
});
/** Totals of one crash group and version. */
export type CrashGroupTotal = z.infer<typeof CrashGroupTotal>;
