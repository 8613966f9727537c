/**
 * What the errors operations share: the error type a request asks for, `$top` and `$skip` as the service
 * bounds them, errors per day and error-free device shares over a time range.
 */
import { fakeError } from '@org/http-core/testing';
import { ERROR_TOP_MAX } from '../operations/params.js';
import { freeShare } from './analytics-math.js';
import type { ErrorKind, LogRecord, StoredError } from './records.js';
import { bucketOf, buckets, iso, type TimeRange } from './time.js';

/** The error types a request may ask for. */
export type ErrorTypeFilter = ErrorKind | 'all';

/**
 * The request's `errorType` (the server's request check has refused a value the operation does not document).
 * Omitted, it is `all` where `all` may be asked for, handled errors where it may not (as the service documents).
 */
export function errorTypeOf(query: URLSearchParams, withAll: boolean): ErrorTypeFilter {
  const value = query.get('errorType') as ErrorTypeFilter | null;
  return value ?? (withAll ? 'all' : 'handledError');
}

/** Whether an error is of the asked type. */
export function ofType(type: ErrorTypeFilter): (error: StoredError) => boolean {
  return (error) => type === 'all' || error.errorType === type;
}

/** Whether an error happened in the range. */
export function within(range: TimeRange): (error: StoredError) => boolean {
  return (error) => error.ms >= range.from && error.ms < range.to;
}

/** `$top` of the errors operations when omitted. */
const ERROR_TOP_DEFAULT = 30;

function integer(query: URLSearchParams, name: string, min: number, max: number, fallback: number): number {
  const value = query.get(name);
  if (value === null) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw fakeError(400, undefined, `${name} must be an integer from ${min} to ${max}; got '${value}'`);
  return number;
}

/** `$top` of the errors operations: 0 to 1000, 30 when omitted; 0 means as many as the service gives (1000). */
export function errorTopOf(query: URLSearchParams): number {
  const top = integer(query, '$top', 0, ERROR_TOP_MAX, ERROR_TOP_DEFAULT);
  return top === 0 ? ERROR_TOP_MAX : top;
}

/** `$top` (1 to 100, 100 when omitted) and `$skip` of the searches. */
export function searchPageOf(query: URLSearchParams): { top: number; skip: number } {
  return { top: integer(query, '$top', 1, 100, 100), skip: integer(query, '$skip', 0, Number.MAX_SAFE_INTEGER, 0) };
}

/** Errors per day over a range, and in total. */
export function countsPerDay(range: TimeRange, errors: readonly StoredError[]): { count: number; errors: Array<{ datetime: string; count: number }> } {
  const inRange = errors.filter(within(range));
  return {
    count: inRange.length,
    errors: buckets('day', range).map((day) => ({ datetime: iso(day), count: inRange.filter((e) => bucketOf('day', e.ms) === day).length })),
  };
}

/**
 * Per day, the share of the devices active that day (`active`, records of the analytics log) that had none of
 * `errors`; on average, the same over the whole range. `-1` where more devices had an error than were active.
 */
export function errorFreePercentages(
  range: TimeRange,
  active: readonly LogRecord[],
  errors: readonly StoredError[],
): { averagePercentage: number; dailyPercentages: Array<{ datetime: string; percentage: number }> } {
  const inRange = errors.filter(within(range));
  const dailyPercentages = buckets('day', range).map((day) => {
    const activeDevices = new Set(active.filter((r) => bucketOf('day', r.ms) === day).map((r) => r.install_id)).size;
    const affected = new Set(inRange.filter((e) => bucketOf('day', e.ms) === day).map((e) => e.installId)).size;
    return { datetime: iso(day), percentage: freeShare(activeDevices, affected) };
  });
  const averagePercentage = freeShare(new Set(active.map((r) => r.install_id)).size, new Set(inRange.map((e) => e.installId)).size);
  return { averagePercentage, dailyPercentages };
}
