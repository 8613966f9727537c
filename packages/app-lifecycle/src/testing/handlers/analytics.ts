/**
 * Audience analytics, all computed from the app's analytics log in the asked range (`[start, end)`,
 * `end` defaulting to now), optionally for some app versions. "Previous" figures are the same
 * computation over the range of the same length just before. Ranked lists count distinct devices.
 * The log flow returns logs received between `start` and now, `start` included (the last 24 hours without
 * one), oldest first (in the order received among logs sharing a timestamp), at most 100 per call; a next call
 * from `last_received_log_timestamp` gives the logs at that time again.
 */
import { json, type FakeRequest } from '@org/http-core/testing';
import { clock, compareVersions, deviceCount, devicesPer, languageOf, ratio, select, series, sessionSpans } from '../analytics-math.js';
import { LOG_FLOW_LIMIT } from '../constants.js';
import { appOf, pipeList, positive, type FakeContext } from '../context.js';
import type { LogRecord } from '../records.js';
import { DAY_MS, parseTime, previousRange, rangeOf } from '../time.js';
import type { Handlers } from './types.js';

/** A log as the log flow shows it; the generic flow adds event, session and property details. */
export function flowEntry(record: LogRecord, generic: boolean): Record<string, unknown> {
  const base = { type: record.type, timestamp: record.timestamp, install_id: record.install_id, device: record.device };
  if (!generic) return base;
  return {
    ...base,
    session_id: record.session_id,
    message_id: record.message_id,
    ...(record.event_id === undefined ? {} : { event_id: record.event_id, event_name: record.event_name }),
    ...(record.properties === undefined ? {} : { properties: record.properties }),
  };
}

/** Handlers of `analytics.*`. */
export function analyticsHandlers(fake: FakeContext): Handlers {
  const { state } = fake;

  /** The app's log, the asked range and its filter. */
  const scope = (req: FakeRequest) => {
    const app = appOf(fake, req);
    const range = rangeOf(req.query, fake.now());
    const versions = pipeList(req.query, 'versions');
    const log = state.extrasOf(app.id).log;
    return { app, range, versions, log, records: select(log, { range, versions }), previous: select(log, { range: previousRange(range), versions }) };
  };

  const ranked = (key: string, nameKey: string, read: (r: LogRecord) => string | undefined, order: 'count' | 'version' = 'count') =>
    (req: FakeRequest) => {
      const { records, previous } = scope(req);
      const top = positive(req.query, '$top');
      const current = devicesPer(records, read);
      const before = devicesPer(previous, read);
      let rows = [...current].map(([name, count]) => ({ [nameKey]: name, count, previous_count: before.get(name) ?? 0 }));
      if (order === 'version') rows.sort((a, b) => compareVersions(String(a[nameKey]), String(b[nameKey])));
      if (top !== undefined) rows = rows.slice(0, top);
      return json(200, { [key]: rows, total: deviceCount(records) });
    };

  const logFlow = (generic: boolean) => (req: FakeRequest) => {
    const app = appOf(fake, req);
    const startText = req.query.get('start');
    const from = startText === null ? fake.now() - DAY_MS : parseTime(startText, 'start');
    const newer = state.extrasOf(app.id).log.filter((record) => record.ms >= from);
    const logs = newer.slice(0, LOG_FLOW_LIMIT);
    const last = logs.at(-1);
    return json(200, {
      logs: logs.map((record) => flowEntry(record, generic)),
      exceeded_max_limit: newer.length > LOG_FLOW_LIMIT,
      ...(last ? { last_received_log_timestamp: last.timestamp } : {}),
    });
  };

  return {
    'analytics.activeDeviceCounts': (req) => {
      const app = appOf(fake, req);
      const range = rangeOf(req.query, fake.now());
      const records = select(state.extrasOf(app.id).log, { range, versions: pipeList(req.query, 'versions'), build: req.query.get('app_build') ?? undefined });
      return json(200, {
        daily: series('day', range, records, deviceCount),
        weekly: series('week', range, records, deviceCount),
        monthly: series('month', range, records, deviceCount),
      });
    },
    'analytics.releaseCounts': (req) => {
      const app = appOf(fake, req);
      const releases = state.extrasOf(app.id).releases;
      const asked = (req.body as { releases: Array<{ release: string }> }).releases;
      const counts = asked.map(({ release }) => releases.get(release) ?? { release_id: release, total_count: 0, unique_count: 0 });
      return json(200, { counts, total: counts.reduce((sum, c) => sum + c.total_count, 0) });
    },
    'analytics.languages': ranked('languages', 'language_name', (r) => languageOf(r.device.locale)),
    'analytics.models': ranked('models', 'model_name', (r) => r.device.model),
    'analytics.operatingSystems': ranked('oses', 'os_name', (r) => r.device.os_name),
    'analytics.places': ranked('places', 'code', (r) => r.device.carrier_country),
    'analytics.versions': ranked('versions', 'version', (r) => r.device.app_version, 'version'),
    'analytics.logFlow': logFlow(false),
    'analytics.genericLogFlow': logFlow(true),
    'analytics.sessionCounts': (req) => {
      const { range, records } = scope(req);
      const starts = records.filter((r) => r.type === 'start_session');
      return json(200, series('day', range, starts, (inDay) => inDay.length));
    },
    'analytics.sessionDurations': (req) => {
      const { log, range, versions } = scope(req);
      const spans = [...sessionSpans(log).values()];
      const inRange = (from: number, to: number) =>
        spans.filter((s) => s.start >= from && s.start < to && (!versions || versions.has(s.record.device.app_version)));
      const current = inRange(range.from, range.to);
      const before = inRange(previousRange(range).from, range.from);
      const average = (list: typeof spans) => clock(list.length === 0 ? 0 : list.reduce((sum, s) => sum + s.end - s.start, 0) / list.length);
      const limits: ReadonlyArray<[string, number]> = [
        ['0 - 1 min', 60_000],
        ['1 - 5 min', 300_000],
        ['5 - 15 min', 900_000],
        ['15 min +', Infinity],
      ];
      const distribution = limits.map(([bucket, limit], i) => ({
        bucket,
        count: current.filter((s) => s.end - s.start < limit && s.end - s.start >= (i === 0 ? 0 : limits[i - 1]![1])).length,
      }));
      return json(200, { distribution, average_duration: average(current), previous_average_duration: average(before) });
    },
    'analytics.sessionsPerDevice': (req) => {
      const { range, records, previous } = scope(req);
      const starts = (list: LogRecord[]) => list.filter((r) => r.type === 'start_session');
      return json(200, {
        sessions_per_user: series('day', range, records, (inDay) => ratio(starts(inDay).length, deviceCount(inDay))),
        total_count: starts(records).length,
        previous_total_count: starts(previous).length,
        average_sessions_per_user: ratio(starts(records).length, deviceCount(records)),
        previous_average_sessions_per_user: ratio(starts(previous).length, deviceCount(previous)),
      });
    },
  };
}

