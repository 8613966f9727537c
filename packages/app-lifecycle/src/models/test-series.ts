import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** A run of a test series in summary. */
export const TestRunSummary = model({
  /** When the run started (ISO 8601). */
  date: z.optional(z.string()),
  /** Whether the run has finished. */
  completed: z.optional(z.boolean()),
  /** Tests that passed. */
  passed: z.optional(z.number()),
  /** Tests that failed. */
  failed: z.optional(z.number()),
  /** Where the run stands, in words. */
  statusDescription: z.optional(z.string()),
});
/** A run of a test series in summary. */
export type TestRunSummary = z.infer<typeof TestRunSummary>;

/** A test series: a named line of device test runs of an app (one per branch, for example), addressed by `slug`. */
export const TestSeries = model({
  /** The series' name. */
  name: z.string(),
  /** The series' slug, unique in the app; used in paths as `test_series_slug`. */
  slug: z.string(),
  /** When a run last used the series (ISO 8601). */
  mostRecentActivity: z.optional(z.string()),
  /** The series' most recent runs. */
  testRuns: z.optional(z.array(TestRunSummary)),
});
/** A test series. */
export type TestSeries = z.infer<typeof TestSeries>;

/** Body of `testSeries.create` and `testSeries.update`: the series' name (its slug follows from it). */
export const TestSeriesName = model({
  /** The series' name (not empty). */
  name: z.string().check(z.minLength(1)),
});
/** Body of `testSeries.create` and `testSeries.update`. */
export type TestSeriesName = z.input<typeof TestSeriesName>;
