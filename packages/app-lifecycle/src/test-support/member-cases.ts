/**
 * Test support (not shipped): the per-operation cases of the people of apps and organisations (distribution
 * groups and their members, shared groups, app users and testers, app invitations), for `operations.test.ts`.
 */
import { NotFoundError } from '@org/http-core';
import { expect } from 'vitest';
import { distributionIds } from '../testing/index.js';
import type { Setup } from './setup.js';

type Case = (s: Setup) => Promise<void>;

const ana = 'ana@example.com';
const group = (s: Setup, name: string) => ({ ...s.app, distributionGroupName: name });
const beta = (s: Setup) => group(s, distributionIds.betaGroup);
const emails = (list: ReadonlyArray<{ email: string }>) => list.map((m) => m.email).sort();
const asMember = (s: Setup) => s.clientWith({ apiKey: s.fake.ids.memberKey });
const org = (s: Setup) => ({ orgName: s.fake.ids.org });
const orgApp = (s: Setup) => s.fake.state.findApp(s.fake.ids.org, s.fake.ids.orgAppName)!;
/** Creates the shared group `Partners` of the seeded organisation. */
const partners = async (s: Setup, apps: string[] = []) => {
  await s.client.orgDistributionGroups.create({ ...org(s), body: { name: 'Partners' } });
  const named = { ...org(s), distributionGroupName: 'Partners' };
  if (apps.length > 0) await s.client.orgDistributionGroups.addApps({ ...named, body: { apps: apps.map((name) => ({ name })) } });
  return named;
};
/** Ana, invited by the owner to the seeded app and accepted: a collaborator. */
const collaborate = async (s: Setup) => {
  await s.client.appInvitations.create({ ...s.app, body: { user_email: ana } });
  await asMember(s).appInvitations.accept({ invitationToken: s.fake.state.members.tokenFor(ana)! });
};

export const memberCases: Record<string, Case> = {
  'distributionGroups.list': async (s) => {
    const groups = await s.client.distributionGroups.list(s.app);
    expect(groups.map((g) => g.name).sort()).toEqual([distributionIds.betaGroup, distributionIds.collaboratorsGroup, distributionIds.publicGroup].sort());
    expect(groups.find((g) => g.name === distributionIds.publicGroup)).toMatchObject({ is_public: true, origin: 'appcenter' });
  },
  'distributionGroups.create': async (s) => {
    const created = await s.client.distributionGroups.create({ ...s.app, body: { name: 'Design', display_name: 'Design team' } });
    expect(created).toMatchObject({ name: 'Design', display_name: 'Design team', is_public: false });
    expect((await s.client.distributionGroups.list(s.app)).map((g) => g.id)).toContain(created.id);
  },
  'distributionGroups.get': async (s) => {
    const seeded = s.fake.state.distribution.groupsOf(s.seeded.appId).find((g) => g.name === distributionIds.betaGroup)!;
    expect(await s.client.distributionGroups.get(beta(s))).toMatchObject({ id: seeded.id, name: distributionIds.betaGroup, is_public: false });
  },
  'distributionGroups.update': async (s) => {
    const updated = await s.client.distributionGroups.update({ ...group(s, distributionIds.collaboratorsGroup), body: { name: 'Partners', is_public: true } });
    expect(updated).toMatchObject({ name: 'Partners', is_public: true });
    expect((await s.client.distributionGroups.get(group(s, 'Partners'))).id).toBe(updated.id);
  },
  'distributionGroups.delete': async (s) => {
    await s.client.distributionGroups.delete(group(s, distributionIds.collaboratorsGroup));
    await expect(s.client.distributionGroups.get(group(s, distributionIds.collaboratorsGroup))).rejects.toBeInstanceOf(NotFoundError);
    expect(s.fake.state.distribution.releases.get(`${s.seeded.appId}/2`)!.groups).toEqual([]);
  },
  'distributionGroups.listMembers': async (s) => {
    expect(emails(await s.client.distributionGroups.listMembers(beta(s)))).toEqual([ana, 'owner@example.com']);
  },
  'distributionGroups.addMembers': async (s) => {
    const results = await s.client.distributionGroups.addMembers({ ...beta(s), body: { user_emails: ['carol@example.com', ana, 'not-an-address'] } });
    expect(results.map((r) => [r.user_email, r.status])).toEqual([['carol@example.com', 200], [ana, 409], ['not-an-address', 400]]);
    expect((await s.client.distributionGroups.listMembers(beta(s))).find((m) => m.email === 'carol@example.com')).toMatchObject({ invite_pending: true });
    expect(emails(await s.client.distributionGroups.listMembers({ ...beta(s), excludePendingInvitations: true }))).toEqual([ana, 'owner@example.com']);
  },
  'distributionGroups.removeMembers': async (s) => {
    const results = await s.client.distributionGroups.removeMembers({ ...beta(s), body: { user_emails: [ana, 'zed@example.com'] } });
    expect(results.map((r) => [r.user_email, r.status])).toEqual([[ana, 200], ['zed@example.com', 404]]);
    expect(emails(await s.client.distributionGroups.listMembers(beta(s)))).toEqual(['owner@example.com']);
  },
  'distributionGroups.resendInvite': async (s) => {
    await s.client.distributionGroups.addMembers({ ...beta(s), body: { user_emails: ['carol@example.com'] } });
    await s.client.distributionGroups.resendInvite({ ...beta(s), body: { user_emails: ['carol@example.com'] } });
    expect(s.fake.state.members.sent.filter((m) => m.to === 'carol@example.com').map((m) => m.subject)).toEqual([distributionIds.betaGroup, distributionIds.betaGroup]);
  },
  'distributionGroups.acceptInvitations': async (s) => {
    const collaborators = group(s, distributionIds.collaboratorsGroup);
    await s.client.distributionGroups.addMembers({ ...collaborators, body: { user_emails: [ana] } });
    await asMember(s).distributionGroups.acceptInvitations();
    expect(emails(await s.client.distributionGroups.listMembers({ ...collaborators, excludePendingInvitations: true }))).toEqual([ana, 'ben@example.com']);
  },
  'orgDistributionGroups.list': async (s) => {
    expect(await s.client.orgDistributionGroups.list(org(s))).toEqual([]);
    await partners(s);
    expect((await s.client.orgDistributionGroups.list(org(s))).map((g) => g.name)).toEqual(['Partners']);
  },
  'orgDistributionGroups.create': async (s) => {
    expect(await s.client.orgDistributionGroups.create({ ...org(s), body: { name: 'Partners', display_name: 'Our partners' } })).toMatchObject({
      name: 'Partners',
      display_name: 'Our partners',
      is_public: false,
      origin: 'appcenter',
    });
  },
  'orgDistributionGroups.get': async (s) => {
    expect((await s.client.orgDistributionGroups.get(await partners(s))).name).toBe('Partners');
  },
  'orgDistributionGroups.update': async (s) => {
    const named = await partners(s);
    expect(await s.client.orgDistributionGroups.update({ ...named, body: { name: 'Resellers', is_public: true } })).toMatchObject({ name: 'Resellers', is_public: true });
    expect((await s.client.orgDistributionGroups.get({ ...named, distributionGroupName: 'Resellers' })).is_public).toBe(true);
  },
  'orgDistributionGroups.delete': async (s) => {
    const named = await partners(s);
    await s.client.orgDistributionGroups.delete(named);
    await expect(s.client.orgDistributionGroups.get(named)).rejects.toBeInstanceOf(NotFoundError);
  },
  'orgDistributionGroups.listApps': async (s) => {
    const named = await partners(s, [s.fake.ids.orgAppName]);
    expect((await s.client.orgDistributionGroups.listApps(named)).map((a) => a.id)).toEqual([orgApp(s).id]);
  },
  'orgDistributionGroups.addApps': async (s) => {
    const named = await partners(s);
    await s.client.orgDistributionGroups.addApps({ ...named, body: { apps: [{ name: s.fake.ids.orgAppName }] } });
    expect((await s.client.orgDistributionGroups.listApps(named)).map((a) => a.name)).toEqual([s.fake.ids.orgAppName]);
  },
  'orgDistributionGroups.removeApps': async (s) => {
    const named = await partners(s, [s.fake.ids.orgAppName]);
    await s.client.orgDistributionGroups.removeApps({ ...named, body: { apps: [{ name: s.fake.ids.orgAppName }] } });
    expect(await s.client.orgDistributionGroups.listApps(named)).toEqual([]);
  },
  'orgDistributionGroups.listMembers': async (s) => {
    const named = await partners(s);
    await s.client.orgDistributionGroups.addMembers({ ...named, body: { user_emails: [ana] } });
    expect(await s.client.orgDistributionGroups.listMembers(named)).toEqual([expect.objectContaining({ email: ana, name: s.fake.ids.member, invite_pending: true })]);
  },
  'orgDistributionGroups.addMembers': async (s) => {
    const named = await partners(s);
    const results = await s.client.orgDistributionGroups.addMembers({ ...named, body: { user_emails: [ana, ana] } });
    expect(results.map((r) => r.status)).toEqual([200, 409]);
  },
  'orgDistributionGroups.removeMembers': async (s) => {
    const named = await partners(s);
    await s.client.orgDistributionGroups.addMembers({ ...named, body: { user_emails: [ana] } });
    await s.client.orgDistributionGroups.removeMembers({ ...named, body: { user_emails: [ana] } });
    expect(await s.client.orgDistributionGroups.listMembers(named)).toEqual([]);
  },
  'orgDistributionGroups.resendInvite': async (s) => {
    const named = await partners(s);
    await s.client.orgDistributionGroups.addMembers({ ...named, body: { user_emails: [ana] } });
    await s.client.orgDistributionGroups.resendInvite({ ...named, body: { user_emails: [ana] } });
    expect(s.fake.state.members.sent.filter((m) => m.to === ana)).toHaveLength(2);
  },
  'orgDistributionGroups.listDetails': async (s) => {
    const named = await partners(s, [s.fake.ids.orgAppName]);
    await s.client.orgDistributionGroups.addMembers({ ...named, body: { user_emails: [ana] } });
    await asMember(s).distributionGroups.acceptInvitations();
    const [details] = await s.client.orgDistributionGroups.listDetails(org(s));
    expect(details).toMatchObject({ name: 'Partners', total_apps_count: 1, total_users_count: 1 });
    expect(details!.apps?.map((a) => a.name)).toEqual([s.fake.ids.orgAppName]);
    expect((await s.client.orgDistributionGroups.listDetails({ ...org(s), appsLimit: 0 }))[0]!.apps).toEqual([]);
  },
  'appUsers.list': async (s) => {
    expect(await s.client.appUsers.list(s.app)).toEqual([expect.objectContaining({ name: s.fake.ids.owner, email: 'owner@example.com', permissions: ['manager'] })]);
  },
  'appUsers.listTesters': async (s) => {
    expect(emails(await s.client.appUsers.listTesters(s.app))).toEqual([ana, 'ben@example.com', 'owner@example.com']);
  },
  'appUsers.updatePermissions': async (s) => {
    await collaborate(s);
    await s.client.appUsers.updatePermissions({ ...s.app, userEmail: ana, body: { permissions: ['viewer'] } });
    expect((await s.client.appUsers.list(s.app)).find((u) => u.email === ana)?.permissions).toEqual(['viewer']);
  },
  'appUsers.remove': async (s) => {
    await collaborate(s);
    expect((await asMember(s).apps.get(s.app)).name).toBe(s.fake.ids.appName);
    await s.client.appUsers.remove({ ...s.app, userEmail: ana });
    await expect(asMember(s).apps.get(s.app)).rejects.toBeInstanceOf(NotFoundError);
  },
  'appInvitations.list': async (s) => {
    await s.client.appInvitations.create({ ...s.app, body: { user_email: ana } });
    const [invitation, ...rest] = await s.client.appInvitations.list(s.app);
    expect(rest).toEqual([]);
    expect(invitation).toMatchObject({ email: ana, permissions: ['developer'], is_existing_user: true, invited_by: { name: s.fake.ids.owner }, app: { id: s.seeded.appId } });
  },
  'appInvitations.create': async (s) => {
    await s.client.appInvitations.create({ ...s.app, body: { user_email: 'carol@example.com', role: 'collaborator' } });
    expect(s.fake.state.members.sent.at(-1)).toMatchObject({ to: 'carol@example.com', kind: 'app', subject: `${s.fake.ids.owner}/${s.fake.ids.appName}` });
    expect(s.fake.state.members.tokenFor('carol@example.com')).toMatch(/^[0-9a-f]{40}$/);
  },
  'appInvitations.updatePermissions': async (s) => {
    await s.client.appInvitations.create({ ...s.app, body: { user_email: ana } });
    await s.client.appInvitations.updatePermissions({ ...s.app, userEmail: ana, body: { permissions: ['manager'] } });
    expect((await s.client.appInvitations.list(s.app))[0]!.permissions).toEqual(['manager']);
  },
  'appInvitations.delete': async (s) => {
    await s.client.appInvitations.create({ ...s.app, body: { user_email: ana } });
    await s.client.appInvitations.delete({ ...s.app, userEmail: ana });
    expect(await s.client.appInvitations.list(s.app)).toEqual([]);
  },
  'appInvitations.createByEmail': async (s) => {
    await s.client.appInvitations.createByEmail({ ...s.app, userEmail: ana });
    expect((await s.client.appInvitations.list(s.app)).map((i) => i.email)).toEqual([ana]);
  },
  'appInvitations.accept': async (s) => {
    await collaborate(s);
    expect((await asMember(s).apps.get(s.app)).id).toBe(s.seeded.appId);
    expect(await s.client.appInvitations.list(s.app)).toEqual([]);
  },
  'appInvitations.reject': async (s) => {
    await s.client.appInvitations.create({ ...s.app, body: { user_email: ana } });
    await asMember(s).appInvitations.reject({ invitationToken: s.fake.state.members.tokenFor(ana)! });
    expect(await s.client.appInvitations.list(s.app)).toEqual([]);
    await expect(asMember(s).apps.get(s.app)).rejects.toBeInstanceOf(NotFoundError);
  },
};
