/** Reading a report's `start` and `end` as the service does, with its codes for bad ranges. */
import { fakeError, type FakeRequest } from '@org/http-core/testing';
import { ApiCode } from '../api-codes.js';
import { MAX_REPORT_RANGE_MS } from '../report-range.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The range of a report request: default the last 21 days; 4005, 4006, 4007, 4008 for bad ones. */
export function reportRange(req: FakeRequest, now: number): { start: number; end: number } {
  const read = (name: 'start' | 'end', code: number): number | undefined => {
    const text = req.query.get(name);
    if (text === null) return undefined;
    const value = Number(text);
    if (text.trim() === '' || !Number.isInteger(value) || value < 0) throw fakeError(400, code, `Invalid ${name}: give a timestamp in milliseconds`);
    return value;
  };
  const end = read('end', ApiCode.InvalidEnd) ?? now;
  const start = read('start', ApiCode.InvalidStart) ?? end - 21 * DAY_MS;
  if (start > end) throw fakeError(400, ApiCode.StartAfterEnd, 'Invalid range: start is after end');
  if (end - start > MAX_REPORT_RANGE_MS) throw fakeError(400, ApiCode.RangeTooLong, 'Invalid range: more than 90 days');
  return { start, end };
}

/** Every UTC day (`YYYY-MM-DD`) from the day of `start` to the day of `end`. */
export function daysBetween(start: number, end: number): string[] {
  const days: string[] = [];
  for (let day = Math.floor(start / DAY_MS) * DAY_MS; day <= end; day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}
