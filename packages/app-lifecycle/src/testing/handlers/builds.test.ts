import { ConflictError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';

describe('fake builds', () => {
  const s = useSetup({ readsPerBuildStep: 2 });

  const start = () => s.client.builds.create({ ...s.app, branch: s.fake.ids.configuredBranch });
  const read = (buildId: number) => s.client.builds.get({ ...s.app, buildId });

  it('progresses notStarted → inProgress → completed over polls of its detail', async () => {
    const build = await start();
    const seen = [build.status];
    for (let i = 0; i < 4; i++) seen.push((await read(build.id)).status);
    expect(seen).toEqual(['notStarted', 'notStarted', 'inProgress', 'inProgress', 'completed']);
    const done = await read(build.id);
    expect(done).toMatchObject({ status: 'completed', result: 'succeeded' });
    expect(Date.parse(done.finishTime!)).toBeGreaterThanOrEqual(Date.parse(done.startTime!));
  });

  it('builds the branch head unless told which commit', async () => {
    const branch = s.fake.state.extrasOf(s.seeded.appId).branches.get(s.fake.ids.configuredBranch)!;
    expect((await start()).sourceVersion).toBe(branch.commits.at(-1)!.sha);
    const older = branch.commits[0]!.sha;
    expect((await s.client.builds.create({ ...s.app, branch: branch.name, body: { sourceVersion: older } })).sourceVersion).toBe(older);
    await expect(s.client.builds.create({ ...s.app, branch: branch.name, body: { sourceVersion: 'f00' } })).rejects.toMatchObject({ status: 400 });
  });

  it('ends with the outcome the fake is set to, and writes it to the log', async () => {
    s.fake.state.buildOutcome = 'failed';
    const { id } = await start();
    for (let i = 0; i < 4; i++) await read(id);
    expect((await read(id)).result).toBe('failed');
    expect((await s.client.builds.getLog({ ...s.app, buildId: id })).value?.at(-1)).toBe(`Build ${id} failed`);
  });

  it('cancels: cancelling, then completed with result canceled; a completed build answers 409', async () => {
    const { id } = await start();
    const cancelling = await s.client.builds.cancel({ ...s.app, buildId: id, body: { status: 'cancelling' } });
    expect(cancelling.status).toBe('cancelling');
    await read(id);
    expect(await read(id)).toMatchObject({ status: 'completed', result: 'canceled' });
    const again = await s.client.builds.cancel({ ...s.app, buildId: id, body: { status: 'cancelling' } }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ConflictError);
    expect(again).toMatchObject({ status: 409, code: 'Conflict', details: { id: expect.any(String) } });
  });

  it('refuses to build a branch that is not configured (400) or unknown (404)', async () => {
    await expect(s.client.builds.create({ ...s.app, branch: s.fake.ids.unconfiguredBranch })).rejects.toMatchObject({ status: 400, code: 'BadRequest' });
    await expect(s.client.builds.create({ ...s.app, branch: 'gone' })).rejects.toMatchObject({ status: 404, code: 'NotFound' });
  });

  it('distributes only succeeded builds, records each distribution and counts it as a release', async () => {
    await expect(s.client.builds.distribute({ ...s.app, buildId: s.fake.ids.failedBuildId, body: {} })).rejects.toMatchObject({ status: 400 });
    const { upload_id } = await s.client.builds.distribute({
      ...s.app,
      buildId: s.fake.ids.succeededBuildId,
      body: { destinations: [{ id: 'beta', type: 'group' }], notifyTesters: true, mandatoryUpdate: false },
    });
    const [recorded] = s.fake.state.extrasOf(s.seeded.appId).distributions;
    expect(recorded).toMatchObject({ buildId: s.fake.ids.succeededBuildId, upload_id, notifyTesters: true, destinations: [{ id: 'beta', type: 'group' }] });
    const counts = await s.client.analytics.releaseCounts({ ...s.app, body: { releases: [{ release: recorded!.release_id }] } });
    expect(counts.counts).toEqual([{ release_id: recorded!.release_id, distribution_group: 'beta', total_count: 0, unique_count: 0 }]);
  });

  it('gives download addresses only for finished files, and logs once completed', async () => {
    const { id } = await start();
    await expect(s.client.builds.getDownloadUri({ ...s.app, buildId: id, downloadType: 'logs' })).rejects.toMatchObject({ status: 404 });
    await expect(s.client.builds.getDownloadUri({ ...s.app, buildId: s.fake.ids.failedBuildId, downloadType: 'build' })).rejects.toMatchObject({ status: 404 });
    const { uri } = await s.client.builds.getDownloadUri({ ...s.app, buildId: s.fake.ids.failedBuildId, downloadType: 'logs' });
    expect(new URL(uri).origin).toBe(s.fake.blobs.url);
    const file = await fetch(uri);
    expect(await file.text()).toContain('Build 2');
  });

  it('lists builds per branch and shows the last one on the branch', async () => {
    const { id } = await start();
    expect((await s.client.builds.listByBranch({ ...s.app, branch: s.fake.ids.configuredBranch })).map((b) => b.id)).toEqual([1, id]);
    const main = (await s.client.branches.list(s.app)).find((b) => b.branch?.name === s.fake.ids.configuredBranch);
    expect(main?.lastBuild?.id).toBe(id);
  });

  it('counts build minutes of finished builds in the owner billing', async () => {
    const billing = await s.client.billing.getAggregated({ ...s.app, service: 'Build' });
    const minutes = billing.usage?.buildService?.currentUsagePeriod?.byAccount?.buildMinutes;
    const seeded = s.fake.state.childrenOf(s.fake.state.builds, s.seeded.appId).filter((b) => {
      const period = billing.usage!.buildService!.currentUsagePeriod!;
      return b.build.finishTime! >= period.startTime! && b.build.finishTime! < period.endTime!;
    });
    expect(minutes).toBe(seeded.reduce((sum, b) => sum + Math.ceil((Date.parse(b.build.finishTime!) - Date.parse(b.build.startTime!)) / 60_000), 0));
  });
});
