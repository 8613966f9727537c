import { ConflictError, NotFoundError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';

describe('fake deployments, store mapping and cloud subscriptions', () => {
  const s = useSetup();

  it('keeps deployment names unique and keys as given', async () => {
    const created = await s.client.deployments.create({ ...s.app, body: { name: 'Beta', key: 'my-key' } });
    expect(created).toEqual({ name: 'Beta', key: 'my-key' });
    await expect(s.client.deployments.create({ ...s.app, body: { name: 'Beta' } })).rejects.toBeInstanceOf(ConflictError);
    await expect(s.client.deployments.update({ ...s.app, deploymentName: 'Beta', body: { name: 'Staging' } })).rejects.toBeInstanceOf(ConflictError);
    await expect(s.client.deployments.update({ ...s.app, deploymentName: 'Gone', body: { name: 'X' } })).rejects.toBeInstanceOf(NotFoundError);
    await expect(s.client.deployments.delete({ ...s.app, deploymentName: 'Gone' })).rejects.toMatchObject({ status: 404, body: { message: 'No deployment Gone' } });
  });

  it('keeps a renamed deployment key and release', async () => {
    const before = await s.client.deployments.get({ ...s.app, deploymentName: 'Production' });
    await s.client.deployments.update({ ...s.app, deploymentName: 'Production', body: { name: 'Live' } });
    expect(await s.client.deployments.get({ ...s.app, deploymentName: 'Live' })).toEqual({ ...before, name: 'Live' });
  });

  it('maps an app to one store app only; tester groups need the mapping', async () => {
    await expect(s.client.vendorStore.listTestGroups(s.app)).rejects.toMatchObject({ status: 404, code: 'NotFound' });
    await s.client.vendorStore.createMapping({ ...s.app, body: { service_connection_id: 'c', team_identifier: 't' } });
    await expect(s.client.vendorStore.createMapping({ ...s.app, body: { service_connection_id: 'c', team_identifier: 't' } })).rejects.toMatchObject({
      status: 409,
      code: 'Conflict',
      body: { code: 'Conflict', message: 'test-app is already mapped to a store app' },
    });
    await s.client.vendorStore.deleteMapping(s.app);
    await expect(s.client.vendorStore.deleteMapping(s.app)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('links only the caller subscriptions, once each, and bills the app to the first', async () => {
    const org = { ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName };
    const [billing, sandbox] = s.fake.state.cloudCatalog;
    await expect(s.client.cloudSubscriptions.link({ ...org, body: { subscription_id: '00000000-0000-4000-8000-000000000000' } })).rejects.toBeInstanceOf(NotFoundError);
    await s.client.cloudSubscriptions.link({ ...org, body: { subscription_id: sandbox!.subscription_id } });
    await expect(s.client.cloudSubscriptions.link({ ...org, body: { subscription_id: sandbox!.subscription_id } })).rejects.toBeInstanceOf(ConflictError);
    expect((await s.client.apps.get(org)).azure_subscription?.subscription_id).toBe(sandbox!.subscription_id);
    expect((await s.client.billing.getAggregated(org)).azureSubscriptionState).toBe('Enabled');
    await s.client.cloudSubscriptions.delete({ ...s.app, cloudSubscriptionId: billing!.subscription_id });
    expect((await s.client.apps.get(s.app)).azure_subscription).toBeUndefined();
    expect((await s.client.billing.getAggregated(s.app)).azureSubscriptionState).toBe('NotSet');
    await expect(s.client.cloudSubscriptions.delete({ ...s.app, cloudSubscriptionId: billing!.subscription_id })).rejects.toBeInstanceOf(NotFoundError);
  });
});
