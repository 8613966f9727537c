import { ValidationError, type Issue } from '@org/http-core';

/** Longest range a lookup-log or usage report may cover. */
export const MAX_REPORT_RANGE_MS = 90 * 24 * 60 * 60 * 1000;

const toMillis = (value: unknown): number | undefined =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : undefined;

/**
 * The problems of a report range the service would refuse: a start after the end, or more than 90 days
 * (an open end means now). The table declares it as the `check` of `keys.usage` and `keys.lookups`, so
 * that the client refuses such a range before sending.
 */
export function reportRangeIssues(input: { readonly start?: unknown; readonly end?: unknown } | undefined, now = Date.now()): readonly Issue[] | undefined {
  const start = toMillis(input?.start);
  if (start === undefined) return undefined;
  const end = toMillis(input?.end) ?? now;
  if (start > end) return [{ path: 'start', message: 'the range starts after it ends' }];
  if (end - start > MAX_REPORT_RANGE_MS) return [{ path: 'end', message: 'the range covers more than 90 days' }];
  return undefined;
}

/**
 * Refuses a report range the service would refuse: a start after the end, or more than 90 days
 * (an open end means now). Nothing is sent when it throws.
 *
 * @param operation - operation id, for the error.
 */
export function checkReportRange(input: { start?: unknown; end?: unknown } | undefined, operation: string, now = Date.now()): void {
  const issues = reportRangeIssues(input, now);
  if (!issues) return;
  const first = issues[0]!;
  throw new ValidationError(`${first.path}: ${first.message}`, { field: first.path, operation, issues });
}
