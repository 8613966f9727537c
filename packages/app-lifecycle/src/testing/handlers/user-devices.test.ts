import { NotFoundError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';
import { distributionIds } from '../index.js';

describe('fake user devices', () => {
  const s = useSetup();

  it('lists only the caller’s devices; a device registered for a group member shows in the group', async () => {
    const ana = s.fake.state.distribution.testerByEmail(distributionIds.anaEmail);
    const ios = { ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName, distributionGroupName: distributionIds.iosGroup };
    await s.client.userDevices.register({ userId: ana.id, body: { udid: 'b'.repeat(40), model: 'iPad14,1' } });
    expect((await s.client.userDevices.list()).map((d) => d.udid)).not.toContain('b'.repeat(40));
    expect((await s.client.distributionGroups.listDevices(ios)).map((d) => d.udid)).toContain('b'.repeat(40));
    expect(await s.client.distributionGroups.downloadDevices({ ...ios, udids: ['b'.repeat(40)] })).toBe(`Device ID,Device Name,Device Platform\n${'b'.repeat(40)},iPad14,1,ios\n`);
  });

  it('answers 404 for an unknown user or device', async () => {
    await expect(s.client.userDevices.register({ userId: 'nobody', body: { udid: 'c'.repeat(40), model: 'iPhone' } })).rejects.toBeInstanceOf(NotFoundError);
    await expect(s.client.userDevices.get({ deviceUdid: 'missing' })).rejects.toMatchObject({ status: 404, body: { code: 'NotFound', message: 'No device missing' } });
    await expect(s.client.userDevices.delete({ deviceUdid: 'missing' })).rejects.toBeInstanceOf(NotFoundError);
  });
});
