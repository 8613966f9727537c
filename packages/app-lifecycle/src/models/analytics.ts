import * as z from '@org/http-core/zod';

/** A count at a point of a time series (`datetime` starts the interval). */
export const DateTimeCount = z.looseObject({
  datetime: z.optional(z.string()),
  count: z.optional(z.number()),
});
/** A count at a point of a time series. */
export type DateTimeCount = z.infer<typeof DateTimeCount>;

/** Active devices per day, week and month of the time range. */
export const ActiveDeviceCounts = z.looseObject({
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
export const SessionDurations = z.looseObject({
  average_duration: z.optional(z.string()),
  previous_average_duration: z.optional(z.string()),
  distribution: z.optional(z.array(z.looseObject({ bucket: z.optional(z.string()), count: z.optional(z.number()) }))),
});
/** How long sessions last. */
export type SessionDurations = z.infer<typeof SessionDurations>;

/** Sessions per device, per interval and on average. */
export const SessionsPerDevice = z.looseObject({
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
export const LanguageCounts = z.looseObject({
  languages: z.optional(z.array(z.looseObject({ language_name: z.optional(z.string()), count, previous_count: count }))),
  total: count,
});
/** Devices per language. */
export type LanguageCounts = z.infer<typeof LanguageCounts>;

/** Devices per model, most first. */
export const ModelCounts = z.looseObject({
  models: z.optional(z.array(z.looseObject({ model_name: z.optional(z.string()), count, previous_count: count }))),
  total: count,
});
/** Devices per model. */
export type ModelCounts = z.infer<typeof ModelCounts>;

/** Devices per operating system, most first. */
export const OperatingSystemCounts = z.looseObject({
  oses: z.optional(z.array(z.looseObject({ os_name: z.optional(z.string()), count, previous_count: count }))),
  total: count,
});
/** Devices per operating system. */
export type OperatingSystemCounts = z.infer<typeof OperatingSystemCounts>;

/** Devices per place (country code), most first. */
export const PlaceCounts = z.looseObject({
  places: z.optional(z.array(z.looseObject({ code: z.optional(z.string()), count, previous_count: count }))),
  total: count,
});
/** Devices per place. */
export type PlaceCounts = z.infer<typeof PlaceCounts>;

/** Devices per app version, most first. */
export const VersionCounts = z.looseObject({
  versions: z.optional(z.array(z.looseObject({ version: z.optional(z.string()), count, previous_count: count }))),
  total: count,
});
/** Devices per app version. */
export type VersionCounts = z.infer<typeof VersionCounts>;

/** Downloads of one distribution release. */
export const ReleaseCount = z.looseObject({
  release_id: z.string(),
  total_count: z.number(),
  unique_count: z.number(),
  distribution_group: z.optional(z.string()),
});
/** Downloads of one distribution release. */
export type ReleaseCount = z.infer<typeof ReleaseCount>;

/** Downloads of the releases asked for. */
export const ReleaseCounts = z.looseObject({
  counts: z.array(ReleaseCount),
  total: z.optional(z.number()),
});
/** Downloads of the releases asked for. */
export type ReleaseCounts = z.infer<typeof ReleaseCounts>;

/** Body of `analytics.releaseCounts`. */
export const ReleaseCountsRequest = z.looseObject({
  releases: z.array(z.looseObject({ release: z.string() })).check(z.minLength(1)),
});
/** Body of `analytics.releaseCounts`. */
export type ReleaseCountsRequest = z.input<typeof ReleaseCountsRequest>;
