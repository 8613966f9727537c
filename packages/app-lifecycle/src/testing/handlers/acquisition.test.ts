import { inspect } from 'node:util';
import { AuthenticationError, NotFoundError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { deploymentKey, packageHash, releaseBundle } from '../../test-support/release-tools.js';
import { useSetup } from '../../test-support/setup.js';
import { rolloutBucket } from '../update-check.js';

describe('fake update acquisition (device side)', () => {
  const s = useSetup();

  it('answers what a device on an app version and package should install, as releases change', async () => {
    const key = await deploymentKey(s, 'Staging');
    const check = async (appVersion: string, packageHash?: string) =>
      (await s.client.acquisition.checkForUpdate({ deploymentKey: key, appVersion, packageHash, clientUniqueId: 'device-1' })).update_info;
    const v3 = await check('2.0.3');
    expect(v3).toMatchObject({ is_available: true, label: 'v3' });
    expect(await check('2.0.3', v3.package_hash)).toEqual({ is_available: false });
    const v4 = await releaseBundle(s, 'Staging', 'bundle 4', { mandatory: true });
    expect(await check('2.0.3', v3.package_hash)).toMatchObject({ is_available: true, label: 'v4', is_mandatory: true, download_url: v4.blob_url });
    expect(await fetch((await check('2.0.3')).download_url!).then((r) => r.text()), 'the bundle comes from the blob store').toBe('bundle 4');
    await s.client.deploymentReleases.update({ ...s.app, deploymentName: 'Staging', releaseLabel: 'v4', body: { is_disabled: true } });
    expect(await check('2.0.3', packageHash('bundle 4')), 'a disabled release takes the device back').toMatchObject({ label: 'v3' });
    expect(await check('1.9.0')).toMatchObject({ is_available: false });
    await s.client.deploymentReleases.deleteAll({ ...s.app, deploymentName: 'Staging' });
    expect(await check('2.0.3', v3.package_hash)).toEqual({ is_available: false, should_run_binary_version: true });
  });

  it('offers a partial rollout to the devices inside it only, and to all once it reaches 100', async () => {
    const key = await deploymentKey(s, 'Staging');
    await releaseBundle(s, 'Staging', 'bundle 4', { rollout: 50 });
    const ids = Array.from({ length: 40 }, (_, i) => `device-${i}`);
    const offered = async (clientUniqueId: string) =>
      (await s.client.acquisition.checkForUpdate({ deploymentKey: key, appVersion: '2.0.0', clientUniqueId })).update_info.label;
    const labels = await Promise.all(ids.map(offered));
    expect(labels).toEqual(ids.map((id) => (rolloutBucket(id, 'v4') < 50 ? 'v4' : 'v3')));
    expect(new Set(labels)).toEqual(new Set(['v3', 'v4']));
    await s.client.deploymentReleases.update({ ...s.app, deploymentName: 'Staging', releaseLabel: 'v4', body: { rollout: 100 } });
    expect(new Set(await Promise.all(ids.map(offered)))).toEqual(new Set(['v4']));
  });

  it('counts reports: downloads, installs, failures, and the devices now on each label', async () => {
    const key = await deploymentKey(s, 'Staging');
    await releaseBundle(s, 'Staging', 'bundle 4');
    const report = { deployment_key: key, client_unique_id: 'device-1' };
    await s.client.acquisition.reportDeploy({ body: { ...report, label: 'v3', status: 'DeploymentSucceeded', previous_label_or_app_version: '2.0.0' } });
    await s.client.acquisition.reportDeploy({ body: { ...report, client_unique_id: 'device-2', label: 'v3', status: 'DeploymentSucceeded' } });
    await s.client.acquisition.reportDownload({ body: { ...report, label: 'v4' } });
    await s.client.acquisition.reportDeploy({ body: { ...report, label: 'v4', status: 'DeploymentSucceeded', previous_label_or_app_version: 'v3' } });
    await s.client.acquisition.reportDeploy({ body: { ...report, client_unique_id: 'device-3', label: 'v4', status: 'DeploymentFailed' } });
    await s.client.acquisition.reportDeploy({ body: { ...report, client_unique_id: 'device-2', previous_label_or_app_version: 'v3', app_version: '2.0.1' } });
    expect(await s.client.deploymentReleases.getMetrics({ ...s.app, deploymentName: 'Staging' })).toEqual([
      { label: 'v3', active: 0, downloaded: 0, failed: 0, installed: 2 },
      { label: 'v4', active: 1, downloaded: 1, failed: 1, installed: 1 },
    ]);
    await expect(s.client.acquisition.reportDownload({ body: { deployment_key: key, label: 'v9' } })).rejects.toMatchObject({ status: 404 });
  });

  it('moves a device that switches deployments off its label on the deployment it left', async () => {
    const [staging, production] = [await deploymentKey(s, 'Staging'), await deploymentKey(s, 'Production')];
    await s.client.acquisition.reportDeploy({ body: { deployment_key: staging, label: 'v3', status: 'DeploymentSucceeded', client_unique_id: 'd' } });
    await s.client.acquisition.reportDeploy({
      body: { deployment_key: production, label: 'v2', status: 'DeploymentSucceeded', previous_deployment_key: staging, previous_label_or_app_version: 'v3' },
    });
    expect((await s.client.deploymentReleases.getMetrics({ ...s.app, deploymentName: 'Staging' }))[0]).toMatchObject({ label: 'v3', active: 0, installed: 1 });
    expect((await s.client.deploymentReleases.getMetrics({ ...s.app, deploymentName: 'Production' }))[0]).toMatchObject({ label: 'v2', active: 1, installed: 1 });
  });

  it('sends no credential on the public operations; the legacy ones take the API key', async () => {
    const key = await deploymentKey(s, 'Production');
    await s.client.acquisition.getStatus();
    await s.client.acquisition.checkForUpdate({ deploymentKey: key, appVersion: '2.0.0' });
    await s.client.acquisition.reportDownload({ body: { deployment_key: key, label: 'v2' } });
    await s.client.acquisition.legacyCheckForUpdate({ deploymentKey: key, appVersion: '2.0.0' });
    const sent = s.fake.requests.map((r) => [r.operationId, r.headers['x-api-key'] === s.fake.apiKey]);
    expect(sent).toEqual([
      ['deployments.get', true],
      ['acquisition.getStatus', false],
      ['acquisition.checkForUpdate', false],
      ['acquisition.reportDownload', false],
      ['acquisition.legacyCheckForUpdate', true],
    ]);
    const anonymous = s.clientWith({ apiKey: 'not-a-key' });
    expect((await anonymous.acquisition.checkForUpdate({ deploymentKey: key, appVersion: '2.0.0' })).update_info.label).toBe('v2');
    await expect(anonymous.acquisition.legacyCheckForUpdate({ deploymentKey: key, appVersion: '2.0.0' })).rejects.toBeInstanceOf(AuthenticationError);
  });

  it('keeps deployment keys out of errors and logs', async () => {
    const secret = 'deployment-key-that-must-not-leak';
    const error = await s.client.acquisition.checkForUpdate({ deploymentKey: secret, appVersion: '2.0.0', previousDeploymentKey: 'older-key-not-to-leak' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(s.fake.requests.at(-1)!.query.get('deployment_key'), 'the key was sent').toBe(secret);
    for (const shown of [String(error), JSON.stringify(error), inspect(error, { depth: 10 }), s.log.text()]) {
      expect(shown).not.toContain(secret);
      expect(shown).not.toContain('older-key-not-to-leak');
    }
    const legacy = await s.client.acquisition.legacyCheckForUpdate({ deploymentKey: secret, appVersion: '2.0.0' }).catch((e: unknown) => e);
    expect(inspect(legacy, { depth: 10 }) + JSON.stringify(legacy) + s.log.text()).not.toContain(secret);
  });

  it('refuses a check without a key or app version before sending', async () => {
    await expect(s.client.acquisition.checkForUpdate({ deploymentKey: '', appVersion: '2.0.0' })).rejects.toMatchObject({ name: 'ValidationError', field: 'deploymentKey' });
    expect(s.fake.requests).toHaveLength(0);
  });
});
