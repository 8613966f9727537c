import { OperationFailedError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { requestDataDeletion, requestDataExport } from './data-requests.js';
import { downloadFile } from './download-file.js';
import { useSetup } from './test-support/setup.js';

describe('requestDataExport', () => {
  const s = useSetup({ readsPerDataRequestStep: 2 });

  it("requests a GDPR export, waits until it is completed, and the caller's data downloads from its address", async () => {
    const statuses: string[] = [];
    const poller = requestDataExport(s.client, { intervalMs: 1, maxIntervalMs: 2, onProgress: (status) => statuses.push(status.status) });
    const done = await poller;
    expect(done).toMatchObject({ status: 'Completed', sasUrlExpired: false });
    expect(statuses).toEqual(['Created', 'Queued', 'Queued', 'InProgress', 'InProgress', 'Completed']);
    expect(s.fake.requestCount('dataSubjectRequests.requestExport')).toBe(1);
    expect(s.fake.state.dataRequests.get(poller.name!)).toMatchObject({ kind: 'export', user: s.fake.ids.owner, status: 'Completed' });

    const data = await new Response(await downloadFile(s.clientWith({ externalOrigins: [s.fake.blobs.url] }), done.sasUrl!)).json();
    expect(data).toMatchObject({ user: { name: s.fake.ids.owner, email: s.fake.state.user.email }, apps: [{ name: s.fake.ids.appName }] });
    expect(JSON.stringify(data)).not.toContain(s.fake.apiKey);
  });

  it('follows a request made earlier by its token, and resolves at once for a finished one', async () => {
    const { token } = await s.client.dataSubjectRequests.requestExport();
    const first = await requestDataExport(s.client, { token, intervalMs: 1 });
    expect(first.status).toBe('Completed');
    const reads = s.fake.requestCount('dataSubjectRequests.getExportStatus');
    expect(await requestDataExport(s.client, { token })).toEqual(first);
    expect(s.fake.requestCount('dataSubjectRequests.getExportStatus')).toBe(reads + 1);
    expect(s.fake.requestCount('dataSubjectRequests.requestExport')).toBe(1);
  });

  it('rejects with the service message when the request fails', async () => {
    s.fake.state.dataRequestOutcome = 'Failed';
    const error = await requestDataExport(s.client, { intervalMs: 1 }).then(undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(OperationFailedError);
    expect(error).toMatchObject({ code: 'Failed', message: expect.stringContaining('The request could not be processed') });
  });

  it('cancels through the poller once the service can: the request then ends Failed', async () => {
    const poller = requestDataExport(s.client, { intervalMs: 1 });
    await poller.operation();
    await expect(poller.cancel()).rejects.toMatchObject({ status: 503 });
    await poller.poll();
    await poller.poll();
    await poller.cancel();
    await expect(poller).rejects.toMatchObject({ name: 'OperationFailedError', message: expect.stringContaining('The request was cancelled') });
  });

  it('stops waiting when the signal aborts; the request goes on', async () => {
    const controller = new AbortController();
    const poller = requestDataExport(s.client, { intervalMs: 60_000, signal: controller.signal });
    await poller.operation();
    const waiting = poller.pollUntilDone();
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ kind: 'abort' });
    expect(s.fake.state.dataRequests.get(poller.name!)?.status).toBe('Created');
  });
});

describe('requestDataDeletion', () => {
  const s = useSetup();

  it("requests a GDPR deletion with the account's e-mail address and waits until it is completed", async () => {
    const email = s.fake.state.user.email;
    expect(await requestDataDeletion(s.client, email, { intervalMs: 1 })).toMatchObject({ status: 'Completed', message: 'The request was processed' });
    expect(s.fake.requests.filter((r) => r.operationId === 'dataSubjectRequests.getDeletionStatus').every((r) => r.query.get('email') === email)).toBe(true);
  });

  it('fails the wait with a 404 for another address', async () => {
    await expect(requestDataDeletion(s.client, 'someone@example.com', { intervalMs: 1 })).rejects.toMatchObject({ status: 404 });
  });
});
