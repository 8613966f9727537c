import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';

describe('fake audiences', () => {
  const s = useSetup();

  const devices = () => {
    const latest = new Map<string, { country?: string; plan?: string }>();
    for (const r of s.fake.state.extrasOf(s.seeded.appId).log) {
      const entry = latest.get(r.install_id) ?? {};
      entry.country = r.device.carrier_country;
      if (r.type === 'custom_properties') entry.plan = r.properties?.plan;
      latest.set(r.install_id, entry);
    }
    return [...latest.values()];
  };

  it('estimates a definition from the devices of the log', async () => {
    const result = await s.client.audiences.testDefinition({ ...s.app, body: { definition: "CountryCode eq 'DE' and plan ne 'pro'" } });
    const expected = devices().filter((d) => d.country === 'DE' && d.plan !== 'pro').length;
    expect(result).toMatchObject({ estimated_count: expected, estimated_total_count: devices().length });
  });

  it('calculates a saved audience: Calculating at first, Ready with its count on the next read', async () => {
    const saved = await s.client.audiences.createOrUpdate({ ...s.app, audienceName: 'pros', body: { definition: "plan eq 'pro'", description: 'paying' } });
    expect(saved.state).toBe('Calculating');
    const ready = await s.client.audiences.get({ ...s.app, audienceName: 'pros' });
    expect(ready).toMatchObject({ state: 'Ready', description: 'paying', estimated_count: devices().filter((d) => d.plan === 'pro').length });
  });

  it('lists disabled audiences only on request', async () => {
    await s.client.audiences.createOrUpdate({ ...s.app, audienceName: 'off', body: { definition: "Model eq 'Pixel 7'", enabled: false } });
    const names = async (includeDisabled: boolean) => (await s.client.audiences.list({ ...s.app, includeDisabled }).toArray()).map((a) => a.name);
    expect(await names(false)).not.toContain('off');
    expect(await names(true)).toEqual(expect.arrayContaining(['off', 'first-release']));
  });

  it('refuses definitions it cannot read or that name unknown properties (400)', async () => {
    await expect(s.client.audiences.createOrUpdate({ ...s.app, audienceName: 'x', body: { definition: 'Model like Pixel' } })).rejects.toMatchObject({
      status: 400,
      code: 'BadRequest',
    });
    await expect(s.client.audiences.testDefinition({ ...s.app, body: { definition: "Shoe eq 'red'" } })).rejects.toMatchObject({
      serviceMessage: "Unknown property 'Shoe' in the audience definition",
    });
  });

  it('learns custom property types declared with an audience', async () => {
    await s.client.audiences.createOrUpdate({ ...s.app, audienceName: 'vip', body: { definition: "tier eq 'gold'", custom_properties: { tier: 'string' } } });
    expect((await s.client.audiences.listCustomProperties(s.app)).values.tier).toBe('string');
  });

  it('filters device property values, and knows no other properties (404)', async () => {
    const { values } = await s.client.audiences.listDevicePropertyValues({ ...s.app, propertyName: 'Model', contains: 'pixel' });
    expect(values).toEqual(['Pixel 7', 'Pixel 8']);
    await expect(s.client.audiences.listDevicePropertyValues({ ...s.app, propertyName: 'Shoe' })).rejects.toMatchObject({ status: 404 });
  });

  it('says whether an audience exists: 204 for a saved one, 404 without a body once deleted', async () => {
    await s.client.audiences.createOrUpdate({ ...s.app, audienceName: 'short-lived', body: { definition: "CountryCode eq 'DE'" } });
    await s.client.audiences.exists({ ...s.app, audienceName: 'short-lived' });
    await s.client.audiences.delete({ ...s.app, audienceName: 'short-lived' });
    await expect(s.client.audiences.exists({ ...s.app, audienceName: 'short-lived' })).rejects.toMatchObject({ name: 'NotFoundError', status: 404 });
    expect(s.fake.requests.at(-1)!.status).toBe(404);
    // A check only reads: a read-only token may make it.
    await s.clientWith({ apiKey: s.fake.ids.viewerKey }).audiences.exists({ ...s.app, audienceName: 'germany' });
  });
});
