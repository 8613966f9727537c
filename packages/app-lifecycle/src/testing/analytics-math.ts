/**
 * Analytics computed from the analytics log: every count the fake answers is a count of log records,
 * so answers about the same range agree with each other and with the log.
 */
import type { LogRecord } from './records.js';
import { bucketOf, buckets, iso, type BucketKind, type TimeRange } from './time.js';

/** What a query keeps of the log. */
export interface LogFilter {
  readonly range: TimeRange;
  /** App versions to keep (all when undefined). */
  readonly versions?: ReadonlySet<string> | undefined;
  /** App build to keep (all when undefined). */
  readonly build?: string | undefined;
  /** Only records of these types. */
  readonly types?: ReadonlySet<LogRecord['type']>;
  /** Only events with this name. */
  readonly eventName?: string;
}

/** The records of the log a filter keeps, oldest first. */
export function select(log: readonly LogRecord[], filter: LogFilter): LogRecord[] {
  const { range } = filter;
  return log.filter(
    (r) =>
      r.ms >= range.from &&
      r.ms < range.to &&
      (!filter.versions || filter.versions.has(r.device.app_version)) &&
      (filter.build === undefined || r.device.app_build === filter.build) &&
      (!filter.types || filter.types.has(r.type)) &&
      (filter.eventName === undefined || r.event_name === filter.eventName),
  );
}

/** Number of distinct devices among records. */
export function deviceCount(records: readonly LogRecord[]): number {
  return new Set(records.map((r) => r.install_id)).size;
}

/** Number of distinct sessions among records. */
export function sessionCount(records: readonly LogRecord[]): number {
  return new Set(records.map((r) => r.session_id)).size;
}

/**
 * A time series over the range: one point per bucket (`datetime` is the bucket start), the value
 * computed from the records falling in it.
 */
export function series(
  kind: BucketKind,
  range: TimeRange,
  records: readonly LogRecord[],
  value: (inBucket: LogRecord[]) => number,
): Array<{ datetime: string; count: number }> {
  const byBucket = new Map<number, LogRecord[]>();
  for (const record of records) {
    const at = bucketOf(kind, record.ms);
    const list = byBucket.get(at);
    if (list) list.push(record);
    else byBucket.set(at, [record]);
  }
  return buckets(kind, range).map((at) => ({ datetime: iso(at), count: value(byBucket.get(at) ?? []) }));
}

/** A ratio rounded to two decimals; 0 when the divisor is 0. */
export function ratio(a: number, b: number): number {
  return b === 0 ? 0 : Math.round((a / b) * 100) / 100;
}

/** Distinct devices per value of a device field, most first (ties by value). */
export function devicesPer(records: readonly LogRecord[], key: (record: LogRecord) => string | undefined): Map<string, number> {
  const sets = new Map<string, Set<string>>();
  for (const record of records) {
    const value = key(record);
    if (value === undefined) continue;
    let set = sets.get(value);
    if (!set) sets.set(value, (set = new Set()));
    set.add(record.install_id);
  }
  return new Map([...sets].map(([value, set]) => [value, set.size] as const).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The English name of a locale's language (`de-DE` is `German`). */
export function languageOf(locale: string): string {
  const code = locale.split(/[-_]/)[0] ?? locale;
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Compares version strings part by part, numerically where both parts are numbers. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.');
  const pb = b.split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '';
    const y = pb[i] ?? '';
    const nx = Number(x);
    const ny = Number(y);
    const diff = Number.isFinite(nx) && Number.isFinite(ny) && x !== '' && y !== '' ? nx - ny : x.localeCompare(y);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Sessions of the whole log by id: start and last record times. */
export function sessionSpans(log: readonly LogRecord[]): Map<string, { start: number; end: number; record: LogRecord }> {
  const spans = new Map<string, { start: number; end: number; record: LogRecord }>();
  for (const record of log) {
    const span = spans.get(record.session_id);
    if (!span) spans.set(record.session_id, { start: record.ms, end: record.ms, record });
    else span.end = Math.max(span.end, record.ms);
  }
  return spans;
}

/** A duration as `hh:mm:ss`. */
export function clock(ms: number): string {
  const total = Math.round(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Share of `active` devices not among `affected` ones, in percent (two decimals); `-1` when more were affected than active, 100 with none active. */
export function freeShare(active: number, affected: number): number {
  return affected > active ? -1 : active === 0 ? 100 : ratio((active - affected) * 100, active);
}
