import { describe, expect, it } from 'vitest';
import { androidDevices, bytesOf, createRun, sha256, startedRun, uploadTestFile } from '../../test-support/device-test-tools.js';
import { useSetup, type Setup } from '../../test-support/setup.js';
import { challengeRange } from './device-tests.js';

const run = (s: Setup, testRunId: string) => ({ ...s.app, testRunId });

describe('fake device test runs', () => {
  const s = useSetup({ readsPerTestRunStep: 2 });

  it('moves a started run on every readsPerTestRunStep reads, from validating through running to finished, then reports it', async () => {
    const testRunId = await createRun(s);
    expect((await s.client.testRuns.get(run(s, testRunId))).runStatus).toBe('created');
    await uploadTestFile(s, testRunId, bytesOf('the app'), 'shop.apk', 'app-file');
    await uploadTestFile(s, testRunId, bytesOf('login'), 'tests/LoginTest.java', 'test-file');
    await uploadTestFile(s, testRunId, bytesOf('cart'), 'tests/CartTest.java', 'test-file');
    expect((await s.client.testRuns.get(run(s, testRunId))).runStatus).toBe('uploading');
    await expect(s.client.testRuns.getReport(run(s, testRunId))).rejects.toMatchObject({ status: 404, body: { status: 'NotFound', message: expect.any(String) } });
    const { shortId } = await s.client.testDevices.createSelection({ ...s.app, body: { devices: androidDevices() } });
    await s.client.testRuns.start({ ...run(s, testRunId), body: { device_selection: shortId, test_framework: 'espresso' } });
    const phases: string[] = [];
    for (let read = 0; read < 4; read++) {
      const state = await s.client.testRuns.getState(run(s, testRunId));
      phases.push(state.exit_code === undefined ? `wait ${state.wait_time}: ${state.message?.join()}` : `exit ${state.exit_code}`);
    }
    expect(phases).toEqual(['wait 10: Validating the test files', 'wait 10: Running on the devices', 'wait 10: Running on the devices', 'exit 0']);
    const report = await s.client.testRuns.getReport(run(s, testRunId));
    expect(report.features.map((f) => f.name)).toEqual(['LoginTest', 'CartTest']);
    expect(report.stats).toMatchObject({ devices: 2, devices_finished: 2, total: 4, passed: 4, failed: 0, os: 1, filesize: 'the app'.length + 'login'.length + 'cart'.length });
    expect(report.finished_device_snapshots).toHaveLength(2);
    expect(await s.client.testRuns.get(run(s, testRunId))).toMatchObject({ runStatus: 'finished', resultStatus: 'passed', stats: { devices: 2, passed: 4 } });
  });

  it('ends a run started while the outcome is failed with exit code 1 and the last feature failing on every device', async () => {
    s.fake.state.testCloud.testOutcome = 'failed';
    const testRunId = await startedRun(s);
    let state = await s.client.testRuns.getState(run(s, testRunId));
    while (state.exit_code === undefined) state = await s.client.testRuns.getState(run(s, testRunId));
    expect(state.exit_code).toBe(1);
    const report = await s.client.testRuns.getReport(run(s, testRunId));
    expect(report.stats).toMatchObject({ failed: 2, passed: 0, devices_failed: 2 });
    expect(report.features[0]!.tests![0]!.runs![0]!.steps!.map((step) => step.stepExecutions!.map((e) => e.status))).toEqual([
      ['passed', 'passed'],
      ['failed', 'failed'],
    ]);
  });

  it('asks for proof of a file held from another run: 401 with X-Challenge-Bytes, answered with those bytes base64-encoded', async () => {
    const bytes = bytesOf('an app file of some length, uploaded once');
    const first = await createRun(s);
    await uploadTestFile(s, first, bytes, 'shop.apk', 'app-file');
    const second = await createRun(s);
    const body = { checksum: sha256(bytes), relative_path: 'shop.apk', file_type: 'app-file' as const };
    const { first: from, last } = challengeRange(bytes.length);
    // The service declares the challenge header one its errors keep.
    await expect(s.client.testRuns.addFileHash({ ...run(s, second), body })).rejects.toMatchObject({
      status: 401,
      body: { status: 'Unauthorized' },
      headers: { 'x-challenge-bytes': `${from}-${last}` },
    });
    await expect(s.client.testRuns.addFileHash({ ...run(s, second), body: { ...body, byte_range: 'AAAA' } })).rejects.toMatchObject({ status: 401 });
    const proof = Buffer.from(bytes.subarray(from, last + 1)).toString('base64');
    await s.client.testRuns.addFileHash({ ...run(s, second), body: { ...body, byte_range: proof } });
    // Only one upload reached the blob store, and it carried no API key.
    expect(s.fake.blobs.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect(s.fake.blobs.requests.every((r) => r.headers['x-api-key'] === undefined)).toBe(true);
    // The batch says 401 for it too: only the single call carries the proof.
    const [answer] = await s.client.testRuns.addFileHashes({ ...run(s, await createRun(s)), body: [{ checksum: body.checksum, relativePath: 'shop.apk', fileType: 'app-file' }] });
    expect(answer!.uploadStatus.statusCode).toBe(401);
  });

  it('refuses to start a run without an app file or on an unknown selection, and takes no files once started', async () => {
    const testRunId = await createRun(s);
    const { shortId } = await s.client.testDevices.createSelection({ ...s.app, body: { devices: androidDevices() } });
    const start = { device_selection: shortId, test_framework: 'espresso' };
    await expect(s.client.testRuns.start({ ...run(s, testRunId), body: start })).rejects.toMatchObject({
      status: 400,
      body: { status: 'BadRequest', message: `Test run ${testRunId} has no app file` },
    });
    await uploadTestFile(s, testRunId, bytesOf('the app'), 'shop.apk', 'app-file');
    await expect(s.client.testRuns.start({ ...run(s, testRunId), body: { ...start, device_selection: 'nope' } })).rejects.toMatchObject({ status: 400 });
    await s.client.testRuns.start({ ...run(s, testRunId), body: start });
    await expect(s.client.testRuns.startFileUpload(run(s, testRunId))).rejects.toMatchObject({ status: 400 });
    await expect(s.client.testRuns.start({ ...run(s, testRunId), body: start })).rejects.toMatchObject({ status: 400 });
  });

  it('stops a run: its state ends with exit code 2 and its report says it was stopped; a finished run stays as it was', async () => {
    const testRunId = await startedRun(s);
    await s.client.testRuns.stop(run(s, testRunId));
    expect(await s.client.testRuns.getState(run(s, testRunId))).toEqual({ exit_code: 2, message: ['The test run was stopped'] });
    const report = await s.client.testRuns.getReport(run(s, testRunId));
    expect(report).toMatchObject({ errorMessage: expect.any(String), finished_device_snapshots: [], stats: { devices_not_runned: 2, passed: 0 } });
    expect((await s.client.testRuns.stop(run(s, testRunId))).runStatus).toBe('stopped');
  });

  it('archives a run: it leaves the lists and answers 404 from then on', async () => {
    const testRunId = await startedRun(s);
    await s.client.testRuns.archive(run(s, testRunId));
    expect(await s.client.testRuns.list(s.app)).toEqual([]);
    expect(await s.client.testSeries.listTestRuns({ ...s.app, testSeriesSlug: 'nightly' })).toEqual([]);
    await expect(s.client.testRuns.get(run(s, testRunId))).rejects.toMatchObject({ status: 404 });
    await expect(s.client.testRuns.archive(run(s, testRunId))).rejects.toMatchObject({ status: 404 });
  });

  it('keeps runs with their series when it is renamed, and without one when it is deleted', async () => {
    const testRunId = await startedRun(s);
    await expect(s.client.testSeries.create({ ...s.app, body: { name: 'nightly!' } })).rejects.toMatchObject({ status: 400 });
    await s.client.testSeries.update({ ...s.app, testSeriesSlug: 'nightly', body: { name: 'Every Night' } });
    expect(await s.client.testRuns.get(run(s, testRunId))).toMatchObject({ testSeries: 'Every Night' });
    const [series] = await s.client.testSeries.list(s.app);
    expect(series).toMatchObject({ slug: 'every-night', testRuns: [{ completed: false }] });
    await s.client.testSeries.delete({ ...s.app, testSeriesSlug: 'every-night' });
    expect((await s.client.testRuns.get(run(s, testRunId))).testSeries).toBeUndefined();
    await expect(s.client.testSeries.listTestRuns({ ...s.app, testSeriesSlug: 'every-night' })).rejects.toMatchObject({ status: 404 });
    await expect(s.client.testSeries.update({ ...s.app, testSeriesSlug: 'every-night', body: { name: 'x' } })).rejects.toMatchObject({ status: 404 });
  });

  it('lets a read-only token read runs but not create them, and hides the app from someone else', async () => {
    const testRunId = await createRun(s);
    const viewer = s.clientWith({ apiKey: s.fake.ids.viewerKey });
    expect((await viewer.testRuns.list(s.app)).map((r) => r.id)).toEqual([testRunId]);
    await expect(viewer.testRuns.create(s.app)).rejects.toMatchObject({ status: 403, body: { status: 'Forbidden' } });
    const outsider = s.clientWith({ apiKey: s.fake.ids.outsiderKey });
    await expect(outsider.testRuns.get(run(s, testRunId))).rejects.toMatchObject({ status: 404 });
  });
});
