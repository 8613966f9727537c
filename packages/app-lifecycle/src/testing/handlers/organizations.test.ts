import { NotFoundError, PermissionDeniedError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { joinedMember } from '../../test-support/org-cases.js';
import { useSetup } from '../../test-support/setup.js';

describe('fake organisations and their users: roles decide who may do what', () => {
  const s = useSetup();
  const org = () => ({ orgName: s.fake.ids.org });
  const orgApp = () => ({ ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName });

  it('hides an organisation from those outside it, app tokens included, as if it did not exist', async () => {
    const outsider = s.clientWith({ apiKey: s.fake.ids.outsiderKey });
    await expect(outsider.organizations.get(org())).rejects.toMatchObject({ status: 404, body: { error: { code: 'NotFound', message: `No organization ${s.fake.ids.org}` } } });
    await expect(outsider.orgMembers.list(org())).rejects.toBeInstanceOf(NotFoundError);
    expect(await outsider.organizations.list()).toEqual([]);
    const asApp = s.clientWith({ apiKey: s.fake.ids.viewerKey });
    await expect(asApp.organizations.get(org())).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lets a member read the organisation but not change it, nor reach its apps without a team', async () => {
    const member = await joinedMember(s);
    expect((await member.organizations.get(org())).name).toBe(s.fake.ids.org);
    expect((await member.orgMembers.list(org())).map((m) => [m.name, m.role])).toEqual([
      [s.fake.ids.owner, 'admin'],
      [s.fake.ids.member, 'member'],
    ]);
    const refused = await member.organizations.update({ ...org(), body: { display_name: 'Mine now' } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PermissionDeniedError);
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'Forbidden' } } });
    await expect(member.organizations.createApp({ ...org(), body: { display_name: 'X', os: 'iOS', platform: 'Objective-C-Swift' } })).rejects.toMatchObject({ status: 403 });
    await expect(member.orgInvitations.create({ ...org(), body: { user_email: 'ben@example.com' } })).rejects.toMatchObject({ status: 403 });
    expect(await member.organizations.listApps(org())).toEqual([]);
    await expect(member.apps.get(orgApp())).rejects.toBeInstanceOf(NotFoundError);
    expect(await member.organizations.listAdministered()).toEqual({ organizations: [] });
  });

  it('lets a collaborator create apps and manage every app of the organisation, but not its users', async () => {
    const collaborator = await joinedMember(s, 'collaborator');
    expect((await collaborator.apps.get(orgApp())).name).toBe(s.fake.ids.orgAppName);
    const made = await collaborator.organizations.createApp({ ...org(), body: { display_name: 'Team Tool', os: 'Android', platform: 'Java' } });
    expect(made.owner).toMatchObject({ name: s.fake.ids.org, type: 'org' });
    expect((await s.client.organizations.listApps(org())).map((a) => a.name)).toEqual([s.fake.ids.orgAppName, 'Team-Tool']);
    await expect(collaborator.orgMembers.updateRole({ ...org(), userName: s.fake.ids.owner, body: { role: 'member' } })).rejects.toMatchObject({ status: 403 });
    expect((await collaborator.orgMembers.listApps({ ...org(), userName: s.fake.ids.member })).map((a) => a.name)).toEqual([s.fake.ids.orgAppName, 'Team-Tool']);
  });

  it('makes a promoted user an admin, and keeps at least one admin', async () => {
    await joinedMember(s);
    await s.client.orgMembers.updateRole({ ...org(), userName: s.fake.ids.member, body: { role: 'admin' } });
    const member = s.clientWith({ apiKey: s.fake.ids.memberKey });
    expect((await member.organizations.listAdministered()).organizations.map((o) => o.name)).toEqual([s.fake.ids.org]);
    await member.orgMembers.updateRole({ ...org(), userName: s.fake.ids.owner, body: { role: 'member' } });
    await expect(member.orgMembers.updateRole({ ...org(), userName: s.fake.ids.member, body: { role: 'member' } })).rejects.toMatchObject({
      status: 400,
      body: { error: { code: 'BadRequest', message: 'An organization needs at least one admin' } },
    });
    await expect(member.orgMembers.remove({ ...org(), userName: s.fake.ids.member })).rejects.toMatchObject({ status: 400 });
    await expect(s.client.orgMembers.remove({ ...org(), userName: s.fake.ids.member })).rejects.toMatchObject({ status: 403 });
  });

  it('lets a user leave an organisation, and answers 404 for a user not in it', async () => {
    const member = await joinedMember(s);
    await member.orgMembers.remove({ ...org(), userName: s.fake.ids.member });
    await expect(member.organizations.get(org())).rejects.toBeInstanceOf(NotFoundError);
    await expect(s.client.orgMembers.get({ ...org(), userName: s.fake.ids.member })).rejects.toMatchObject({ status: 404 });
    await expect(s.client.orgMembers.listApps({ ...org(), userName: s.fake.ids.outsider })).rejects.toMatchObject({ status: 404 });
  });

  it('keeps organisation names unique among organisations and users, and well formed', async () => {
    await expect(s.client.organizations.create({ body: { name: s.fake.ids.org } })).rejects.toMatchObject({ status: 409, body: { error: { code: 'Conflict' } } });
    await expect(s.client.organizations.create({ body: { name: s.fake.ids.member } })).rejects.toMatchObject({ status: 409 });
    await expect(s.client.organizations.create({ body: { name: 'no spaces' } })).rejects.toMatchObject({ status: 400 });
    await expect(s.client.organizations.create({ body: {} })).rejects.toMatchObject({ status: 400 });
    const made = await s.client.organizations.create({ body: { name: 'solo' } });
    expect(made).toMatchObject({ name: 'solo', display_name: 'solo' });
    expect((await s.client.organizations.list()).map((o) => o.name)).toEqual([s.fake.ids.org, 'solo']);
  });

  it('deletes an organisation with its apps, teams and invitations', async () => {
    await s.client.teams.create({ ...org(), body: { display_name: 'Mobile' } });
    await s.client.orgInvitations.create({ ...org(), body: { user_email: 'ana@example.com' } });
    await s.client.organizations.delete(org());
    expect(s.fake.state.findApp(s.fake.ids.org, s.fake.ids.orgAppName)).toBeUndefined();
    expect(s.fake.state.people.teams.size).toBe(0);
    expect(s.fake.state.people.invitations.size).toBe(0);
    expect(await s.client.organizations.listAdministered()).toEqual({ organizations: [] });
    await expect(s.client.apps.get(orgApp())).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lists the organisation testers, one entry per user', async () => {
    await joinedMember(s);
    expect(await s.client.orgMembers.listTesters(org())).toEqual([
      { name: s.fake.ids.owner, email: 'owner@example.com', display_name: 'Test Owner' },
      { name: s.fake.ids.member, email: 'ana@example.com', display_name: 'Ana Tester' },
    ]);
  });

  it('answers the cloud subscriptions of the caller, none for another user, and those linked to an organisation app', async () => {
    expect(await s.clientWith({ apiKey: s.fake.ids.memberKey }).cloudSubscriptions.listForUser()).toEqual([]);
    const [first, second] = s.fake.state.cloudCatalog;
    await s.client.cloudSubscriptions.link({ ...orgApp(), body: { subscription_id: second!.subscription_id } });
    await s.client.cloudSubscriptions.link({ ...s.app, body: { subscription_id: second!.subscription_id } });
    expect(await s.client.cloudSubscriptions.listForOrg(org())).toEqual([second]);
    expect(first).toBeDefined();
  });
});
