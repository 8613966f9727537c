import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';

describe('fake continuous exports', () => {
  const s = useSetup({ pageSize: 1 });
  const connection = 'DefaultEndpointsProtocol=https;AccountName=shop;AccountKey=c2VjcmV0';
  const stateAfterCheck = async (id: string) => s.client.exportConfigurations.get({ ...s.app, exportConfigurationId: id });

  it('checks a new target on its first read: Enabled when it can be reached, Invalid with the reason when not', async () => {
    const linked = s.fake.state.cloudCatalog[0]!.subscription_id;
    const good = await s.client.exportConfigurations.create({ ...s.app, body: { type: 'blob_storage_linked_subscription', subscription_id: linked } });
    const bad = await s.client.exportConfigurations.create({ ...s.app, body: { type: 'application_insights_instrumentation_key', instrumentation_key: 'not-a-key' } });
    expect([good.state, bad.state]).toEqual(['Pending', 'Pending']);
    expect(await stateAfterCheck(good.id)).toMatchObject({ state: 'Enabled', export_type: 'BlobStorage' });
    expect(await stateAfterCheck(bad.id)).toMatchObject({ state: 'Invalid', export_type: 'AppInsights', state_info: 'The instrumentation key is not a valid key' });
  });

  it('finds a subscription not linked to the app, or a connection string without account and key, Invalid', async () => {
    const unlinked = await s.client.exportConfigurations.create({
      ...s.app,
      body: { type: 'application_insights_linked_subscription', subscription_id: s.fake.state.cloudCatalog[1]!.subscription_id },
    });
    expect((await stateAfterCheck(unlinked.id)).state_info).toBe('The subscription is not linked to the app');
    const blob = await s.client.exportConfigurations.create({ ...s.app, body: { type: 'blob_storage_connection_string', connection_string: 'UseDevelopmentStorage=true' } });
    expect((await stateAfterCheck(blob.id)).state).toBe('Invalid');
  });

  it('keeps one configuration per export type (409), never shows a credential, and checks a changed target again', async () => {
    const first = await s.client.exportConfigurations.create({ ...s.app, body: { type: 'blob_storage_connection_string', connection_string: connection, blob_path_format_kind: 'WithAppId' } });
    await expect(
      s.client.exportConfigurations.create({ ...s.app, body: { type: 'blob_storage_connection_string', connection_string: connection } }),
    ).rejects.toMatchObject({ status: 409, body: { error: { code: 'Conflict' } } });
    const ref = { ...s.app, exportConfigurationId: first.id };
    expect(JSON.stringify(await s.client.exportConfigurations.list(s.app).toArray())).not.toContain('AccountKey');
    await stateAfterCheck(first.id);
    const changed = await s.client.exportConfigurations.update({ ...ref, body: { type: 'blob_storage_connection_string', connection_string: 'AccountName=only' } });
    expect(changed.state).toBe('Pending');
    expect(await stateAfterCheck(first.id)).toMatchObject({ state: 'Invalid', export_configuration: { blob_path_format_kind: 'WithAppId' } });
    await expect(
      s.client.exportConfigurations.update({ ...ref, body: { type: 'application_insights_instrumentation_key', instrumentation_key: 'b5c0ffee-0000-4000-8000-000000000001' } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('enables and disables only a checked, valid configuration', async () => {
    const bad = await s.client.exportConfigurations.create({ ...s.app, body: { type: 'application_insights_instrumentation_key', instrumentation_key: 'nope' } });
    const ref = { ...s.app, exportConfigurationId: bad.id };
    await expect(s.client.exportConfigurations.enable(ref)).rejects.toMatchObject({
      status: 400,
      body: { error: { code: 'BadRequest', message: 'An export configuration in state Invalid cannot be enabled' } },
    });
    await expect(s.client.exportConfigurations.disable({ ...s.app, exportConfigurationId: 'missing' })).rejects.toMatchObject({ status: 404, body: { error: { code: 'NotFound' } } });
  });

  it('pages the list by nextLink, with the total', async () => {
    await s.client.exportConfigurations.create({ ...s.app, body: { type: 'blob_storage_connection_string', connection_string: connection } });
    await s.client.exportConfigurations.create({ ...s.app, body: { type: 'application_insights_instrumentation_key', instrumentation_key: 'b5c0ffee-0000-4000-8000-000000000001' } });
    const first = await s.client.exportConfigurations.list(s.app).firstPage();
    expect(first.body).toMatchObject({ total: 2, values: [{ export_type: 'BlobStorage' }] });
    expect((await s.client.exportConfigurations.list(s.app).toArray()).map((c) => c.export_type)).toEqual(['BlobStorage', 'AppInsights']);
  });

  it('refuses a body without the credential its type needs before sending, and writes with a read-only token', async () => {
    const before = s.fake.requestCount();
    await expect(s.client.exportConfigurations.create({ ...s.app, body: { type: 'blob_storage_connection_string' } as never })).rejects.toMatchObject({ name: 'ValidationError' });
    expect(s.fake.requestCount()).toBe(before);
    const viewer = s.clientWith({ apiKey: s.fake.ids.viewerKey });
    await expect(viewer.exportConfigurations.create({ ...s.app, body: { type: 'blob_storage_connection_string', connection_string: connection } })).rejects.toMatchObject({ status: 403 });
    expect(await viewer.exportConfigurations.list(s.app).toArray()).toEqual([]);
  });

  it('goes with its app', async () => {
    await s.client.exportConfigurations.create({ ...s.app, body: { type: 'blob_storage_connection_string', connection_string: connection } });
    s.fake.state.deleteApp(s.seeded.appId);
    expect(s.fake.state.exportConfigurations.size).toBe(0);
  });
});
