import { defineOperation } from '@org/http-core';
import { ExportResources } from '../models/account-export.js';
import { ExportedFileSetFile, ExportedHashFile, ExportedPipelineTest, ExportedTestApp, ExportedTestRun } from '../models/test-export.js';
import { appParams } from './params.js';

/** Lists the endpoints that export an app's device test data. */
export const testExportListEndpoints = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/test/export',
  summary: 'List endpoints exporting test data of the app',
  pathParams: appParams,
  response: ExportResources,
});

/** Exports the app's device test data: where its hash files are. */
export const testExportGetApp = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/test/export/apps',
  summary: 'Export app data',
  pathParams: appParams,
  response: ExportedTestApp,
});

/** Exports a file of the app's latest test run's file set. */
export const testExportGetFileSetFiles = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/test/export/fileSetFiles',
  summary: 'Export file set file data',
  pathParams: appParams,
  response: ExportedFileSetFile,
});

/** Exports a file the service holds by hash for the app. */
export const testExportGetHashFiles = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/test/export/hashFiles',
  summary: 'Export hash file data',
  pathParams: appParams,
  response: ExportedHashFile,
});

/** Exports the parameters the app's latest test run was started with. */
export const testExportGetPipelineTests = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/test/export/pipelineTests',
  summary: 'Export pipeline test data',
  pathParams: appParams,
  response: ExportedPipelineTest,
});

/** Exports the app's latest test run: its id, locale and hash files. */
export const testExportGetTestRuns = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/test/export/testRuns',
  summary: 'Export test run data',
  pathParams: appParams,
  response: ExportedTestRun,
});

/** Data export of an app's device tests. */
export const testExportGroup = {
  listEndpoints: testExportListEndpoints,
  getApp: testExportGetApp,
  getFileSetFiles: testExportGetFileSetFiles,
  getHashFiles: testExportGetHashFiles,
  getPipelineTests: testExportGetPipelineTests,
  getTestRuns: testExportGetTestRuns,
};
