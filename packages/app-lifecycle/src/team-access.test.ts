import { NotFoundError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { fakeIds } from './testing/constants.js';
import { useSetup } from './test-support/setup.js';

describe('flow: invite a member to an organisation and give them an app through a team', () => {
  const s = useSetup();

  it('lets the invited member read the app while in the team, and not once removed from it', async () => {
    const admin = s.client;
    const org = { orgName: fakeIds.org };
    const orgApp = { ownerName: fakeIds.org, appName: fakeIds.orgAppName };
    const member = s.clientWith({ apiKey: fakeIds.memberKey });
    const memberEmail = (await member.user.get()).email;

    await admin.orgInvitations.create({ ...org, body: { user_email: memberEmail, role: 'member' } });
    expect((await admin.orgInvitations.list(org)).map((i) => i.email)).toEqual([memberEmail]);
    const [mail] = s.fake.state.people.outbox.list((m) => m.to === memberEmail);
    await member.orgInvitations.accept({ invitationToken: mail!.token });
    expect((await admin.orgMembers.get({ ...org, userName: fakeIds.member })).role).toBe('member');
    expect(await admin.orgInvitations.list(org)).toEqual([]);
    await expect(member.apps.get(orgApp)).rejects.toBeInstanceOf(NotFoundError);

    const team = await admin.teams.create({ ...org, body: { display_name: 'Release crew' } });
    const teamRef = { ...org, teamName: team.name };
    await admin.teams.addUser({ ...teamRef, body: { user_email: memberEmail } });
    await admin.teams.addApp({ ...teamRef, body: { name: fakeIds.orgAppName } });

    const app = await member.apps.get(orgApp);
    expect(app).toMatchObject({ name: fakeIds.orgAppName, owner: { name: fakeIds.org, type: 'org' } });
    expect((await member.apps.list()).map((a) => a.name)).toEqual([fakeIds.orgAppName]);
    expect((await member.organizations.listApps(org)).map((a) => a.name)).toEqual([fakeIds.orgAppName]);

    await admin.teams.removeUser({ ...teamRef, userName: fakeIds.member });
    await expect(member.apps.get(orgApp)).rejects.toBeInstanceOf(NotFoundError);
    expect(await member.apps.list()).toEqual([]);
    expect((await member.organizations.get(org)).name).toBe(fakeIds.org);
  });
});
