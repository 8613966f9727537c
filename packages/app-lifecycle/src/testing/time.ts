/**
 * Time ranges and buckets for the fake's analytics: days, weeks and months in UTC, and the period
 * before a range of the same length (for the `previous_*` figures).
 */
import { fakeError } from '@org/http-core/testing';

/** A half-open time range `[from, to)` in epoch milliseconds. */
export interface TimeRange {
  readonly from: number;
  readonly to: number;
}

export const DAY_MS = 86_400_000;

/** Midnight UTC of the day holding `ms`. */
export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** Midnight UTC of the Monday of the week holding `ms`. */
export function startOfWeek(ms: number): number {
  const day = startOfDay(ms);
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  return day - weekday * DAY_MS;
}

/** Midnight UTC of the first day of the month holding `ms`. */
export function startOfMonth(ms: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** The next bucket start after `start` for a bucket kind. */
function nextBucket(kind: BucketKind, start: number): number {
  if (kind === 'day') return start + DAY_MS;
  if (kind === 'week') return start + 7 * DAY_MS;
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** Interval sizes of a time series. */
export type BucketKind = 'day' | 'week' | 'month';

/** The bucket starts covering a range, in order. */
export function buckets(kind: BucketKind, range: TimeRange): number[] {
  const first = kind === 'day' ? startOfDay(range.from) : kind === 'week' ? startOfWeek(range.from) : startOfMonth(range.from);
  const out: number[] = [];
  for (let at = first; at < range.to; at = nextBucket(kind, at)) out.push(at);
  return out;
}

/** The bucket a time falls in. */
export function bucketOf(kind: BucketKind, ms: number): number {
  return kind === 'day' ? startOfDay(ms) : kind === 'week' ? startOfWeek(ms) : startOfMonth(ms);
}

/** The range of the same length just before `range`. */
export function previousRange(range: TimeRange): TimeRange {
  return { from: range.from - (range.to - range.from), to: range.from };
}

/** Parses a date-time query value; answers 400 (in the operation's shape) when it is not one. */
export function parseTime(value: string, name: string): number {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw fakeError(400, undefined, `${name} is not a date-time: ${value}`);
  return ms;
}

/** The range `[start, end)` of a request; `end` defaults to `now`. A start after the end answers 400. */
export function rangeOf(query: URLSearchParams, now: number): TimeRange {
  const start = query.get('start');
  if (start === null) throw fakeError(400, undefined, 'start is required');
  const from = parseTime(start, 'start');
  const endText = query.get('end');
  const to = endText === null ? now : parseTime(endText, 'end');
  if (from > to) throw fakeError(400, undefined, 'start must not be after end');
  return { from, to };
}

/** ISO text of an epoch time. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
