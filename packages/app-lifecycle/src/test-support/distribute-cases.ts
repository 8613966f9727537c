/**
 * Test support (not shipped): the per-operation cases of the distribution groups (releases, release uploads,
 * distribution groups, stores, store releases, user devices, SDK releases), for `operations.test.ts`.
 */
import { expect } from 'vitest';
import { distributionIds } from '../testing/index.js';
import { sendFile } from './release-upload.js';
import type { Setup } from './setup.js';

type Case = (s: Setup) => Promise<void>;

const dist = (s: Setup) => s.fake.state.distribution;
const appOf = (s: Setup, ios = false) => (ios ? s.fake.state.findApp(s.fake.ids.org, s.fake.ids.orgAppName)! : s.fake.state.findApp(s.fake.ids.owner, s.fake.ids.appName)!);
const iosApp = (s: Setup) => ({ ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName });
const groupOf = (s: Setup, name: string, ios = false) => dist(s).groupsOf(appOf(s, ios).id).find((g) => g.name === name)!;
const storeOf = (s: Setup) => dist(s).stores.list()[0]!.store;
const storeInput = (s: Setup) => ({ ...s.app, storeName: distributionIds.store });
const secret = (s: Setup) => appOf(s).app_secret!;
const releaseOf = (s: Setup, id: number, ios = false) => dist(s).releases.get(`${appOf(s, ios).id}/${id}`)!;
const sentNoKey = (s: Setup) => expect(s.fake.requests.at(-1)!.headers['x-api-key']).toBeUndefined();
const publish = async (s: Setup, releaseId = 1) => s.client.releases.addStore({ ...s.app, releaseId, body: { id: storeOf(s).id } });
const ids = (list: ReadonlyArray<{ id?: number | undefined }>) => list.map((r) => r.id);

export const distributeCases: Record<string, Case> = {
  'releases.list': async (s) => {
    expect(ids(await s.client.releases.list(s.app))).toEqual([2, 1]);
    expect(ids(await s.client.releases.list({ ...s.app, top: 1 }))).toEqual([2]);
    expect(ids(await s.client.releases.list({ ...s.app, scope: 'tester' }))).toEqual([1]);
  },
  'releases.listLatest': async (s) => {
    expect(ids(await s.client.releases.listLatest(s.app)).sort()).toEqual([1, 2]);
  },
  'releases.listAvailableToTester': async (s) => {
    const releases = await s.client.releases.listAvailableToTester(s.app);
    expect(ids(releases)).toEqual([1]);
    expect(releases[0]!.distribution_groups?.map((g) => g.name)).toEqual([distributionIds.betaGroup]);
  },
  'releases.get': async (s) => {
    const release = await s.client.releases.get({ ...s.app, releaseId: 1 });
    expect(release).toMatchObject({ id: 1, short_version: '1.0', release_notes: 'First beta', app_name: s.fake.ids.appName });
    expect((await s.client.releases.get({ ...s.app, releaseId: 'latest' })).id).toBe(1);
  },
  'releases.update': async (s) => {
    const answer = await s.client.releases.update({ ...s.app, releaseId: 2, body: { destinations: [{ name: distributionIds.betaGroup }], release_notes: 'Now for beta too' } });
    expect(answer.release_notes).toBe('Now for beta too');
    expect(ids(await s.client.releases.listAvailableToTester(s.app))).toEqual([2, 1]);
  },
  'releases.updateDetails': async (s) => {
    expect(await s.client.releases.updateDetails({ ...s.app, releaseId: 1, body: { enabled: false } })).toMatchObject({ enabled: false });
    expect((await s.client.releases.get({ ...s.app, releaseId: 1 })).enabled).toBe(false);
  },
  'releases.delete': async (s) => {
    await s.client.releases.delete({ ...s.app, releaseId: 2 });
    expect(ids(await s.client.releases.list(s.app))).toEqual([1]);
  },
  'releases.addGroup': async (s) => {
    const group = groupOf(s, distributionIds.publicGroup);
    expect(await s.client.releases.addGroup({ ...s.app, releaseId: 1, body: { id: group.id, mandatory_update: true } })).toEqual({ id: group.id, mandatory_update: true });
    expect(releaseOf(s, 1).groups.map((g) => g.id)).toContain(group.id);
  },
  'releases.updateGroup': async (s) => {
    const group = groupOf(s, distributionIds.betaGroup);
    await s.client.releases.updateGroup({ ...s.app, releaseId: 1, groupId: group.id, body: { mandatory_update: true } });
    const listed = await s.client.distributionGroups.listReleases({ ...s.app, distributionGroupName: group.name });
    expect(listed.map((r) => [r.id, r.mandatory_update])).toEqual([[1, true]]);
  },
  'releases.removeGroup': async (s) => {
    await s.client.releases.removeGroup({ ...s.app, releaseId: 1, groupId: groupOf(s, distributionIds.betaGroup).id });
    expect(await s.client.releases.listAvailableToTester(s.app)).toEqual([]);
  },
  'releases.addTester': async (s) => {
    const added = await s.client.releases.addTester({ ...s.app, releaseId: 2, body: { email: s.fake.state.user.email } });
    expect(added).toEqual({ id: s.fake.state.user.id, mandatory_update: false });
    expect(ids(await s.client.releases.listAvailableToTester(s.app))).toEqual([2, 1]);
  },
  'releases.updateTester': async (s) => {
    const { id } = await s.client.releases.addTester({ ...s.app, releaseId: 2, body: { email: distributionIds.anaEmail } });
    await s.client.releases.updateTester({ ...s.app, releaseId: 2, testerId: id, body: { mandatory_update: true } });
    expect(releaseOf(s, 2).testers).toEqual([{ id, mandatory: true }]);
  },
  'releases.removeTester': async (s) => {
    const { id } = await s.client.releases.addTester({ ...s.app, releaseId: 2, body: { email: s.fake.state.user.email } });
    await s.client.releases.removeTester({ ...s.app, releaseId: 2, testerId: id });
    expect(ids(await s.client.releases.listAvailableToTester(s.app))).toEqual([1]);
  },
  'releases.removeTesterEverywhere': async (s) => {
    const { id } = await s.client.releases.addTester({ ...s.app, releaseId: 1, body: { email: 'carol@example.com' } });
    await s.client.releases.addTester({ ...s.app, releaseId: 2, body: { email: 'carol@example.com' } });
    await s.client.releases.removeTesterEverywhere({ ...s.app, testerId: id });
    expect([releaseOf(s, 1).testers, releaseOf(s, 2).testers]).toEqual([[], []]);
  },
  'releases.addStore': async (s) => {
    expect(await publish(s)).toEqual({ id: storeOf(s).id });
    const listed = await s.client.storeReleases.list(storeInput(s));
    expect(listed.map((r) => [r.id, r.distribution_stores?.[0]?.publishing_status])).toEqual([[1, 'Submitted']]);
  },
  'releases.removeStore': async (s) => {
    await publish(s);
    await s.client.releases.removeStore({ ...s.app, releaseId: 1, storeId: storeOf(s).id });
    expect(await s.client.storeReleases.list(storeInput(s))).toEqual([]);
  },
  'releases.getProvisioningProfile': async (s) => {
    const profile = await s.client.releases.getProvisioningProfile({ ...iosApp(s), releaseId: 1 });
    expect(profile).toMatchObject({ provisioning_profile_type: 'adhoc', udids: [dist(s).devices.list((d) => d.userId === s.fake.state.user.id)[0]!.device.udid] });
  },
  'releases.getUpdateDevicesStatus': async (s) => {
    const added = await s.client.releases.addTester({ ...iosApp(s), releaseId: 1, body: { email: distributionIds.anaEmail } });
    const resignId = added.provisioning_status_url!.split('/').at(-1)!;
    const input = { ...iosApp(s), releaseId: 1, resignId };
    expect((await s.client.releases.getUpdateDevicesStatus(input)).status).toBe('inProgress');
    expect((await s.client.releases.getUpdateDevicesStatus(input)).status).toBe('completed');
    expect(releaseOf(s, 1, true).profile?.udids).toHaveLength(2);
  },
  'releaseUploads.create': async (s) => {
    const upload = await s.client.releaseUploads.create(s.app);
    expect(upload.upload_domain).toBe(s.fake.fileService.url);
    expect(upload.url_encoded_token).toBe(encodeURIComponent(upload.token));
    expect(dist(s).uploads.get(upload.id)).toMatchObject({ assetId: upload.package_asset_id, status: 'uploadStarted' });
  },
  'releaseUploads.getStatus': async (s) => {
    const upload = await s.client.releaseUploads.create(s.app);
    expect(await s.client.releaseUploads.getStatus({ ...s.app, uploadId: upload.id })).toEqual({ id: upload.id, upload_status: 'uploadStarted' });
  },
  'releaseUploads.updateStatus': async (s) => {
    const { upload } = await sendFile(s, new Uint8Array([1, 2, 3]), 'app.apk');
    const changed = await s.client.releaseUploads.updateStatus({ ...s.app, uploadId: upload.id, body: { upload_status: 'uploadFinished' } });
    expect(changed).toEqual({ id: upload.id, upload_status: 'uploadFinished' });
  },
  'distributionGroups.listReleases': async (s) => {
    const listed = await s.client.distributionGroups.listReleases({ ...s.app, distributionGroupName: distributionIds.collaboratorsGroup });
    expect(listed.map((r) => [r.id, r.mandatory_update])).toEqual([[2, false]]);
  },
  'distributionGroups.getRelease': async (s) => {
    const input = { ...s.app, distributionGroupName: distributionIds.betaGroup };
    expect((await s.client.distributionGroups.getRelease({ ...input, releaseId: 'latest' })).id).toBe(1);
    expect((await s.client.distributionGroups.getRelease({ ...input, releaseId: 1 })).short_version).toBe('1.0');
  },
  'distributionGroups.deleteRelease': async (s) => {
    await s.client.distributionGroups.deleteRelease({ ...s.app, distributionGroupName: distributionIds.collaboratorsGroup, releaseId: 2 });
    expect(ids(await s.client.releases.list(s.app))).toEqual([1]);
  },
  'distributionGroups.listDevices': async (s) => {
    const input = { ...iosApp(s), distributionGroupName: distributionIds.iosGroup };
    expect((await s.client.distributionGroups.listDevices(input)).map((d) => d.status)).toEqual(['registered', 'registered']);
    expect((await s.client.distributionGroups.listDevices({ ...input, releaseId: 1 })).map((d) => d.status)).toEqual(['provisioned', 'unprovisioned']);
  },
  'distributionGroups.downloadDevices': async (s) => {
    const input = { ...iosApp(s), distributionGroupName: distributionIds.iosGroup };
    const csv = await s.client.distributionGroups.downloadDevices(input);
    expect(csv.trim().split('\n')).toHaveLength(3);
    expect(csv.split('\n')[0]).toBe('Device ID,Device Name,Device Platform');
    expect((await s.client.distributionGroups.downloadDevices({ ...input, unprovisionedOnly: true })).trim().split('\n')).toHaveLength(2);
  },
  'stores.list': async (s) => {
    expect((await s.client.stores.list(s.app)).map((x) => [x.name, x.type])).toEqual([[distributionIds.store, 'googleplay']]);
  },
  'stores.create': async (s) => {
    const store = await s.client.stores.create({ ...s.app, body: { name: 'Beta track', type: 'googleplay', track: 'beta', service_connection_id: 'conn-1' } });
    expect(store).toMatchObject({ name: 'Beta track', track: 'beta', created_by: s.fake.state.user.email });
    expect(await s.client.stores.get({ ...s.app, storeName: 'Beta track' })).toEqual(store);
  },
  'stores.get': async (s) => {
    expect(await s.client.stores.get(storeInput(s))).toEqual(storeOf(s));
  },
  'stores.update': async (s) => {
    await s.client.stores.update({ ...storeInput(s), body: { service_connection_id: 'conn-2' } });
    expect((await s.client.stores.get(storeInput(s))).service_connection_id).toBe('conn-2');
  },
  'stores.delete': async (s) => {
    await s.client.stores.delete(storeInput(s));
    expect(await s.client.stores.list(s.app)).toEqual([]);
  },
  'stores.getServiceStatus': async (s) => {
    expect(await s.client.stores.getServiceStatus(s.app)).toMatchObject({ service: 'store', status: 'available' });
  },
  'storeReleases.list': async (s) => {
    await publish(s, 2);
    expect(ids(await s.client.storeReleases.list(storeInput(s)))).toEqual([2]);
  },
  'storeReleases.getLatest': async (s) => {
    await publish(s);
    for (let i = 0; i < 2; i++) await s.client.storeReleases.getRealtimeStatus({ ...storeInput(s), releaseId: 1 });
    expect(ids(await s.client.storeReleases.getLatest(storeInput(s)))).toEqual([1]);
  },
  'storeReleases.get': async (s) => {
    await publish(s);
    const [release] = await s.client.storeReleases.get({ ...storeInput(s), releaseId: 1 });
    expect(release).toMatchObject({ id: 1, short_version: '1.0', distribution_stores: [{ name: distributionIds.store, publishing_status: 'Submitted' }] });
  },
  'storeReleases.delete': async (s) => {
    await publish(s);
    await s.client.storeReleases.delete({ ...storeInput(s), releaseId: 1 });
    expect(releaseOf(s, 1).stores).toEqual([]);
  },
  'storeReleases.getPublishError': async (s) => {
    await publish(s, 2);
    for (let i = 0; i < 2; i++) await s.client.storeReleases.getRealtimeStatus({ ...storeInput(s), releaseId: 2 });
    await publish(s, 1);
    for (let i = 0; i < 2; i++) await s.client.storeReleases.getRealtimeStatus({ ...storeInput(s), releaseId: 1 });
    expect(await s.client.storeReleases.getPublishError({ ...storeInput(s), releaseId: 1 })).toEqual({ message: 'Version code 1 has already been used', is_log_available: true });
  },
  'storeReleases.getPublishLogs': async (s) => {
    await publish(s);
    await s.client.storeReleases.getRealtimeStatus({ ...storeInput(s), releaseId: 1 });
    const log = await s.client.storeReleases.getPublishLogs({ ...storeInput(s), releaseId: 1 });
    expect(log).toMatch(/Submitted to Production\n.*Uploading 1\.0 \(1\) to Production\n$/);
  },
  'storeReleases.getRealtimeStatus': async (s) => {
    await publish(s);
    const read = async () => (await s.client.storeReleases.getRealtimeStatus({ ...storeInput(s), releaseId: 1 })).status?.status;
    expect([await read(), await read(), await read()]).toEqual(['Publishing', 'Published', 'Published']);
  },
  'userDevices.list': async (s) => {
    const devices = await s.client.userDevices.list();
    expect(devices.map((d) => d.owner_id)).toEqual([s.fake.state.user.id]);
  },
  'userDevices.get': async (s) => {
    const [device] = await s.client.userDevices.list();
    expect(await s.client.userDevices.get({ deviceUdid: device!.udid })).toEqual(device);
  },
  'userDevices.delete': async (s) => {
    const [device] = await s.client.userDevices.list();
    await s.client.userDevices.delete({ deviceUdid: device!.udid });
    expect(await s.client.userDevices.list()).toEqual([]);
  },
  'userDevices.register': async (s) => {
    const device = await s.client.userDevices.register({ userId: s.fake.state.user.id, body: { udid: 'a'.repeat(40), model: 'iPhone16,1', os_version: '18.0' } });
    expect(device).toMatchObject({ udid: 'a'.repeat(40), status: 'registered', owner_id: s.fake.state.user.id });
    expect((await s.client.userDevices.list()).map((d) => d.udid)).toContain('a'.repeat(40));
  },
  'sdkReleases.getLatestInPublicGroup': async (s) => {
    const group = groupOf(s, distributionIds.publicGroup);
    await s.client.releases.addGroup({ ...s.app, releaseId: 2, body: { id: group.id } });
    expect((await s.client.sdkReleases.getLatestInPublicGroup({ appSecret: secret(s), distributionGroupId: group.id })).id).toBe(2);
    sentNoKey(s);
  },
  'sdkReleases.getLatestPublic': async (s) => {
    await s.client.releases.addGroup({ ...s.app, releaseId: 1, body: { id: groupOf(s, distributionIds.publicGroup).id } });
    expect((await s.client.sdkReleases.getLatestPublic({ appSecret: secret(s) })).id).toBe(1);
    sentNoKey(s);
  },
  'sdkReleases.listPublicGroups': async (s) => {
    const group = groupOf(s, distributionIds.publicGroup);
    await s.client.releases.addGroup({ ...s.app, releaseId: 1, body: { id: group.id } });
    expect(await s.client.sdkReleases.listPublicGroups({ appSecret: secret(s), releaseHash: releaseOf(s, 1).release.fingerprint! })).toEqual([{ id: group.id }]);
    sentNoKey(s);
  },
  'sdkReleases.getSparkleFeed': async (s) => {
    await s.client.releases.addGroup({ ...s.app, releaseId: 1, body: { id: groupOf(s, distributionIds.publicGroup).id } });
    const feed = await s.client.sdkReleases.getSparkleFeed({ appSecret: secret(s) });
    expect(feed).toContain('<rss version="2.0"');
    expect(feed.match(/<item>/g)).toHaveLength(1);
    expect(feed).toContain('sparkle:shortVersionString="1.0"');
    sentNoKey(s);
  },
  'sdkReleases.getLatestPrivate': async (s) => {
    expect((await s.client.sdkReleases.getLatestPrivate({ appSecret: secret(s) })).id).toBe(1);
    expect(s.fake.requests.at(-1)!.headers['x-api-key']).toBe(s.fake.apiKey);
  },
  'sdkReleases.getByHash': async (s) => {
    expect((await s.client.sdkReleases.getByHash({ appSecret: secret(s), releaseHash: releaseOf(s, 1).release.fingerprint! })).id).toBe(1);
  },
  'sdkReleases.getIosManifest': async (s) => {
    const stored = releaseOf(s, 1, true);
    const manifest = await s.client.sdkReleases.getIosManifest({ appId: appOf(s, true).id, releaseId: 1, token: stored.installToken });
    expect(manifest).toContain(`<string>${stored.release.bundle_identifier}</string>`);
    sentNoKey(s);
  },
  'sdkReleases.reportInstalls': async (s) => {
    const user = s.fake.state.user.id;
    await s.client.sdkReleases.reportInstalls({ ...s.app, body: { releases: [{ release_id: 1, distribution_group_id: groupOf(s, distributionIds.betaGroup).id, user_id: user }] } });
    sentNoKey(s);
    expect(s.fake.state.extrasOf(appOf(s).id).releases.get('1')).toMatchObject({ total_count: 121, unique_count: 88 });
  },
};
