import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** A run of a test series in summary. */
export const TestRunSummary = model({
  date: z.optional(z.string()),
  completed: z.optional(z.boolean()),
  passed: z.optional(z.number()),
  failed: z.optional(z.number()),
  statusDescription: z.optional(z.string()),
});
/** A run of a test series in summary. */
export type TestRunSummary = z.infer<typeof TestRunSummary>;

/** A test series: a named line of device test runs of an app (one per branch, for example), addressed by `slug`. */
export const TestSeries = model({
  name: z.string(),
  slug: z.string(),
  mostRecentActivity: z.optional(z.string()),
  testRuns: z.optional(z.array(TestRunSummary)),
});
/** A test series. */
export type TestSeries = z.infer<typeof TestSeries>;

/** Body of `testSeries.create` and `testSeries.update`: the series' name (its slug follows from it). */
export const TestSeriesName = model({
  name: z.string().check(z.minLength(1)),
});
/** Body of `testSeries.create` and `testSeries.update`. */
export type TestSeriesName = z.input<typeof TestSeriesName>;
