import { ValidationError } from '@org/http-core';

/** Longest range a lookup-log or usage report may cover. */
export const MAX_REPORT_RANGE_MS = 90 * 24 * 60 * 60 * 1000;

const toMillis = (value: unknown): number | undefined =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : undefined;

/**
 * Refuses a report range the service would refuse: a start after the end, or more than 90 days
 * (an open end means now). Nothing is sent when it throws.
 *
 * @param operation - operation id, for the error.
 */
export function checkReportRange(input: { start?: unknown; end?: unknown } | undefined, operation: string, now = Date.now()): void {
  const start = toMillis(input?.start);
  if (start === undefined) return;
  const end = toMillis(input?.end) ?? now;
  if (start > end) {
    throw new ValidationError(`Invalid start: the range starts after it ends`, { field: 'start', operation });
  }
  if (end - start > MAX_REPORT_RANGE_MS) {
    throw new ValidationError(`Invalid end: the range covers more than 90 days`, { field: 'end', operation });
  }
}
