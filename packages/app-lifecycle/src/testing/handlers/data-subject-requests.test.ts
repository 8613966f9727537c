import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';

describe('fake data subject requests', () => {
  const s = useSetup({ readsPerDataRequestStep: 2 });
  const email = () => s.fake.state.user.email;

  it('moves a request one step every readsPerDataRequestStep status reads', async () => {
    const { token } = await s.client.dataSubjectRequests.requestDeletion();
    const statuses: string[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await s.client.dataSubjectRequests.getDeletionStatus({ token, email: email() })).status);
    expect(statuses).toEqual(['Created', 'Queued', 'Queued', 'InProgress', 'InProgress', 'Completed', 'Completed']);
  });

  it('ends a request Failed when the fake is told so, without a download', async () => {
    s.fake.state.dataRequestOutcome = 'Failed';
    const { token } = await s.client.dataSubjectRequests.requestExport();
    let status = await s.client.dataSubjectRequests.getExportStatus({ token });
    while (status.status !== 'Failed') status = await s.client.dataSubjectRequests.getExportStatus({ token });
    expect(status).toEqual({ status: 'Failed', message: 'The request could not be processed' });
  });

  it('cannot cancel a request before it is queued (503), nor a finished one (409)', async () => {
    const { token } = await s.client.dataSubjectRequests.requestExport();
    await expect(s.client.dataSubjectRequests.cancelExport({ token })).rejects.toMatchObject({
      status: 503,
      body: { error: { code: 'ServiceUnavailable', message: 'The request cannot be cancelled yet; try again later' } },
    });
    for (let i = 0; i < 6; i++) await s.client.dataSubjectRequests.getExportStatus({ token });
    expect((await s.client.dataSubjectRequests.getExportStatus({ token })).status).toBe('Completed');
    await expect(s.client.dataSubjectRequests.cancelExport({ token })).rejects.toMatchObject({ status: 409 });
    // A cancel is not repeated on its own: the 503 was answered once.
    expect(s.fake.requestCount('dataSubjectRequests.cancelExport')).toBe(2);
  });

  it("shows a request only to the user who made it, and a deletion only with the account's e-mail address", async () => {
    const { token } = await s.client.dataSubjectRequests.requestDeletion();
    const ana = s.clientWith({ apiKey: s.fake.ids.memberKey });
    await expect(ana.dataSubjectRequests.getDeletionStatus({ token, email: 'ana@example.com' })).rejects.toMatchObject({ status: 404 });
    await expect(s.client.dataSubjectRequests.getDeletionStatus({ token, email: 'ana@example.com' })).rejects.toMatchObject({ status: 404 });
    await expect(s.client.dataSubjectRequests.getExportStatus({ token })).rejects.toMatchObject({ status: 404, body: { error: { code: 'NotFound' } } });
    await expect(s.client.dataSubjectRequests.cancelDeletion({ token })).rejects.toMatchObject({ status: 400 });
    expect((await s.client.dataSubjectRequests.getDeletionStatus({ token, email: email() })).status).toBe('Created');
  });

  it('refuses an app token: the requests are a user’s', async () => {
    const appToken = await s.client.appTokens.create({ ...s.app, body: { description: 'ci' } });
    const asApp = s.clientWith({ apiKey: appToken.api_token });
    await expect(asApp.dataSubjectRequests.requestExport()).rejects.toMatchObject({ status: 403, body: { error: { code: 'Forbidden' } } });
    expect(s.fake.state.dataRequests.size).toBe(0);
  });
});
