/**
 * Test support (not shipped): the per-operation cases of continuous exports, data subject requests (GDPR), log
 * blocking, alerting, the account billing aggregates and the audience check, for `operations.test.ts`.
 */
import { expect } from 'vitest';
import { ingestLogs, type LogRecord } from '../testing/index.js';
import type { Setup } from './setup.js';

type Case = (s: Setup) => Promise<void>;

const appId = (s: Setup) => s.seeded.appId;
/** A Blob Storage export with a well-formed connection string. */
const blobExport = { type: 'blob_storage_connection_string', connection_string: 'DefaultEndpointsProtocol=https;AccountName=shop;AccountKey=c2VjcmV0' } as const;
const created = async (s: Setup) => s.client.exportConfigurations.create({ ...s.app, body: blobExport });
/** A created export configuration, read once so that it is `Enabled`. */
const enabled = async (s: Setup) => {
  const { id } = await created(s);
  expect((await s.client.exportConfigurations.get({ ...s.app, exportConfigurationId: id })).state).toBe('Enabled');
  return { ...s.app, exportConfigurationId: id };
};
/** A log of an installation of the seeded app, a second ago. */
const logOf = (s: Setup, installId: string): LogRecord => {
  const template = s.fake.state.extrasOf(appId(s)).log.at(-1)!;
  const ms = s.fake.now() - 1_000;
  return { ...template, install_id: installId, ms, timestamp: new Date(ms).toISOString(), message_id: `${installId}-${ms}` };
};

export const dataAndAlertingCases: Record<string, Case> = {
  'audiences.exists': async ({ client, app }) => {
    await client.audiences.exists({ ...app, audienceName: 'germany' });
    await expect(client.audiences.exists({ ...app, audienceName: 'nobody' })).rejects.toMatchObject({ status: 404 });
  },
  'billing.getAllAccountsAggregated': async ({ client, fake }) => {
    const { aggregatedBillings } = await client.billing.getAllAccountsAggregated({ service: 'Build' });
    expect(aggregatedBillings).toMatchObject({ id: fake.state.user.id, billingPlans: { buildService: { canSelectTrialPlan: false } } });
    expect(aggregatedBillings?.billingPlans?.testService).toBeUndefined();
  },
  'billing.getOrgAggregated': async ({ client, fake }) => {
    const org = fake.state.organizations[0]!;
    expect(await client.billing.getOrgAggregated({ orgName: org.name, period: 'Previous' })).toMatchObject({ id: org.id, azureSubscriptionState: 'NotSet' });
  },
  'exportConfigurations.list': async (s) => {
    const { id } = await created(s);
    const all = await s.client.exportConfigurations.list(s.app).toArray();
    expect(all.map((c) => c.id)).toEqual([id]);
  },
  'exportConfigurations.create': async (s) => {
    const configuration = await created(s);
    expect(configuration).toMatchObject({ export_type: 'BlobStorage', state: 'Pending', export_entities: ['crashes', 'errors'] });
    expect(JSON.stringify(configuration)).not.toContain('AccountKey');
  },
  'exportConfigurations.get': async (s) => {
    const { id } = await created(s);
    expect(await s.client.exportConfigurations.get({ ...s.app, exportConfigurationId: id })).toMatchObject({ id, state: 'Enabled' });
  },
  'exportConfigurations.update': async (s) => {
    const ref = await enabled(s);
    const updated = await s.client.exportConfigurations.update({ ...ref, body: { ...blobExport, export_entities: ['attachments'], backfill: false } });
    expect(updated).toMatchObject({ state: 'Pending', export_entities: ['attachments'], export_configuration: { backfill: false } });
  },
  'exportConfigurations.delete': async (s) => {
    const ref = await enabled(s);
    await s.client.exportConfigurations.delete(ref);
    await expect(s.client.exportConfigurations.get(ref)).rejects.toMatchObject({ status: 404 });
  },
  'exportConfigurations.enable': async (s) => {
    const ref = await enabled(s);
    await s.client.exportConfigurations.disable(ref);
    await s.client.exportConfigurations.enable(ref);
    expect((await s.client.exportConfigurations.get(ref)).state).toBe('Enabled');
  },
  'exportConfigurations.disable': async (s) => {
    const ref = await enabled(s);
    await s.client.exportConfigurations.disable(ref);
    expect((await s.client.exportConfigurations.get(ref)).state).toBe('Disabled');
  },
  'dataSubjectRequests.requestExport': async ({ client, fake }) => {
    const { data, response } = await client.dataSubjectRequests.requestExport().withResponse();
    expect(response.status).toBe(202);
    expect(Date.parse(data.createdAt)).toBeLessThanOrEqual(fake.now());
    expect(response.headers.get('location')).toBe(`${fake.url}/v0.1/user/dsr/export/${data.token}`);
  },
  'dataSubjectRequests.getExportStatus': async ({ client }) => {
    const { token } = await client.dataSubjectRequests.requestExport();
    const read = async () => (await client.dataSubjectRequests.getExportStatus({ token })).status;
    expect([await read(), await read(), await read()]).toEqual(['Queued', 'InProgress', 'Completed']);
    expect((await client.dataSubjectRequests.getExportStatus({ token })).sasUrl).toEqual(expect.any(String));
  },
  'dataSubjectRequests.cancelExport': async ({ client }) => {
    const { token } = await client.dataSubjectRequests.requestExport();
    await client.dataSubjectRequests.getExportStatus({ token });
    expect((await client.dataSubjectRequests.cancelExport({ token })).token).toBe(token);
    expect(await client.dataSubjectRequests.getExportStatus({ token })).toMatchObject({ status: 'Failed', message: 'The request was cancelled' });
  },
  'dataSubjectRequests.requestDeletion': async ({ client, fake }) => {
    const { token } = await client.dataSubjectRequests.requestDeletion();
    expect(fake.state.dataRequests.get(token)).toMatchObject({ kind: 'delete', user: fake.ids.owner, status: 'Created' });
  },
  'dataSubjectRequests.getDeletionStatus': async ({ client, fake }) => {
    const { token } = await client.dataSubjectRequests.requestDeletion();
    expect(await client.dataSubjectRequests.getDeletionStatus({ token, email: fake.state.user.email })).toMatchObject({ status: 'Queued' });
  },
  'dataSubjectRequests.cancelDeletion': async ({ client, fake }) => {
    const { token } = await client.dataSubjectRequests.requestDeletion();
    const email = fake.state.user.email;
    await client.dataSubjectRequests.getDeletionStatus({ token, email });
    await client.dataSubjectRequests.cancelDeletion({ token, body: { email } });
    expect((await client.dataSubjectRequests.getDeletionStatus({ token, email })).status).toBe('Failed');
  },
  'logBlocking.blockApp': async (s) => {
    expect(await s.client.logBlocking.blockApp(s.app)).toContain('blocked');
    expect(ingestLogs(s.fake.state, appId(s), [logOf(s, 'any-install')])).toEqual([]);
  },
  'logBlocking.blockDevice': async (s) => {
    await s.client.logBlocking.blockDevice({ ...s.app, installId: 'blocked-install' });
    const taken = ingestLogs(s.fake.state, appId(s), [logOf(s, 'blocked-install'), logOf(s, 'other-install')]);
    expect(taken.map((l) => l.install_id)).toEqual(['other-install']);
  },
  'alerting.listWebhooks': async ({ client, app }) => {
    const { values } = await client.alerting.listWebhooks(app);
    expect(values.map((w) => [w.name, w.enabled])).toEqual([
      ['Crash alerts', true],
      ['Release notes', false],
    ]);
  },
  'alerting.getUserEmailSettings': async ({ client, fake }) => {
    const settings = await client.alerting.getUserEmailSettings();
    expect(settings).toMatchObject({ enabled: true, userId: fake.state.user.id, settings: [{ event_type: 'crash_newCrashGroupCreated', value: 'Individual' }] });
    expect(settings.request_id).toBe(fake.requests.at(-1)!.requestId);
  },
  'alerting.getAppEmailSettings': async ({ client, app, seeded }) => {
    const settings = await client.alerting.getAppEmailSettings(app);
    expect(settings).toMatchObject({ appId: seeded.appId, enabled: true, user_enabled: true, settings: [{ value: 'Individual', default_value: 'Individual' }] });
  },
};
