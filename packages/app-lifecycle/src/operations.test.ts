/**
 * Every operation of the table, called through the client against the fake, with an assertion on what
 * it answered. The table of cases must name every operation: adding one without a case fails here.
 */
import { describe, expect, it } from 'vitest';
import { operations } from './service.js';
import { seededErrors } from './test-support/seeded-errors.js';
import { deploymentKey, packageHash, releaseBundle, sendSymbols } from './test-support/release-tools.js';
import { distributeCases } from './test-support/distribute-cases.js';
import { deviceTestCases } from './test-support/device-test-cases.js';
import { dataAndAlertingCases } from './test-support/data-and-alerting-cases.js';
import { memberCases } from './test-support/member-cases.js';
import { orgCases } from './test-support/org-cases.js';
import { useSetup, type Setup } from './test-support/setup.js';
import { fakeToolsets } from './testing/handlers/build-setup.js';

const DAY = 86_400_000;

/** A symbol indexed from a Breakpad file sent through a symbol upload: its id. */
async function indexedSymbol(s: Setup): Promise<string> {
  const symbolId = 'B5C0FFEE-0000-4000-8000-000000000001';
  const { symbol_upload_id } = await sendSymbols(s, { symbol_type: 'Breakpad' }, `MODULE Linux arm64 ${symbolId} libshop.so\nFILE 0 shop.c\n`);
  const upload = { ...s.app, symbolUploadId: symbol_upload_id };
  await s.client.symbolUploads.complete({ ...upload, body: { status: 'committed' } });
  expect((await s.client.symbolUploads.get(upload)).status).toBe('processing');
  expect((await s.client.symbolUploads.get(upload)).status).toBe('indexed');
  return symbolId;
}

type Case = (s: Setup) => Promise<void>;

const lastWeek = (s: Setup) => ({ start: new Date(s.fake.now() - 7 * DAY) });
const logOf = (s: Setup) => s.fake.state.extrasOf(s.seeded.appId).log;
const groupInput = (s: Setup) => ({ ...s.app, crashGroupId: s.seeded.biggestGroup.crash_group_id });
const crashInput = (s: Setup) => {
  const crash = s.seeded.crashes.find((c) => c.crashGroupId === s.seeded.biggestGroup.crash_group_id)!;
  return { ...groupInput(s), crashId: crash.crash.crash_id };
};

const cases: Record<string, Case> = {
  'accountExport.listEndpoints': async ({ client }) => {
    const { resources } = await client.accountExport.listEndpoints();
    expect(resources?.map((r) => r.rel)).toEqual(['accounts', 'featureFlags']);
  },
  'accountExport.getAccount': async ({ client, fake }) => {
    expect(await client.accountExport.getAccount()).toEqual({ id: fake.state.user.id });
  },
  'accountExport.getFeatureFlags': async ({ client, fake }) => {
    expect((await client.accountExport.getFeatureFlags()).target_id).toBe(fake.state.user.id);
  },
  'organizations.listAdministered': async ({ client, fake }) => {
    const { organizations } = await client.organizations.listAdministered();
    expect(organizations.map((o) => o.name)).toEqual([fake.ids.org]);
  },
  'userTokens.list': async ({ client, fake }) => {
    const tokens = await client.userTokens.list();
    expect(tokens.map((t) => t.id)).toEqual([fake.ids.userTokenId]);
    expect(JSON.stringify(tokens)).not.toContain(fake.apiKey);
  },
  'userTokens.create': async ({ client, fake }) => {
    const token = await client.userTokens.create({ body: { description: 'release bot', scope: ['viewer'] } });
    expect(token).toMatchObject({ description: 'release bot', scope: ['viewer'] });
    expect(fake.state.tokens.get(token.id)?.secret).toBe(token.api_token);
  },
  'userTokens.delete': async ({ client, fake }) => {
    const token = await client.userTokens.create();
    await client.userTokens.delete({ apiTokenId: token.id });
    expect(fake.state.tokens.has(token.id)).toBe(false);
  },
  'apps.list': async ({ client, fake }) => {
    const apps = await client.apps.list({ orderBy: 'name' });
    expect(apps.map((a) => `${a.owner.name}/${a.name}`)).toEqual([`${fake.ids.org}/${fake.ids.orgAppName}`, `${fake.ids.owner}/${fake.ids.appName}`]);
  },
  'apps.create': async ({ client, fake }) => {
    const app = await client.apps.create({ body: { display_name: 'Shop Android', os: 'Android', platform: 'Java' } });
    expect(app).toMatchObject({ name: 'Shop-Android', owner: { name: fake.ids.owner, type: 'user' }, os: 'Android' });
  },
  'apps.get': async ({ client, app, seeded }) => {
    expect((await client.apps.get(app)).id).toBe(seeded.appId);
  },
  'apps.update': async ({ client, app }) => {
    const updated = await client.apps.update({ ...app, body: { display_name: 'Renamed', description: 'new text' } });
    expect(updated).toMatchObject({ display_name: 'Renamed', description: 'new text', name: app.appName });
    expect((await client.apps.get(app)).display_name).toBe('Renamed');
  },
  'apps.delete': async ({ client, app, fake }) => {
    await client.apps.delete(app);
    expect(fake.state.findApp(app.ownerName, app.appName)).toBeUndefined();
  },
  'apps.setAvatar': async ({ client, app, fake, seeded }) => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const updated = await client.apps.setAvatar({ ...app, body: { avatar: new File([bytes], 'icon.png', { type: 'image/png' }) } });
    expect(updated.icon_url).toMatch(/icon\.png$/);
    expect(fake.state.avatars.get(seeded.appId)).toMatchObject({ fileName: 'icon.png', type: 'image/png', bytes });
  },
  'apps.deleteAvatar': async ({ client, app }) => {
    await client.apps.setAvatar({ ...app, body: { avatar: new Uint8Array([1, 2, 3]) } });
    const updated = await client.apps.deleteAvatar(app);
    expect(updated.icon_url).toBeUndefined();
  },
  'appTokens.list': async ({ client, app, fake }) => {
    expect((await client.appTokens.list(app)).map((t) => t.id)).toEqual([fake.ids.appTokenId]);
  },
  'appTokens.create': async ({ client, app, fake, seeded }) => {
    const token = await client.appTokens.create({ ...app, body: { description: 'uploader' } });
    expect(fake.state.tokens.get(token.id)).toMatchObject({ appId: seeded.appId, secret: token.api_token, scope: ['all'] });
  },
  'appTokens.delete': async ({ client, app, fake }) => {
    await client.appTokens.delete({ ...app, apiTokenId: fake.ids.appTokenId });
    expect(await client.appTokens.list(app)).toEqual([]);
  },
  'audiences.list': async ({ client, app }) => {
    const names = (await client.audiences.list(app).toArray()).map((a) => a.name);
    expect(names).toEqual(['pro-users', 'germany', 'pixel-owners']);
  },
  'audiences.testDefinition': async ({ client, app }) => {
    const result = await client.audiences.testDefinition({ ...app, body: { definition: "CountryCode eq 'DE'" } });
    expect(result.estimated_count).toBeGreaterThan(0);
    expect(result.estimated_count).toBeLessThan(result.estimated_total_count!);
  },
  'audiences.listCustomProperties': async ({ client, app }) => {
    expect((await client.audiences.listCustomProperties(app)).values).toEqual({ plan: 'string', beta: 'boolean', age: 'number' });
  },
  'audiences.listDeviceProperties': async ({ client, app }) => {
    const { values } = await client.audiences.listDeviceProperties(app);
    expect(values).toMatchObject({ AppVersion: 'string', CountryCode: 'string', Model: 'string' });
  },
  'audiences.listDevicePropertyValues': async ({ client, app }) => {
    const { values } = await client.audiences.listDevicePropertyValues({ ...app, propertyName: 'AppVersion' });
    expect(values).toEqual(['1.0.0', '1.1.0', '2.0.0']);
  },
  'audiences.get': async ({ client, app }) => {
    expect(await client.audiences.get({ ...app, audienceName: 'germany' })).toMatchObject({ name: 'germany', state: 'Ready' });
  },
  'audiences.createOrUpdate': async ({ client, app }) => {
    const saved = await client.audiences.createOrUpdate({ ...app, audienceName: 'beta', body: { definition: "beta eq 'true'" } });
    expect(saved).toMatchObject({ name: 'beta', state: 'Calculating' });
  },
  'audiences.delete': async ({ client, app }) => {
    await client.audiences.delete({ ...app, audienceName: 'germany' });
    await expect(client.audiences.get({ ...app, audienceName: 'germany' })).rejects.toMatchObject({ status: 404 });
  },
  'crashAnalytics.crashCounts': async (s) => {
    const counts = await s.client.crashAnalytics.crashCounts({ ...s.app, start: new Date(s.fake.now() - 30 * DAY) });
    expect(counts.count).toBe(s.seeded.crashes.length);
    expect(counts.crashes!.reduce((sum, day) => sum + day.count!, 0)).toBe(s.seeded.crashes.length);
  },
  'crashAnalytics.groupTotals': async (s) => {
    const group = s.seeded.biggestGroup;
    const [total] = await s.client.crashAnalytics.groupTotals({ ...s.app, body: { crash_groups: [{ crash_group_id: group.crash_group_id, app_version: group.app_version }] } });
    expect(total!.overall).toEqual({ crash_count: group.count, device_count: group.impacted_users });
  },
  'crashAnalytics.groupCrashCounts': async (s) => {
    const group = s.seeded.biggestGroup;
    const counts = await s.client.crashAnalytics.groupCrashCounts({ ...groupInput(s), version: group.app_version, start: new Date(s.fake.now() - 30 * DAY) });
    expect(counts.count).toBe(group.count);
  },
  'crashAnalytics.groupModels': async (s) => {
    const group = s.seeded.biggestGroup;
    const models = await s.client.crashAnalytics.groupModels({ ...groupInput(s), version: group.app_version, top: 2 });
    expect(models.crash_count).toBe(group.count);
    expect(models.models!.length).toBeLessThanOrEqual(2);
  },
  'crashAnalytics.groupOperatingSystems': async (s) => {
    const group = s.seeded.biggestGroup;
    const oses = await s.client.crashAnalytics.groupOperatingSystems({ ...groupInput(s), version: group.app_version });
    expect(oses.operating_systems!.reduce((sum, os) => sum + os.crash_count!, 0)).toBe(group.count);
  },
  'crashAnalytics.groupOverall': async (s) => {
    const group = s.seeded.biggestGroup;
    expect(await s.client.crashAnalytics.groupOverall({ ...groupInput(s), version: group.app_version })).toEqual({
      crash_count: group.count,
      device_count: group.impacted_users,
    });
  },
  'crashAnalytics.crashFreeDevicePercentages': async (s) => {
    const result = await s.client.crashAnalytics.crashFreeDevicePercentages({ ...s.app, ...lastWeek(s), version: '2.0.0' });
    expect(result.daily_percentages).toHaveLength(8);
    for (const day of result.daily_percentages!) expect(day.percentage).toBeGreaterThanOrEqual(0);
    expect(result.average_percentage).toBeLessThanOrEqual(100);
  },
  'analytics.activeDeviceCounts': async (s) => {
    const start = new Date(s.fake.now() - 3 * DAY);
    const counts = await s.client.analytics.activeDeviceCounts({ ...s.app, start });
    const first = counts.daily![0]!;
    const from = Date.parse(first.datetime!);
    const expected = new Set(logOf(s).filter((r) => r.ms >= Math.max(from, start.getTime()) && r.ms < from + DAY).map((r) => r.install_id)).size;
    expect(first.count).toBe(expected);
  },
  'analytics.releaseCounts': async ({ client, app }) => {
    const counts = await client.analytics.releaseCounts({ ...app, body: { releases: [{ release: '1' }, { release: '99' }] } });
    expect(counts.counts.map((c) => [c.release_id, c.total_count])).toEqual([
      ['1', 120],
      ['99', 0],
    ]);
    expect(counts.total).toBe(120);
  },
  'analytics.languages': async (s) => {
    const { languages, total } = await s.client.analytics.languages({ ...s.app, ...lastWeek(s) });
    expect(languages!.map((l) => l.language_name)).toContain('German');
    expect(languages!.every((l) => l.count! <= total!)).toBe(true);
  },
  'analytics.logFlow': async (s) => {
    const page = await s.client.analytics.logFlow({ ...s.app, start: new Date(s.fake.now() - 2 * DAY) }).firstPage();
    expect(page.items.length).toBe(100);
    expect(page.body.exceeded_max_limit).toBe(true);
    expect(page.items[0]).not.toHaveProperty('session_id');
  },
  'analytics.genericLogFlow': async (s) => {
    const page = await s.client.analytics.genericLogFlow({ ...s.app, start: new Date(s.fake.now() - 2 * DAY) }).firstPage();
    expect(page.items[0]).toHaveProperty('session_id');
    expect(page.items.every((log) => Date.parse(log.timestamp) > s.fake.now() - 2 * DAY)).toBe(true);
  },
  'analytics.models': async (s) => {
    const { models, total } = await s.client.analytics.models({ ...s.app, ...lastWeek(s), top: 3 });
    expect(models).toHaveLength(3);
    expect(models![0]!.count).toBeGreaterThanOrEqual(models![1]!.count!);
    expect(total).toBeGreaterThanOrEqual(models![0]!.count!);
  },
  'analytics.operatingSystems': async (s) => {
    const { oses, total } = await s.client.analytics.operatingSystems({ ...s.app, ...lastWeek(s) });
    expect(oses).toEqual([expect.objectContaining({ os_name: 'Android', count: total })]);
  },
  'analytics.places': async (s) => {
    const { places } = await s.client.analytics.places({ ...s.app, ...lastWeek(s) });
    expect(places!.map((p) => p.code)).toEqual(expect.arrayContaining(['DE']));
  },
  'analytics.sessionCounts': async (s) => {
    const start = new Date(s.fake.now() - 7 * DAY);
    const days = await s.client.analytics.sessionCounts({ ...s.app, start });
    const expected = logOf(s).filter((r) => r.type === 'start_session' && r.ms >= start.getTime()).length;
    expect(days.reduce((sum, day) => sum + day.count!, 0)).toBe(expected);
  },
  'analytics.sessionDurations': async (s) => {
    const result = await s.client.analytics.sessionDurations({ ...s.app, ...lastWeek(s) });
    expect(result.average_duration).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(result.distribution!.length).toBe(4);
  },
  'analytics.sessionsPerDevice': async (s) => {
    const result = await s.client.analytics.sessionsPerDevice({ ...s.app, ...lastWeek(s) });
    expect(result.average_sessions_per_user).toBeGreaterThanOrEqual(1);
  },
  'analytics.versions': async (s) => {
    const { versions } = await s.client.analytics.versions({ ...s.app, ...lastWeek(s) });
    expect(versions!.map((v) => v.version)).toEqual(['1.0.0', '1.1.0', '2.0.0']);
  },
  'events.list': async (s) => {
    const events = await s.client.events.list({ ...s.app, ...lastWeek(s) }).toArray();
    expect(events.map((e) => e.name)).toEqual(['add_to_cart', 'level_up', 'purchase', 'search', 'share']);
  },
  'events.delete': async (s) => {
    await s.client.events.delete({ ...s.app, eventName: 'share' });
    expect(logOf(s).some((r) => r.event_name === 'share')).toBe(false);
  },
  'events.deleteLogs': async (s) => {
    await s.client.events.deleteLogs({ ...s.app, eventName: 'search' });
    expect(logOf(s).some((r) => r.event_name === 'search')).toBe(false);
  },
  'events.countPerDevice': async (s) => {
    const result = await s.client.events.countPerDevice({ ...s.app, eventName: 'purchase', ...lastWeek(s) });
    expect(result.avg_count_per_device).toBeGreaterThanOrEqual(1);
  },
  'events.countPerSession': async (s) => {
    const result = await s.client.events.countPerSession({ ...s.app, eventName: 'purchase', ...lastWeek(s) });
    expect(result.count_per_session).toHaveLength(8);
    expect(result.avg_count_per_session).toBeGreaterThan(0);
  },
  'events.deviceCount': async (s) => {
    const result = await s.client.events.deviceCount({ ...s.app, eventName: 'purchase', ...lastWeek(s) });
    expect(result.total_devices_with_event).toBeLessThanOrEqual(result.total_devices!);
  },
  'events.eventCount': async (s) => {
    const start = new Date(s.fake.now() - 7 * DAY);
    const result = await s.client.events.eventCount({ ...s.app, eventName: 'purchase', start });
    expect(result.total_count).toBe(logOf(s).filter((r) => r.event_name === 'purchase' && r.ms >= start.getTime()).length);
  },
  'events.properties': async (s) => {
    expect((await s.client.events.properties({ ...s.app, eventName: 'purchase' })).event_properties).toEqual(['item', 'tier']);
  },
  'events.propertyCounts': async (s) => {
    const result = await s.client.events.propertyCounts({ ...s.app, eventName: 'purchase', eventPropertyName: 'tier', ...lastWeek(s) });
    expect(result.values!.map((v) => v.name).sort()).toEqual(['high', 'low', 'mid']);
  },
  'vendorStore.getMapping': async ({ client, fake }) => {
    const mapping = await client.vendorStore.getMapping({ ownerName: fake.ids.org, appName: fake.ids.orgAppName });
    expect(mapping.team_identifier).toBe('TEAM12345');
  },
  'vendorStore.createMapping': async ({ client, app }) => {
    const mapping = await client.vendorStore.createMapping({ ...app, body: { service_connection_id: 'conn-1', team_identifier: 'TEAM1', apple_id: '123' } });
    expect(await client.vendorStore.getMapping(app)).toEqual(mapping);
  },
  'vendorStore.deleteMapping': async ({ client, fake }) => {
    const org = { ownerName: fake.ids.org, appName: fake.ids.orgAppName };
    await client.vendorStore.deleteMapping(org);
    await expect(client.vendorStore.getMapping(org)).rejects.toMatchObject({ status: 404, code: 'NotFound' });
  },
  'vendorStore.listTestGroups': async ({ client, app }) => {
    await client.vendorStore.createMapping({ ...app, body: { service_connection_id: 'conn-1', team_identifier: 'TEAM1' } });
    expect((await client.vendorStore.listTestGroups(app)).map((g) => g.name)).toEqual(['Internal testers', 'External beta']);
  },
  'cloudSubscriptions.list': async ({ client, app, fake }) => {
    expect((await client.cloudSubscriptions.list(app)).map((c) => c.subscription_id)).toEqual([fake.state.cloudCatalog[0]!.subscription_id]);
  },
  'cloudSubscriptions.link': async ({ client, app, fake }) => {
    const id = fake.state.cloudCatalog[1]!.subscription_id;
    await client.cloudSubscriptions.link({ ...app, body: { subscription_id: id } });
    expect((await client.cloudSubscriptions.list(app)).map((c) => c.subscription_id)).toContain(id);
  },
  'cloudSubscriptions.delete': async ({ client, app, fake }) => {
    await client.cloudSubscriptions.delete({ ...app, cloudSubscriptionId: fake.state.cloudCatalog[0]!.subscription_id });
    expect(await client.cloudSubscriptions.list(app)).toEqual([]);
  },
  'billing.getAggregated': async ({ client, app, fake }) => {
    const billing = await client.billing.getAggregated({ ...app, service: 'Build' });
    expect(billing.azureSubscriptionId).toBe(fake.state.cloudCatalog[0]!.subscription_id);
    expect(billing.billingPlans).toHaveProperty('buildService');
    expect(billing.billingPlans).not.toHaveProperty('testService');
  },
  'branches.list': async ({ client, app, fake }) => {
    const branches = await client.branches.list(app);
    expect(branches.map((b) => [b.branch?.name, b.configured])).toEqual([
      [fake.ids.configuredBranch, true],
      [fake.ids.unconfiguredBranch, false],
      [fake.ids.failingBranch, true],
    ]);
    expect(branches[0]!.lastBuild?.id).toBe(fake.ids.succeededBuildId);
  },
  'branches.getConfig': async ({ client, app, fake }) => {
    expect((await client.branches.getConfig({ ...app, branch: fake.ids.configuredBranch })).toolsets?.android?.module).toBe('app');
  },
  'branches.configure': async ({ client, app, fake }) => {
    const config = await client.branches.configure({ ...app, branch: fake.ids.unconfiguredBranch, body: { trigger: 'manual', toolsets: { android: { module: 'app' } } } });
    expect(config).toMatchObject({ trigger: 'manual', id: 3 });
  },
  'branches.reconfigure': async ({ client, app, fake }) => {
    const config = await client.branches.reconfigure({ ...app, branch: fake.ids.configuredBranch, body: { trigger: 'manual' } });
    expect(config).toEqual({ id: 1, trigger: 'manual' });
  },
  'branches.deleteConfig': async ({ client, app, fake }) => {
    const { message } = await client.branches.deleteConfig({ ...app, branch: fake.ids.configuredBranch });
    expect(message).toContain(fake.ids.configuredBranch);
    await expect(client.branches.getConfig({ ...app, branch: fake.ids.configuredBranch })).rejects.toMatchObject({ status: 404 });
  },
  'branches.exportConfig': async ({ client, app, fake }) => {
    const { yaml } = await client.branches.exportConfig({ ...app, branch: fake.ids.configuredBranch });
    expect(yaml).toContain('buildVariant: "release"');
  },
  'branches.listToolsetProjects': async ({ client, app, fake }) => {
    const projects = await client.branches.listToolsetProjects({ ...app, branch: fake.ids.configuredBranch, os: 'Android', platform: 'Java' });
    expect(projects.android?.androidModules.map((m) => m.name)).toEqual(['app']);
  },
  'builds.listByBranch': async ({ client, app, fake }) => {
    expect((await client.builds.listByBranch({ ...app, branch: fake.ids.failingBranch })).map((b) => b.result)).toEqual(['failed']);
  },
  'builds.create': async ({ client, app, fake }) => {
    const build = await client.builds.create({ ...app, branch: fake.ids.configuredBranch });
    expect(build).toMatchObject({ id: 3, status: 'notStarted', sourceBranch: fake.ids.configuredBranch });
  },
  'builds.get': async ({ client, app, fake }) => {
    expect(await client.builds.get({ ...app, buildId: fake.ids.succeededBuildId })).toMatchObject({ status: 'completed', result: 'succeeded' });
  },
  'builds.cancel': async ({ client, app, fake }) => {
    const { id } = await client.builds.create({ ...app, branch: fake.ids.configuredBranch });
    expect((await client.builds.cancel({ ...app, buildId: id, body: { status: 'cancelling' } })).status).toBe('cancelling');
  },
  'builds.distribute': async ({ client, app, fake, seeded }) => {
    const result = await client.builds.distribute({ ...app, buildId: fake.ids.succeededBuildId, body: { destinations: [{ id: 'beta', type: 'group' }], releaseNotes: 'Fixes' } });
    expect(fake.state.extrasOf(seeded.appId).distributions).toEqual([expect.objectContaining({ upload_id: result.upload_id, releaseNotes: 'Fixes' })]);
  },
  'builds.getDownloadUri': async ({ client, app, fake }) => {
    const { uri } = await client.builds.getDownloadUri({ ...app, buildId: fake.ids.succeededBuildId, downloadType: 'build' });
    expect(decodeURIComponent(new URL(uri).pathname)).toMatch(/\/builds\/1\/build$/);
  },
  'builds.getLog': async ({ client, app, fake }) => {
    expect((await client.builds.getLog({ ...app, buildId: fake.ids.failedBuildId })).value).toContain('BUILD FAILED: compilation error in SyncWorker.java');
  },
  'builds.getServiceStatus': async ({ client, app }) => {
    expect(await client.builds.getServiceStatus(app)).toMatchObject({ status: 'available', os: 'Android' });
  },
  'commits.listBatch': async ({ client, app, fake, seeded }) => {
    const head = fake.state.extrasOf(seeded.appId).branches.get(fake.ids.configuredBranch)!.commits.at(-1)!;
    const commits = await client.commits.listBatch({ ...app, hashes: [head.sha, 'f'.repeat(40)] });
    expect(commits.map((c) => [c.sha, c.commit?.message])).toEqual([[head.sha, head.message]]);
  },
  'bugTracker.getSettings': async ({ client, app }) => {
    expect(await client.bugTracker.getSettings(app)).toMatchObject({ type: 'github', state: 'enabled' });
  },
  'bugTracker.getCrashGroupIssue': async (s) => {
    const issue = await s.client.bugTracker.getCrashGroupIssue({ ...s.app, crashGroupId: s.seeded.groups[0]!.crash_group_id });
    expect(issue.mobile_center_id).toBe(s.seeded.groups[0]!.crash_group_id);
  },
  'crashGroups.list': async (s) => {
    const groups = await s.client.crashGroups.list({ ...s.app, orderBy: 'count desc' }).toArray();
    expect(groups.map((g) => g.count)).toEqual(s.seeded.groups.map((g) => g.count).sort((a, b) => b - a));
  },
  'crashGroups.get': async (s) => {
    expect(await s.client.crashGroups.get(groupInput(s))).toEqual(s.seeded.biggestGroup);
  },
  'crashGroups.update': async (s) => {
    const group = await s.client.crashGroups.update({ ...groupInput(s), body: { status: 'closed', annotation: 'fixed in 2.0.1' } });
    expect(group).toMatchObject({ status: 'closed', annotation: 'fixed in 2.0.1', count: s.seeded.biggestGroup.count });
  },
  'crashGroups.getStacktrace': async (s) => {
    const trace = await s.client.crashGroups.getStacktrace(groupInput(s));
    expect(trace.exception?.type).toBe(s.seeded.biggestGroup.exception);
  },
  'crashes.list': async (s) => {
    const crashes = await s.client.crashes.list(groupInput(s));
    expect(crashes).toHaveLength(s.seeded.biggestGroup.count);
    expect(crashes[0]).not.toHaveProperty('stacktrace');
  },
  'crashes.get': async (s) => {
    const crash = await s.client.crashes.get({ ...crashInput(s), includeStacktrace: true });
    expect(crash.crash_id).toBe(crashInput(s).crashId);
    expect(crash.stacktrace?.exception?.frames.length).toBeGreaterThan(0);
  },
  'crashes.delete': async (s) => {
    const input = crashInput(s);
    const result = await s.client.crashes.delete(input);
    expect(result).toMatchObject({ crash_id: input.crashId, crashes_deleted: 1 });
    expect((await s.client.crashGroups.get(groupInput(s))).count).toBe(s.seeded.biggestGroup.count - 1);
  },
  'crashes.getNativeLog': async (s) => {
    const { native } = s.seeded;
    const log = await s.client.crashes.getNativeLog({ ...s.app, crashGroupId: native.crashGroupId, crashId: native.crash.crash_id });
    expect(log).toBe(native.nativeLog);
  },
  'crashes.downloadNativeLog': async (s) => {
    const { native } = s.seeded;
    const { data, response } = await s.client.crashes
      .downloadNativeLog({ ...s.app, crashGroupId: native.crashGroupId, crashId: native.crash.crash_id })
      .withResponse();
    expect(data).toContain('SIGSEGV');
    expect(response.headers.get('content-disposition')).toContain('attachment');
  },
  'crashes.getRawLocation': async (s) => {
    expect((await s.client.crashes.getRawLocation(crashInput(s))).uri).toContain(`${crashInput(s).crashId}.json`);
  },
  'crashes.getStacktrace': async (s) => {
    const trace = await s.client.crashes.getStacktrace({ ...crashInput(s), groupingOnly: true });
    expect(trace.exception?.frames.every((f) => f.relevant === true || f.app_code)).toBe(true);
  },
  'crashes.listAttachments': async (s) => {
    const crash = s.seeded.withAttachments;
    const attachments = await s.client.crashes.listAttachments({ ...s.app, crashId: crash.crash.crash_id });
    expect(attachments.map((a) => a.file_name)).toEqual(['breadcrumbs.txt', 'screen.png']);
  },
  'crashes.getAttachmentLocation': async (s) => {
    const crash = s.seeded.withAttachments;
    const { uri } = await s.client.crashes.getAttachmentLocation({ ...s.app, crashId: crash.crash.crash_id, attachmentId: s.seeded.binaryAttachment.attachment_id });
    expect(uri).toContain(s.seeded.binaryAttachment.blob_location);
  },
  'crashes.getTextAttachment': async (s) => {
    const crash = s.seeded.withAttachments;
    const content = await s.client.crashes.getTextAttachment({ ...s.app, crashId: crash.crash.crash_id, attachmentId: s.seeded.textAttachment.attachment_id });
    expect(content).toContain('started checkout');
  },
  'crashes.listSessionLogs': async (s) => {
    const crash = s.seeded.withAttachments;
    const { logs } = await s.client.crashes.listSessionLogs({ ...s.app, crashId: crash.crash.crash_id });
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((l) => l.session_id === crash.sessionId && l.timestamp <= crash.crash.timestamp)).toBe(true);
    expect(logs[0]!.type).toBe('start_session');
  },
  'crashInfo.get': async ({ client, app, fake }) => {
    expect((await client.crashInfo.get(app)).has_crashes).toBe(true);
    expect((await client.crashInfo.get({ ownerName: fake.ids.org, appName: fake.ids.orgAppName })).has_crashes).toBe(false);
  },
  'deployments.list': async ({ client, app, fake }) => {
    expect((await client.deployments.list(app)).map((d) => d.name)).toEqual([...fake.ids.deployments]);
  },
  'deployments.create': async ({ client, app }) => {
    const created = await client.deployments.create({ ...app, body: { name: 'Canary' } });
    expect(created.key).toMatch(/^[0-9a-f]{32}$/);
    expect(await client.deployments.get({ ...app, deploymentName: 'Canary' })).toEqual(created);
  },
  'deployments.get': async ({ client, app }) => {
    expect((await client.deployments.get({ ...app, deploymentName: 'Staging' })).latest_release?.label).toBe('v3');
  },
  'deployments.update': async ({ client, app }) => {
    await client.deployments.update({ ...app, deploymentName: 'Staging', body: { name: 'QA' } });
    expect((await client.deployments.list(app)).map((d) => d.name).sort()).toEqual(['Production', 'QA']);
  },
  'deployments.delete': async ({ client, app }) => {
    await client.deployments.delete({ ...app, deploymentName: 'Production' });
    expect((await client.deployments.list(app)).map((d) => d.name)).toEqual(['Staging']);
  },  'deploymentReleases.list': async (s) => {
    const releases = await s.client.deploymentReleases.list({ ...s.app, deploymentName: 'Staging' });
    expect(releases.map((r) => r.label)).toEqual(['v3']);
  },
  'deploymentReleases.create': async (s) => {
    const made = await releaseBundle(s, 'Staging', 'bundle 4', { description: 'Checkout fix', rollout: 40 });
    expect(made).toMatchObject({ label: 'v4', release_method: 'Upload', package_hash: packageHash('bundle 4'), rollout: 40, target_binary_range: '2.0.x' });
    expect((await s.client.deployments.get({ ...s.app, deploymentName: 'Staging' })).latest_release).toEqual(made);
  },
  'deploymentReleases.update': async (s) => {
    const updated = await s.client.deploymentReleases.update({ ...s.app, deploymentName: 'Staging', releaseLabel: 'v3', body: { is_mandatory: true } });
    expect(updated).toMatchObject({ label: 'v3', is_mandatory: true, description: 'Release v3' });
  },
  'deploymentReleases.deleteAll': async (s) => {
    await s.client.deploymentReleases.deleteAll({ ...s.app, deploymentName: 'Staging' });
    expect(await s.client.deploymentReleases.list({ ...s.app, deploymentName: 'Staging' })).toEqual([]);
    expect((await s.client.deployments.get({ ...s.app, deploymentName: 'Staging' })).latest_release).toBeUndefined();
  },
  'deploymentReleases.promote': async (s) => {
    const [staging] = await s.client.deploymentReleases.list({ ...s.app, deploymentName: 'Staging' });
    const promoted = await s.client.deploymentReleases.promote({ ...s.app, deploymentName: 'Staging', promoteDeploymentName: 'Production' });
    expect(promoted).toMatchObject({ label: 'v3', release_method: 'Promote', original_deployment: 'Staging', original_label: 'v3', package_hash: staging!.package_hash });
  },
  'deploymentReleases.rollback': async (s) => {
    await releaseBundle(s, 'Staging', 'bundle 4');
    const [v3] = await s.client.deploymentReleases.list({ ...s.app, deploymentName: 'Staging' });
    const rolled = await s.client.deploymentReleases.rollback({ ...s.app, deploymentName: 'Staging' });
    expect(rolled).toMatchObject({ label: 'v5', release_method: 'Rollback', original_label: 'v3', package_hash: v3!.package_hash });
  },
  'deploymentReleases.getMetrics': async (s) => {
    const key = await deploymentKey(s, 'Staging');
    await s.client.acquisition.reportDeploy({ body: { deployment_key: key, label: 'v3', status: 'DeploymentSucceeded', client_unique_id: 'device-1' } });
    expect(await s.client.deploymentReleases.getMetrics({ ...s.app, deploymentName: 'Staging' })).toEqual([{ label: 'v3', active: 1, downloaded: 0, failed: 0, installed: 1 }]);
  },
  'deploymentReleases.createUpload': async (s) => {
    const upload = await s.client.deploymentReleases.createUpload({ ...s.app, deploymentName: 'Staging' });
    expect(upload.upload_domain).toBe(s.fake.fileService.url);
    expect(new URL(upload.upload_domain).origin).not.toBe(new URL(s.fake.url).origin);
  },
  'acquisition.checkForUpdate': async (s) => {
    const { update_info } = await s.client.acquisition.checkForUpdate({ deploymentKey: await deploymentKey(s, 'Staging'), appVersion: '2.0.1' });
    expect(update_info).toMatchObject({ is_available: true, label: 'v3', is_mandatory: false });
    expect(s.fake.requests.at(-1)!.headers['x-api-key']).toBeUndefined();
  },
  'acquisition.reportDeploy': async (s) => {
    await s.client.acquisition.reportDeploy({ body: { deployment_key: await deploymentKey(s, 'Staging'), label: 'v3', status: 'DeploymentFailed' } });
    expect((await s.client.deploymentReleases.getMetrics({ ...s.app, deploymentName: 'Staging' }))[0]).toMatchObject({ failed: 1, active: 0 });
  },
  'acquisition.reportDownload': async (s) => {
    await s.client.acquisition.reportDownload({ body: { deployment_key: await deploymentKey(s, 'Staging'), label: 'v3' } });
    expect((await s.client.deploymentReleases.getMetrics({ ...s.app, deploymentName: 'Staging' }))[0]).toMatchObject({ downloaded: 1 });
    expect(s.fake.requests.at(-2)!.headers['x-api-key']).toBeUndefined();
  },
  'acquisition.getStatus': async (s) => {
    expect(await s.client.acquisition.getStatus()).toEqual({ code: 'Healthy', message: 'The update service is up' });
  },
  'acquisition.legacyCheckForUpdate': async (s) => {
    const { updateInfo } = await s.client.acquisition.legacyCheckForUpdate({ deploymentKey: await deploymentKey(s, 'Production'), appVersion: '2.0.0' });
    expect(updateInfo).toMatchObject({ isAvailable: true, label: 'v2', appVersion: '2.0.x' });
  },
  'acquisition.legacyReportDeploy': async (s) => {
    await s.client.acquisition.legacyReportDeploy({ body: { deploymentKey: await deploymentKey(s, 'Production'), label: 'v2', status: 'DeploymentSucceeded' } });
    expect((await s.client.deploymentReleases.getMetrics({ ...s.app, deploymentName: 'Production' }))[0]).toMatchObject({ label: 'v2', installed: 1, active: 1 });
  },
  'acquisition.legacyReportDownload': async (s) => {
    await s.client.acquisition.legacyReportDownload({ body: { deploymentKey: await deploymentKey(s, 'Production'), label: 'v2' } });
    expect((await s.client.deploymentReleases.getMetrics({ ...s.app, deploymentName: 'Production' }))[0]).toMatchObject({ downloaded: 1 });
  },
  'repositories.listConfigs': async (s) => {
    expect(await s.client.repositories.listConfigs(s.app)).toEqual([expect.objectContaining({ state: 'active', type: 'github', repo_url: 'https://github.com/test-owner/test-app.git' })]);
  },
  'repositories.configure': async (s) => {
    expect((await s.client.repositories.configure({ ...s.app, body: { repo_url: 'https://gitlab.com/test-owner/test-app.git' } })).message).toContain('gitlab.com');
    expect((await s.client.repositories.listConfigs(s.app)).map((c) => [c.type, c.state])).toEqual([['gitlab', 'active']]);
  },
  'repositories.deleteConfig': async (s) => {
    await s.client.repositories.deleteConfig(s.app);
    expect(await s.client.repositories.listConfigs({ ...s.app, includeInactive: true })).toEqual([]);
  },
  'repositories.listFromHost': async (s) => {
    const repositories = await s.client.repositories.listFromHost({ ...s.app, sourceHost: 'github' });
    expect(repositories.map((r) => r.name)).toEqual(['test-app', 'shop-web', 'design-system']);
  },
  'toolsets.list': async (s) => {
    expect(await s.client.toolsets.list({ ...s.app, tools: 'node' })).toEqual({ node: fakeToolsets.node });
  },
  'toolsets.listXamarinSdkBundles': async (s) => {
    expect(await s.client.toolsets.listXamarinSdkBundles(s.app)).toEqual(fakeToolsets.xamarin);
  },
  'toolsets.listXcodeVersions': async (s) => {
    expect((await s.client.toolsets.listXcodeVersions(s.app)).find((v) => v.current)?.name).toBe('16.0');
  },
  'fileAssets.create': async (s) => {
    const asset = await s.client.fileAssets.create(s.app);
    expect(asset).toMatchObject({ uploadDomain: s.fake.blobs.url, urlEncodedToken: asset.token });
    expect(s.fake.state.fileAssets.list().map((a) => a.asset.id)).toEqual([asset.id]);
  },
  'buildHooks.send': async (s) => {
    await s.client.buildHooks.send({ body: { ref: 'refs/heads/main', after: 'abc123' } });
    expect(s.fake.state.hookEvents.list()).toEqual([{ ref: 'refs/heads/main', after: 'abc123' }]);
    expect(s.fake.requests.at(-1)!.headers['x-api-key']).toBeUndefined();
  },
  'symbolUploads.list': async (s) => {
    await sendSymbols(s, { symbol_type: 'JavaScript', file_name: 'main.map' }, '{"version":3}');
    expect((await s.client.symbolUploads.list(s.app)).map((u) => [u.file_name, u.status])).toEqual([['main.map', 'created']]);
  },
  'symbolUploads.create': async (s) => {
    const started = await s.client.symbolUploads.create({ ...s.app, body: { symbol_type: 'Breakpad' } });
    expect(new URL(started.upload_url).origin).toBe(s.fake.blobs.url);
    expect(Date.parse(started.expiration_date)).toBeGreaterThan(s.fake.now());
  },
  'symbolUploads.get': async (s) => {
    const { symbol_upload_id } = await s.client.symbolUploads.create({ ...s.app, body: { symbol_type: 'Breakpad' } });
    expect((await s.client.symbolUploads.get({ ...s.app, symbolUploadId: symbol_upload_id })).status).toBe('created');
  },
  'symbolUploads.complete': async (s) => {
    const { symbol_upload_id } = await sendSymbols(s, { symbol_type: 'JavaScript' }, '{"version":3}');
    const committed = await s.client.symbolUploads.complete({ ...s.app, symbolUploadId: symbol_upload_id, body: { status: 'committed' } });
    expect(committed.status).toBe('committed');
  },
  'symbolUploads.delete': async (s) => {
    const { symbol_upload_id } = await s.client.symbolUploads.create({ ...s.app, body: { symbol_type: 'UWP' } });
    expect((await s.client.symbolUploads.delete({ ...s.app, symbolUploadId: symbol_upload_id })).symbol_upload_id).toBe(symbol_upload_id);
    expect(await s.client.symbolUploads.list(s.app)).toEqual([]);
  },
  'symbolUploads.getLocation': async (s) => {
    const { symbol_upload_id } = await sendSymbols(s, { symbol_type: 'JavaScript' }, '{"version":3}');
    const { uri } = await s.client.symbolUploads.getLocation({ ...s.app, symbolUploadId: symbol_upload_id });
    expect(await (await fetch(uri)).text()).toBe('{"version":3}');
  },
  'symbols.list': async (s) => {
    const symbolId = await indexedSymbol(s);
    expect((await s.client.symbols.list(s.app)).map((x) => x.symbol_id)).toEqual([symbolId]);
  },
  'symbols.get': async (s) => {
    const symbolId = await indexedSymbol(s);
    expect(await s.client.symbols.get({ ...s.app, symbolId })).toMatchObject({ symbol_id: symbolId, type: 'Breakpad', status: 'available' });
  },
  'symbols.ignore': async (s) => {
    const symbolId = await indexedSymbol(s);
    expect((await s.client.symbols.ignore({ ...s.app, symbolId })).status).toBe('ignored');
  },
  'symbols.getLocation': async (s) => {
    const symbolId = await indexedSymbol(s);
    const { uri } = await s.client.symbols.getLocation({ ...s.app, symbolId });
    expect(await (await fetch(uri)).text()).toContain(symbolId);
  },
  'symbols.getStatus': async (s) => {
    const missing = s.fake.state.missingSymbolGroups.list()[0]!.group.missing_symbols[0]!;
    expect((await s.client.symbols.getStatus({ ...s.app, symbolId: missing.symbol_id })).status).toBe('missing');
  },
  'missingSymbolGroups.list': async (s) => {
    const { groups, total_crash_count } = await s.client.missingSymbolGroups.list({ ...s.app, top: 1 });
    expect(groups.map((g) => [g.app_ver, g.crash_count])).toEqual([['2.0.0', 7]]);
    expect(total_crash_count).toBe(10);
  },
  'missingSymbolGroups.get': async (s) => {
    const seeded = s.fake.state.missingSymbolGroups.list()[1]!.group;
    expect(await s.client.missingSymbolGroups.get({ ...s.app, symbolGroupId: seeded.symbol_group_id })).toEqual({ total_crash_count: 3, groups: [seeded] });
  },
  'missingSymbolGroups.getInfo': async (s) => {
    expect(await s.client.missingSymbolGroups.getInfo(s.app)).toEqual({ total_crash_count: 10 });
  },
  'appVersions.list': async (s) => {
    expect((await s.client.appVersions.list(s.app)).map((v) => v.display_name)).toEqual(['1.1.0 (110)', '2.0.0 (200)']);
  },
  'errorGroups.list': async (s) => {
    const e = seededErrors(s.fake);
    const groups = await s.client.errorGroups.list({ ...s.app, start: e.start }).toArray();
    expect(groups.map((g) => g.errorGroupId)).toEqual(e.groups.map((g) => g.errorGroupId));
    expect(groups.map((g) => g.count)).toEqual(e.groups.map((g) => e.errorsOf(g.errorGroupId).length));
  },
  'errorGroups.search': async (s) => {
    const found = await s.client.errorGroups.search({ ...s.app, q: 'nullpointer' }).toArray();
    expect(found.map((g) => g.exceptionType)).toEqual(['java.lang.NullPointerException']);
  },
  'errorGroups.get': async (s) => {
    const { biggest, errorsOf } = seededErrors(s.fake);
    const group = await s.client.errorGroups.get({ ...s.app, errorGroupId: biggest.errorGroupId });
    expect(group).toMatchObject({ errorGroupId: biggest.errorGroupId, state: 'open', count: errorsOf(biggest.errorGroupId).length });
  },
  'errorGroups.updateState': async (s) => {
    const { biggest } = seededErrors(s.fake);
    const input = { ...s.app, errorGroupId: biggest.errorGroupId };
    expect(await s.client.errorGroups.updateState({ ...input, body: { state: 'closed', annotation: 'fixed in 2.0.1' } })).toMatchObject({ state: 'closed', annotation: 'fixed in 2.0.1' });
    expect((await s.client.errorGroups.get(input)).state).toBe('closed');
  },
  'errorGroups.countsPerDay': async (s) => {
    const { biggest, errorsOf, start } = seededErrors(s.fake);
    const counts = await s.client.errorGroups.countsPerDay({ ...s.app, errorGroupId: biggest.errorGroupId, start });
    expect(counts.count).toBe(errorsOf(biggest.errorGroupId).length);
    expect(counts.errors!.reduce((sum, day) => sum + day.count!, 0)).toBe(counts.count);
  },
  'errorGroups.errorFreeDevicePercentages': async (s) => {
    const { biggest, start } = seededErrors(s.fake);
    const shares = await s.client.errorGroups.errorFreeDevicePercentages({ ...s.app, errorGroupId: biggest.errorGroupId, start });
    expect(shares.dailyPercentages).toHaveLength(31);
    expect(shares.averagePercentage).toBeGreaterThan(0);
    expect(shares.averagePercentage).toBeLessThan(100);
  },
  'errorGroups.modelCounts': async (s) => {
    const { biggest, errorsOf } = seededErrors(s.fake);
    const counts = await s.client.errorGroups.modelCounts({ ...s.app, errorGroupId: biggest.errorGroupId });
    expect(counts.errorCount).toBe(errorsOf(biggest.errorGroupId).length);
    expect(counts.models!.reduce((sum, m) => sum + m.errorCount!, 0)).toBe(counts.errorCount);
  },
  'errorGroups.operatingSystemCounts': async (s) => {
    const { biggest, errorsOf } = seededErrors(s.fake);
    const counts = await s.client.errorGroups.operatingSystemCounts({ ...s.app, errorGroupId: biggest.errorGroupId, top: 1 });
    expect(counts.errorCount).toBe(errorsOf(biggest.errorGroupId).length);
    expect(counts.operatingSystems).toHaveLength(1);
  },
  'errorGroups.getStacktrace': async (s) => {
    const { biggest } = seededErrors(s.fake);
    const trace = await s.client.errorGroups.getStacktrace({ ...s.app, errorGroupId: biggest.errorGroupId });
    expect(trace.exception?.type).toBe(biggest.cause.type);
  },
  'errors.list': async (s) => {
    const { biggest, errorsOf, start } = seededErrors(s.fake);
    const errors = await s.client.errors.list({ ...s.app, errorGroupId: biggest.errorGroupId, start }).toArray();
    expect(errors.map((e) => e.errorId)).toEqual(errorsOf(biggest.errorGroupId).map((e) => e.details.errorId));
  },
  'errors.getLatest': async (s) => {
    const { biggest, errorsOf } = seededErrors(s.fake);
    expect((await s.client.errors.getLatest({ ...s.app, errorGroupId: biggest.errorGroupId })).errorId).toBe(errorsOf(biggest.errorGroupId)[0]!.details.errorId);
  },
  'errors.get': async (s) => {
    const { withAttachments: error } = seededErrors(s.fake);
    const details = await s.client.errors.get({ ...s.app, errorGroupId: error.errorGroupId, errorId: error.details.errorId });
    expect(details).toMatchObject({ errorId: error.details.errorId, hasAttachments: true, name: error.cause.type });
  },
  'errors.delete': async (s) => {
    const { withAttachments: error, errorsOf } = seededErrors(s.fake);
    const input = { ...s.app, errorGroupId: error.errorGroupId, errorId: error.details.errorId };
    expect(await s.client.errors.delete(input)).toMatchObject({ errorId: error.details.errorId, errorsDeleted: 1, attachmentsDeleted: 2 });
    expect((await s.client.errorGroups.get(input)).count).toBe(errorsOf(error.errorGroupId).length - 1);
  },
  'errors.download': async (s) => {
    const { withAttachments: error } = seededErrors(s.fake);
    const file = await s.client.errors.download({ ...s.app, errorGroupId: error.errorGroupId, errorId: error.details.errorId });
    const report = JSON.parse(file) as Record<string, unknown>;
    expect(report).toMatchObject({ errorId: error.details.errorId, errorGroupId: error.errorGroupId, errorType: 'unhandledError' });
    expect(report.stacktrace).toEqual(error.stacktrace);
  },
  'errors.getLocation': async (s) => {
    const { withAttachments: error } = seededErrors(s.fake);
    const { uri } = await s.client.errors.getLocation({ ...s.app, errorGroupId: error.errorGroupId, errorId: error.details.errorId });
    expect(decodeURIComponent(uri)).toContain(`${error.details.errorId}.json`);
  },
  'errors.getStacktrace': async (s) => {
    const { withAttachments: error } = seededErrors(s.fake);
    expect(await s.client.errors.getStacktrace({ ...s.app, errorGroupId: error.errorGroupId, errorId: error.details.errorId })).toEqual(error.stacktrace);
  },
  'errors.search': async (s) => {
    const { biggest, errorsOf } = seededErrors(s.fake);
    const found = await s.client.errors.search({ ...s.app, filter: `errorGroupId eq '${biggest.errorGroupId}'` }).toArray();
    expect(found.map((e) => e.errorId)).toEqual(errorsOf(biggest.errorGroupId).map((e) => e.details.errorId));
  },
  'errors.listAttachments': async (s) => {
    const { withAttachments: error } = seededErrors(s.fake);
    const attachments = await s.client.errors.listAttachments({ ...s.app, errorId: error.details.errorId });
    expect(attachments.map((a) => a.fileName)).toEqual(error.attachments.map((a) => a.attachment.fileName));
  },
  'errors.getAttachmentLocation': async (s) => {
    const { withAttachments: error, binaryAttachment } = seededErrors(s.fake);
    const { uri } = await s.client.errors.getAttachmentLocation({ ...s.app, errorId: error.details.errorId, attachmentId: binaryAttachment.attachmentId });
    expect(decodeURIComponent(uri)).toContain(binaryAttachment.blobLocation);
  },
  'errors.getAttachmentText': async (s) => {
    const { withAttachments: error, textAttachment } = seededErrors(s.fake);
    const { content } = await s.client.errors.getAttachmentText({ ...s.app, errorId: error.details.errorId, attachmentId: textAttachment.attachmentId });
    expect(content).toBe(error.attachments.find((a) => a.attachment.attachmentId === textAttachment.attachmentId)!.content);
  },
  'errors.listSessionLogs': async (s) => {
    const { withAttachments: error } = seededErrors(s.fake);
    const { logs } = await s.client.errors.listSessionLogs({ ...s.app, errorId: error.details.errorId });
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((l) => l.session_id === error.sessionId && l.timestamp <= error.details.timestamp)).toBe(true);
  },
  'errors.getRetentionSettings': async ({ client, app }) => {
    expect(await client.errors.getRetentionSettings(app)).toEqual({ retention_in_days: 28 });
  },
  'errorAnalytics.appBuilds': async (s) => {
    const { start } = seededErrors(s.fake);
    expect(await s.client.errorAnalytics.appBuilds({ ...s.app, version: '2.0.0', start })).toEqual({ appBuilds: ['200'] });
  },
  'errorAnalytics.availableVersions': async (s) => {
    const { start } = seededErrors(s.fake);
    expect(await s.client.errorAnalytics.availableVersions({ ...s.app, start, top: 1 }).toArray()).toEqual(['2.0.0', '1.1.0']);
  },
  'errorAnalytics.countsPerDay': async (s) => {
    const { start, errors } = seededErrors(s.fake);
    const counts = await s.client.errorAnalytics.countsPerDay({ ...s.app, start });
    expect(counts.count).toBe(errors.filter((e) => e.errorType === 'handledError').length);
  },
  'errorAnalytics.errorFreeDevicePercentages': async (s) => {
    const { start } = seededErrors(s.fake);
    const shares = await s.client.errorAnalytics.errorFreeDevicePercentages({ ...s.app, start, versions: ['2.0.0'], errorType: 'unhandledError' });
    expect(shares.averagePercentage).toBeGreaterThan(0);
    expect(shares.averagePercentage).toBeLessThan(100);
  },
  ...distributeCases,
  ...deviceTestCases,
  ...dataAndAlertingCases,
  ...memberCases,
  ...orgCases,
};

describe('every operation against the fake', () => {
  const s = useSetup();

  it('has a case for each of the 352 operations, and none for an unknown one', () => {
    expect(operations).toHaveLength(352);
    expect(Object.keys(cases).sort()).toEqual(operations.map((op) => op.id).sort());
  });

  for (const op of operations) {
    it(`${op.id} (${op.method} ${op.path})`, async () => {
      const run = cases[op.id];
      expect(run, `no case for ${op.id}`).toBeDefined();
      await run!(s);
      expect(s.fake.requests.some((r) => r.operationId === op.id && r.status !== undefined && r.status < 300)).toBe(true);
    });
  }
});
