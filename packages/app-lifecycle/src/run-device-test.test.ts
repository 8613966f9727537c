import { ValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { runDeviceTest, type DeviceTestFile } from './run-device-test.js';
import { androidDevices, bytesOf } from './test-support/device-test-tools.js';
import { useSetup, type Setup } from './test-support/setup.js';

/** A client that may send to the fake's blob store. */
const storageClient = (s: Setup) => s.clientWith({ externalOrigins: [s.fake.blobs.url] });
const files: DeviceTestFile[] = [
  { path: 'shop.apk', type: 'app-file', content: new Blob([bytesOf('android package')]) },
  { path: 'tests/LoginTest.java', type: 'test-file', content: bytesOf('login test') },
  { path: 'tests/CartTest.java', type: 'test-file', content: bytesOf('cart test') },
];
const puts = (s: Setup) => s.fake.blobs.requests.filter((r) => r.method === 'PUT');

describe('runDeviceTest', () => {
  const s = useSetup({ readsPerTestRunStep: 2 });

  it('runs a device test: uploads the files the service lacks, starts on the devices, waits, and reads the report', async () => {
    const states: string[] = [];
    const result = await runDeviceTest(storageClient(s), s.app, files, {
      devices: androidDevices(),
      testFramework: 'espresso',
      testSeries: 'Nightly',
      intervalMs: 1,
      onProgress: (state) => states.push(state.exit_code === undefined ? (state.message?.join() ?? '') : `exit ${state.exit_code}`),
    });
    expect(result.start).toEqual({ accepted_devices: androidDevices(), rejected_devices: [] });
    expect(result.state.exit_code).toBe(0);
    expect(states).toEqual(['Validating the test files', 'Running on the devices', 'Running on the devices', 'exit 0']);
    expect(result.report.features.map((f) => f.name)).toEqual(['LoginTest', 'CartTest']);
    expect(result.report.stats).toMatchObject({ devices: 2, total: 4, passed: 4, failed: 0 });
    expect(await s.client.testRuns.get({ ...s.app, testRunId: result.testRunId })).toMatchObject({ runStatus: 'finished', testSeries: 'Nightly' });
    // Every file went to the blob store once, none with the API key; the API never saw the bytes.
    expect(puts(s)).toHaveLength(3);
    expect(s.fake.blobs.requests.every((r) => r.headers['x-api-key'] === undefined)).toBe(true);
    expect(s.fake.requestCount('testRuns.startFileUpload')).toBe(3);
  });

  it('proves holding the files the service holds from another run with the bytes its challenge names, uploading none again', async () => {
    await runDeviceTest(storageClient(s), s.app, files, { devices: androidDevices(), testFramework: 'espresso', intervalMs: 1 });
    const again = await runDeviceTest(storageClient(s), s.app, files, { devices: androidDevices(), testFramework: 'espresso', intervalMs: 1 });
    expect(again.state.exit_code).toBe(0);
    expect(puts(s)).toHaveLength(3);
    const proofs = s.fake.requests.filter((r) => r.operationId === 'testRuns.addFileHash' && (r.json as { byte_range?: string }).byte_range !== undefined);
    expect(proofs).toHaveLength(3);
    expect((await s.client.testRuns.list(s.app)).map((r) => r.id)).toEqual([again.testRunId, expect.any(String)]);
  });

  it('resolves a run whose tests failed with exit code 1 and the failures in the report', async () => {
    s.fake.state.testCloud.testOutcome = 'failed';
    const { shortId } = await s.client.testDevices.createSelection({ ...s.app, body: { devices: androidDevices().slice(0, 1) } });
    const result = await runDeviceTest(storageClient(s), s.app, files, { devices: shortId, testFramework: 'espresso', intervalMs: 1 });
    expect(result.state.exit_code).toBe(1);
    expect(result.report.stats).toMatchObject({ devices: 1, passed: 1, failed: 1 });
    expect(s.fake.requestCount('testDevices.createSelection')).toBe(1);
  });

  it('sends nothing to a storage address outside the client externalOrigins', async () => {
    const error = await runDeviceTest(s.client, s.app, files, { devices: androidDevices(), testFramework: 'espresso', intervalMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: 'url' });
    expect(s.fake.blobs.requests).toEqual([]);
    expect(s.fake.requestCount('testRuns.start')).toBe(0);
  });

  it('refuses an empty list of files before sending anything', async () => {
    await expect(runDeviceTest(storageClient(s), s.app, [], { devices: androidDevices(), testFramework: 'espresso' })).rejects.toMatchObject({ field: 'files' });
    expect(s.fake.requestCount()).toBe(0);
  });
});
