import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** Counts of a device test run: devices, tests and device time. */
export const TestRunStatistics = model({
  devices: z.optional(z.number()),
  devicesFailed: z.optional(z.number()),
  devicesFinished: z.optional(z.number()),
  failed: z.optional(z.number()),
  passed: z.optional(z.number()),
  skipped: z.optional(z.number()),
  total: z.optional(z.number()),
  peakMemory: z.optional(z.number()),
  totalDeviceMinutes: z.optional(z.number()),
});
/** Counts of a device test run. */
export type TestRunStatistics = z.infer<typeof TestRunStatistics>;

/**
 * A device test run in summary. `runStatus` is the phase it is in (for example `created`, `uploading`,
 * `validating`, `running`, `finished`, `stopped`); `resultStatus` whether it passed. `state` and `status` are
 * the service's older names of the same two facts.
 */
export const TestRun = model({
  id: z.optional(z.string()),
  date: z.optional(z.string()),
  appVersion: z.optional(z.string()),
  description: z.optional(z.string()),
  platform: z.optional(z.string()),
  runStatus: z.optional(z.string()),
  resultStatus: z.optional(z.string()),
  state: z.optional(z.string()),
  status: z.optional(z.string()),
  stats: z.optional(TestRunStatistics),
  testSeries: z.optional(z.string()),
  testType: z.optional(z.string()),
});
/** A device test run in summary. */
export type TestRun = z.infer<typeof TestRun>;

/** The kinds of file a device test run is made of. */
export const testFileTypes = ['app-file', 'test-file', 'dsym-file'] as const;

/**
 * Body of `testRuns.addFileHash`: one file of the run by its SHA-256 (`checksum`, hexadecimal), where it goes
 * in the run (`relative_path`) and its kind. `byte_range` answers a challenge (see `testRuns.addFileHash`).
 */
export const TestFileHash = model({
  checksum: z.string().check(z.minLength(1)),
  relative_path: z.string().check(z.minLength(1)),
  file_type: openEnum(testFileTypes),
  byte_range: z.optional(z.string()),
});
/** Body of `testRuns.addFileHash`. */
export type TestFileHash = z.input<typeof TestFileHash>;

/** One file of `testRuns.addFileHashes`, by its SHA-256 (`checksum`, hexadecimal). */
export const TestFileHashItem = model({
  checksum: z.string().check(z.minLength(1)),
  relativePath: z.string().check(z.minLength(1)),
  fileType: openEnum(testFileTypes),
});
/** One file of `testRuns.addFileHashes`. */
export type TestFileHashItem = z.input<typeof TestFileHashItem>;

/**
 * What the service answered for one file of `testRuns.addFileHashes`: `uploadStatus.statusCode` is 412 when
 * the service does not hold the file and it must be uploaded, a 2xx when the file is now part of the run.
 */
export const TestFileHashResult = model({
  checksum: z.string(),
  fileType: openEnum(testFileTypes),
  relativePath: z.optional(z.string()),
  uploadStatus: model({
    statusCode: z.number(),
    location: z.optional(z.string()),
  }),
});
/** What the service answered for one file of `testRuns.addFileHashes`. */
export type TestFileHashResult = z.infer<typeof TestFileHashResult>;

/**
 * Body of `testRuns.start`: the device selection to run on (the `shortId` of `testDevices.createSelection`),
 * the test framework (for example `appium`, `espresso`, `xcuitest`, `calabash`, `uitest`), and optionally the
 * test series, locale, language and framework parameters.
 */
export const TestRunStartOptions = model({
  device_selection: z.string().check(z.minLength(1)),
  test_framework: z.string().check(z.minLength(1)),
  test_series: z.optional(z.string()),
  locale: z.optional(z.string()),
  language: z.optional(z.string()),
  test_parameters: z.optional(z.record(z.string(), z.unknown())),
});
/** Body of `testRuns.start`. */
export type TestRunStartOptions = z.input<typeof TestRunStartOptions>;

/** Which devices of the selection a started run accepted and which it refused. */
export const TestRunStartResult = model({
  accepted_devices: z.optional(z.array(z.string())),
  rejected_devices: z.optional(z.array(z.string())),
});
/** Which devices of the selection a started run accepted and which it refused. */
export type TestRunStartResult = z.infer<typeof TestRunStartResult>;

/**
 * Where a run stands, for polling: `exit_code` is set once it finished (0 when every test passed); until then
 * `wait_time` says how many seconds to wait before asking again. `message` holds lines to show the user.
 */
export const TestRunState = model({
  exit_code: z.optional(z.int()),
  wait_time: z.optional(z.int()),
  message: z.optional(z.array(z.string())),
});
/** Where a run stands, for polling. */
export type TestRunState = z.infer<typeof TestRunState>;

/** One step of a test as it ran on the devices. */
export const TestReportStep = model({
  id: z.optional(z.string()),
  stepName: z.optional(z.string()),
  failed: z.optional(z.number()),
  skipped: z.optional(z.number()),
  step_report_url: z.optional(z.string()),
  stepExecutions: z.optional(
    z.array(
      model({
        device_snapshot_id: z.optional(z.string()),
        status: z.optional(z.string()),
        timestamp: z.optional(z.number()),
      }),
    ),
  ),
});
/** One step of a test as it ran on the devices. */
export type TestReportStep = z.infer<typeof TestReportStep>;

/** One test of a feature with its runs. */
export const TestReportTest = model({
  testName: z.optional(z.string()),
  peakDuration: z.optional(z.number()),
  peakMemory: z.optional(z.number()),
  runs: z.optional(
    z.array(
      model({
        id: z.optional(z.string()),
        number: z.optional(z.number()),
        failed: z.optional(z.number()),
        skipped: z.optional(z.number()),
        report_url: z.optional(z.string()),
        steps: z.optional(z.array(TestReportStep)),
      }),
    ),
  ),
});
/** One test of a feature with its runs. */
export type TestReportTest = z.infer<typeof TestReportTest>;

/** A feature (a test file, a test class) of a report with its tests. */
export const TestReportFeature = model({
  name: z.optional(z.string()),
  failed: z.optional(z.number()),
  skipped: z.optional(z.number()),
  peakDuration: z.optional(z.number()),
  peakMemory: z.optional(z.number()),
  tests: z.optional(z.array(TestReportTest)),
});
/** A feature of a report with its tests. */
export type TestReportFeature = z.infer<typeof TestReportFeature>;

/** The counts of a finished run's report. */
export const TestReportStatistics = model({
  devices: z.number(),
  devices_finished: z.number(),
  devices_failed: z.number(),
  devices_skipped: z.number(),
  devices_not_runned: z.number(),
  total: z.number(),
  passed: z.number(),
  failed: z.number(),
  skipped: z.number(),
  step_count: z.number(),
  os: z.number(),
  filesize: z.number(),
  totalDeviceMinutes: z.number(),
  artifacts: z.optional(z.record(z.string(), z.string())),
});
/** The counts of a finished run's report. */
export type TestReportStatistics = z.infer<typeof TestReportStatistics>;

/** The report of a device test run: its features and tests, per-device logs and counts. */
export const TestReport = model({
  id: z.string(),
  app_upload_id: z.string(),
  date: z.string(),
  date_finished: z.string(),
  platform: z.string(),
  testType: z.string(),
  revision: z.number(),
  schema_version: z.number(),
  errorMessage: z.optional(z.string()),
  features: z.array(TestReportFeature),
  device_logs: z.array(
    model({
      device_snapshot_id: z.optional(z.string()),
      device_log: z.optional(z.string()),
      test_log: z.optional(z.string()),
      appium_log: z.optional(z.string()),
    }),
  ),
  finished_device_snapshots: z.array(z.string()),
  snapshot_fatal_errors: z.optional(
    z.array(
      model({
        device_snapshot_id: z.optional(z.string()),
        error_title: z.optional(z.string()),
        error_message: z.optional(z.string()),
      }),
    ),
  ),
  stats: TestReportStatistics,
});
/** The report of a device test run. */
export type TestReport = z.infer<typeof TestReport>;
