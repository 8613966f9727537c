import { inspect } from 'node:util';
import { ConflictError, NotFoundError, PermissionDeniedError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { createAppLifecycleClient } from '../../client.js';
import { uploadRelease } from '../../test-support/release-upload.js';
import { useSetup, type Setup } from '../../test-support/setup.js';
import { distributionIds } from '../index.js';

const groupId = (s: Setup, name: string) => s.fake.state.distribution.groupsOf(s.seeded.appId).find((g) => g.name === name)!.id;
const appSecret = (s: Setup) => s.fake.state.apps.get(s.seeded.appId)!.app_secret!;
const seen = (s: Setup) => s.client.releases.listAvailableToTester(s.app).then((list) => list.map((r) => r.id));

/** Everything a thrown error shows: its message, its JSON and its inspection. */
async function shown(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Error);
  return `${(error as Error).message}\n${JSON.stringify(error)}\n${inspect(error, { depth: 10 })}`;
}

describe('fake releases', () => {
  const s = useSetup();

  it('lets a tester see an uploaded release once it is distributed to a group they belong to, and only then', async () => {
    const { release_distinct_id: id } = await uploadRelease(s, new Uint8Array([1, 2, 3]), 'shop.apk');
    expect(await seen(s)).toEqual([1]);
    await s.client.releases.update({ ...s.app, releaseId: id!, body: { destinations: [{ id: groupId(s, distributionIds.collaboratorsGroup) }], release_notes: 'For Ben' } });
    expect(await seen(s)).toEqual([1]);
    expect((await s.client.sdkReleases.getLatestPrivate({ appSecret: appSecret(s) })).id).toBe(1);
    await s.client.releases.update({ ...s.app, releaseId: id!, body: { destinations: [{ name: distributionIds.betaGroup }], mandatory_update: true } });
    expect(await seen(s)).toEqual([id, 1]);
    expect((await s.client.releases.list({ ...s.app, scope: 'tester' })).map((r) => r.id)).toEqual([id, 1]);
    const latest = await s.client.sdkReleases.getLatestPrivate({ appSecret: appSecret(s) });
    expect(latest).toMatchObject({ id, release_notes: 'For Ben' });
    expect(latest.destinations?.map((d) => [d.name, d.is_latest])).toEqual([
      [distributionIds.collaboratorsGroup, true],
      [distributionIds.betaGroup, true],
    ]);
    expect((await s.client.releases.get({ ...s.app, releaseId: 1 })).destinations?.[0]).toMatchObject({ name: distributionIds.betaGroup, is_latest: false });
    const inBeta = await s.client.distributionGroups.listReleases({ ...s.app, distributionGroupName: distributionIds.betaGroup });
    expect(inBeta.map((r) => [r.id, r.mandatory_update])).toEqual([
      [id, true],
      [1, false],
    ]);
  });

  it('does not offer a disabled release as the latest', async () => {
    await s.client.releases.updateDetails({ ...s.app, releaseId: 1, body: { enabled: false } });
    await expect(s.client.sdkReleases.getLatestPrivate({ appSecret: appSecret(s) })).rejects.toBeInstanceOf(NotFoundError);
    await expect(s.client.releases.get({ ...s.app, releaseId: 'latest' })).rejects.toBeInstanceOf(NotFoundError);
    expect(await seen(s)).toEqual([1]);
  });

  it('answers 409 for a destination given twice and 404 for one the release does not have', async () => {
    const beta = groupId(s, distributionIds.betaGroup);
    await expect(s.client.releases.addGroup({ ...s.app, releaseId: 1, body: { id: beta } })).rejects.toBeInstanceOf(ConflictError);
    await expect(s.client.releases.removeGroup({ ...s.app, releaseId: 2, groupId: beta })).rejects.toMatchObject({
      status: 404,
      body: { code: 'NotFound', message: `The release was not distributed to group ${beta}` },
    });
    await expect(s.client.releases.addGroup({ ...s.app, releaseId: 9, body: { id: beta } })).rejects.toBeInstanceOf(NotFoundError);
    await s.client.releases.addTester({ ...s.app, releaseId: 2, body: { email: distributionIds.anaEmail } });
    await expect(s.client.releases.addTester({ ...s.app, releaseId: 2, body: { email: 'ANA@example.com' } })).rejects.toBeInstanceOf(ConflictError);
  });

  it('opens a public group’s releases to anyone with the app secret, sending no credential', async () => {
    const open = groupId(s, distributionIds.publicGroup);
    const anonymous = { appSecret: appSecret(s), distributionGroupId: open };
    const device = createAppLifecycleClient({ baseUrl: s.fake.url, retry: false });
    await expect(device.sdkReleases.getLatestInPublicGroup(anonymous)).rejects.toBeInstanceOf(NotFoundError);
    await s.client.releases.addGroup({ ...s.app, releaseId: 2, body: { id: open } });
    expect((await s.client.sdkReleases.getLatestInPublicGroup(anonymous)).id).toBe(2);
    const hash = (await s.client.releases.get({ ...s.app, releaseId: 2 })).fingerprint!;
    expect(await device.sdkReleases.listPublicGroups({ appSecret: appSecret(s), releaseHash: hash })).toEqual([{ id: open }]);
    await expect(device.sdkReleases.getLatestInPublicGroup({ ...anonymous, distributionGroupId: groupId(s, distributionIds.betaGroup) })).rejects.toBeInstanceOf(NotFoundError);
    await expect(device.sdkReleases.getLatestPrivate({ appSecret: appSecret(s) })).rejects.toMatchObject({ field: 'auth' });
    const publicCalls = s.fake.requests.filter((r) => r.operationId?.startsWith('sdkReleases.'));
    expect(publicCalls).toHaveLength(4);
    for (const call of publicCalls) expect(call.headers['x-api-key']).toBeUndefined();
  });

  it('scrubs the app secret and the install token from errors and logs', async () => {
    const secret = appSecret(s);
    await s.client.releases.updateDetails({ ...s.app, releaseId: 1, body: { enabled: false } });
    const texts = [
      await shown(s.client.sdkReleases.getLatestPublic({ appSecret: secret })),
      await shown(s.client.sdkReleases.getLatestPrivate({ appSecret: secret })),
    ];
    for (const text of texts) expect(text).not.toContain(secret);
    const ios = s.fake.state.findApp(s.fake.ids.org, s.fake.ids.orgAppName)!;
    const token = 'f'.repeat(32);
    const manifest = s.client.sdkReleases.getIosManifest({ appId: ios.id, releaseId: 1, token });
    await expect(manifest).rejects.toBeInstanceOf(PermissionDeniedError);
    expect(await shown(s.client.sdkReleases.getIosManifest({ appId: ios.id, releaseId: 1, token }))).not.toContain(token);
    expect(s.log.text()).not.toContain(secret);
    expect(s.log.text()).not.toContain(token);
    expect(s.fake.requests.some((r) => r.path.includes(secret))).toBe(true);
  });

  it('counts reported installs, each user once towards the unique count', async () => {
    const install = { release_id: 2, distribution_group_id: groupId(s, distributionIds.collaboratorsGroup), user_id: s.fake.state.user.id };
    await s.client.sdkReleases.reportInstalls({ ...s.app, body: { releases: [install, install] } });
    const { counts } = await s.client.analytics.releaseCounts({ ...s.app, body: { releases: [{ release: '2' }] } });
    expect(counts).toEqual([{ release_id: '2', distribution_group: distributionIds.collaboratorsGroup, total_count: 16, unique_count: 10 }]);
    await expect(s.client.sdkReleases.reportInstalls({ ...s.app, body: { releases: [{ ...install, release_id: 9 }] } })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('re-signs an iOS release for the devices of a group it goes to, and serves its install manifest', async () => {
    const ios = { ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName };
    const { release_distinct_id: id } = await uploadRelease(s, new Uint8Array([9, 9]), 'org.ipa', ios);
    const qa = s.fake.state.distribution.groupsOf(s.fake.state.findApp(ios.ownerName, ios.appName)!.id)[0]!;
    const added = await s.client.releases.addGroup({ ...ios, releaseId: id!, body: { id: qa.id } });
    const resignId = added.provisioning_status_url!.split('/').at(-1)!;
    const devices = () => s.client.distributionGroups.listDevices({ ...ios, distributionGroupName: qa.name, releaseId: id! }).then((list) => list.map((d) => d.status));
    expect(await devices()).toEqual(['unprovisioned', 'unprovisioned']);
    const status = await s.client.releases.getUpdateDevicesStatus({ ...ios, releaseId: id!, resignId, includeProvisioningProfile: true });
    expect(status).toMatchObject({ status: 'inProgress', provisioning_profile: { udids: [] } });
    expect((await s.client.releases.getUpdateDevicesStatus({ ...ios, releaseId: id!, resignId })).status).toBe('completed');
    expect(await devices()).toEqual(['provisioned', 'provisioned']);
    const detail = await s.client.releases.get({ ...ios, releaseId: id!, udid: s.fake.state.distribution.udidsOf([s.fake.state.user.id])[0] });
    expect(detail.is_udid_provisioned).toBe(true);
    const manifestUrl = decodeURIComponent(detail.install_url!.split('url=')[1]!);
    const token = new URL(manifestUrl).searchParams.get('token')!;
    const manifest = await s.client.sdkReleases.getIosManifest({ appId: s.fake.state.findApp(ios.ownerName, ios.appName)!.id, releaseId: id!, token });
    expect(manifest).toContain(`<string>${detail.download_url!.replaceAll('&', '&amp;')}</string>`);
  });
});
