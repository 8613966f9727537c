import { ConflictError, NotFoundError, ValidationError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSetup, type Setup } from '../../test-support/setup.js';
import { distributionIds } from '../index.js';

const store = (s: Setup) => ({ ...s.app, storeName: distributionIds.store });
const storeId = (s: Setup) => s.fake.state.distribution.stores.list()[0]!.store.id;
const statusOf = async (s: Setup, releaseId: number) => (await s.client.storeReleases.getRealtimeStatus({ ...store(s), releaseId })).status?.status;

describe('fake distribution stores', () => {
  const s = useSetup({ readsPerUploadStep: 2 });

  it('publishes a release through Submitted and Publishing to Published, a read step at a time', async () => {
    await s.client.releases.addStore({ ...s.app, releaseId: 2, body: { id: storeId(s) } });
    const seen = [];
    for (let i = 0; i < 5; i++) seen.push(await statusOf(s, 2));
    expect(seen).toEqual(['Submitted', 'Publishing', 'Publishing', 'Published', 'Published']);
    expect((await s.client.storeReleases.getLatest(store(s))).map((r) => [r.id, r.distribution_stores?.[0]?.is_latest])).toEqual([[2, true]]);
    await expect(s.client.storeReleases.getPublishError({ ...store(s), releaseId: 2 })).rejects.toBeInstanceOf(NotFoundError);
    const release = await s.client.releases.get({ ...s.app, releaseId: 2 });
    expect(release.distribution_stores).toEqual([{ id: storeId(s), name: distributionIds.store, type: 'googleplay', publishing_status: 'Published' }]);
  });

  it('fails publishing a version code Google Play already has, and says why', async () => {
    await s.client.releases.addStore({ ...s.app, releaseId: 2, body: { id: storeId(s) } });
    for (let i = 0; i < 4; i++) await statusOf(s, 2);
    await s.client.releases.addStore({ ...s.app, releaseId: 1, body: { id: storeId(s) } });
    for (let i = 0; i < 4; i++) await statusOf(s, 1);
    expect(await statusOf(s, 1)).toBe('Failed');
    expect(await s.client.storeReleases.getPublishError({ ...store(s), releaseId: 1 })).toEqual({ message: 'Version code 1 has already been used', is_log_available: true });
    expect(await s.client.storeReleases.getPublishLogs({ ...store(s), releaseId: 1 })).toContain('Version code 1 has already been used');
    expect((await s.client.storeReleases.getLatest(store(s))).map((r) => r.id)).toEqual([2]);
  });

  it('keeps store names unique, needs a name and a type, and takes releases out of a deleted store', async () => {
    await expect(s.client.stores.create({ ...s.app, body: { name: distributionIds.store, type: 'googleplay' } })).rejects.toBeInstanceOf(ConflictError);
    await expect(s.client.stores.create({ ...s.app, body: { name: 'No type' } })).rejects.toMatchObject({ status: 400, body: { code: 'BadRequest' } });
    await s.client.releases.addStore({ ...s.app, releaseId: 1, body: { id: storeId(s) } });
    await expect(s.client.releases.addStore({ ...s.app, releaseId: 1, body: { id: storeId(s) } })).rejects.toBeInstanceOf(ConflictError);
    await s.client.stores.delete(store(s));
    expect((await s.client.releases.get({ ...s.app, releaseId: 1 })).distribution_stores).toEqual([]);
    await expect(s.client.stores.get(store(s))).rejects.toMatchObject({ status: 404, body: { code: 'NotFound', message: `No distribution store ${distributionIds.store}` } });
  });

  it('checks a store update before sending', async () => {
    await expect(s.client.stores.update({ ...store(s), body: { service_connection_id: '' } })).rejects.toBeInstanceOf(ValidationError);
    expect(s.fake.requestCount('stores.update')).toBe(0);
  });
});
