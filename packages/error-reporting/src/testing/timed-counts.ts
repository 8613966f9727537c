/**
 * Counts per interval for group statistics.
 */
import { canonicalError } from '@org/http-core/testing';
import type { TimedCount } from '../models/group-stats.js';
import type { TimeRange } from './time-range.js';

/** How to cut a range into intervals. */
export interface TimedCountRequest {
  /** `Ns` duration, as sent in `timedCountDuration`. */
  readonly duration: string;
  /** `ALIGNMENT_EQUAL_AT_END` (default) or `ALIGNMENT_EQUAL_ROUNDED`. */
  readonly alignment: string | null;
  /** Start of rounded intervals, ISO 8601; default 00:00 UTC. */
  readonly alignmentTime: string | null;
}

/**
 * The counts of `times` (epoch ms, all inside `range`) per interval: non-empty intervals only, oldest first,
 * clipped to the range. At-end intervals end at the end of the range; rounded ones start at the alignment time
 * plus whole multiples of the duration.
 */
export function timedCounts(times: readonly number[], range: TimeRange, request: TimedCountRequest): TimedCount[] {
  const seconds = /^(\d+(?:\.\d{1,9})?)s$/.exec(request.duration);
  const length = seconds ? Number(seconds[1]) * 1000 : NaN;
  if (!(length > 0)) throw canonicalError('INVALID_ARGUMENT', `Invalid timedCountDuration '${request.duration}'`);
  const alignment = request.alignment ?? 'ALIGNMENT_EQUAL_AT_END';
  let anchor: number;
  if (alignment === 'ALIGNMENT_EQUAL_AT_END' || alignment === 'ERROR_COUNT_ALIGNMENT_UNSPECIFIED') {
    anchor = range.end;
  } else if (alignment === 'ALIGNMENT_EQUAL_ROUNDED') {
    anchor = request.alignmentTime === null ? 0 : Date.parse(request.alignmentTime);
    if (Number.isNaN(anchor)) throw canonicalError('INVALID_ARGUMENT', `Invalid alignmentTime '${request.alignmentTime}'`);
  } else {
    throw canonicalError('INVALID_ARGUMENT', `Unknown alignment '${alignment}'`);
  }
  const counts = new Map<number, number>();
  for (const time of times) {
    // At-end intervals are closed at the end of the range: an event exactly at the end counts in the last one.
    const offset = alignment === 'ALIGNMENT_EQUAL_ROUNDED' ? time - anchor : time - anchor - (time === range.end ? 1 : 0);
    const start = anchor + Math.floor(offset / length) * length;
    counts.set(start, (counts.get(start) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, count]) => ({
      count: String(count),
      startTime: new Date(Math.max(start, range.begin)).toISOString(),
      endTime: new Date(Math.min(start + length, range.end)).toISOString(),
    }));
}
