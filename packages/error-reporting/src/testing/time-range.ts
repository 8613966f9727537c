/**
 * Time ranges of lists and statistics: a period ending now.
 */
import { canonicalError } from '@org/http-core/testing';

const HOUR = 60 * 60 * 1000;
const periods: Readonly<Record<string, number>> = {
  PERIOD_1_HOUR: HOUR,
  PERIOD_6_HOURS: 6 * HOUR,
  PERIOD_1_DAY: 24 * HOUR,
  PERIOD_1_WEEK: 7 * 24 * HOUR,
  PERIOD_30_DAYS: 30 * 24 * HOUR,
};

/** A time range in epoch milliseconds; `begin` and `end` included. */
export interface TimeRange {
  readonly begin: number;
  readonly end: number;
}

/** The range of `period` (`timeRange.period`) ending at `now`; unset or unspecified means 30 days. */
export function timeRangeOf(period: string | null, now: number): TimeRange {
  const key = period === null || period === 'PERIOD_UNSPECIFIED' ? 'PERIOD_30_DAYS' : period;
  const length = periods[key];
  if (length === undefined) throw canonicalError('INVALID_ARGUMENT', `Unknown time range period '${period}'`);
  return { begin: now - length, end: now };
}

/** Whether an ISO time falls in the range. */
export function inRange(time: string, range: TimeRange): boolean {
  const at = Date.parse(time);
  return at >= range.begin && at <= range.end;
}
