import { int64, model, openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { ErrorEvent } from './error-event.js';
import { ErrorGroup } from './error-group.js';
import { ServiceContext } from './service-context.js';

/** Time ranges statistics and lists can be restricted to, ending now. */
export const TimeRangePeriod = openEnum(['PERIOD_UNSPECIFIED', 'PERIOD_1_HOUR', 'PERIOD_6_HOURS', 'PERIOD_1_DAY', 'PERIOD_1_WEEK', 'PERIOD_30_DAYS']);
/** Time ranges statistics and lists can be restricted to. */
export type TimeRangePeriod = z.infer<typeof TimeRangePeriod>;

/** Sort orders of group statistics; `COUNT_DESC` by default. */
export const GroupOrder = openEnum(['GROUP_ORDER_UNSPECIFIED', 'COUNT_DESC', 'LAST_SEEN_DESC', 'CREATED_DESC', 'AFFECTED_USERS_DESC']);
/** Sort orders of group statistics. */
export type GroupOrder = z.infer<typeof GroupOrder>;

/**
 * How timed counts are cut: `ALIGNMENT_EQUAL_AT_END` (default) makes the last interval end at the end of the time
 * range; `ALIGNMENT_EQUAL_ROUNDED` starts intervals at `alignmentTime` (default 00:00 UTC) plus multiples of the
 * duration.
 */
export const TimedCountAlignment = openEnum(['ERROR_COUNT_ALIGNMENT_UNSPECIFIED', 'ALIGNMENT_EQUAL_ROUNDED', 'ALIGNMENT_EQUAL_AT_END']);
/** How timed counts are cut. */
export type TimedCountAlignment = z.infer<typeof TimedCountAlignment>;

/** Number of errors in one interval. */
export const TimedCount = model({
  /** Errors in the interval (a 64-bit integer as a string). */
  count: z.optional(int64()),
  /** Start of the interval (included), ISO 8601. */
  startTime: z.optional(z.string()),
  /** End of the interval (excluded), ISO 8601. */
  endTime: z.optional(z.string()),
});
/** Number of errors in one interval. */
export type TimedCount = z.infer<typeof TimedCount>;

/** Statistics of one group under the request's filters. */
export const ErrorGroupStats = model({
  /** The group. */
  group: z.optional(ErrorGroup),
  /** Errors matching the filters (a 64-bit integer as a string). */
  count: z.optional(int64()),
  /** Distinct users affected (a 64-bit integer as a string). */
  affectedUsersCount: z.optional(int64()),
  /** Counts per interval, oldest first; only when `timedCountDuration` was given. */
  timedCounts: z.optional(z.array(TimedCount)),
  /** First occurrence matching the service filter (whatever the time range), ISO 8601. */
  firstSeenTime: z.optional(z.string()),
  /** Last occurrence matching the service filter (whatever the time range), ISO 8601. */
  lastSeenTime: z.optional(z.string()),
  /** Service contexts with errors in the range. */
  affectedServices: z.optional(z.array(ServiceContext)),
  /** Number of services with errors in the range. */
  numAffectedServices: z.optional(z.number()),
  /** One event of the group, as a preview. */
  representative: z.optional(ErrorEvent),
});
/** Statistics of one group. */
export type ErrorGroupStats = z.infer<typeof ErrorGroupStats>;

/** One page of group statistics. */
export const ListGroupStatsResponse = model({
  /** The statistics of each group of the page. */
  errorGroupStats: z.optional(z.array(ErrorGroupStats)),
  /** Token of the next page; absent on the last. */
  nextPageToken: z.optional(z.string()),
  /** Start of the time range the statistics cover, ISO 8601. */
  timeRangeBegin: z.optional(z.string()),
});
/** One page of group statistics. */
export type ListGroupStatsResponse = z.infer<typeof ListGroupStatsResponse>;
