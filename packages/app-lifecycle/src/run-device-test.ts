import { isApiError, OperationFailedError, Poller, ValidationError, type CallOptions, type OperationResource } from '@org/http-core';
import type { AppLifecycleClient } from './client.js';
import type { TestReport, TestRunStartResult, TestRunState } from './models/test-run.js';
import { transfersOf } from './transfer-client.js';
import { timeLeft, type AppRef, type ProcessingWaitOptions } from './transfer-options.js';

/** One file of a device test run. */
export interface DeviceTestFile {
  /** Where the file goes in the run (`relative_path`): `shop.apk`, `tests/LoginTest.java`. */
  readonly path: string;
  /** What the file is: the app, a test file, or the app's symbols. */
  readonly type: 'app-file' | 'test-file' | 'dsym-file';
  /** The file's bytes. */
  readonly content: Blob | Uint8Array;
}

/** Options of {@link runDeviceTest}. */
export interface RunDeviceTestOptions extends ProcessingWaitOptions {
  /**
   * The devices to run on: device configuration ids (`testDevices.listConfigurations`), of which a selection is
   * made, or the short id of a selection made before (`testDevices.createSelection`).
   */
  readonly devices: string | readonly string[];
  /** The test framework, as the service names it (for example `appium`, `espresso`, `xcuitest`, `uitest`). */
  readonly testFramework: string;
  /** The test series the run joins (`master` when omitted, made when missing). */
  readonly testSeries?: string;
  /** Locale of the devices, for example `en_US`. */
  readonly locale?: string;
  /** Language of the devices. */
  readonly language?: string;
  /** Parameters of the test framework. */
  readonly testParameters?: Record<string, unknown>;
  /** Called with the run's state after every read, from the first to the last. */
  readonly onProgress?: (state: TestRunState) => void;
  /** Ends the flow at once when aborted (a run already started goes on; stop it with `testRuns.stop`). */
  readonly signal?: AbortSignal;
  /** Per-attempt time limit in ms of each call (the client's when omitted). */
  readonly timeout?: number;
  /** Limit in ms for the whole flow: creating, every upload, starting and the wait for the report. */
  readonly totalTimeout?: number;
  /** Retry policy of the file puts to the storage address (a put is safe to repeat); the client's when omitted. */
  readonly retry?: CallOptions['retry'];
}

/** What {@link runDeviceTest} resolves to. */
export interface DeviceTestResult {
  /** Id of the run. */
  readonly testRunId: string;
  /** Which devices the run was accepted on. */
  readonly start: TestRunStartResult;
  /** The run's last state: `exit_code` 0 when every test passed. */
  readonly state: TestRunState;
  /** The run's report. */
  readonly report: TestReport;
}

/** The SHA-256 of a file, hexadecimal, as the service names files. */
async function sha256Hex(content: Blob | Uint8Array): Promise<string> {
  const bytes = content instanceof Blob ? new Uint8Array(await content.arrayBuffer()) : content;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The bytes `<first>-<last>` (inclusive) of a file, base64-encoded: the proof a possession challenge asks for. */
async function byteRange(content: Blob | Uint8Array, range: string): Promise<string | undefined> {
  const match = /^(\d+)-(\d+)$/.exec(range.trim());
  if (!match) return undefined;
  const [first, last] = [Number(match[1]), Number(match[2])];
  const size = content instanceof Blob ? content.size : content.byteLength;
  if (first > last || last >= size) return undefined;
  const part = content instanceof Blob ? new Uint8Array(await content.slice(first, last + 1).arrayBuffer()) : content.subarray(first, last + 1);
  let binary = '';
  for (const byte of part) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The `Location` header of an answer, refused when the service sent none. */
function locationOf(name: string, step: string, headers: Headers): string {
  const location = headers.get('location');
  if (location === null || location === '') throw new OperationFailedError(name, { code: 'NoLocation', message: `${step} answered without a Location header` });
  return location;
}

/**
 * Runs a device test and resolves to its report: creates a test run, adds its files by SHA-256, proves holding
 * those the service holds from elsewhere (the bytes its challenge names), uploads those it does not hold to the
 * storage address it answers (never with the API key;
 * the address's origin must be one of the client's `externalOrigins`), makes a device selection when given device
 * ids, starts the run, reads its state until it has an `exit_code`, and reads the report. A run whose tests failed
 * resolves too: check `state.exit_code` (0 when every test passed) or `report.stats.failed`. A file the service
 * refuses in another way rejects with an `OperationFailedError` whose `code` is the status it answered for it.
 *
 * @example
 * ```ts
 * const client = createAppLifecycleClient({ baseUrl, apiKey, externalOrigins: ['https://storage.example.com'] });
 * const { report } = await runDeviceTest(client, { ownerName: 'acme', appName: 'shop-android' }, [
 *   { path: 'shop.apk', type: 'app-file', content: apk },
 *   { path: 'tests/LoginTest.java', type: 'test-file', content: tests },
 * ], { devices: ['<device configuration id>'], testFramework: 'espresso', intervalMs: 10_000 });
 * console.log(`${report.stats.passed} passed, ${report.stats.failed} failed`);
 * ```
 */
export async function runDeviceTest(
  client: AppLifecycleClient,
  app: AppRef,
  files: readonly DeviceTestFile[],
  options: RunDeviceTestOptions,
): Promise<DeviceTestResult> {
  const name = 'testRuns.runDeviceTest';
  const startedAt = Date.now();
  if (files.length === 0) throw new ValidationError(`${name}: give at least one file`, { operation: name, field: 'files' });
  const transfers = transfersOf(client, name);
  const call = (signal: AbortSignal | undefined, put = false): CallOptions => ({
    ...(signal ? { signal } : {}),
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    ...(put && options.retry !== undefined ? { retry: options.retry } : {}),
    ...(options.totalTimeout === undefined ? {} : { totalTimeout: timeLeft(options.totalTimeout, startedAt) }),
  });

  const created = await client.testRuns.create(app, call(options.signal)).withResponse();
  const testRunId = decodeURIComponent(locationOf(name, 'testRuns.create', created.response.headers).split('/').at(-1)!);
  const run = { ...app, testRunId };

  /**
   * Answers a possession challenge: the single `addFileHash` names the bytes to prove in `X-Challenge-Bytes`, and
   * sending them back adds the file without uploading it. `false` when there was no usable challenge.
   */
  const proved = async (hash: Parameters<AppLifecycleClient['testRuns']['addFileHash']>[0], content: Blob | Uint8Array): Promise<boolean> => {
    const challenge = await client.testRuns.addFileHash(hash, call(options.signal)).then(
      () => undefined,
      (error: unknown) => (isApiError(error) && error.status === 401 ? error.headers['x-challenge-bytes'] : undefined),
    );
    const proof = challenge === undefined ? undefined : await byteRange(content, challenge);
    if (proof === undefined) return false;
    await client.testRuns.addFileHash({ ...hash, body: { ...hash.body!, byte_range: proof } }, call(options.signal));
    return true;
  };

  const checksums = await Promise.all(files.map((file) => sha256Hex(file.content)));
  const answers = await client.testRuns.addFileHashes(
    { ...run, body: files.map((file, i) => ({ checksum: checksums[i]!, relativePath: file.path, fileType: file.type })) },
    call(options.signal),
  );
  for (const [i, file] of files.entries()) {
    const answer = answers.find((a) => a.relativePath === file.path && a.checksum === checksums[i]) ?? answers[i];
    const status = answer?.uploadStatus.statusCode;
    if (status !== undefined && status >= 200 && status < 300) continue;
    // 412: the service does not hold the file; 401: it holds it from elsewhere and wants proof of holding it.
    if (status !== 412 && status !== 401) {
      throw new OperationFailedError(name, { code: status ?? 'NoAnswer', message: `the service answered ${status ?? 'nothing'} for ${file.path}` });
    }
    const hash = { ...run, body: { checksum: checksums[i]!, relative_path: file.path, file_type: file.type } };
    if (status === 401 && (await proved(hash, file.content))) continue;
    const opened = await client.testRuns.startFileUpload(run, call(options.signal)).withResponse();
    await transfers.blobs.put({ url: locationOf(name, 'testRuns.startFileUpload', opened.response.headers), body: file.content }, call(options.signal, true));
    await client.testRuns.addFileHash(hash, call(options.signal));
  }

  const selection =
    typeof options.devices === 'string'
      ? options.devices
      : (await client.testDevices.createSelection({ ...app, body: { devices: [...options.devices] } }, call(options.signal))).shortId;
  const start = await client.testRuns.start(
    {
      ...run,
      body: {
        device_selection: selection,
        test_framework: options.testFramework,
        ...(options.testSeries === undefined ? {} : { test_series: options.testSeries }),
        ...(options.locale === undefined ? {} : { locale: options.locale }),
        ...(options.language === undefined ? {} : { language: options.language }),
        ...(options.testParameters === undefined ? {} : { test_parameters: options.testParameters }),
      },
    },
    call(options.signal),
  );

  const onProgress = options.onProgress;
  const read = async (signal: AbortSignal | undefined): Promise<OperationResource> => {
    const state = await client.testRuns.getState(run, call(signal));
    return { name: testRunId, done: state.exit_code !== undefined, response: state, metadata: state };
  };
  const state = await new Poller<TestRunState>(
    { start: read, read: (_name, signal) => read(signal), result: (response) => response as TestRunState },
    {
      intervalMs: options.intervalMs,
      maxIntervalMs: options.maxIntervalMs,
      signal: options.signal,
      totalTimeoutMs: timeLeft(options.totalTimeout, startedAt),
      onProgress: onProgress && ((current) => onProgress(current.response as TestRunState)),
    },
  );
  const report = await client.testRuns.getReport(run, call(options.signal));
  return { testRunId, start, state, report };
}
