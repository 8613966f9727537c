/**
 * Crash analytics, computed from the app's crashes (each crash knows its device and time) and, for
 * crash-free percentages, from the analytics log's active devices: per day, the share of the version's
 * active devices without a crash, `-1` when more devices crashed than were active.
 */
import { fakeError, json, type FakeRequest } from '@org/http-core/testing';
import { freeShare, select } from '../analytics-math.js';
import { appOf, pipeList, positive, type FakeContext } from '../context.js';
import type { StoredCrash } from '../records.js';
import { childKey } from '../state.js';
import { bucketOf, buckets, iso, rangeOf, type TimeRange } from '../time.js';
import type { Handlers } from './types.js';

const at = (crash: StoredCrash) => Date.parse(crash.crash.timestamp);

/** Crashes per day over a range. */
function perDay(range: TimeRange, crashes: readonly StoredCrash[]): Array<{ datetime: string; count: number }> {
  return buckets('day', range).map((day) => ({ datetime: iso(day), count: crashes.filter((c) => bucketOf('day', at(c)) === day).length }));
}

/** Handlers of `crashAnalytics.*`. */
export function crashAnalyticsHandlers(fake: FakeContext): Handlers {
  const { state } = fake;
  const crashesOf = (appId: string) => state.childrenOf(state.crashes, appId);
  /** The crashes of the path's crash group with the asked version (404 for an unknown group). */
  const groupScope = (req: FakeRequest) => {
    const app = appOf(fake, req);
    const groupId = req.params.crash_group_id!;
    if (!state.crashGroups.has(childKey(app.id, groupId))) throw fakeError(404, undefined, `No crash group ${groupId}`);
    const version = req.query.get('version')!;
    return { app, crashes: crashesOf(app.id).filter((c) => c.crashGroupId === groupId && c.crash.version === version) };
  };
  const breakdown = (key: string, nameKey: string, read: (crash: StoredCrash) => string) => (req: FakeRequest) => {
    const { crashes } = groupScope(req);
    const counts = new Map<string, number>();
    for (const crash of crashes) counts.set(read(crash), (counts.get(read(crash)) ?? 0) + 1);
    let rows = [...counts].map(([name, count]) => ({ [nameKey]: name, crash_count: count })).sort((a, b) => b.crash_count - a.crash_count);
    const top = positive(req.query, '$top');
    if (top !== undefined) rows = rows.slice(0, top);
    return json(200, { crash_count: crashes.length, [key]: rows });
  };

  return {
    'crashAnalytics.crashCounts': (req) => {
      const app = appOf(fake, req);
      const range = rangeOf(req.query, fake.now());
      const versions = pipeList(req.query, 'versions');
      const crashes = crashesOf(app.id).filter((c) => at(c) >= range.from && at(c) < range.to && (!versions || versions.has(c.crash.version)));
      return json(200, { count: crashes.length, crashes: perDay(range, crashes) });
    },
    'crashAnalytics.groupTotals': (req) => {
      const app = appOf(fake, req);
      const asked = (req.body as { crash_groups: Array<{ crash_group_id?: string; app_version?: string }> }).crash_groups;
      const all = crashesOf(app.id);
      return json(
        200,
        asked.map((entry) => {
          const crashes = all.filter((c) => c.crashGroupId === entry.crash_group_id && (entry.app_version === undefined || c.crash.version === entry.app_version));
          return { ...entry, overall: { crash_count: crashes.length, device_count: new Set(crashes.map((c) => c.installId)).size } };
        }),
      );
    },
    'crashAnalytics.groupCrashCounts': (req) => {
      const { crashes } = groupScope(req);
      const range = rangeOf(req.query, fake.now());
      const inRange = crashes.filter((c) => at(c) >= range.from && at(c) < range.to);
      return json(200, { count: inRange.length, crashes: perDay(range, inRange) });
    },
    'crashAnalytics.groupModels': breakdown('models', 'model_name', (c) => c.crash.device),
    'crashAnalytics.groupOperatingSystems': breakdown('operating_systems', 'operating_system_name', (c) => `${c.osName} ${c.crash.os_version}`),
    'crashAnalytics.groupOverall': (req) => {
      const { crashes } = groupScope(req);
      return json(200, { crash_count: crashes.length, device_count: new Set(crashes.map((c) => c.installId)).size });
    },
    'crashAnalytics.crashFreeDevicePercentages': (req) => {
      const app = appOf(fake, req);
      const range = rangeOf(req.query, fake.now());
      const version = req.query.get('version')!;
      const active = select(state.extrasOf(app.id).log, { range, versions: new Set([version]) });
      const crashes = crashesOf(app.id).filter((c) => c.crash.version === version && at(c) >= range.from && at(c) < range.to);
      const daily = buckets('day', range).map((day) => {
        const activeDevices = new Set(active.filter((r) => bucketOf('day', r.ms) === day).map((r) => r.install_id)).size;
        const crashedDevices = new Set(crashes.filter((c) => bucketOf('day', at(c)) === day).map((c) => c.installId)).size;
        return { datetime: iso(day), percentage: freeShare(activeDevices, crashedDevices) };
      });
      const activeTotal = new Set(active.map((r) => r.install_id)).size;
      const crashedTotal = new Set(crashes.map((c) => c.installId)).size;
      return json(200, { daily_percentages: daily, average_percentage: freeShare(activeTotal, crashedTotal) });
    },
  };
}
