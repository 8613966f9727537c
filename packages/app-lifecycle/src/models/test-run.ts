import { inputRecordOf, model, openEnum, recordOf } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** Counts of a device test run: devices, tests and device time. */
export const TestRunStatistics = model({
  /** Devices the run uses. */
  devices: z.optional(z.number()),
  /** Devices on which a test failed. */
  devicesFailed: z.optional(z.number()),
  /** Devices that finished. */
  devicesFinished: z.optional(z.number()),
  /** Tests that failed. */
  failed: z.optional(z.number()),
  /** Tests that passed. */
  passed: z.optional(z.number()),
  /** Tests that were skipped. */
  skipped: z.optional(z.number()),
  /** Tests in all. */
  total: z.optional(z.number()),
  /** Most memory used during the run, in megabytes. */
  peakMemory: z.optional(z.number()),
  /** Device time used so far, in minutes. */
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
  /** The test run's id (a UUID); used in paths as `test_run_id`. */
  id: z.optional(z.string()),
  /** When the tests were uploaded (ISO 8601). */
  date: z.optional(z.string()),
  /** Version of the app binary tested. */
  appVersion: z.optional(z.string()),
  /** Where the run stands, in words. */
  description: z.optional(z.string()),
  /** The device platform: `ios` or `android`. */
  platform: z.optional(z.string()),
  /** Which phase the run is in. */
  runStatus: z.optional(z.string()),
  /** Whether the run passed or failed. */
  resultStatus: z.optional(z.string()),
  /** Deprecated: use `runStatus`. */
  state: z.optional(z.string()),
  /** Deprecated: use `resultStatus`. */
  status: z.optional(z.string()),
  /** Counts of devices and tests. */
  stats: z.optional(TestRunStatistics),
  /** Name of the test series the run belongs to. */
  testSeries: z.optional(z.string()),
  /** The test framework, e.g. `appium` or `espresso`. */
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
  /** SHA-256 hash of the file (not empty). */
  checksum: z.string().check(z.minLength(1)),
  /** Path of the file, relative to the upload (not empty). */
  relative_path: z.string().check(z.minLength(1)),
  /** What the file is: the app, a test file or a dSYM. */
  file_type: openEnum(testFileTypes),
  /** Byte range of the file the service may ask for, to prove the file is yours. */
  byte_range: z.optional(z.string()),
});
/** Body of `testRuns.addFileHash`. */
export type TestFileHash = z.input<typeof TestFileHash>;

/** One file of `testRuns.addFileHashes`, by its SHA-256 (`checksum`, hexadecimal). */
export const TestFileHashItem = model({
  /** SHA-256 hash of the file (not empty). */
  checksum: z.string().check(z.minLength(1)),
  /** Path of the file, relative to the upload (not empty). */
  relativePath: z.string().check(z.minLength(1)),
  /** What the file is: the app, a test file or a dSYM. */
  fileType: openEnum(testFileTypes),
});
/** One file of `testRuns.addFileHashes`. */
export type TestFileHashItem = z.input<typeof TestFileHashItem>;

/**
 * What the service answered for one file of `testRuns.addFileHashes`: `uploadStatus.statusCode` is 412 when
 * the service does not hold the file and it must be uploaded, a 2xx when the file is now part of the run.
 */
export const TestFileHashResult = model({
  /** SHA-256 hash of the file. */
  checksum: z.string(),
  /** What the file is: the app, a test file or a dSYM. */
  fileType: openEnum(testFileTypes),
  /** Path of the file, relative to the upload. */
  relativePath: z.optional(z.string()),
  /** Whether the file must still be sent. */
  uploadStatus: model({
    /** HTTP status: 412 when the service lacks the file and it must be uploaded. */
    statusCode: z.number(),
    /** Where to `POST` the file, when it must be uploaded. */
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
  /** Short id of the device selection to run on (from `testDevices.createSelection`; not empty). */
  device_selection: z.string().check(z.minLength(1)),
  /** The test framework, e.g. `appium` or `espresso` (not empty). */
  test_framework: z.string().check(z.minLength(1)),
  /** Name of the test series to file the run under. */
  test_series: z.optional(z.string()),
  /** Locale to run the tests in, e.g. `en_US`. */
  locale: z.optional(z.string()),
  /** Language to run the tests in. */
  language: z.optional(z.string()),
  /** More parameters for the test framework, by name. */
  test_parameters: z.optional(inputRecordOf(z.unknown())),
});
/** Body of `testRuns.start`. */
export type TestRunStartOptions = z.input<typeof TestRunStartOptions>;

/** Which devices of the selection a started run accepted and which it refused. */
export const TestRunStartResult = model({
  /** Names of the devices that will run the tests. */
  accepted_devices: z.optional(z.array(z.string())),
  /** Names of the devices refused, each with the reason. */
  rejected_devices: z.optional(z.array(z.string())),
});
/** Which devices of the selection a started run accepted and which it refused. */
export type TestRunStartResult = z.infer<typeof TestRunStartResult>;

/**
 * Where a run stands, for polling: `exit_code` is set once it finished (0 when every test passed); until then
 * `wait_time` says how many seconds to wait before asking again. `message` holds lines to show the user.
 */
export const TestRunState = model({
  /** Code to exit with once the run finished: 0 when every test passed, otherwise not 0. */
  exit_code: z.optional(z.number().check(z.int())),
  /** Seconds to wait before asking again. */
  wait_time: z.optional(z.number().check(z.int())),
  /** Lines describing where the run stands, to show the user. */
  message: z.optional(z.array(z.string())),
});
/** Where a run stands, for polling. */
export type TestRunState = z.infer<typeof TestRunState>;

/** One step of a test as it ran on the devices. */
export const TestReportStep = model({
  /** The step's id. */
  id: z.optional(z.string()),
  /** The step's name. */
  stepName: z.optional(z.string()),
  /** Devices on which the step failed. */
  failed: z.optional(z.number()),
  /** Devices on which the step was skipped. */
  skipped: z.optional(z.number()),
  /** Where the step's report is. */
  step_report_url: z.optional(z.string()),
  /** How the step went on each device. */
  stepExecutions: z.optional(
    z.array(
      model({
        /** Id of the device the step ran on. */
        device_snapshot_id: z.optional(z.string()),
        /** How the step went there: `passed`, `failed` or `skipped`. */
        status: z.optional(z.string()),
        /** When the step ran (milliseconds since the Unix epoch). */
        timestamp: z.optional(z.number()),
      }),
    ),
  ),
});
/** One step of a test as it ran on the devices. */
export type TestReportStep = z.infer<typeof TestReportStep>;

/** One test of a feature with its runs. */
export const TestReportTest = model({
  /** The test's name. */
  testName: z.optional(z.string()),
  /** Longest time the test took on a device. */
  peakDuration: z.optional(z.number()),
  /** Most memory the test used on a device, in megabytes. */
  peakMemory: z.optional(z.number()),
  /** Each run of the test. */
  runs: z.optional(
    z.array(
      model({
        /** The run's id. */
        id: z.optional(z.string()),
        /** The run's number. */
        number: z.optional(z.number()),
        /** Devices on which the run failed. */
        failed: z.optional(z.number()),
        /** Devices on which the run was skipped. */
        skipped: z.optional(z.number()),
        /** Where the run's report is. */
        report_url: z.optional(z.string()),
        /** The run's steps. */
        steps: z.optional(z.array(TestReportStep)),
      }),
    ),
  ),
});
/** One test of a feature with its runs. */
export type TestReportTest = z.infer<typeof TestReportTest>;

/** A feature (a test file, a test class) of a report with its tests. */
export const TestReportFeature = model({
  /** The feature's name. */
  name: z.optional(z.string()),
  /** Devices on which the feature failed. */
  failed: z.optional(z.number()),
  /** Devices on which the feature was skipped. */
  skipped: z.optional(z.number()),
  /** Longest time the feature took on a device. */
  peakDuration: z.optional(z.number()),
  /** Most memory the feature used on a device, in megabytes. */
  peakMemory: z.optional(z.number()),
  /** The feature's tests. */
  tests: z.optional(z.array(TestReportTest)),
});
/** A feature of a report with its tests. */
export type TestReportFeature = z.infer<typeof TestReportFeature>;

/** The counts of a finished run's report. */
export const TestReportStatistics = model({
  /** Devices the run used. */
  devices: z.number(),
  /** Devices that finished. */
  devices_finished: z.number(),
  /** Devices on which a test failed. */
  devices_failed: z.number(),
  /** Devices that were skipped. */
  devices_skipped: z.number(),
  /** Devices that never ran the tests. */
  devices_not_runned: z.number(),
  /** Tests in all, over all devices. */
  total: z.number(),
  /** Tests that passed, over all devices. */
  passed: z.number(),
  /** Tests that failed, over all devices. */
  failed: z.number(),
  /** Tests that were skipped, over all devices. */
  skipped: z.number(),
  /** Steps in all. */
  step_count: z.number(),
  /** How many operating system versions the devices ran. */
  os: z.number(),
  /** Size of the uploaded files in bytes. */
  filesize: z.number(),
  /** Device time used, in minutes. */
  totalDeviceMinutes: z.number(),
  /** Files the run produced, by name: the URL of each. */
  artifacts: z.optional(recordOf(z.string())),
});
/** The counts of a finished run's report. */
export type TestReportStatistics = z.infer<typeof TestReportStatistics>;

/** The report of a device test run: its features and tests, per-device logs and counts. */
export const TestReport = model({
  /** The report's id (the test run's id). */
  id: z.string(),
  /** Id of the test upload. */
  app_upload_id: z.string(),
  /** When the run started (ISO 8601). */
  date: z.string(),
  /** When the run finished (ISO 8601). */
  date_finished: z.string(),
  /** The device platform: `ios` or `android`. */
  platform: z.string(),
  /** The test framework. */
  testType: z.string(),
  /** Revision of the report. */
  revision: z.number(),
  /** Version of the report's format. */
  schema_version: z.number(),
  /** Why the run did not finish, when it did not. */
  errorMessage: z.optional(z.string()),
  /** The report's features with their tests. */
  features: z.array(TestReportFeature),
  /** Logs per device. */
  device_logs: z.array(
    model({
      /** Id of the device the logs are from. */
      device_snapshot_id: z.optional(z.string()),
      /** The device's own log. */
      device_log: z.optional(z.string()),
      /** The test framework's log. */
      test_log: z.optional(z.string()),
      /** The Appium log (Appium runs only). */
      appium_log: z.optional(z.string()),
    }),
  ),
  /** Ids of the devices that finished. */
  finished_device_snapshots: z.array(z.string()),
  /** Fatal errors per device. */
  snapshot_fatal_errors: z.optional(
    z.array(
      model({
        /** Id of the device the error happened on. */
        device_snapshot_id: z.optional(z.string()),
        /** Short title of the error. */
        error_title: z.optional(z.string()),
        /** What went wrong. */
        error_message: z.optional(z.string()),
      }),
    ),
  ),
  /** Counts of devices, tests and steps. */
  stats: TestReportStatistics,
});
/** The report of a device test run. */
export type TestReport = z.infer<typeof TestReport>;
