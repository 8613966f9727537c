import { ConflictError, NotFoundError, PermissionDeniedError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSetup, type Setup } from '../../test-support/setup.js';
import { distributionIds } from '../index.js';

const group = (s: Setup, name: string) => ({ ...s.app, distributionGroupName: name });
const beta = (s: Setup) => group(s, distributionIds.betaGroup);
const releaseIds = (list: ReadonlyArray<{ id?: number | undefined }>) => list.map((r) => r.id);

describe('fake distribution groups of an app and their members', () => {
  const s = useSetup();

  it('refuses before sending when the client knows its token is an app token', async () => {
    const appToken = await s.client.appTokens.create({ ...s.app, body: { description: 'ci' } });
    const asApp = s.clientWith({ apiKey: undefined, appApiKey: appToken.api_token });
    const before = s.fake.requestCount();
    const body = { user_emails: ['carol@example.com'] };
    const error = await asApp.distributionGroups.addMembers({ ...beta(s), body }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ValidationError', field: 'auth', message: expect.stringContaining('needs a credential of kind userApiToken; the client has appApiToken') });
    expect(String(error)).not.toContain(appToken.api_token);
    await expect(asApp.distributionGroups.resendInvite({ ...beta(s), body })).rejects.toMatchObject({ field: 'auth' });
    expect(s.fake.requestCount()).toBe(before);
    expect((await asApp.distributionGroups.listMembers(beta(s))).length).toBe(2);
    expect(s.fake.state.members.sent).toEqual([]);
  });

  it('refuses an app token sent as a user key with 403 in the error shape of the account operations, changing nothing', async () => {
    const appToken = await s.client.appTokens.create({ ...s.app, body: { description: 'ci' } });
    const disguised = s.clientWith({ apiKey: appToken.api_token });
    const error = (await disguised.distributionGroups.addMembers({ ...beta(s), body: { user_emails: ['carol@example.com'] } }).catch((e: unknown) => e)) as PermissionDeniedError;
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error.body).toEqual({ error: { code: 'Forbidden', message: expect.stringContaining('user API token') } });
    await expect(disguised.distributionGroups.acceptInvitations()).rejects.toBeInstanceOf(PermissionDeniedError);
    expect((await s.client.distributionGroups.listMembers(beta(s))).map((m) => m.email)).not.toContain('carol@example.com');
  });

  it('gives a group releases to an invited tester only once they accept', async () => {
    await s.client.distributionGroups.create({ ...s.app, body: { name: 'Design' } });
    const group2 = (await s.client.distributionGroups.get(group(s, 'Design'))).id;
    await s.client.releases.addGroup({ ...s.app, releaseId: 2, body: { id: group2 } });
    const [added] = await s.client.distributionGroups.addMembers({ ...group(s, 'Design'), body: { user_emails: ['owner@example.com'] } });
    expect(added).toEqual({ status: 200, user_email: 'owner@example.com', invite_pending: true });
    expect(s.fake.state.members.sent.at(-1)).toMatchObject({ to: 'owner@example.com', kind: 'distributionGroup', subject: 'Design' });
    expect(releaseIds(await s.client.releases.listAvailableToTester(s.app))).toEqual([1]);
    await s.client.distributionGroups.acceptInvitations();
    expect(releaseIds(await s.client.releases.listAvailableToTester(s.app))).toEqual([2, 1]);
    expect(await s.client.distributionGroups.listMembers(group(s, 'Design'))).toEqual([expect.not.objectContaining({ invite_pending: true })]);
  });

  it('keeps names unique per app and answers unknown groups 404, in the account error shape', async () => {
    await expect(s.client.distributionGroups.create({ ...s.app, body: { name: distributionIds.betaGroup } })).rejects.toBeInstanceOf(ConflictError);
    await expect(s.client.distributionGroups.update({ ...beta(s), body: { name: distributionIds.publicGroup } })).rejects.toBeInstanceOf(ConflictError);
    const missing = (await s.client.distributionGroups.get(group(s, 'Nobody')).catch((e: unknown) => e)) as NotFoundError;
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.body).toEqual({ error: { code: 'NotFound', message: 'No distribution group Nobody' } });
    const other = await s.client.distributionGroups.create({ ...s.app, body: { name: distributionIds.iosGroup } });
    expect(other.name).toBe(distributionIds.iosGroup);
  });

  it('resends invitations only to people invited who have not joined', async () => {
    await expect(s.client.distributionGroups.resendInvite({ ...beta(s), body: { user_emails: ['ana@example.com'] } })).rejects.toMatchObject({ status: 400 });
    expect(s.fake.state.members.sent).toEqual([]);
  });

  it('lets a read-only token list members but not change them', async () => {
    const viewer = s.clientWith({ apiKey: s.fake.ids.viewerKey });
    expect((await viewer.distributionGroups.listMembers(beta(s))).length).toBe(2);
    await expect(viewer.distributionGroups.removeMembers({ ...beta(s), body: { user_emails: ['ana@example.com'] } })).rejects.toBeInstanceOf(PermissionDeniedError);
    expect((await s.client.distributionGroups.listMembers(beta(s))).length).toBe(2);
  });
});
