import { isValidationError } from '@org/http-core';
import { expect, it } from 'vitest';
import { checkReportRange, MAX_REPORT_RANGE_MS, reportRangeIssues } from './report-range.js';
import { addressLookupService } from './service.js';

const now = Date.UTC(2024, 0, 31);

it('accepts up to 90 days, open or closed, and no range at all', () => {
  expect(() => checkReportRange(undefined, 'keys.usage', now)).not.toThrow();
  expect(() => checkReportRange({ start: now - MAX_REPORT_RANGE_MS }, 'keys.usage', now)).not.toThrow();
  expect(() => checkReportRange({ start: new Date(now - 1000), end: new Date(now) }, 'keys.usage', now)).not.toThrow();
  expect(() => checkReportRange({ end: now - 500 * MAX_REPORT_RANGE_MS }, 'keys.usage', now)).not.toThrow();
});

it('refuses more than 90 days, an open range starting too long ago, and a range ending before it starts', () => {
  const refused = [
    { start: 0, end: MAX_REPORT_RANGE_MS + 1 },
    { start: now - MAX_REPORT_RANGE_MS - 1 },
    { start: now, end: now - 1 },
  ];
  for (const range of refused) {
    let caught: unknown;
    try {
      checkReportRange(range, 'keys.lookups', now);
    } catch (error) {
      caught = error;
    }
    expect(isValidationError(caught), JSON.stringify(range)).toBe(true);
    expect((caught as { operation?: string }).operation).toBe('keys.lookups');
  }
});

it('names the offending field as an issue, which the table declares as the check of keys.usage and keys.lookups', () => {
  expect(reportRangeIssues({ start: now, end: now - 1 }, now)).toEqual([{ path: 'start', message: 'the range starts after it ends' }]);
  expect(reportRangeIssues({ start: now - MAX_REPORT_RANGE_MS - 1 }, now)).toEqual([{ path: 'end', message: 'the range covers more than 90 days' }]);
  expect(reportRangeIssues({ start: now - MAX_REPORT_RANGE_MS }, now)).toBeUndefined();
  expect(reportRangeIssues({}, now)).toBeUndefined();
  for (const id of ['keys.usage', 'keys.lookups']) {
    expect(addressLookupService.operation(id).spec.check?.({ start: 0, end: MAX_REPORT_RANGE_MS + 1 })?.[0]?.path, id).toBe('end');
  }
});
