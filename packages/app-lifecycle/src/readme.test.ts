/** The tasks the README shows, run against the fake as written there. */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { avatarFile, buildLogText, isApiError, isConflictError, runDeviceTest, watchBuild } from './index.js';
import { useSetup } from './test-support/setup.js';

describe('README tasks', () => {
  const s = useSetup();

  it('creates an app and an API token for it', async () => {
    const { client } = s;
    const created = await client.apps.create({ body: { display_name: 'Shop Android', os: 'Android', platform: 'Java' } });
    const token = await client.appTokens.create({
      ownerName: created.owner.name,
      appName: created.name,
      body: { description: 'CI uploads', scope: ['all'] },
    });
    expect(token.api_token.length).toBeGreaterThan(0);
    const asToken = s.clientWith({ apiKey: token.api_token });
    expect((await asToken.apps.list()).map((a) => a.name)).toEqual(['Shop-Android']);
  });

  it('configures a branch, starts a build, waits for it and reads its log', async () => {
    const { client, app } = s;
    await client.branches.configure({
      ...app,
      branch: s.fake.ids.unconfiguredBranch,
      body: { trigger: 'manual', toolsets: { android: { module: 'app', buildVariant: 'release', gradleWrapperPath: 'gradlew' } } },
    });
    const started = await client.builds.create({ ...app, branch: s.fake.ids.unconfiguredBranch });
    const statuses: string[] = [];
    const build = await watchBuild(client, { ...app, buildId: started.id }, { intervalMs: 1, onProgress: (b) => statuses.push(b.status) });
    expect(statuses).toEqual(['inProgress', 'completed']);
    expect(build.result).toBe('succeeded');
    expect(buildLogText(await client.builds.getLog({ ...app, buildId: build.id }))).toContain(`Build ${build.id} succeeded`);
    const { uri } = await client.builds.getDownloadUri({ ...app, buildId: build.id, downloadType: 'build' });
    expect(decodeURIComponent(uri)).toContain(`/builds/${build.id}/build`);
  });

  it('finds the top crash groups of a version', async () => {
    const { client, app } = s;
    const top = await client.crashGroups.list({ ...app, appVersion: '2.0.0', groupStatus: 'open', orderBy: 'count desc' }, { maxItems: 2 }).toArray();
    const expected = s.seeded.groups.filter((g) => g.app_version === '2.0.0').sort((a, b) => b.count - a.count).slice(0, 2);
    expect(top.map((g) => g.crash_group_id)).toEqual(expected.map((g) => g.crash_group_id));
    const totals = await client.crashAnalytics.groupTotals({
      ...app,
      body: { crash_groups: top.map((g) => ({ crash_group_id: g.crash_group_id, app_version: g.app_version })) },
    });
    expect(totals.map((t) => t.overall?.crash_count)).toEqual(top.map((g) => g.count));
  });

  it("lists this week's active devices", async () => {
    const { client, app } = s;
    const monday = new Date(s.fake.now());
    monday.setUTCHours(0, 0, 0, 0);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const { daily, weekly } = await client.analytics.activeDeviceCounts({ ...app, start: monday });
    const since = s.fake.state.extrasOf(s.seeded.appId).log.filter((r) => r.ms >= monday.getTime());
    expect(weekly?.at(-1)?.count).toBe(new Set(since.map((r) => r.install_id)).size);
    expect(daily?.[0]?.datetime).toBe(monday.toISOString());
  });

  it('uploads an avatar, reads a native log and creates a deployment, handling a conflict', async () => {
    const { client, app } = s;
    await client.apps.setAvatar({ ...app, body: { avatar: await avatarFile(Readable.from([Buffer.from('png-bytes')]), { fileName: 'icon.png' }) } });
    const { native } = s.seeded;
    expect(await client.crashes.getNativeLog({ ...app, crashGroupId: native.crashGroupId, crashId: native.crash.crash_id })).toContain('SIGSEGV');
    let outcome = '';
    try {
      await client.deployments.create({ ...app, body: { name: 'Staging' } });
    } catch (error) {
      if (isConflictError(error)) outcome = 'exists already';
      else if (isApiError(error)) outcome = `${error.status}`;
      else throw error;
    }
    expect(outcome).toBe('exists already');
  });

  it('triages the most frequent crash of a version', async () => {
    const { client, app } = s;
    const start = new Date(s.fake.now() - 30 * 86_400_000);
    const [top] = await client.errorGroups
      .list({ ...app, start, version: '2.0.0', groupState: 'open', errorType: 'unhandledError' }, { maxItems: 1 })
      .toArray();
    const expected = s.seeded.groups.filter((g) => g.app_version === '2.0.0').sort((a, b) => b.count - a.count)[0]!;
    expect(top).toMatchObject({ errorGroupId: expected.crash_group_id, count: expected.count, exceptionType: expected.exception });
    const group = { ...app, errorGroupId: top!.errorGroupId };
    const latest = await client.errors.getLatest(group);
    const trace = await client.errors.getStacktrace({ ...group, errorId: latest.errorId! });
    expect(latest.timestamp).toBe(expected.last_occurrence);
    expect(trace.exception?.frames[0]?.code_formatted).toContain(expected.reason_frame!.method!);
    await client.errorGroups.updateState({ ...group, body: { state: 'closed', annotation: 'fixed in 2.0.1' } });
    expect(await client.errorGroups.get(group)).toMatchObject({ state: 'closed', annotation: 'fixed in 2.0.1' });
  });

  it('runs a device test and reads its report', async () => {
    const { app } = s;
    const client = s.clientWith({ externalOrigins: [s.fake.blobs.url] });
    const [apk, loginTest] = [new Blob(['android package']), new TextEncoder().encode('login test')];
    const devices = await client.testDevices.listConfigurations(app);
    const { state, report } = await runDeviceTest(
      client,
      app,
      [
        { path: 'shop.apk', type: 'app-file', content: apk },
        { path: 'tests/LoginTest.java', type: 'test-file', content: loginTest },
      ],
      { devices: devices.slice(0, 2).map((d) => d.id!), testFramework: 'espresso', testSeries: 'Nightly', intervalMs: 1 },
    );
    expect(state.exit_code).toBe(0);
    expect(report.stats).toMatchObject({ devices: 2, passed: 2, failed: 0 });
  });

  it('invites someone to an organisation and gives them an app through a team', async () => {
    const { client } = s;
    const ana = s.clientWith({ apiKey: s.fake.ids.memberKey });
    const org = { orgName: 'test-org' };
    await client.orgInvitations.create({ ...org, body: { user_email: 'ana@example.com', role: 'member' } });
    const invitationToken = s.fake.state.people.invitationTokenFor('ana@example.com')!;
    await ana.orgInvitations.accept({ invitationToken });
    const team = await client.teams.create({ ...org, body: { display_name: 'Mobile' } });
    await client.teams.addUser({ ...org, teamName: team.name, body: { user_email: 'ana@example.com' } });
    await client.teams.addApp({ ...org, teamName: team.name, body: { name: 'org-app' } });
    await client.teams.updateAppPermissions({ ...org, teamName: team.name, appName: 'org-app', body: { permissions: ['developer'] } });
    const app = await ana.apps.get({ ownerName: 'test-org', appName: 'org-app' });
    expect(app.name).toBe(s.fake.ids.orgAppName);
    expect((await ana.teams.listForApp({ ownerName: 'test-org', appName: 'org-app' }))[0]!.permissions).toEqual(['developer']);
  });
});
