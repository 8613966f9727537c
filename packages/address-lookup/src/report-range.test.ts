import { isValidationError } from '@org/http-core';
import { expect, it } from 'vitest';
import { checkReportRange, MAX_REPORT_RANGE_MS } from './report-range.js';

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
