import { describe, expect, it } from 'vitest';
import { useSetup } from '../../test-support/setup.js';
import { childKey } from '../state.js';

const DAY = 86_400_000;

describe('fake analytics: one seeded log, consistent answers', () => {
  const s = useSetup();

  const week = () => {
    const end = new Date(Math.floor(s.fake.now() / DAY) * DAY);
    return { start: new Date(end.getTime() - 7 * DAY), end };
  };
  const before = (range: { start: Date; end: Date }) => ({ start: new Date(range.start.getTime() - 7 * DAY), end: range.start });

  it('counts daily active devices from the log, day by day', async () => {
    const range = week();
    const { daily, weekly, monthly } = await s.client.analytics.activeDeviceCounts({ ...s.app, ...range });
    const log = s.fake.state.extrasOf(s.seeded.appId).log;
    expect(daily).toHaveLength(7);
    for (const day of daily!) {
      const from = Date.parse(day.datetime!);
      expect(day.count).toBe(new Set(log.filter((r) => r.ms >= from && r.ms < from + DAY).map((r) => r.install_id)).size);
    }
    const max = Math.max(...daily!.map((d) => d.count!));
    expect(Math.max(...weekly!.map((w) => w.count!))).toBeGreaterThanOrEqual(max);
    expect(Math.max(...monthly!.map((m) => m.count!))).toBeGreaterThanOrEqual(max);
  });

  it('narrows to app versions and builds', async () => {
    const range = week();
    const all = await s.client.analytics.versions({ ...s.app, ...range });
    const v2 = all.versions!.find((v) => v.version === '2.0.0')!;
    const only = await s.client.analytics.models({ ...s.app, ...range, versions: ['2.0.0'] });
    expect(only.total).toBe(v2.count);
    const byBuild = await s.client.analytics.activeDeviceCounts({ ...s.app, ...range, appBuild: '200' });
    const byVersion = await s.client.analytics.activeDeviceCounts({ ...s.app, ...range, versions: ['2.0.0'] });
    expect(byBuild.daily).toEqual(byVersion.daily);
  });

  it('reports previous figures equal to the same query over the range before', async () => {
    const range = week();
    const now = await s.client.analytics.languages({ ...s.app, ...range });
    const then = await s.client.analytics.languages({ ...s.app, ...before(range) });
    for (const language of now.languages!) {
      expect(language.previous_count).toBe(then.languages!.find((l) => l.language_name === language.language_name)?.count ?? 0);
    }
    const sessions = await s.client.analytics.sessionsPerDevice({ ...s.app, ...range });
    const earlier = await s.client.analytics.sessionsPerDevice({ ...s.app, ...before(range) });
    expect(sessions.previous_total_count).toBe(earlier.total_count);
  });

  it('agrees between session counts and sessions per device', async () => {
    const range = week();
    const days = await s.client.analytics.sessionCounts({ ...s.app, ...range });
    const perDevice = await s.client.analytics.sessionsPerDevice({ ...s.app, ...range });
    expect(days.reduce((sum, d) => sum + d.count!, 0)).toBe(perDevice.total_count);
    const durations = await s.client.analytics.sessionDurations({ ...s.app, ...range });
    expect(durations.distribution!.reduce((sum, b) => sum + b.count!, 0)).toBe(perDevice.total_count);
  });

  it('agrees between the event list and each event count', async () => {
    const range = week();
    const events = await s.client.events.list({ ...s.app, ...range, orderBy: 'count desc' }).toArray();
    expect(events.map((e) => e.count)).toEqual([...events.map((e) => e.count)].sort((a, b) => b! - a!));
    for (const event of events) {
      const count = await s.client.events.eventCount({ ...s.app, ...range, eventName: event.name! });
      const devices = await s.client.events.deviceCount({ ...s.app, ...range, eventName: event.name! });
      expect(count.total_count).toBe(event.count);
      expect(devices.total_devices_with_event).toBe(event.device_count);
    }
    for (const name of ['purchase', 'add_to_cart']) {
      const values = await s.client.events.propertyCounts({ ...s.app, ...range, eventName: name, eventPropertyName: 'item' });
      expect(values.total).toBe(events.find((e) => e.name === name)!.count);
    }
    const page = await s.client.events.list({ ...s.app, ...range, eventName: ['share', 'purchase'] }).firstPage();
    expect(page.items.map((e) => e.name)).toEqual(['purchase', 'share']);
  });

  it('answers 404 for an event never seen, 400 for a start after the end, in the numeric error shape', async () => {
    await expect(s.client.events.eventCount({ ...s.app, ...week(), eventName: 'teleport' })).rejects.toMatchObject({ status: 404, code: 404 });
    const range = week();
    await expect(s.client.analytics.places({ ...s.app, start: range.end, end: range.start })).rejects.toMatchObject({ status: 400, code: 400 });
  });

  it('removes deleted events from every answer', async () => {
    await s.client.events.delete({ ...s.app, eventName: 'purchase' });
    const events = await s.client.events.list({ ...s.app, ...week() }).toArray();
    expect(events.map((e) => e.name)).not.toContain('purchase');
    await expect(s.client.events.properties({ ...s.app, eventName: 'purchase' })).rejects.toMatchObject({ status: 404 });
  });

  it('counts crashes of a crash group the way crash analytics does', async () => {
    const group = s.seeded.biggestGroup;
    const input = { ...s.app, crashGroupId: group.crash_group_id, version: group.app_version };
    const overall = await s.client.crashAnalytics.groupOverall(input);
    expect(overall).toEqual({ crash_count: group.count, device_count: group.impacted_users });
    const models = await s.client.crashAnalytics.groupModels(input);
    expect(models.models!.reduce((sum, m) => sum + m.crash_count!, 0)).toBe(group.count);
    expect(await s.client.crashAnalytics.groupOverall({ ...input, version: '0.0.1' })).toEqual({ crash_count: 0, device_count: 0 });
    await expect(s.client.crashAnalytics.groupOverall({ ...input, crashGroupId: 'none' })).rejects.toMatchObject({ status: 404, code: 404 });
  });

  it('answers -1 for a day when more devices crashed than were active', async () => {
    const day = Math.floor(s.fake.now() / DAY) * DAY - 2 * DAY;
    const model = s.seeded.crashes[0]!;
    for (let i = 0; i < 40; i++) {
      const crashId = `extra-${i}`;
      s.fake.state.crashes.set(childKey(s.seeded.appId, crashId), {
        ...model,
        installId: `device-without-sessions-${i}`,
        crash: { ...model.crash, crash_id: crashId, version: '1.0.0', timestamp: new Date(day + 1000 + i).toISOString() },
      });
    }
    const result = await s.client.crashAnalytics.crashFreeDevicePercentages({ ...s.app, start: new Date(day - DAY), end: new Date(day + DAY), version: '1.0.0' });
    expect(result.daily_percentages!.map((d) => d.percentage)).toEqual([expect.any(Number), -1]);
    expect(result.daily_percentages![0]!.percentage).toBeGreaterThanOrEqual(0);
  });
});
