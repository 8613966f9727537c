import { ConflictError, NotFoundError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { useSetup, type Setup } from '../../test-support/setup.js';

const org = (s: Setup) => ({ orgName: s.fake.ids.org });
const partners = (s: Setup) => ({ ...org(s), distributionGroupName: 'Partners' });
const orgApp = (s: Setup) => ({ ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName });

describe('fake shared distribution groups of an organisation', () => {
  const s = useSetup();

  it('answers 404 for an organisation the caller does not reach, as for an unknown one', async () => {
    const member = s.clientWith({ apiKey: s.fake.ids.memberKey });
    const error = (await member.orgDistributionGroups.list(org(s)).catch((e: unknown) => e)) as NotFoundError;
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.body).toEqual({ error: { code: 'NotFound', message: `No organization ${s.fake.ids.org}` } });
    await expect(s.client.orgDistributionGroups.list({ orgName: 'no-such-org' })).rejects.toBeInstanceOf(NotFoundError);
    const viewer = s.clientWith({ apiKey: s.fake.ids.viewerKey });
    await expect(viewer.orgDistributionGroups.list(org(s))).rejects.toBeInstanceOf(NotFoundError);
  });

  it('takes only apps of the organisation, and none of a request naming another', async () => {
    await s.client.orgDistributionGroups.create({ ...org(s), body: { name: 'Partners' } });
    const body = { apps: [{ name: s.fake.ids.orgAppName }, { name: s.fake.ids.appName }] };
    await expect(s.client.orgDistributionGroups.addApps({ ...partners(s), body })).rejects.toBeInstanceOf(NotFoundError);
    expect(await s.client.orgDistributionGroups.listApps(partners(s))).toEqual([]);
    await expect(s.client.orgDistributionGroups.create({ ...org(s), body: { name: 'Partners' } })).rejects.toBeInstanceOf(ConflictError);
  });

  it("makes the group's members testers of its apps once they accept, until the app leaves the group", async () => {
    await s.client.orgDistributionGroups.create({ ...org(s), body: { name: 'Partners' } });
    await s.client.orgDistributionGroups.addApps({ ...partners(s), body: { apps: [{ name: s.fake.ids.orgAppName }] } });
    await s.client.orgDistributionGroups.addMembers({ ...partners(s), body: { user_emails: ['ben@example.com'] } });
    const testers = async () => (await s.client.appUsers.listTesters(orgApp(s))).map((t) => t.email).sort();
    expect(await testers()).toEqual(['ana@example.com', 'owner@example.com']);
    await s.clientWith({ apiKey: s.fake.ids.outsiderKey }).distributionGroups.acceptInvitations();
    expect(await testers()).toEqual(['ana@example.com', 'ben@example.com', 'owner@example.com']);
    await s.client.orgDistributionGroups.removeApps({ ...partners(s), body: { apps: [{ name: s.fake.ids.orgAppName }] } });
    expect(await testers()).toEqual(['ana@example.com', 'owner@example.com']);
  });

  it("makes the joined members of the organisation's shared groups its testers, with its users, each address once", async () => {
    const testers = async () => (await s.client.orgMembers.listTesters(org(s))).map((t) => t.email);
    expect(await testers()).toEqual(['owner@example.com']);
    await s.client.orgDistributionGroups.create({ ...org(s), body: { name: 'Partners' } });
    await s.client.orgDistributionGroups.create({ ...org(s), body: { name: 'Friends' } });
    await s.client.orgDistributionGroups.addMembers({ ...partners(s), body: { user_emails: ['ben@example.com', 'owner@example.com'] } });
    await s.client.orgDistributionGroups.addMembers({ ...org(s), distributionGroupName: 'Friends', body: { user_emails: ['BEN@example.com'] } });
    expect(await testers()).toEqual(['owner@example.com']);
    await s.clientWith({ apiKey: s.fake.ids.outsiderKey }).distributionGroups.acceptInvitations();
    await s.client.distributionGroups.acceptInvitations();
    const ben = s.fake.state.people.userWithEmail('ben@example.com')!;
    expect(await s.client.orgMembers.listTesters(org(s))).toEqual([
      { name: s.fake.ids.owner, email: 'owner@example.com', display_name: 'Test Owner' },
      { name: ben.name, email: 'ben@example.com', display_name: ben.display_name },
    ]);
  });

  it('takes releases of the apps given to it, reaching its joined members, until the app leaves the group', async () => {
    await s.client.orgDistributionGroups.create({ ...org(s), body: { name: 'Partners' } });
    const { id } = await s.client.orgDistributionGroups.get(partners(s));
    await expect(s.client.releases.addGroup({ ...orgApp(s), releaseId: 1, body: { id } })).rejects.toBeInstanceOf(NotFoundError);
    await s.client.orgDistributionGroups.addApps({ ...partners(s), body: { apps: [{ name: s.fake.ids.orgAppName }] } });
    await s.client.orgDistributionGroups.addMembers({ ...partners(s), body: { user_emails: ['ben@example.com'] } });
    await s.client.releases.addGroup({ ...orgApp(s), releaseId: 1, body: { id } });
    const names = async () => (await s.client.releases.get({ ...orgApp(s), releaseId: 1 })).destinations?.map((d) => d.name);
    expect(await names()).toEqual(['QA', 'Partners']);
    const release = () => s.fake.state.distribution.releases.get(`${s.fake.state.findApp(s.fake.ids.org, s.fake.ids.orgAppName)!.id}/1`)!;
    const ben = s.fake.state.distribution.findTester('ben@example.com')!.id;
    expect(s.fake.state.distribution.reaches(release(), ben)).toBe(false);
    await s.clientWith({ apiKey: s.fake.ids.outsiderKey }).distributionGroups.acceptInvitations();
    expect(s.fake.state.distribution.reaches(release(), ben)).toBe(true);
    await s.client.orgDistributionGroups.removeApps({ ...partners(s), body: { apps: [{ name: s.fake.ids.orgAppName }] } });
    expect(await names()).toEqual(['QA']);
    expect(s.fake.state.distribution.reaches(release(), ben)).toBe(false);
  });

  it('forgets a deleted app in its groups', async () => {
    await s.client.orgDistributionGroups.create({ ...org(s), body: { name: 'Partners' } });
    await s.client.orgDistributionGroups.addApps({ ...partners(s), body: { apps: [{ name: s.fake.ids.orgAppName }] } });
    await s.client.apps.delete(orgApp(s));
    expect(await s.client.orgDistributionGroups.listApps(partners(s))).toEqual([]);
    expect((await s.client.orgDistributionGroups.listDetails(org(s)))[0]).toMatchObject({ total_apps_count: 0 });
  });
});
