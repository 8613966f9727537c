import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { TestFileHash, TestFileHashItem, TestFileHashResult, TestReport, TestRun, TestRunStartOptions, TestRunStartResult, TestRunState } from '../models/test-run.js';
import { appName, appParams, ownerName } from './params.js';

/** Id of a device test run (path). */
const testRunId = { schema: z.string().check(z.minLength(1)), name: 'test_run_id', description: 'Id of the test run.' };

/** Lists the app's device test runs, newest first. */
export const testRunsList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_runs',
  summary: 'List test runs',
  pathParams: appParams,
  response: z.array(TestRun),
});

/**
 * Creates an empty device test run, the first step of a run (`runDeviceTest()` takes every step). The answer
 * has no body: the new run's address is its `Location` header, whose last segment is the run's id
 * (`(await client.testRuns.create(app).withResponse()).response.headers.get('location')`). Never retried
 * automatically.
 */
export const testRunsCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_runs',
  summary: 'Create a test run',
  pathParams: appParams,
  responseKind: 'none',
});

/** Gets a device test run in summary: its phase, result and counts. */
export const testRunsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_runs/{test_run_id}',
  summary: 'Get a test run',
  pathParams: { ownerName, appName, testRunId },
  response: TestRun,
});

/** Archives a device test run: it leaves the lists, and answers as it was. */
export const testRunsArchive = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_runs/{test_run_id}',
  summary: 'Archive a test run',
  pathParams: { ownerName, appName, testRunId },
  response: TestRun,
});

/**
 * Adds one file to a run by its SHA-256, so that a file the service already holds is not sent again. A
 * `PreconditionFailed` (412) answer means the service does not hold it: upload it (`startFileUpload`), then
 * add it again. An `Unauthorized` (401) answer asks to prove possession of a file the service holds from
 * elsewhere: the range wanted is in the answer's `X-Challenge-Bytes` header (`<first>-<last>`), to be sent
 * back base64-encoded as `byte_range` (the error keeps it: `error.headers['x-challenge-bytes']`; `runDeviceTest()`
 * answers it). Never retried automatically.
 */
export const testRunsAddFileHash = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_runs/{test_run_id}/hashes',
  summary: 'Add a file to a test run by its hash',
  pathParams: { ownerName, appName, testRunId },
  body: jsonBody(TestFileHash),
  responseKind: 'none',
});

/**
 * Adds several files to a run by their SHA-256 at once, and answers per file: `uploadStatus.statusCode` 412
 * for a file the service does not hold and that must be uploaded (`startFileUpload`, then `addFileHash`).
 * Never retried automatically.
 */
export const testRunsAddFileHashes = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_runs/{test_run_id}/hashes/batch',
  summary: 'Add files to a test run by their hashes',
  pathParams: { ownerName, appName, testRunId },
  body: jsonBody(z.array(TestFileHashItem).check(z.minLength(1))),
  response: z.array(TestFileHashResult),
});

/**
 * Opens the upload of one file of a run. The answer has no body: its `Location` header is the address of the
 * file storage to put the file at (never with the API key; `runDeviceTest()` does it through the client's
 * transfers, so that address's origin must be one of the client's `externalOrigins`). Never retried
 * automatically.
 */
export const testRunsStartFileUpload = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_runs/{test_run_id}/files',
  summary: 'Start uploading a file of a test run',
  pathParams: { ownerName, appName, testRunId },
  responseKind: 'none',
});

/**
 * Starts a run whose files are all in, on a device selection (`testDevices.createSelection`), with a test
 * framework; answers which devices it accepted. Never retried automatically.
 */
export const testRunsStart = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_runs/{test_run_id}/start',
  summary: 'Start a test run',
  pathParams: { ownerName, appName, testRunId },
  body: jsonBody(TestRunStartOptions),
  response: TestRunStartResult,
});

/** Gets where a run stands, for polling: `exit_code` once it finished, `wait_time` (seconds) until then. */
export const testRunsGetState = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_runs/{test_run_id}/state',
  summary: 'Get the state of a test run',
  pathParams: { ownerName, appName, testRunId },
  response: TestRunState,
});

/** Gets the report of a run: features, tests and steps per device, device logs and counts. */
export const testRunsGetReport = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_runs/{test_run_id}/report',
  summary: 'Get the report of a test run',
  pathParams: { ownerName, appName, testRunId },
  response: TestReport,
});

/** Stops a run that has not finished; answers the run. */
export const testRunsStop = defineOperation({
  method: 'PUT',
  path: '/v0.1/apps/{owner_name}/{app_name}/test_runs/{test_run_id}/stop',
  summary: 'Stop a test run',
  pathParams: { ownerName, appName, testRunId },
  response: TestRun,
});

/**
 * Device test runs: create one, add its files by hash and upload those the service lacks, start it on a
 * device selection, follow it and read its report; list, stop and archive runs. `runDeviceTest()` takes every step.
 */
export const testRunsGroup = {
  list: testRunsList,
  create: testRunsCreate,
  get: testRunsGet,
  archive: testRunsArchive,
  addFileHash: testRunsAddFileHash,
  addFileHashes: testRunsAddFileHashes,
  startFileUpload: testRunsStartFileUpload,
  start: testRunsStart,
  getState: testRunsGetState,
  getReport: testRunsGetReport,
  stop: testRunsStop,
};
