import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

const count = z.optional(z.number());
const text = z.optional(z.string());

/** Errors per day and in total over a time range. */
export const ErrorCountsPerDay = model({
  /** Errors over the whole period. */
  count,
  /** Errors per day: the day (ISO 8601) and its count. */
  errors: z.optional(
    z.array(
      model({
        /** The day (ISO 8601). */
        datetime: text,
        /** Errors that day. */
        count,
      }),
    ),
  ),
});
/** Errors per day and in total. */
export type ErrorCountsPerDay = z.infer<typeof ErrorCountsPerDay>;

/** Share of active devices without an error, per day and on average; `-1` where more devices had errors than were active. */
export const ErrorFreeDevicePercentages = model({
  /** Share of devices without an error over the period, in percent. */
  averagePercentage: count,
  /** Share of devices without an error per day: the day (ISO 8601) and the percentage. */
  dailyPercentages: z.optional(
    z.array(
      model({
        /** The day (ISO 8601). */
        datetime: text,
        /** Share of devices without an error that day, in percent. */
        percentage: count,
      }),
    ),
  ),
});
/** Share of active devices without an error. */
export type ErrorFreeDevicePercentages = z.infer<typeof ErrorFreeDevicePercentages>;

/** An error group's errors per device model, most first. */
export const ErrorGroupModelCounts = model({
  /** Errors in the group, all models together. */
  errorCount: count,
  /** Errors of the group per device model. */
  models: z.optional(
    z.array(
      model({
        /** The device model's name. */
        modelName: text,
        /** The device model's code, e.g. `iPhone10,6`. */
        modelCode: text,
        /** Errors of the group on the model. */
        errorCount: count,
      }),
    ),
  ),
});
/** An error group's errors per device model. */
export type ErrorGroupModelCounts = z.infer<typeof ErrorGroupModelCounts>;

/** An error group's errors per operating system, most first. */
export const ErrorGroupOperatingSystemCounts = model({
  /** Errors in the group, all operating systems together. */
  errorCount: count,
  /** Errors of the group per operating system. */
  operatingSystems: z.optional(
    z.array(
      model({
        /** The operating system's name with version. */
        operatingSystemName: text,
        /** Errors of the group on the operating system. */
        errorCount: count,
      }),
    ),
  ),
});
/** An error group's errors per operating system. */
export type ErrorGroupOperatingSystemCounts = z.infer<typeof ErrorGroupOperatingSystemCounts>;

/** The builds of a version that reported errors. */
export const ErrorAppBuilds = model({
  /** The app builds that reported errors. */
  appBuilds: z.optional(z.array(z.string())),
});
/** The builds of a version that reported errors. */
export type ErrorAppBuilds = z.infer<typeof ErrorAppBuilds>;

/** The versions that reported errors in a time range; `total_count` over all pages when asked for. */
export const ErrorVersions = model({
  /** The app versions that reported errors, on this page. */
  versions: z.optional(z.array(z.string())),
  /** How many versions there are, across all pages. */
  total_count: count,
});
/** The versions that reported errors in a time range. */
export type ErrorVersions = z.infer<typeof ErrorVersions>;
