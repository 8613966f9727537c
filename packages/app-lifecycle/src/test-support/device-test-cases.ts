/**
 * Test support (not shipped): the per-operation cases of device testing (test runs, test series, devices,
 * device sets, subscriptions, test export), for `operations.test.ts`.
 */
import { expect } from 'vitest';
import { androidDevices, bytesOf, createRun, finishedRun, sha256, startedRun, uploadTestFile } from './device-test-tools.js';
import type { Setup } from './setup.js';

type Case = (s: Setup) => Promise<void>;

const run = (s: Setup, testRunId: string) => ({ ...s.app, testRunId });
const deviceSet = { name: 'Two phones', devices: androidDevices() };

export const deviceTestCases: Record<string, Case> = {
  'testRuns.list': async (s) => {
    const [first, second] = [await createRun(s), await createRun(s)];
    expect((await s.client.testRuns.list(s.app)).map((r) => r.id)).toEqual([second, first]);
  },
  'testRuns.create': async (s) => {
    const { response } = await s.client.testRuns.create(s.app).withResponse();
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toMatch(new RegExp(`/v0.1/apps/${s.app.ownerName}/${s.app.appName}/test_runs/[0-9a-f-]{36}$`));
  },
  'testRuns.get': async (s) => {
    const testRunId = await createRun(s);
    expect(await s.client.testRuns.get(run(s, testRunId))).toMatchObject({ id: testRunId, runStatus: 'created', platform: 'android' });
  },
  'testRuns.archive': async (s) => {
    const testRunId = await createRun(s);
    expect((await s.client.testRuns.archive(run(s, testRunId))).id).toBe(testRunId);
    expect(await s.client.testRuns.list(s.app)).toEqual([]);
  },
  'testRuns.addFileHash': async (s) => {
    const testRunId = await createRun(s);
    const bytes = bytesOf('an app never uploaded');
    const body = { checksum: sha256(bytes), relative_path: 'shop.apk', file_type: 'app-file' as const };
    await expect(s.client.testRuns.addFileHash({ ...run(s, testRunId), body })).rejects.toMatchObject({ status: 412, code: 'PreconditionFailed' });
    await uploadTestFile(s, testRunId, bytes, 'shop.apk', 'app-file');
    expect((await s.client.testRuns.get(run(s, testRunId))).runStatus).toBe('uploading');
  },
  'testRuns.addFileHashes': async (s) => {
    const testRunId = await createRun(s);
    await uploadTestFile(s, testRunId, bytesOf('the app'), 'shop.apk', 'app-file');
    const answers = await s.client.testRuns.addFileHashes({
      ...run(s, testRunId),
      body: [
        { checksum: sha256(bytesOf('the app')), relativePath: 'shop.apk', fileType: 'app-file' },
        { checksum: sha256(bytesOf('tests never sent')), relativePath: 'tests.jar', fileType: 'test-file' },
      ],
    });
    expect(answers.map((a) => a.uploadStatus.statusCode)).toEqual([201, 412]);
  },
  'testRuns.startFileUpload': async (s) => {
    const testRunId = await createRun(s);
    const { response } = await s.client.testRuns.startFileUpload(run(s, testRunId)).withResponse();
    expect(response.headers.get('location')!.startsWith(`${s.fake.blobs.url}/blobs/`)).toBe(true);
  },
  'testRuns.start': async (s) => {
    const testRunId = await createRun(s);
    await uploadTestFile(s, testRunId, bytesOf('the app'), 'shop.apk', 'app-file');
    const { shortId } = await s.client.testDevices.createSelection({ ...s.app, body: { devices: androidDevices() } });
    const started = await s.client.testRuns.start({ ...run(s, testRunId), body: { device_selection: shortId, test_framework: 'espresso' } });
    expect(started).toEqual({ accepted_devices: androidDevices(), rejected_devices: [] });
    expect(await s.client.testRuns.get(run(s, testRunId))).toMatchObject({ testSeries: 'master', testType: 'espresso' });
  },
  'testRuns.getState': async (s) => {
    const testRunId = await startedRun(s);
    expect((await s.client.testRuns.getState(run(s, testRunId))).wait_time).toBeGreaterThan(0);
    expect(await s.client.testRuns.getState(run(s, testRunId))).toMatchObject({ exit_code: 0 });
  },
  'testRuns.getReport': async (s) => {
    const testRunId = await finishedRun(s);
    const report = await s.client.testRuns.getReport(run(s, testRunId));
    expect(report.features.map((f) => f.name)).toEqual(['LoginTest']);
    expect(report.stats).toMatchObject({ devices: 2, passed: 2, failed: 0 });
  },
  'testRuns.stop': async (s) => {
    const testRunId = await startedRun(s);
    expect(await s.client.testRuns.stop(run(s, testRunId))).toMatchObject({ runStatus: 'stopped', resultStatus: 'stopped' });
  },
  'testSeries.list': async (s) => {
    await s.client.testSeries.create({ ...s.app, body: { name: 'Nightly' } });
    await s.client.testSeries.create({ ...s.app, body: { name: 'Release 2' } });
    expect((await s.client.testSeries.list({ ...s.app, query: 'night' })).map((t) => t.slug)).toEqual(['nightly']);
  },
  'testSeries.create': async (s) => {
    expect(await s.client.testSeries.create({ ...s.app, body: { name: 'Release 2.0' } })).toMatchObject({ name: 'Release 2.0', slug: 'release-2-0', testRuns: [] });
  },
  'testSeries.update': async (s) => {
    await s.client.testSeries.create({ ...s.app, body: { name: 'Nightly' } });
    expect(await s.client.testSeries.update({ ...s.app, testSeriesSlug: 'nightly', body: { name: 'Every night' } })).toMatchObject({ slug: 'every-night' });
  },
  'testSeries.delete': async (s) => {
    await s.client.testSeries.create({ ...s.app, body: { name: 'Nightly' } });
    await s.client.testSeries.delete({ ...s.app, testSeriesSlug: 'nightly' });
    expect(await s.client.testSeries.list(s.app)).toEqual([]);
  },
  'testSeries.listTestRuns': async (s) => {
    const testRunId = await startedRun(s);
    expect((await s.client.testSeries.listTestRuns({ ...s.app, testSeriesSlug: 'nightly' })).map((r) => r.id)).toEqual([testRunId]);
  },
  'testDevices.listConfigurations': async (s) => {
    const devices = await s.client.testDevices.listConfigurations(s.app);
    expect(devices.map((d) => d.model?.platform)).toEqual(['Android', 'Android', 'Android']);
  },
  'testDevices.createSelection': async (s) => {
    const { shortId } = await s.client.testDevices.createSelection({ ...s.app, body: { devices: androidDevices() } });
    expect(shortId).toMatch(/^[0-9a-f]{8}$/);
  },
  'deviceSets.listForOwner': async (s) => {
    await s.client.deviceSets.createForOwner({ ...s.app, body: deviceSet });
    expect((await s.client.deviceSets.listForOwner(s.app)).map((d) => d.name)).toEqual(['Two phones']);
  },
  'deviceSets.createForOwner': async (s) => {
    const created = await s.client.deviceSets.createForOwner({ ...s.app, body: deviceSet });
    expect(created).toMatchObject({ slug: 'two-phones', owner: { name: s.app.ownerName, type: 'user' }, manufacturerCount: 2, osVersionCount: 1 });
    expect(created.deviceConfigurations.map((d) => d.id)).toEqual(androidDevices());
  },
  'deviceSets.getForOwner': async (s) => {
    const { id } = await s.client.deviceSets.createForOwner({ ...s.app, body: deviceSet });
    expect((await s.client.deviceSets.getForOwner({ ...s.app, id })).name).toBe('Two phones');
  },
  'deviceSets.updateForOwner': async (s) => {
    const { id } = await s.client.deviceSets.createForOwner({ ...s.app, body: deviceSet });
    const updated = await s.client.deviceSets.updateForOwner({ ...s.app, id, body: { name: 'One phone', devices: androidDevices().slice(0, 1) } });
    expect(updated).toMatchObject({ id, name: 'One phone', manufacturerCount: 1 });
  },
  'deviceSets.deleteForOwner': async (s) => {
    const { id } = await s.client.deviceSets.createForOwner({ ...s.app, body: deviceSet });
    await s.client.deviceSets.deleteForOwner({ ...s.app, id });
    expect(await s.client.deviceSets.listForOwner(s.app)).toEqual([]);
  },
  'deviceSets.listForUser': async (s) => {
    await s.client.deviceSets.createForUser({ ...s.app, body: deviceSet });
    expect((await s.client.deviceSets.listForUser(s.app)).map((d) => d.owner.name)).toEqual([s.fake.state.user.name]);
  },
  'deviceSets.createForUser': async (s) => {
    const created = await s.client.deviceSets.createForUser({ ...s.app, body: deviceSet });
    expect(created.owner).toMatchObject({ id: s.fake.state.user.id, type: 'user' });
  },
  'deviceSets.getForUser': async (s) => {
    const { id } = await s.client.deviceSets.createForUser({ ...s.app, body: deviceSet });
    expect((await s.client.deviceSets.getForUser({ ...s.app, id })).id).toBe(id);
  },
  'deviceSets.updateForUser': async (s) => {
    const { id } = await s.client.deviceSets.createForUser({ ...s.app, body: deviceSet });
    expect((await s.client.deviceSets.updateForUser({ ...s.app, id, body: { ...deviceSet, name: 'Renamed' } })).name).toBe('Renamed');
  },
  'deviceSets.deleteForUser': async (s) => {
    const { id } = await s.client.deviceSets.createForUser({ ...s.app, body: deviceSet });
    await s.client.deviceSets.deleteForUser({ ...s.app, id });
    await expect(s.client.deviceSets.getForUser({ ...s.app, id })).rejects.toMatchObject({ status: 404 });
  },
  'testSubscriptions.get': async (s) => {
    expect(await s.client.testSubscriptions.get(s.app)).toEqual({ active: false });
  },
  'testSubscriptions.create': async (s) => {
    const trial = await s.client.testSubscriptions.create(s.app);
    expect(trial).toMatchObject({ active: true, daysLeft: 30, tier: { name: 'Free trial' } });
    expect((await s.client.testSubscriptions.get(s.app)).id).toBe(trial.id);
  },
  'testExport.listEndpoints': async (s) => {
    const { resources } = await s.client.testExport.listEndpoints(s.app);
    expect(resources?.map((r) => r.rel)).toEqual(['apps', 'fileSetFiles', 'hashFiles', 'pipelineTests', 'testRuns']);
  },
  'testExport.getApp': async (s) => {
    expect((await s.client.testExport.getApp(s.app)).hash_files_url).toMatch(/\/test\/export\/hashFiles$/);
  },
  'testExport.getFileSetFiles': async (s) => {
    const testRunId = await startedRun(s);
    expect(await s.client.testExport.getFileSetFiles(s.app)).toMatchObject({ app_upload_id: testRunId, path: 'shop.apk' });
  },
  'testExport.getHashFiles': async (s) => {
    await startedRun(s);
    expect((await s.client.testExport.getHashFiles(s.app)).filename).toBe('LoginTest.java');
  },
  'testExport.getPipelineTests': async (s) => {
    const testRunId = await startedRun(s);
    expect(await s.client.testExport.getPipelineTests(s.app)).toEqual({ app_upload_id: testRunId, test_parameters: {} });
  },
  'testExport.getTestRuns': async (s) => {
    const testRunId = await startedRun(s);
    expect(await s.client.testExport.getTestRuns(s.app)).toMatchObject({ id: testRunId, locale: 'en_US', app_hash_file_id: expect.any(String) });
  },
};
