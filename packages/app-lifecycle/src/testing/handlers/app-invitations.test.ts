import { ConflictError, NotFoundError, PermissionDeniedError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSetup, type Setup } from '../../test-support/setup.js';

const ana = 'ana@example.com';
const asMember = (s: Setup) => s.clientWith({ apiKey: s.fake.ids.memberKey });
const invite = (s: Setup, email = ana) => s.client.appInvitations.create({ ...s.app, body: { user_email: email } });
const tokenOf = (s: Setup, email = ana) => s.fake.state.members.tokenFor(email)!;

describe('fake app invitations and collaborators', () => {
  const s = useSetup();

  it('refuses before sending when the client knows its token is an app token', async () => {
    const appToken = await s.client.appTokens.create({ ...s.app, body: { description: 'ci' } });
    const asApp = s.clientWith({ apiKey: undefined, appApiKey: appToken.api_token });
    const before = s.fake.requestCount();
    const error = await asApp.appInvitations.create({ ...s.app, body: { user_email: ana } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ValidationError', field: 'auth', message: expect.stringContaining('needs a credential of kind userApiToken; the client has appApiToken') });
    expect(String(error)).not.toContain(appToken.api_token);
    const at = { ...s.app, userEmail: ana };
    await expect(asApp.appInvitations.updatePermissions({ ...at, body: { permissions: ['viewer'] } })).rejects.toMatchObject({ field: 'auth' });
    await expect(asApp.appInvitations.delete(at)).rejects.toMatchObject({ field: 'auth' });
    await expect(asApp.appInvitations.createByEmail(at)).rejects.toMatchObject({ field: 'auth' });
    expect(s.fake.requestCount()).toBe(before);
    expect(await asApp.appInvitations.list(s.app)).toEqual([]);
  });

  it('lets the invited user in with the permissions of the invitation once they accept with its token', async () => {
    await expect(asMember(s).apps.get(s.app)).rejects.toBeInstanceOf(NotFoundError);
    await invite(s);
    await s.client.appInvitations.updatePermissions({ ...s.app, userEmail: ana, body: { permissions: ['manager'] } });
    await expect(asMember(s).apps.get(s.app)).rejects.toBeInstanceOf(NotFoundError);
    await asMember(s).appInvitations.accept({ invitationToken: tokenOf(s) });
    expect((await asMember(s).apps.list()).map((a) => a.name)).toEqual([s.fake.ids.appName]);
    expect((await s.client.appUsers.list(s.app)).map((u) => [u.email, u.permissions])).toEqual([
      ['owner@example.com', ['manager']],
      [ana, ['manager']],
    ]);
    await expect(asMember(s).appInvitations.accept({ invitationToken: tokenOf(s) })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lets a collaborator invited as a viewer read the app but change nothing of it', async () => {
    await invite(s);
    await s.client.appInvitations.updatePermissions({ ...s.app, userEmail: ana, body: { permissions: ['viewer'] } });
    await asMember(s).appInvitations.accept({ invitationToken: tokenOf(s) });
    expect((await asMember(s).apps.get(s.app)).name).toBe(s.fake.ids.appName);
    await expect(asMember(s).apps.update({ ...s.app, body: { description: 'mine now' } })).rejects.toMatchObject({ status: 403 });
    await s.client.appUsers.updatePermissions({ ...s.app, userEmail: ana, body: { permissions: ['developer'] } });
    expect((await asMember(s).apps.update({ ...s.app, body: { description: 'shared' } })).description).toBe('shared');
  });

  it('lets only the invited user answer an invitation, and never shows its token', async () => {
    await invite(s);
    const token = tokenOf(s);
    const outsider = s.clientWith({ apiKey: s.fake.ids.outsiderKey, logLevel: 'debug' });
    const error = (await outsider.appInvitations.accept({ invitationToken: token }).catch((e: unknown) => e)) as PermissionDeniedError;
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error.body).toEqual({ error: { code: 'Forbidden', message: 'This invitation was sent to someone else' } });
    expect(String(error)).not.toContain(token);
    expect(JSON.stringify(error)).not.toContain(token);
    expect(s.log.lines.length).toBeGreaterThan(0);
    expect(s.log.text()).not.toContain(token);
    await expect(outsider.appInvitations.reject({ invitationToken: token })).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(asMember(s).appInvitations.accept({ invitationToken: 'f'.repeat(40) })).rejects.toBeInstanceOf(NotFoundError);
    expect((await s.client.appInvitations.list(s.app)).map((i) => i.email)).toEqual([ana]);
  });

  it('refuses to invite the owner, a collaborator, someone invited already, or no address', async () => {
    await expect(invite(s, 'owner@example.com')).rejects.toBeInstanceOf(ConflictError);
    await invite(s);
    await expect(invite(s, 'ANA@example.com')).rejects.toBeInstanceOf(ConflictError);
    await asMember(s).appInvitations.accept({ invitationToken: tokenOf(s) });
    await expect(invite(s)).rejects.toBeInstanceOf(ConflictError);
    await expect(invite(s, 'not-an-address')).rejects.toMatchObject({ status: 400, code: 'BadRequest' });
    expect(s.fake.state.members.sent.map((m) => m.to)).toEqual([ana]);
  });

  it('lets a collaborator manage people only with the manager permission', async () => {
    await invite(s);
    await asMember(s).appInvitations.accept({ invitationToken: tokenOf(s) });
    const member = asMember(s);
    await expect(member.appInvitations.create({ ...s.app, body: { user_email: 'ben@example.com' } })).rejects.toBeInstanceOf(PermissionDeniedError);
    await expect(member.appUsers.remove({ ...s.app, userEmail: ana })).rejects.toBeInstanceOf(PermissionDeniedError);
    await s.client.appUsers.updatePermissions({ ...s.app, userEmail: ana, body: { permissions: ['manager'] } });
    await member.appInvitations.create({ ...s.app, body: { user_email: 'ben@example.com' } });
    expect((await member.appInvitations.list(s.app)).map((i) => [i.email, i.invited_by.name])).toEqual([['ben@example.com', s.fake.ids.member]]);
  });

  it("keeps the owner: their permissions cannot change and they cannot be removed", async () => {
    await expect(s.client.appUsers.remove({ ...s.app, userEmail: 'owner@example.com' })).rejects.toMatchObject({ status: 400 });
    await expect(s.client.appUsers.updatePermissions({ ...s.app, userEmail: 'owner@example.com', body: { permissions: ['viewer'] } })).rejects.toMatchObject({ status: 400 });
    await expect(s.client.appUsers.remove({ ...s.app, userEmail: 'ben@example.com' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('forgets a withdrawn or rejected invitation: its token no longer works', async () => {
    await invite(s);
    const first = tokenOf(s);
    await s.client.appInvitations.delete({ ...s.app, userEmail: ana });
    await expect(asMember(s).appInvitations.accept({ invitationToken: first })).rejects.toBeInstanceOf(NotFoundError);
    await invite(s);
    await asMember(s).appInvitations.reject({ invitationToken: tokenOf(s) });
    await expect(asMember(s).appInvitations.accept({ invitationToken: tokenOf(s) })).rejects.toBeInstanceOf(NotFoundError);
    await expect(asMember(s).apps.get(s.app)).rejects.toBeInstanceOf(NotFoundError);
  });
});
