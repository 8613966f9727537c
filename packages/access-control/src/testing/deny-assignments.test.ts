import type { ApiError } from '@org/http-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denyAssignmentFilter } from '../filters.js';
import { rejectionOf, startFixture, type Fixture } from '../test-support/fixture.js';

let f: Fixture;
beforeAll(async () => {
  f = await startFixture();
});
afterAll(() => f.fake.close());

const storage = 'cccccccc-0000-4000-8000-000000000001';
const locked = 'cccccccc-0000-4000-8000-000000000002';

describe('fake: deny assignments', () => {
  it('lists the seeded deny assignments of a subscription, including those below it unless atScope()', async () => {
    const all = await f.client.denyAssignments.listForSubscription({ subscriptionId: f.fake.subscriptionId }).toArray();
    expect(all.map((d) => d.name).sort()).toEqual([storage, locked]);
    const atScope = await f.client.denyAssignments.listForSubscription({ subscriptionId: f.fake.subscriptionId, filter: denyAssignmentFilter.atScope() }).toArray();
    expect(atScope.map((d) => d.name)).toEqual([storage]);
  });

  it('applies a parent deny below it unless it is limited to its own scope', async () => {
    const lockedGroup = await f.client.denyAssignments.listForResourceGroup({ subscriptionId: f.fake.subscriptionId, resourceGroupName: 'locked' }).toArray();
    expect(lockedGroup.map((d) => d.name).sort()).toEqual([storage, locked]);
    const resource = await f.client.denyAssignments
      .listForResource({ subscriptionId: f.fake.subscriptionId, resourceGroupName: 'locked', resourceProviderNamespace: 'Vendor.Web', resourceType: 'sites', resourceName: 'shop' })
      .toArray();
    expect(resource.map((d) => d.name)).toEqual([storage]);
  });

  it('honours the name, principal and data-export filters', async () => {
    const scope = f.subscription;
    const byName = await f.client.denyAssignments.listForScope({ scope, filter: denyAssignmentFilter.denyAssignmentName('Locked resource group') }).toArray();
    expect(byName.map((d) => d.name)).toEqual([locked]);
    const forOwner = await f.client.denyAssignments.listForScope({ scope, filter: denyAssignmentFilter.principalId(f.fake.principalIds.owner) }).toArray();
    expect(forOwner).toEqual([]);
    const forReader = await f.client.denyAssignments.listForScope({ scope, filter: denyAssignmentFilter.principalId(f.fake.principalIds.reader) }).toArray();
    expect(forReader.map((d) => d.name).sort()).toEqual([storage, locked]);
    const exported = await f.client.denyAssignments.listForScope({ scope, filter: denyAssignmentFilter.gdprExportPrincipalId(f.fake.principalIds.reader) }).toArray();
    expect(exported.every((d) => Object.keys(d.properties ?? {}).sort().join() === 'denyAssignmentName,description')).toBe(true);
  });

  it('gets one by scope and id, and by full id', async () => {
    const one = await f.client.denyAssignments.get({ scope: f.subscription, denyAssignmentId: storage });
    expect(one.properties?.isSystemProtected).toBe(true);
    const byId = await f.client.denyAssignments.getById({ denyAssignmentId: one.id! });
    expect(byId).toEqual(one);
    const missing = (await rejectionOf(f.client.denyAssignments.get({ scope: `${f.subscription}/resourceGroups/web`, denyAssignmentId: storage }))) as ApiError;
    expect([missing.status, missing.code]).toEqual([404, 'DenyAssignmentNotFound']);
  });

  it('offers reads only: the service has no way to write deny assignments', () => {
    expect(Object.keys(f.client.denyAssignments).sort()).toEqual(
      ['get', 'getById', 'listForResource', 'listForResourceGroup', 'listForScope', 'listForSubscription'],
    );
  });
});
