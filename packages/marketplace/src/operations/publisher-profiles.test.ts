import { describe, expect, it } from 'vitest';
import { publisherProfileFilter } from '../list-filter.js';
import { shareFake } from '../test-support/shared-fake.js';

const { fake, client } = await shareFake();

describe('publisherProfiles', () => {
  it('gets a profile', async () => {
    const profile = await client.publisherProfiles.get({ name: fake.seeded.publisherProfiles[1]! });
    expect(profile).toMatchObject({ displayName: 'Daily Planet Sports', publisherCode: 'DP-100', isParent: false });
  });

  it('lists every profile once per walk, in an order that changes between walks', async () => {
    const first = (await client.publisherProfiles.list({ parent: fake.seeded.buyer, pageSize: 2 }).toArray()).map((p) => p.name!);
    const second = (await client.publisherProfiles.list({ parent: fake.seeded.buyer, pageSize: 2 }).toArray()).map((p) => p.name!);
    expect([...first].sort()).toEqual([...fake.seeded.publisherProfiles].sort());
    expect([...second].sort()).toEqual([...first].sort());
    expect(second).not.toEqual(first);
    expect(fake.requestCount('publisherProfiles.list')).toBe(6);
  });

  it('filters on the documented fields', async () => {
    const names = async (filter: string) => (await client.publisherProfiles.list({ parent: fake.seeded.buyer, filter }).toArray()).map((p) => p.displayName).sort();
    expect(await names(publisherProfileFilter({ publisherCode: 'DP-100' }))).toEqual(['Daily Planet', 'Daily Planet Sports']);
    expect(await names(publisherProfileFilter({ isParent: false }))).toEqual(['Daily Planet Sports']);
    expect(await names('is_parent: false')).toEqual(['Daily Planet Sports']);
    expect(await names(publisherProfileFilter({ domains: { has: 'starcityvideo.example' } }))).toEqual(['Star City Video']);
    expect(await names(publisherProfileFilter({ 'mobileApps.appStore': { has: 'APPLE_ITUNES' } }))).toEqual(['Gotham Gazette']);
    await expect(client.publisherProfiles.list({ parent: fake.seeded.buyer, filter: 'overview = "x"' }).toArray()).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
  });
});
