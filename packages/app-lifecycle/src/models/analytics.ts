import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** A count at a point of a time series (`datetime` starts the interval). */
export const DateTimeCount = model({
  datetime: z.optional(z.string()),
  count: z.optional(z.number()),
});
/** A count at a point of a time series. */
export type DateTimeCount = z.infer<typeof DateTimeCount>;

/** Active devices per day, week and month of the time range. */
export const ActiveDeviceCounts = model({
  daily: z.optional(z.array(DateTimeCount)),
  weekly: z.optional(z.array(DateTimeCount)),
  monthly: z.optional(z.array(DateTimeCount)),
});
/** Active devices per day, week and month of the time range. */
export type ActiveDeviceCounts = z.infer<typeof ActiveDeviceCounts>;

/** Sessions per interval. */
export const SessionCounts = z.array(DateTimeCount);
/** Sessions per interval. */
export type SessionCounts = z.infer<typeof SessionCounts>;

/** How long sessions last: a histogram and the average (as `hh:mm:ss`). */
export const SessionDurations = model({
  average_duration: z.optional(z.string()),
  previous_average_duration: z.optional(z.string()),
  distribution: z.optional(z.array(model({ bucket: z.optional(z.string()), count: z.optional(z.number()) }))),
});
/** How long sessions last. */
export type SessionDurations = z.infer<typeof SessionDurations>;

/** Sessions per device, per interval and on average. */
export const SessionsPerDevice = model({
  sessions_per_user: z.optional(z.array(DateTimeCount)),
  average_sessions_per_user: z.optional(z.number()),
  previous_average_sessions_per_user: z.optional(z.number()),
  total_count: z.optional(z.number()),
  previous_total_count: z.optional(z.number()),
});
/** Sessions per device. */
export type SessionsPerDevice = z.infer<typeof SessionsPerDevice>;

const count = z.optional(z.number());

/** Devices per language, most first. */
export const LanguageCounts = model({
  languages: z.optional(z.array(model({ language_name: z.optional(z.string()), count, previous_count: count }))),
  total: count,
});
/** Devices per language. */
export type LanguageCounts = z.infer<typeof LanguageCounts>;

/** Devices per model, most first. */
export const ModelCounts = model({
  models: z.optional(z.array(model({ model_name: z.optional(z.string()), count, previous_count: count }))),
  total: count,
});
/** Devices per model. */
export type ModelCounts = z.infer<typeof ModelCounts>;

/** Devices per operating system, most first. */
export const OperatingSystemCounts = model({
  oses: z.optional(z.array(model({ os_name: z.optional(z.string()), count, previous_count: count }))),
  total: count,
});
/** Devices per operating system. */
export type OperatingSystemCounts = z.infer<typeof OperatingSystemCounts>;

/** Devices per place (country code), most first. */
export const PlaceCounts = model({
  places: z.optional(z.array(model({ code: z.optional(z.string()), count, previous_count: count }))),
  total: count,
});
/** Devices per place. */
export type PlaceCounts = z.infer<typeof PlaceCounts>;

/** Devices per app version, most first. */
export const VersionCounts = model({
  versions: z.optional(z.array(model({ version: z.optional(z.string()), count, previous_count: count }))),
  total: count,
});
/** Devices per app version. */
export type VersionCounts = z.infer<typeof VersionCounts>;

/** Downloads of one distribution release. */
export const ReleaseCount = model({
  release_id: z.string(),
  total_count: z.number(),
  unique_count: z.number(),
  distribution_group: z.optional(z.string()),
});
/** Downloads of one distribution release. */
export type ReleaseCount = z.infer<typeof ReleaseCount>;

/** Downloads of the releases asked for. */
export const ReleaseCounts = model({
  counts: z.array(ReleaseCount),
  total: z.optional(z.number()),
});
/** Downloads of the releases asked for. */
export type ReleaseCounts = z.infer<typeof ReleaseCounts>;

/** Body of `analytics.releaseCounts`. */
export const ReleaseCountsRequest = model({
  releases: z.array(model({ release: z.string() })).check(z.minLength(1)),
});
/** Body of `analytics.releaseCounts`. */
export type ReleaseCountsRequest = z.input<typeof ReleaseCountsRequest>;
