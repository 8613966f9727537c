/**
 * Custom events, computed from the app's analytics log. Events are listed by name unless `$orderby`
 * says otherwise (`count`, `device_count` or `name`, with `asc`/`desc`), paged with `$top`/`$skip`
 * (the fake's page size without `$top`). `total` sums the events' counts; `total_devices` counts the
 * devices active in the range. An event name never seen in the log answers 404. Deleting an event
 * removes its logs.
 */
import { empty, fakeError, json, type FakeRequest } from '@org/http-core/testing';
import { deviceCount, ratio, select, series, sessionCount } from '../analytics-math.js';
import { appOf, pipeList, positive, type FakeContext } from '../context.js';
import type { LogRecord } from '../records.js';
import { previousRange, rangeOf } from '../time.js';
import type { Handlers } from './types.js';

const eventsOnly = new Set<LogRecord['type']>(['event']);

/** Handlers of `events.*`. */
export function eventHandlers(fake: FakeContext): Handlers {
  const { state } = fake;

  /** The app's log and, for event operations, the named event (404 when never seen). */
  const eventScope = (req: FakeRequest) => {
    const app = appOf(fake, req);
    const extras = state.extrasOf(app.id);
    const name = req.params.event_name!;
    if (!extras.log.some((r) => r.type === 'event' && r.event_name === name)) throw fakeError(404, undefined, `No event ${name}`);
    return { app, extras, name };
  };
  const timed = (req: FakeRequest) => {
    const { extras, name } = eventScope(req);
    const range = rangeOf(req.query, fake.now());
    const versions = pipeList(req.query, 'versions');
    const all = select(extras.log, { range, versions });
    const events = all.filter((r) => r.type === 'event' && r.event_name === name);
    const previousAll = select(extras.log, { range: previousRange(range), versions });
    const previous = previousAll.filter((r) => r.type === 'event' && r.event_name === name);
    return { range, all, events, previous, previousAll };
  };
  const remove = (req: FakeRequest) => {
    const app = appOf(fake, req);
    const extras = state.extrasOf(app.id);
    const name = req.params.event_name!;
    extras.log = extras.log.filter((r) => !(r.type === 'event' && r.event_name === name));
    return empty(200);
  };

  return {
    'events.list': (req) => {
      const app = appOf(fake, req);
      const log = state.extrasOf(app.id).log;
      const range = rangeOf(req.query, fake.now());
      const versions = pipeList(req.query, 'versions');
      const names = pipeList(req.query, 'event_name');
      const all = select(log, { range, versions });
      const events = all.filter((r) => r.type === 'event' && (!names || names.has(r.event_name!)));
      const previous = select(log, { range: previousRange(range), versions, types: eventsOnly });
      const byName = new Map<string, LogRecord[]>();
      for (const record of events) byName.set(record.event_name!, [...(byName.get(record.event_name!) ?? []), record]);
      const rows = [...byName].map(([name, records]) => {
        const before = previous.filter((r) => r.event_name === name);
        return {
          id: name,
          name,
          count: records.length,
          previous_count: before.length,
          device_count: deviceCount(records),
          previous_device_count: deviceCount(before),
          count_per_device: ratio(records.length, deviceCount(records)),
          count_per_session: ratio(records.length, sessionCount(records)),
        };
      });
      const order = (req.query.get('$orderby') ?? 'name asc').trim().split(/\s+/);
      const [field, direction = 'asc'] = order as [string, string?];
      if (!['name', 'count', 'device_count'].includes(field) || !['asc', 'desc'].includes(direction)) {
        throw fakeError(400, undefined, `Cannot order events by '${order.join(' ')}'`);
      }
      const sign = direction === 'desc' ? -1 : 1;
      rows.sort((a, b) => {
        const x = a[field as keyof typeof a];
        const y = b[field as keyof typeof b];
        return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) || a.name.localeCompare(b.name);
      });
      const skip = positive(req.query, '$skip') ?? 0;
      const top = positive(req.query, '$top') ?? state.pageSize;
      return json(200, { events: rows.slice(skip, skip + top), total: events.length, total_devices: deviceCount(all) });
    },
    'events.delete': remove,
    'events.deleteLogs': remove,
    'events.eventCount': (req) => {
      const { range, events, previous } = timed(req);
      return json(200, { count: series('day', range, events, (inDay) => inDay.length), total_count: events.length, previous_total_count: previous.length });
    },
    'events.deviceCount': (req) => {
      const { range, all, events, previous } = timed(req);
      return json(200, {
        devices_count: series('day', range, events, deviceCount),
        total_devices: deviceCount(all),
        total_devices_with_event: deviceCount(events),
        previous_total_devices_with_event: deviceCount(previous),
      });
    },
    'events.countPerDevice': (req) => {
      const { range, events, previous } = timed(req);
      return json(200, {
        count_per_device: series('day', range, events, (inDay) => ratio(inDay.length, deviceCount(inDay))),
        avg_count_per_device: ratio(events.length, deviceCount(events)),
        previous_avg_count_per_device: ratio(previous.length, deviceCount(previous)),
      });
    },
    'events.countPerSession': (req) => {
      const { range, all, events, previous, previousAll } = timed(req);
      const perDay = series('day', range, events, (inDay) => inDay.length);
      const sessionsPerDay = series('day', range, all, sessionCount);
      return json(200, {
        count_per_session: perDay.map((point, i) => ({ datetime: point.datetime, count: ratio(point.count, sessionsPerDay[i]!.count) })),
        avg_count_per_session: ratio(events.length, sessionCount(all)),
        previous_avg_count_per_session: ratio(previous.length, sessionCount(previousAll)),
      });
    },
    'events.properties': (req) => {
      const { extras, name } = eventScope(req);
      const names = new Set<string>();
      for (const record of extras.log) if (record.event_name === name) for (const key of Object.keys(record.properties ?? {})) names.add(key);
      return json(200, { event_properties: [...names].sort() });
    },
    'events.propertyCounts': (req) => {
      const { events, previous } = timed(req);
      const property = req.params.event_property_name!;
      const tally = (records: LogRecord[]) => {
        const counts = new Map<string, number>();
        for (const record of records) {
          const value = record.properties?.[property];
          if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
        }
        return counts;
      };
      const current = tally(events);
      const before = tally(previous);
      let values = [...current]
        .map(([name, count]) => ({ name, count, previous_count: before.get(name) ?? 0 }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
      const top = positive(req.query, '$top');
      const total = values.reduce((sum, v) => sum + v.count, 0);
      if (top !== undefined) values = values.slice(0, top);
      return json(200, { values, total });
    },
  };
}
