import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { TestRun } from '../models/test-run.js';
import { TestSeries, TestSeriesName } from '../models/test-series.js';
import { appName, appParams, ownerName } from './params.js';

/** Slug of a test series (path). */
const testSeriesSlug = { schema: z.string().check(z.minLength(1)), name: 'test_series_slug', description: 'Slug of the test series.' };

/** Lists the app's test series with their recent runs; `query` keeps those whose name holds it. */
export const testSeriesList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_series',
  summary: 'List test series',
  pathParams: appParams,
  query: { query: { schema: z.optional(z.string()), description: 'Only series whose name holds this text.' } },
  response: z.array(TestSeries),
});

/** Creates a test series; its slug follows from the name. A name already taken is refused. Never retried automatically. */
export const testSeriesCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_series',
  summary: 'Create a test series',
  pathParams: appParams,
  body: jsonBody(TestSeriesName),
  response: TestSeries,
});

/** Renames a test series; its slug changes with the name. Never retried automatically. */
export const testSeriesUpdate = defineOperation({
  method: 'PATCH',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_series/{test_series_slug}',
  summary: 'Rename a test series',
  pathParams: { ownerName, appName, testSeriesSlug },
  body: jsonBody(TestSeriesName),
  response: TestSeries,
});

/** Deletes a test series. */
export const testSeriesDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_series/{test_series_slug}',
  summary: 'Delete a test series',
  pathParams: { ownerName, appName, testSeriesSlug },
});

/** Lists the runs of a test series, newest first. */
export const testSeriesListTestRuns = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_series/{test_series_slug}/test_runs',
  summary: 'List the runs of a test series',
  pathParams: { ownerName, appName, testSeriesSlug },
  response: z.array(TestRun),
});

/** Test series: named lines of device test runs of an app. */
export const testSeriesGroup = {
  list: testSeriesList,
  create: testSeriesCreate,
  update: testSeriesUpdate,
  delete: testSeriesDelete,
  listTestRuns: testSeriesListTestRuns,
};
