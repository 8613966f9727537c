/**
 * The seeded analytics log: devices that open sessions, send events, pages and custom properties over
 * the 28 days before the fake's `now`. Every analytics answer of the fake is computed from it.
 */
import type { LogDevice, PropertyType } from '../index.js';
import type { Dice } from './random.js';
import type { LogRecord } from './records.js';
import { DAY_MS, iso, startOfDay } from './time.js';

/** Days of history the seed covers. */
export const SEEDED_DAYS = 28;

const models = [
  { model: 'Pixel 7', oem: 'Google' },
  { model: 'Pixel 8', oem: 'Google' },
  { model: 'Galaxy S23', oem: 'Samsung' },
  { model: 'Galaxy A54', oem: 'Samsung' },
  { model: 'OnePlus 11', oem: 'OnePlus' },
  { model: 'Moto G84', oem: 'Motorola' },
] as const;

const places = [
  { locale: 'en-US', country: 'US', offset: -300 },
  { locale: 'en-GB', country: 'GB', offset: 0 },
  { locale: 'de-DE', country: 'DE', offset: 60 },
  { locale: 'fr-FR', country: 'FR', offset: 60 },
  { locale: 'es-ES', country: 'ES', offset: 60 },
  { locale: 'ja-JP', country: 'JP', offset: 540 },
] as const;

/** App versions of the seeded app with their builds, oldest first. */
export const seededVersions = [
  { version: '1.0.0', build: '100' },
  { version: '1.1.0', build: '110' },
  { version: '2.0.0', build: '200' },
] as const;

/** Events the seeded app sends, with the properties each carries. */
const events: ReadonlyArray<{ name: string; properties: Record<string, readonly string[]> }> = [
  { name: 'purchase', properties: { item: ['coins', 'gems', 'skin', 'bundle'], tier: ['low', 'mid', 'high'] } },
  { name: 'share', properties: { channel: ['mail', 'chat', 'social'] } },
  { name: 'level_up', properties: { level: ['2', '3', '4', '5', '6'] } },
  { name: 'search', properties: { source: ['home', 'store'] } },
  { name: 'add_to_cart', properties: { item: ['coins', 'gems', 'skin'] } },
];

const pages = ['Home', 'Store', 'Settings', 'Profile'];

/** Types of the custom properties the seeded devices report. */
export const seededCustomProperties: Record<string, PropertyType> = { plan: 'string', beta: 'boolean', age: 'number' };

/** A device of the seed. */
export interface SeedDevice {
  readonly installId: string;
  readonly device: LogDevice;
}

/** Makes `count` devices. */
export function seedDevices(d: Dice, count: number): SeedDevice[] {
  const out: SeedDevice[] = [];
  for (let i = 0; i < count; i++) {
    const hardware = d.pick(models);
    const place = d.pick(places);
    const release = seededVersions[d.chance(0.55) ? 2 : d.chance(0.5) ? 1 : 0]!;
    out.push({
      installId: d.uuid(),
      device: {
        app_version: release.version,
        app_build: release.build,
        app_namespace: 'com.example.testapp',
        sdk_name: 'appcenter.android',
        sdk_version: '5.0.4',
        os_name: 'Android',
        os_version: d.pick(['13', '14']),
        os_api_level: d.pick([33, 34]),
        model: hardware.model,
        oem_name: hardware.oem,
        locale: place.locale,
        carrier_country: place.country,
        time_zone_offset: place.offset,
        screen_size: d.pick(['1080x2400', '1440x3120']),
      },
    });
  }
  return out;
}

/**
 * The log of the seeded app: on each of the last {@link SEEDED_DAYS} days every device is active with
 * probability one half, for one or two sessions of a start log followed by one to five events or pages.
 * Times are unique to the millisecond and before `now`.
 */
export function seedLog(d: Dice, devices: readonly SeedDevice[], now: number): LogRecord[] {
  const used = new Set<number>();
  const unique = (ms: number) => {
    let at = Math.floor(ms);
    while (used.has(at)) at++;
    used.add(at);
    return at;
  };
  const log: LogRecord[] = [];
  const reported = new Set<string>();
  const today = startOfDay(now);
  for (let day = SEEDED_DAYS - 1; day >= 0; day--) {
    const dayStart = today - day * DAY_MS;
    const latest = Math.min(dayStart + DAY_MS, now) - 3_600_000;
    if (latest <= dayStart) continue;
    for (const { installId, device } of devices) {
      if (!d.chance(0.5)) continue;
      const sessions = d.int(1, 2);
      for (let s = 0; s < sessions; s++) {
        const sessionId = d.uuid();
        let at = unique(dayStart + d.next() * (latest - dayStart - 600_000));
        const base = { install_id: installId, session_id: sessionId, device };
        log.push({ ...base, type: 'start_session', timestamp: iso(at), ms: at, message_id: d.uuid() });
        if (!reported.has(installId)) {
          reported.add(installId);
          at = unique(at + 200);
          log.push({
            ...base,
            type: 'custom_properties',
            timestamp: iso(at),
            ms: at,
            message_id: d.uuid(),
            properties: { plan: d.chance(0.3) ? 'pro' : 'free', beta: String(d.chance(0.2)), age: String(d.int(18, 65)) },
          });
        }
        const steps = d.int(1, 5);
        for (let step = 0; step < steps; step++) {
          at = unique(at + d.int(10, 120) * 1000);
          if (d.chance(0.25)) {
            log.push({ ...base, type: 'page', timestamp: iso(at), ms: at, message_id: d.uuid(), properties: { page: d.pick(pages) } });
            continue;
          }
          const event = d.pick(events);
          const properties: Record<string, string> = {};
          for (const [key, values] of Object.entries(event.properties)) properties[key] = d.pick(values);
          log.push({ ...base, type: 'event', timestamp: iso(at), ms: at, message_id: d.uuid(), event_id: d.uuid(), event_name: event.name, properties });
        }
      }
    }
  }
  return log.sort((a, b) => a.ms - b.ms);
}
