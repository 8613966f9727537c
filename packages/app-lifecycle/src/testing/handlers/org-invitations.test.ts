import { NotFoundError, PermissionDeniedError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';

describe('fake organisation invitations: e-mailed tokens the invitee accepts or rejects', () => {
  const s = useSetup();
  const org = () => ({ orgName: s.fake.ids.org });
  const ana = 'ana@example.com';
  const tokenFor = (email: string) => s.fake.state.people.invitationTokenFor(email)!;

  it('sends the invitation as an e-mail carrying the token, which only the invitee can use, once', async () => {
    await s.client.orgInvitations.create({ ...org(), body: { user_email: ana, role: 'collaborator' } });
    const [mail] = s.fake.state.people.outbox.list();
    expect(mail).toMatchObject({ to: ana, kind: 'orgInvitation', orgName: s.fake.ids.org, role: 'collaborator' });
    const ben = s.clientWith({ apiKey: s.fake.ids.outsiderKey });
    await expect(ben.orgInvitations.accept({ invitationToken: mail!.token })).rejects.toBeInstanceOf(NotFoundError);
    const member = s.clientWith({ apiKey: s.fake.ids.memberKey });
    await member.orgInvitations.accept({ invitationToken: mail!.token });
    expect((await s.client.orgMembers.get({ ...org(), userName: s.fake.ids.member })).role).toBe('collaborator');
    await expect(member.orgInvitations.accept({ invitationToken: mail!.token })).rejects.toMatchObject({ status: 404, body: { error: { code: 'NotFound' } } });
    expect(await s.client.orgInvitations.list(org())).toEqual([]);
  });

  it('keeps the token out of errors and logs', async () => {
    await s.client.orgInvitations.create({ ...org(), body: { user_email: ana } });
    const token = tokenFor(ana);
    const ben = s.clientWith({ apiKey: s.fake.ids.outsiderKey });
    const error = await ben.orgInvitations.accept({ invitationToken: token }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(JSON.stringify(error)).not.toContain(token);
    expect(String(error)).not.toContain(token);
    expect(s.log.text()).not.toContain(token);
  });

  it('invalidates the old token when sent again, with the role given', async () => {
    await s.client.orgInvitations.create({ ...org(), body: { user_email: ana } });
    const old = tokenFor(ana);
    await s.client.orgInvitations.resend({ ...org(), email: ana, body: { role: 'admin' } });
    const member = s.clientWith({ apiKey: s.fake.ids.memberKey });
    await expect(member.orgInvitations.accept({ invitationToken: old })).rejects.toMatchObject({ status: 404 });
    await member.orgInvitations.accept({ invitationToken: tokenFor(ana) });
    expect((await s.client.orgMembers.get({ ...org(), userName: s.fake.ids.member })).role).toBe('admin');
  });

  it('refuses to invite someone already in the organisation or already invited, and to change an invitation that is not there', async () => {
    await expect(s.client.orgInvitations.create({ ...org(), body: { user_email: 'owner@example.com' } })).rejects.toMatchObject({ status: 409 });
    await s.client.orgInvitations.create({ ...org(), body: { user_email: ana } });
    await expect(s.client.orgInvitations.create({ ...org(), body: { user_email: 'ANA@example.com' } })).rejects.toMatchObject({ status: 409 });
    await expect(s.client.orgInvitations.update({ ...org(), email: 'ben@example.com', body: { role: 'admin' } })).rejects.toMatchObject({ status: 404 });
    await expect(s.client.orgInvitations.revoke({ ...org(), email: 'ben@example.com' })).rejects.toMatchObject({ status: 404 });
    await expect(s.client.orgInvitations.delete({ ...org(), body: { user_email: 'ben@example.com' } })).rejects.toMatchObject({ status: 404 });
  });

  it('invites people without an account too; their invitation waits, and the sender sees it', async () => {
    await s.client.orgInvitations.create({ ...org(), body: { user_email: 'new@example.com' } });
    expect((await s.client.orgInvitations.list(org())).map((i) => [i.email, i.role])).toEqual([['new@example.com', 'member']]);
    expect((await s.client.user.listSentInvitations()).map((i) => i.organization?.name)).toEqual([s.fake.ids.org]);
    expect(await s.clientWith({ apiKey: s.fake.ids.memberKey }).user.listSentInvitations()).toEqual([]);
  });

  it('refuses an app token where a user answers an invitation', async () => {
    await s.client.orgInvitations.create({ ...org(), body: { user_email: ana } });
    const asApp = s.clientWith({ apiKey: s.fake.ids.viewerKey });
    await expect(asApp.orgInvitations.reject({ invitationToken: tokenFor(ana) })).rejects.toBeInstanceOf(PermissionDeniedError);
    expect(await s.client.orgInvitations.list(org())).toHaveLength(1);
  });
});
