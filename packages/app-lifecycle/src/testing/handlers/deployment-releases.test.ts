import { ConflictError, NotFoundError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { packageHash, releaseBundle } from '../../test-support/release-tools.js';
import { useSetup } from '../../test-support/setup.js';
import { codePushUploadBlob } from './deployment-releases.js';

describe('fake over-the-air releases', () => {
  const s = useSetup();
  const staging = () => ({ ...s.app, deploymentName: 'Staging' });
  const labels = async (deploymentName: string) => (await s.client.deploymentReleases.list({ ...s.app, deploymentName })).map((r) => r.label);

  it('labels each release one above the latest and keeps the history oldest first', async () => {
    await releaseBundle(s, 'Staging', 'bundle 4');
    await releaseBundle(s, 'Staging', 'bundle 5', { target_binary_version: '^2.1.0', mandatory: true });
    const history = await s.client.deploymentReleases.list(staging());
    expect(history.map((r) => [r.label, r.target_binary_range, r.is_mandatory])).toEqual([
      ['v3', '2.0.x', false],
      ['v4', '2.0.x', false],
      ['v5', '^2.1.0', true],
    ]);
    expect(history[2]).toMatchObject({ size: 'bundle 5'.length, package_hash: packageHash('bundle 5'), released_by: 'owner@example.com' });
  });

  it('serves a released bundle from the blob store, not the API origin', async () => {
    const made = await releaseBundle(s, 'Staging', 'bundle 4');
    expect(new URL(made.blob_url!).origin).toBe(s.fake.blobs.url);
    expect(await (await fetch(made.blob_url!)).text()).toBe('bundle 4');
  });

  it('refuses a bundle identical to the latest release, unless told to answer that release', async () => {
    const first = await releaseBundle(s, 'Staging', 'same bundle');
    await expect(releaseBundle(s, 'Staging', 'same bundle')).rejects.toMatchObject({ status: 409, body: { message: expect.stringContaining('identical to v4') } });
    expect(await releaseBundle(s, 'Staging', 'same bundle', { no_duplicate_release_error: true })).toEqual(first);
    expect(await labels('Staging')).toEqual(['v3', 'v4']);
  });

  it('releases only a finished upload of this deployment with its token', async () => {
    const upload = await s.client.deploymentReleases.createUpload(staging());
    const release = (body: Partial<typeof upload>) =>
      s.client.deploymentReleases.create({ ...staging(), body: { target_binary_version: '2.0.x', release_upload: { ...upload, ...body } } });
    await expect(release({})).rejects.toMatchObject({ status: 400, body: { message: `The bundle of upload ${upload.id} has not reached the file service` } });
    s.fake.blobs.put(codePushUploadBlob(upload.id), new TextEncoder().encode('bundle'));
    await expect(release({ token: 'forged' })).rejects.toMatchObject({ status: 403 });
    await expect(release({ id: '00000000-0000-4000-8000-000000000000' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(s.client.deploymentReleases.create({ ...s.app, deploymentName: 'Production', body: { target_binary_version: '2.0.x', release_upload: upload } })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(s.client.deploymentReleases.create({ ...staging(), body: { target_binary_version: 'two', release_upload: upload } })).rejects.toMatchObject({ status: 400 });
    expect((await release({})).label).toBe('v4');
    await expect(release({}), 'an upload is released once').rejects.toBeInstanceOf(NotFoundError);
  });

  it('lets a rollout only grow, and holds new releases until it is complete', async () => {
    await releaseBundle(s, 'Staging', 'bundle 4', { rollout: 25 });
    await expect(releaseBundle(s, 'Staging', 'bundle 5')).rejects.toMatchObject({ status: 409, body: { message: expect.stringContaining('rollout of v4') } });
    await expect(s.client.deploymentReleases.update({ ...staging(), releaseLabel: 'v4', body: { rollout: 10 } })).rejects.toMatchObject({ status: 400 });
    expect(await s.client.deploymentReleases.update({ ...staging(), releaseLabel: 'v4', body: { rollout: 100 } })).toMatchObject({ label: 'v4', rollout: 100 });
    expect((await releaseBundle(s, 'Staging', 'bundle 5')).label).toBe('v5');
  });

  it('updates only what is given, answers nothing when nothing changes, and 404 for an unknown label', async () => {
    const updated = await s.client.deploymentReleases.update({ ...staging(), releaseLabel: 'v3', body: { is_disabled: true, description: 'Pulled' } });
    expect(updated).toMatchObject({ label: 'v3', is_disabled: true, description: 'Pulled', rollout: 100, is_mandatory: false });
    expect(await s.client.deploymentReleases.update({ ...staging(), releaseLabel: 'v3', body: { is_disabled: true } })).toBeUndefined();
    expect(s.fake.requests.at(-1)!.status).toBe(204);
    await expect(s.client.deploymentReleases.update({ ...staging(), releaseLabel: 'v9', body: { is_mandatory: true } })).rejects.toMatchObject({
      status: 404,
      body: { message: 'No release v9 on Staging' },
    });
    expect((await s.client.deployments.get(staging())).latest_release).toMatchObject({ is_disabled: true });
  });

  it('promotes a release as a copy with the target deployment next label and the changes given', async () => {
    await releaseBundle(s, 'Staging', 'bundle 4');
    const promoted = await s.client.deploymentReleases.promote({
      ...staging(),
      promoteDeploymentName: 'Production',
      body: { label: 'v4', rollout: 20, is_mandatory: true, description: 'Now live' },
    });
    expect(promoted).toMatchObject({
      label: 'v3',
      release_method: 'Promote',
      original_deployment: 'Staging',
      original_label: 'v4',
      package_hash: packageHash('bundle 4'),
      rollout: 20,
      is_mandatory: true,
      description: 'Now live',
    });
    expect(await labels('Production')).toEqual(['v2', 'v3']);
    expect(await labels('Staging')).toEqual(['v3', 'v4']);
    await expect(s.client.deploymentReleases.promote({ ...staging(), promoteDeploymentName: 'Production', body: { label: 'v4' } })).rejects.toBeInstanceOf(ConflictError);
    await expect(s.client.deploymentReleases.promote({ ...staging(), promoteDeploymentName: 'Staging' })).rejects.toMatchObject({ status: 400 });
    await expect(s.client.deploymentReleases.promote({ ...staging(), promoteDeploymentName: 'Nowhere' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(s.client.deploymentReleases.promote({ ...staging(), promoteDeploymentName: 'Production', body: { label: 'v1' } })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('rolls back to the previous or a named release as a new release, within one target range', async () => {
    await expect(s.client.deploymentReleases.rollback(staging())).rejects.toMatchObject({ status: 409, body: { message: 'Staging has no release before v3' } });
    await releaseBundle(s, 'Staging', 'bundle 4');
    await releaseBundle(s, 'Staging', 'bundle 5');
    const back = await s.client.deploymentReleases.rollback({ ...staging(), body: { label: 'v3' } });
    const [v3] = await s.client.deploymentReleases.list(staging());
    expect(back).toMatchObject({ label: 'v6', release_method: 'Rollback', original_label: 'v3', package_hash: v3!.package_hash, rollout: 100, is_disabled: false });
    expect((await s.client.deploymentReleases.rollback(staging())).original_label).toBe('v5');
    await expect(s.client.deploymentReleases.rollback({ ...staging(), body: { label: 'v7' } })).rejects.toBeInstanceOf(ConflictError);
    await releaseBundle(s, 'Staging', 'bundle 8', { target_binary_version: '3.0.x' });
    await expect(s.client.deploymentReleases.rollback(staging())).rejects.toMatchObject({ status: 409, body: { message: expect.stringContaining('one target range') } });
  });

  it('clears a history; the deployment keeps its key, and a rename keeps history and metrics', async () => {
    await releaseBundle(s, 'Staging', 'bundle 4');
    const key = (await s.client.deployments.get(staging())).key;
    await s.client.acquisition.reportDownload({ body: { deployment_key: key!, label: 'v4' } });
    await s.client.deployments.update({ ...staging(), body: { name: 'QA' } });
    expect(await labels('QA')).toEqual(['v3', 'v4']);
    expect(await s.client.deploymentReleases.getMetrics({ ...s.app, deploymentName: 'QA' })).toContainEqual({ label: 'v4', active: 0, downloaded: 1, failed: 0, installed: 0 });
    await s.client.deploymentReleases.deleteAll({ ...s.app, deploymentName: 'QA' });
    expect(await s.client.deploymentReleases.getMetrics({ ...s.app, deploymentName: 'QA' })).toEqual([]);
    expect((await s.client.deployments.get({ ...s.app, deploymentName: 'QA' })).key).toBe(key);
    expect((await releaseBundle(s, 'QA', 'fresh start')).label).toBe('v1');
  });

  it('answers errors as { message } and needs a deployment that exists', async () => {
    await expect(s.client.deploymentReleases.list({ ...s.app, deploymentName: 'Gone' })).rejects.toMatchObject({ status: 404, body: { message: 'No deployment Gone' } });
    await expect(s.client.deploymentReleases.createUpload({ ...s.app, deploymentName: 'Gone' })).rejects.toBeInstanceOf(NotFoundError);
  });
});
