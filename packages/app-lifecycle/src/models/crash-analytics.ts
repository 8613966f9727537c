import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { DateTimeCount } from './analytics.js';

const count = z.optional(z.number());

/** Crashes per interval and in total. */
export const CrashCounts = model({
  /** Crashes over the whole period. */
  count,
  /** Crashes per interval. */
  crashes: z.optional(z.array(DateTimeCount)),
});
/** Crashes per interval and in total. */
export type CrashCounts = z.infer<typeof CrashCounts>;

/** Crashes and affected devices of one crash group. */
export const CrashGroupOverall = model({
  /** Crashes in the group. */
  crash_count: count,
  /** Devices that hit a crash of the group. */
  device_count: count,
});
/** Crashes and affected devices of one crash group. */
export type CrashGroupOverall = z.infer<typeof CrashGroupOverall>;

/** Crashes of a crash group per device model. */
export const CrashGroupModelCounts = model({
  /** Crashes in the group, all models together. */
  crash_count: count,
  /** Crashes of the group per device model. */
  models: z.optional(
    z.array(
      model({
        /** The device model's name. */
        model_name: z.optional(z.string()),
        /** Crashes of the group on the model. */
        crash_count: count,
      }),
    ),
  ),
});
/** Crashes of a crash group per device model. */
export type CrashGroupModelCounts = z.infer<typeof CrashGroupModelCounts>;

/** Crashes of a crash group per operating system. */
export const CrashGroupOperatingSystemCounts = model({
  /** Crashes in the group, all operating systems together. */
  crash_count: count,
  /** Crashes of the group per operating system. */
  operating_systems: z.optional(
    z.array(
      model({
        /** The operating system's name with version. */
        operating_system_name: z.optional(z.string()),
        /** Crashes of the group on the operating system. */
        crash_count: count,
      }),
    ),
  ),
});
/** Crashes of a crash group per operating system. */
export type CrashGroupOperatingSystemCounts = z.infer<typeof CrashGroupOperatingSystemCounts>;

/** Share of active devices without a crash, per day; `-1` where crashed devices exceed active ones. */
export const CrashFreeDevicePercentages = model({
  /** Share of devices without a crash over the period, in percent. */
  average_percentage: count,
  /** Share of devices without a crash per day, in percent. */
  daily_percentages: z.optional(
    z.array(
      model({
        /** The day (ISO 8601). */
        datetime: z.optional(z.string()),
        /** Share of devices without a crash that day, in percent. */
        percentage: count,
      }),
    ),
  ),
});
/** Share of active devices without a crash, per day. */
export type CrashFreeDevicePercentages = z.infer<typeof CrashFreeDevicePercentages>;

/** A crash group and version to total. */
export const CrashGroupVersion = model({
  /** The crash group's id. */
  crash_group_id: z.optional(z.string()),
  /** The app version to count for. */
  app_version: z.optional(z.string()),
});
/** A crash group and version to total. */
export type CrashGroupVersion = z.infer<typeof CrashGroupVersion>;

/** Body of `crashAnalytics.groupTotals`. */
export const CrashGroupTotalsRequest = model({
  /** The crash groups to count, each with an app version (at least one). */
  crash_groups: z.array(CrashGroupVersion).check(z.minLength(1)),
});
/** Body of `crashAnalytics.groupTotals`. */
export type CrashGroupTotalsRequest = z.input<typeof CrashGroupTotalsRequest>;

/** Totals of one crash group and version; one entry per entry asked for. */
export const CrashGroupTotal = model({
  /** The crash group's id. */
  crash_group_id: z.optional(z.string()),
  /** The app version counted for. */
  app_version: z.optional(z.string()),
  /** Crashes and affected devices of the group in that version. */
  overall: z.optional(CrashGroupOverall),
});
/** Totals of one crash group and version. */
export type CrashGroupTotal = z.infer<typeof CrashGroupTotal>;
