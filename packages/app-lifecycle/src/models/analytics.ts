import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** A count at a point of a time series (`datetime` starts the interval). */
export const DateTimeCount = model({
  /** Start of the interval (ISO 8601). */
  datetime: z.optional(z.string()),
  /** The count in the interval. */
  count: z.optional(z.number()),
});
/** A count at a point of a time series. */
export type DateTimeCount = z.infer<typeof DateTimeCount>;

/** Active devices per day, week and month of the time range. */
export const ActiveDeviceCounts = model({
  /** Devices active in each interval. */
  daily: z.optional(z.array(DateTimeCount)),
  /** Devices active in the week up to each interval. */
  weekly: z.optional(z.array(DateTimeCount)),
  /** Devices active in the month up to each interval. */
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
  /** Mean session length over the asked period, as `hh:mm:ss`. */
  average_duration: z.optional(z.string()),
  /** Mean session length over the period before, as `hh:mm:ss`. */
  previous_average_duration: z.optional(z.string()),
  /** How many sessions fell into each length bucket. */
  distribution: z.optional(
    z.array(
      model({
        /** The length range of the bucket, e.g. `1 - 5 min`. */
        bucket: z.optional(z.string()),
        /** Sessions whose length fell in the bucket. */
        count: z.optional(z.number()),
      }),
    ),
  ),
});
/** How long sessions last. */
export type SessionDurations = z.infer<typeof SessionDurations>;

/** Sessions per device, per interval and on average. */
export const SessionsPerDevice = model({
  /** Sessions per device in each interval. */
  sessions_per_user: z.optional(z.array(DateTimeCount)),
  /** Mean sessions per device over the period. */
  average_sessions_per_user: z.optional(z.number()),
  /** Mean sessions per device over the period before. */
  previous_average_sessions_per_user: z.optional(z.number()),
  /** Sessions counted over the period. */
  total_count: z.optional(z.number()),
  /** Sessions counted over the period before. */
  previous_total_count: z.optional(z.number()),
});
/** Sessions per device. */
export type SessionsPerDevice = z.infer<typeof SessionsPerDevice>;

const count = z.optional(z.number());

/** Devices per language, most first. */
export const LanguageCounts = model({
  /** Counts per device language. */
  languages: z.optional(
    z.array(
      model({
        /** The language's name. */
        language_name: z.optional(z.string()),
        /** Devices with the language in the period. */
        count,
        /** Devices with the language in the period before. */
        previous_count: count,
      }),
    ),
  ),
  /** Total across all languages, including those past the page. */
  total: count,
});
/** Devices per language. */
export type LanguageCounts = z.infer<typeof LanguageCounts>;

/** Devices per model, most first. */
export const ModelCounts = model({
  /** Counts per device model. */
  models: z.optional(
    z.array(
      model({
        /** The device model's name. */
        model_name: z.optional(z.string()),
        /** Devices of the model in the period. */
        count,
        /** Devices of the model in the period before. */
        previous_count: count,
      }),
    ),
  ),
  /** Total across all models, including those past the page. */
  total: count,
});
/** Devices per model. */
export type ModelCounts = z.infer<typeof ModelCounts>;

/** Devices per operating system, most first. */
export const OperatingSystemCounts = model({
  /** Counts per operating system. */
  oses: z.optional(
    z.array(
      model({
        /** The operating system's name. */
        os_name: z.optional(z.string()),
        /** Devices with the operating system in the period. */
        count,
        /** Devices with the operating system in the period before. */
        previous_count: count,
      }),
    ),
  ),
  /** Total across all operating systems, including those past the page. */
  total: count,
});
/** Devices per operating system. */
export type OperatingSystemCounts = z.infer<typeof OperatingSystemCounts>;

/** Devices per place (country code), most first. */
export const PlaceCounts = model({
  /** Counts per country or region. */
  places: z.optional(
    z.array(
      model({
        /** The country or region code, e.g. `US`. */
        code: z.optional(z.string()),
        /** Devices in the place in the period. */
        count,
        /** Devices in the place in the period before. */
        previous_count: count,
      }),
    ),
  ),
  /** Total across all places, including those past the page. */
  total: count,
});
/** Devices per place. */
export type PlaceCounts = z.infer<typeof PlaceCounts>;

/** Devices per app version, most first. */
export const VersionCounts = model({
  /** Counts per app version. */
  versions: z.optional(
    z.array(
      model({
        /** The app version. */
        version: z.optional(z.string()),
        /** Devices running the version in the period. */
        count,
        /** Devices running the version in the period before. */
        previous_count: count,
      }),
    ),
  ),
  /** Total across all versions, including those past the page. */
  total: count,
});
/** Devices per app version. */
export type VersionCounts = z.infer<typeof VersionCounts>;

/** Downloads of one distribution release. */
export const ReleaseCount = model({
  /** The release's id. */
  release_id: z.string(),
  /** Downloads of the release. */
  total_count: z.number(),
  /** Downloads of the release by distinct users. */
  unique_count: z.number(),
  /** The distribution group the counts are limited to, when one was asked for. */
  distribution_group: z.optional(z.string()),
});
/** Downloads of one distribution release. */
export type ReleaseCount = z.infer<typeof ReleaseCount>;

/** Downloads of the releases asked for. */
export const ReleaseCounts = model({
  /** Download counts, one per release asked for. */
  counts: z.array(ReleaseCount),
  /** Downloads of all the releases asked for together. */
  total: z.optional(z.number()),
});
/** Downloads of the releases asked for. */
export type ReleaseCounts = z.infer<typeof ReleaseCounts>;

/** Body of `analytics.releaseCounts`. */
export const ReleaseCountsRequest = model({
  /** The releases to count, each by id (at least one). */
  releases: z.array(
    model({
      /** The release's id. */
      release: z.string(),
    }),
  ).check(z.minLength(1)),
});
/** Body of `analytics.releaseCounts`. */
export type ReleaseCountsRequest = z.input<typeof ReleaseCountsRequest>;
