import { NotFoundError, PermissionDeniedError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { joinedMember } from '../../test-support/org-cases.js';
import { useSetup } from '../../test-support/setup.js';

describe('fake teams: their users reach the apps they were given, with their permissions', () => {
  const s = useSetup();
  const org = () => ({ orgName: s.fake.ids.org });
  const team = () => ({ ...org(), teamName: 'mobile' });
  const orgApp = () => ({ ownerName: s.fake.ids.org, appName: s.fake.ids.orgAppName });
  const withAnaInTeam = async () => {
    const member = await joinedMember(s);
    await s.client.teams.create({ ...org(), body: { display_name: 'Mobile', name: 'mobile' } });
    await s.client.teams.addUser({ ...team(), body: { user_email: 'ana@example.com' } });
    await s.client.teams.addApp({ ...team(), body: { name: s.fake.ids.orgAppName } });
    return member;
  };

  it('lets a team user manage an app given as manager, only read one given as viewer, and lose it with the team', async () => {
    const member = await withAnaInTeam();
    expect((await member.apps.update({ ...orgApp(), body: { description: 'by Ana' } })).description).toBe('by Ana');
    await s.client.teams.updateAppPermissions({ ...team(), appName: s.fake.ids.orgAppName, body: { permissions: ['viewer'] } });
    expect((await member.apps.get(orgApp())).description).toBe('by Ana');
    const refused = await member.apps.update({ ...orgApp(), body: { description: 'again' } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PermissionDeniedError);
    expect(refused).toMatchObject({ body: { error: { code: 'Forbidden', message: `${s.fake.ids.member} may only view ${s.fake.ids.orgAppName}` } } });
    expect((await member.teams.listForApp(orgApp())).map((t) => [t.name, t.permissions])).toEqual([['mobile', ['viewer']]]);
    await s.client.teams.delete(team());
    await expect(member.apps.get(orgApp())).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lets only admins and the team maintainers change a team', async () => {
    const member = await withAnaInTeam();
    await expect(member.teams.addApp({ ...team(), body: { name: 'anything' } })).rejects.toMatchObject({ status: 403 });
    await expect(member.teams.update({ ...team(), body: { display_name: 'Ana team' } })).rejects.toMatchObject({ status: 403 });
    await expect(member.teams.create({ ...org(), body: { display_name: 'Own' } })).rejects.toMatchObject({ status: 403 });
    expect((await member.teams.listUsers(team())).map((u) => [u.name, u.role])).toEqual([
      [s.fake.ids.owner, 'maintainer'],
      [s.fake.ids.member, 'collaborator'],
    ]);
  });

  it('takes only users and apps of the organisation, each once, and answers 404 for what the team lacks', async () => {
    await s.client.teams.create({ ...org(), body: { display_name: 'Mobile', name: 'mobile' } });
    await expect(s.client.teams.addUser({ ...team(), body: { user_email: 'ben@example.com' } })).rejects.toMatchObject({ status: 404, body: { error: { code: 'NotFound' } } });
    await expect(s.client.teams.addApp({ ...team(), body: { name: s.fake.ids.appName } })).rejects.toMatchObject({ status: 404 });
    await s.client.teams.addApp({ ...team(), body: { name: s.fake.ids.orgAppName } });
    await expect(s.client.teams.addApp({ ...team(), body: { name: s.fake.ids.orgAppName } })).rejects.toMatchObject({ status: 409 });
    await expect(s.client.teams.create({ ...org(), body: { display_name: 'Again', name: 'mobile' } })).rejects.toMatchObject({ status: 409 });
    await expect(s.client.teams.removeUser({ ...team(), userName: s.fake.ids.outsider })).rejects.toMatchObject({ status: 404 });
    await expect(s.client.teams.removeApp({ ...team(), appName: 'nope' })).rejects.toMatchObject({ status: 404 });
    await expect(s.client.teams.get({ ...org(), teamName: 'nope' })).rejects.toMatchObject({ status: 404 });
  });

  it('drops a user from the teams of an organisation they leave, and an app from the teams when it moves away', async () => {
    const member = await withAnaInTeam();
    await s.client.orgMembers.remove({ ...org(), userName: s.fake.ids.member });
    expect((await s.client.teams.listUsers(team())).map((u) => u.name)).toEqual([s.fake.ids.owner]);
    await expect(member.apps.get(orgApp())).rejects.toBeInstanceOf(NotFoundError);
    await s.client.apps.transfer({ ...orgApp(), destinationOwnerName: s.fake.ids.owner });
    expect(await s.client.teams.listApps(team())).toEqual([]);
  });

  it('answers no teams for an app of a user', async () => {
    expect(await s.client.teams.listForApp(s.app)).toEqual([]);
  });
});
