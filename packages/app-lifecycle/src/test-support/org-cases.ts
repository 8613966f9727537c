/**
 * Test support (not shipped): the per-operation cases of organisations, their users, teams and invitations, the
 * caller's profile, cloud subscriptions of a user or organisation and app transfer, for `operations.test.ts`.
 */
import { expect } from 'vitest';
import type { Setup } from './setup.js';

type Case = (s: Setup) => Promise<void>;

const org = (s: Setup) => ({ orgName: s.fake.ids.org });
const orgApp = (s: Setup) => ({ ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName });
const ana = 'ana@example.com';

/** Ana invited to the organisation (as `role`) and joined with the token her e-mail carried; a client of hers. */
export async function joinedMember(s: Setup, role: 'admin' | 'collaborator' | 'member' = 'member') {
  await s.client.orgInvitations.create({ ...org(s), body: { user_email: ana, role } });
  const member = s.clientWith({ apiKey: s.fake.ids.memberKey });
  await member.orgInvitations.accept({ invitationToken: s.fake.state.people.invitationTokenFor(ana)! });
  return member;
}

/** A team `mobile` of the organisation, holding the organisation's app. */
async function teamWithApp(s: Setup) {
  await s.client.teams.create({ ...org(s), body: { display_name: 'Mobile', name: 'mobile' } });
  await s.client.teams.addApp({ ...org(s), teamName: 'mobile', body: { name: s.fake.ids.orgAppName } });
  return { ...org(s), teamName: 'mobile' };
}

export const orgCases: Record<string, Case> = {
  'organizations.list': async (s) => {
    expect(await s.client.organizations.list()).toEqual([{ name: s.fake.ids.org, display_name: 'Test Org', origin: 'appcenter' }]);
  },
  'organizations.create': async (s) => {
    const made = await s.client.organizations.create({ body: { display_name: 'Shop Team' } });
    expect(made).toMatchObject({ name: 'Shop-Team', display_name: 'Shop Team', origin: 'appcenter' });
    expect((await s.client.orgMembers.get({ orgName: made.name, userName: s.fake.ids.owner })).role).toBe('admin');
  },
  'organizations.get': async (s) => {
    expect(await s.client.organizations.get(org(s))).toMatchObject({ name: s.fake.ids.org, display_name: 'Test Org' });
  },
  'organizations.update': async (s) => {
    const renamed = await s.client.organizations.update({ ...org(s), body: { name: 'renamed-org', display_name: 'Renamed' } });
    expect(renamed).toMatchObject({ name: 'renamed-org', display_name: 'Renamed' });
    expect((await s.client.apps.get({ ownerName: 'renamed-org', appName: s.fake.ids.orgAppName })).owner).toMatchObject({ name: 'renamed-org', type: 'org' });
  },
  'organizations.delete': async (s) => {
    await s.client.organizations.delete(org(s));
    await expect(s.client.organizations.get(org(s))).rejects.toMatchObject({ status: 404 });
    expect(s.fake.state.findApp(s.fake.ids.org, s.fake.ids.orgAppName)).toBeUndefined();
  },
  'organizations.setAvatar': async (s) => {
    const updated = await s.client.organizations.setAvatar({ ...org(s), body: { avatar: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }) } });
    expect(updated.avatar_url).toMatch(/logo\.png$/);
    expect(s.fake.state.people.avatars.list()[0]).toMatchObject({ fileName: 'logo.png', type: 'image/png' });
  },
  'organizations.deleteAvatar': async (s) => {
    await s.client.organizations.setAvatar({ ...org(s), body: { avatar: new Uint8Array([1, 2, 3]) } });
    expect((await s.client.organizations.deleteAvatar(org(s))).avatar_url).toBeUndefined();
  },
  'organizations.listApps': async (s) => {
    expect((await s.client.organizations.listApps(org(s))).map((a) => a.name)).toEqual([s.fake.ids.orgAppName]);
  },
  'organizations.createApp': async (s) => {
    const app = await s.client.organizations.createApp({ ...org(s), body: { display_name: 'Org Android', os: 'Android', platform: 'Java' } });
    expect(app).toMatchObject({ name: 'Org-Android', owner: { name: s.fake.ids.org, type: 'org' } });
  },
  'orgMembers.list': async (s) => {
    const members = await s.client.orgMembers.list(org(s));
    expect(members.map((m) => [m.name, m.role])).toEqual([[s.fake.ids.owner, 'admin']]);
  },
  'orgMembers.get': async (s) => {
    await joinedMember(s);
    expect(await s.client.orgMembers.get({ ...org(s), userName: s.fake.ids.member })).toMatchObject({ email: ana, role: 'member', display_name: 'Ana Tester' });
  },
  'orgMembers.updateRole': async (s) => {
    await joinedMember(s);
    expect((await s.client.orgMembers.updateRole({ ...org(s), userName: s.fake.ids.member, body: { role: 'collaborator' } })).role).toBe('collaborator');
  },
  'orgMembers.remove': async (s) => {
    await joinedMember(s);
    await s.client.orgMembers.remove({ ...org(s), userName: s.fake.ids.member });
    expect((await s.client.orgMembers.list(org(s))).map((m) => m.name)).toEqual([s.fake.ids.owner]);
  },
  'orgMembers.listApps': async (s) => {
    await joinedMember(s);
    expect(await s.client.orgMembers.listApps({ ...org(s), userName: s.fake.ids.member })).toEqual([]);
    const team = await teamWithApp(s);
    await s.client.teams.addUser({ ...team, body: { user_email: ana } });
    expect((await s.client.orgMembers.listApps({ ...org(s), userName: s.fake.ids.member })).map((a) => a.name)).toEqual([s.fake.ids.orgAppName]);
  },
  'orgMembers.listTesters': async (s) => {
    await joinedMember(s);
    expect((await s.client.orgMembers.listTesters(org(s))).map((t) => t.email)).toEqual(['owner@example.com', ana]);
  },
  'teams.list': async (s) => {
    expect(await s.client.teams.list(org(s))).toEqual([]);
    await s.client.teams.create({ ...org(s), body: { display_name: 'QA crew' } });
    expect((await s.client.teams.list(org(s))).map((t) => t.name)).toEqual(['QA-crew']);
  },
  'teams.create': async (s) => {
    const team = await s.client.teams.create({ ...org(s), body: { display_name: 'Mobile', name: 'mobile', description: 'Phone apps' } });
    expect(team).toMatchObject({ name: 'mobile', display_name: 'Mobile', description: 'Phone apps', id: expect.any(String) });
  },
  'teams.get': async (s) => {
    await s.client.teams.create({ ...org(s), body: { display_name: 'Mobile', name: 'mobile' } });
    expect(await s.client.teams.get({ ...org(s), teamName: 'mobile' })).toMatchObject({ name: 'mobile', display_name: 'Mobile' });
  },
  'teams.update': async (s) => {
    await s.client.teams.create({ ...org(s), body: { display_name: 'Mobile', name: 'mobile' } });
    expect((await s.client.teams.update({ ...org(s), teamName: 'mobile', body: { display_name: 'Phones' } })).display_name).toBe('Phones');
  },
  'teams.delete': async (s) => {
    await s.client.teams.create({ ...org(s), body: { display_name: 'Mobile', name: 'mobile' } });
    await s.client.teams.delete({ ...org(s), teamName: 'mobile' });
    await expect(s.client.teams.get({ ...org(s), teamName: 'mobile' })).rejects.toMatchObject({ status: 404 });
  },
  'teams.listApps': async (s) => {
    const team = await teamWithApp(s);
    const apps = await s.client.teams.listApps(team);
    expect(apps.map((a) => [a.name, a.team_permissions])).toEqual([[s.fake.ids.orgAppName, ['manager']]]);
  },
  'teams.addApp': async (s) => {
    await s.client.teams.create({ ...org(s), body: { display_name: 'Mobile', name: 'mobile' } });
    const added = await s.client.teams.addApp({ ...org(s), teamName: 'mobile', body: { name: s.fake.ids.orgAppName } });
    expect(added).toMatchObject({ name: s.fake.ids.orgAppName, team_permissions: ['manager'] });
  },
  'teams.updateAppPermissions': async (s) => {
    const team = await teamWithApp(s);
    const updated = await s.client.teams.updateAppPermissions({ ...team, appName: s.fake.ids.orgAppName, body: { permissions: ['viewer'] } });
    expect(updated.team_permissions).toEqual(['viewer']);
  },
  'teams.removeApp': async (s) => {
    const team = await teamWithApp(s);
    await s.client.teams.removeApp({ ...team, appName: s.fake.ids.orgAppName });
    expect(await s.client.teams.listApps(team)).toEqual([]);
  },
  'teams.listUsers': async (s) => {
    await s.client.teams.create({ ...org(s), body: { display_name: 'Mobile', name: 'mobile' } });
    expect(await s.client.teams.listUsers({ ...org(s), teamName: 'mobile' })).toEqual([
      { name: s.fake.ids.owner, display_name: 'Test Owner', email: 'owner@example.com', role: 'maintainer' },
    ]);
  },
  'teams.addUser': async (s) => {
    await joinedMember(s);
    await s.client.teams.create({ ...org(s), body: { display_name: 'Mobile', name: 'mobile' } });
    expect(await s.client.teams.addUser({ ...org(s), teamName: 'mobile', body: { user_email: ana } })).toMatchObject({ name: s.fake.ids.member, role: 'collaborator' });
  },
  'teams.removeUser': async (s) => {
    await joinedMember(s);
    await s.client.teams.create({ ...org(s), body: { display_name: 'Mobile', name: 'mobile' } });
    await s.client.teams.addUser({ ...org(s), teamName: 'mobile', body: { user_email: ana } });
    await s.client.teams.removeUser({ ...org(s), teamName: 'mobile', userName: s.fake.ids.member });
    expect((await s.client.teams.listUsers({ ...org(s), teamName: 'mobile' })).map((u) => u.name)).toEqual([s.fake.ids.owner]);
  },
  'teams.listForApp': async (s) => {
    expect(await s.client.teams.listForApp(orgApp(s))).toEqual([]);
    await teamWithApp(s);
    expect((await s.client.teams.listForApp(orgApp(s))).map((t) => [t.name, t.permissions])).toEqual([['mobile', ['manager']]]);
  },
  'orgInvitations.list': async (s) => {
    await s.client.orgInvitations.create({ ...org(s), body: { user_email: ana, role: 'collaborator' } });
    expect(await s.client.orgInvitations.list(org(s))).toEqual([{ id: expect.any(String), email: ana, role: 'collaborator' }]);
  },
  'orgInvitations.create': async (s) => {
    await s.client.orgInvitations.create({ ...org(s), body: { user_email: ana } });
    expect(s.fake.state.people.outbox.list()).toEqual([expect.objectContaining({ to: ana, orgName: s.fake.ids.org, role: 'member', token: expect.any(String) })]);
  },
  'orgInvitations.delete': async (s) => {
    await s.client.orgInvitations.create({ ...org(s), body: { user_email: ana } });
    await s.client.orgInvitations.delete({ ...org(s), body: { user_email: ana } });
    expect(await s.client.orgInvitations.list(org(s))).toEqual([]);
  },
  'orgInvitations.update': async (s) => {
    await s.client.orgInvitations.create({ ...org(s), body: { user_email: ana } });
    await s.client.orgInvitations.update({ ...org(s), email: ana, body: { role: 'admin' } });
    expect((await s.client.orgInvitations.list(org(s)))[0]!.role).toBe('admin');
  },
  'orgInvitations.resend': async (s) => {
    await s.client.orgInvitations.create({ ...org(s), body: { user_email: ana } });
    const first = s.fake.state.people.invitationTokenFor(ana)!;
    await s.client.orgInvitations.resend({ ...org(s), email: ana });
    const second = s.fake.state.people.invitationTokenFor(ana)!;
    expect(second).not.toBe(first);
    expect(s.fake.state.people.outbox.size).toBe(2);
  },
  'orgInvitations.revoke': async (s) => {
    await s.client.orgInvitations.create({ ...org(s), body: { user_email: ana } });
    await s.client.orgInvitations.revoke({ ...org(s), email: ana });
    expect(await s.client.orgInvitations.list(org(s))).toEqual([]);
  },
  'orgInvitations.accept': async (s) => {
    const member = await joinedMember(s, 'collaborator');
    expect((await member.organizations.get(org(s))).name).toBe(s.fake.ids.org);
    expect((await s.client.orgMembers.get({ ...org(s), userName: s.fake.ids.member })).role).toBe('collaborator');
  },
  'orgInvitations.reject': async (s) => {
    await s.client.orgInvitations.create({ ...org(s), body: { user_email: ana } });
    const member = s.clientWith({ apiKey: s.fake.ids.memberKey });
    await member.orgInvitations.reject({ invitationToken: s.fake.state.people.invitationTokenFor(ana)! });
    expect(await s.client.orgInvitations.list(org(s))).toEqual([]);
    expect(await member.organizations.list()).toEqual([]);
  },
  'user.get': async (s) => {
    expect(await s.client.user.get()).toMatchObject({ name: s.fake.ids.owner, email: 'owner@example.com', display_name: 'Test Owner', id: s.fake.state.user.id });
  },
  'user.update': async (s) => {
    expect((await s.client.user.update({ body: { display_name: 'T. Owner' } })).display_name).toBe('T. Owner');
    expect((await s.client.user.get()).display_name).toBe('T. Owner');
  },
  'user.getMetadata': async (s) => {
    expect(await s.client.user.getMetadata()).toEqual({ userId: s.fake.state.user.id, metadata: {} });
  },
  'user.listServiceConnections': async (s) => {
    expect((await s.client.user.listServiceConnections()).map((c) => c.serviceType)).toEqual(['apple', 'googleplay']);
  },
  'user.listSentInvitations': async (s) => {
    await s.client.orgInvitations.create({ ...org(s), body: { user_email: ana } });
    const sent = await s.client.user.listSentInvitations();
    expect(sent).toEqual([{ invitation_id: expect.any(String), organization: expect.objectContaining({ name: s.fake.ids.org }) }]);
  },
  'cloudSubscriptions.listForUser': async (s) => {
    expect((await s.client.cloudSubscriptions.listForUser()).map((c) => c.subscription_name)).toEqual(['Team billing', 'Sandbox']);
  },
  'cloudSubscriptions.listForOrg': async (s) => {
    expect(await s.client.cloudSubscriptions.listForOrg(org(s))).toEqual([]);
    const id = s.fake.state.cloudCatalog[1]!.subscription_id;
    await s.client.cloudSubscriptions.link({ ...orgApp(s), body: { subscription_id: id } });
    expect((await s.client.cloudSubscriptions.listForOrg(org(s))).map((c) => c.subscription_id)).toEqual([id]);
  },
  'apps.transfer': async (s) => {
    const moved = await s.client.apps.transfer({ ...s.app, destinationOwnerName: s.fake.ids.org });
    expect(moved.owner).toMatchObject({ name: s.fake.ids.org, type: 'org' });
    expect((await s.client.organizations.listApps(org(s))).map((a) => a.name).sort()).toEqual([s.fake.ids.orgAppName, s.fake.ids.appName]);
  },
  'apps.transferToOrg': async (s) => {
    const made = await s.client.apps.transferToOrg(s.app);
    expect(made).toMatchObject({ name: s.fake.ids.appName, display_name: 'Test App' });
    expect((await s.client.apps.get({ ownerName: made.name, appName: s.fake.ids.appName })).owner.type).toBe('org');
  },
};
