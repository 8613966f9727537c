/**
 * The report of a finished device test run, derived from what it was made of: one feature per test file
 * (named after the file), one test per feature with two steps, run on every device of its selection. With the
 * outcome `failed`, the last feature's test fails on every device.
 */
import type { App, TestReport, TestRun, TestRunStatistics } from '../index.js';
import { deviceCatalogue } from './device-catalogue.js';
import type { StoredTestRun } from './test-cloud-records.js';

/** A test file's feature name: its file name without directories or extension. */
function featureName(relativePath: string): string {
  const file = relativePath.split('/').at(-1)!;
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(0, dot) : file;
}

/** The features a run's test files make; a run without test files has one, named after its framework. */
function featuresOf(run: StoredTestRun): string[] {
  const tests = run.files.filter((f) => f.fileType === 'test-file').map((f) => featureName(f.relativePath));
  return tests.length > 0 ? tests : [run.start?.framework ?? 'tests'];
}

const STEPS = ['The app started', 'The test ran'];

/** The id of the snapshot of device `index` of a run. */
const snapshotId = (run: StoredTestRun, index: number) => `${run.id}-device-${index + 1}`;

/** The report of a run that finished or was stopped. */
export function reportOf(app: App, run: StoredTestRun): TestReport {
  const devices = run.start?.devices ?? [];
  const finished = run.phase === 'finished';
  const features = featuresOf(run);
  const failing = finished && run.outcome === 'failed' ? features.length - 1 : -1;
  const stamp = Date.parse(run.finishedAt ?? run.createdAt);
  const perDevice = finished ? features.length : 0;
  const failedPerDevice = failing >= 0 ? 1 : 0;
  const oses = new Set(devices.map((id) => deviceCatalogue.find((d) => d.configuration.id === id)?.configuration.os));
  return {
    id: run.id,
    app_upload_id: run.id,
    date: run.start?.at ?? run.createdAt,
    date_finished: run.finishedAt ?? run.createdAt,
    platform: platformOf(app),
    testType: run.start?.framework ?? 'unknown',
    revision: 1,
    schema_version: 1,
    ...(finished ? {} : { errorMessage: 'The test run was stopped before it finished' }),
    features: features.map((name, index) => ({
      name,
      failed: index === failing ? devices.length : 0,
      skipped: finished ? 0 : devices.length,
      tests: [
        {
          testName: `${name} runs`,
          runs: [
            {
              id: `${run.id}-${index + 1}`,
              number: 1,
              failed: index === failing ? devices.length : 0,
              skipped: finished ? 0 : devices.length,
              steps: STEPS.map((stepName, step) => ({
                id: `${run.id}-${index + 1}-${step + 1}`,
                stepName,
                failed: index === failing && step === STEPS.length - 1 ? devices.length : 0,
                stepExecutions: devices.map((_device, d) => ({
                  device_snapshot_id: snapshotId(run, d),
                  status: !finished ? 'skipped' : index === failing && step === STEPS.length - 1 ? 'failed' : 'passed',
                  timestamp: stamp,
                })),
              })),
            },
          ],
        },
      ],
    })),
    device_logs: devices.map((_device, d) => ({ device_snapshot_id: snapshotId(run, d), device_log: `device ${d + 1} log`, test_log: `device ${d + 1} test log` })),
    finished_device_snapshots: finished ? devices.map((_device, d) => snapshotId(run, d)) : [],
    stats: {
      devices: devices.length,
      devices_finished: finished ? devices.length : 0,
      devices_failed: failedPerDevice > 0 ? devices.length : 0,
      devices_skipped: 0,
      devices_not_runned: finished ? 0 : devices.length,
      total: features.length * devices.length,
      passed: (perDevice - failedPerDevice) * devices.length,
      failed: failedPerDevice * devices.length,
      skipped: finished ? 0 : features.length * devices.length,
      step_count: features.length * STEPS.length,
      os: oses.size,
      filesize: run.files.reduce((sum, f) => sum + f.size, 0),
      totalDeviceMinutes: finished ? devices.length : 0,
    },
  };
}

/** The platform name of an app's tests: `android` or `ios`. */
export function platformOf(app: App): string {
  return app.os.toLowerCase();
}

/** Human-readable words for a run's phase. */
const descriptions: Record<StoredTestRun['phase'], string> = {
  created: 'Waiting for the test files',
  uploading: 'Receiving the test files',
  validating: 'Validating the test files',
  running: 'Running on the devices',
  finished: 'Finished',
  stopped: 'Stopped',
};

/** A run as the service shows it in summary. */
export function testRunView(app: App, run: StoredTestRun, seriesName: string | undefined): TestRun {
  const done = run.phase === 'finished' || run.phase === 'stopped';
  const result = run.phase === 'stopped' ? 'stopped' : run.phase === 'finished' ? run.outcome : undefined;
  let stats: TestRunStatistics | undefined;
  if (run.start) {
    const report = done ? reportOf(app, run).stats : undefined;
    stats = {
      devices: run.start.devices.length,
      devicesFinished: report?.devices_finished ?? 0,
      devicesFailed: report?.devices_failed ?? 0,
      total: report?.total ?? 0,
      passed: report?.passed ?? 0,
      failed: report?.failed ?? 0,
      skipped: report?.skipped ?? 0,
      totalDeviceMinutes: report?.totalDeviceMinutes ?? 0,
    };
  }
  return {
    id: run.id,
    date: run.createdAt,
    description: descriptions[run.phase],
    platform: platformOf(app),
    runStatus: run.phase,
    state: run.phase,
    ...(result === undefined ? {} : { resultStatus: result, status: result }),
    ...(stats ? { stats } : {}),
    ...(seriesName === undefined ? {} : { testSeries: seriesName }),
    ...(run.start ? { testType: run.start.framework } : {}),
  };
}
