import { describe, expect, it } from 'vitest';
import { androidDevices, startedRun } from '../../test-support/device-test-tools.js';
import { useSetup } from '../../test-support/setup.js';
import { devicesFor } from '../device-catalogue.js';

describe('fake devices, device sets, subscriptions and test export', () => {
  const s = useSetup();
  const iosApp = () => ({ ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName });
  const iosDevices = () => devicesFor('iOS').map((d) => d.configuration.id);

  it('offers the devices of the app platform only, and selects only those', async () => {
    expect((await s.client.testDevices.listConfigurations(iosApp())).map((d) => d.id)).toEqual(iosDevices());
    await expect(s.client.testDevices.createSelection({ ...s.app, body: { devices: iosDevices() } })).rejects.toMatchObject({
      status: 400,
      body: { status: 'BadRequest', message: expect.stringContaining('Unknown devices for Android') },
    });
    expect((await s.client.testDevices.createSelection({ ...iosApp(), body: { devices: iosDevices() } })).shortId).toEqual(expect.any(String));
  });

  it("keeps an owner's sets per owner and a user's sets per user, across the apps", async () => {
    await s.client.deviceSets.createForOwner({ ...s.app, body: { name: 'Mine', devices: androidDevices() } });
    await s.client.deviceSets.createForOwner({ ...iosApp(), body: { name: 'Org phones', devices: iosDevices() } });
    expect((await s.client.deviceSets.listForOwner(iosApp())).map((d) => [d.name, d.owner.name, d.owner.type])).toEqual([['Org phones', s.fake.ids.org, 'org']]);
    await s.client.deviceSets.createForUser({ ...s.app, body: { name: 'My phones', devices: androidDevices() } });
    expect((await s.client.deviceSets.listForUser(iosApp())).map((d) => d.name)).toEqual(['My phones']);
    // An app token acts for the user who made it.
    const appToken = await s.client.appTokens.create({ ...s.app, body: { description: 'ci' } });
    const asApp = s.clientWith({ apiKey: appToken.api_token });
    expect((await asApp.deviceSets.listForUser(s.app)).map((d) => [d.name, d.owner.name])).toEqual([['My phones', s.fake.state.user.name]]);
  });

  it('refuses unknown devices, an empty list and a name taken; an unknown set is 404', async () => {
    const created = await s.client.deviceSets.createForUser({ ...s.app, body: { name: 'Phones', devices: androidDevices() } });
    await expect(s.client.deviceSets.createForUser({ ...s.app, body: { name: 'Phones', devices: androidDevices() } })).rejects.toMatchObject({ status: 400 });
    await expect(s.client.deviceSets.createForUser({ ...s.app, body: { name: 'Other', devices: [] } })).rejects.toMatchObject({ status: 400 });
    await expect(s.client.deviceSets.updateForUser({ ...s.app, id: created.id, body: { name: 'Phones', devices: ['nope'] } })).rejects.toMatchObject({ status: 400 });
    expect((await s.client.deviceSets.updateForUser({ ...s.app, id: created.id, body: { name: 'Phones', devices: androidDevices() } })).id).toBe(created.id);
    await expect(s.client.deviceSets.getForOwner({ ...s.app, id: created.id })).rejects.toMatchObject({ status: 404, body: { status: 'NotFound' } });
    await expect(s.client.deviceSets.deleteForUser({ ...s.app, id: 'nope' })).rejects.toMatchObject({ status: 404 });
  });

  it('starts a trial once: a second request answers the same subscription, which counts the devices of running runs', async () => {
    const trial = await s.client.testSubscriptions.create(s.app);
    expect(trial).toMatchObject({ active: true, daysLeft: 30, concurrentDevicesLimit: 3, runningDevices: 0 });
    await startedRun(s);
    expect(await s.client.testSubscriptions.create(s.app)).toMatchObject({ id: trial.id, runningDevices: 2 });
    // The organisation has none.
    expect(await s.client.testSubscriptions.get(iosApp())).toEqual({ active: false });
  });

  it('exports nothing before the first run, then the latest run with its hash files', async () => {
    expect(await s.client.testExport.getTestRuns(s.app)).toEqual({});
    expect(await s.client.testExport.getFileSetFiles(s.app)).toEqual({});
    const testRunId = await startedRun(s);
    const exported = await s.client.testExport.getTestRuns(s.app);
    expect(exported).toMatchObject({ id: testRunId, app_hash_file_url: expect.stringContaining(s.fake.blobs.url) });
    const file = await fetch(exported.app_hash_file_url!);
    expect(await file.text()).toBe('the app');
  });
});
