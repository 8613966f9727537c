/** Key availability, details, lookup history (CSV) and usage statistics. */
import { fakeError, text, type FakeHandler } from '@org/http-core/testing';
import { ApiCode } from '../../api-codes.js';
import { formatCsv } from '../../lookup-log.js';
import { admitManagement, tagsOf } from '../access.js';
import { ok } from '../answers.js';
import type { FakeContext } from '../fake-context.js';
import { daysBetween, reportRange } from '../report-range.js';
import { keyContexts } from '../seed-keys.js';
import { dayOf, type LookupRecord } from '../state.js';

/** Handlers of the key operations. */
export function keyHandlers(context: FakeContext) {
  const { state } = context;
  const history = (req: Parameters<FakeHandler>[0]): { records: LookupRecord[]; start: number; end: number } => {
    const key = admitManagement(req, state);
    const { start, end } = reportRange(req, state.now());
    const licensee = req.query.get('licensee') ?? undefined;
    const records = state.lookups.list(
      (record) => record.key === key.key && record.time >= start && record.time <= end && (licensee === undefined || record.licensee === licensee),
    );
    return { records, start, end };
  };
  return {
    'keys.availability': ((req) => {
      const key = state.keys.require(req.params.key!, () => fakeError(404, ApiCode.KeyNotFound, 'Key not found'));
      return ok({ available: key.lookupsRemaining > 0, context: key.context, contexts: keyContexts });
    }) satisfies FakeHandler,
    'keys.details': ((req) => {
      const key = admitManagement(req, state);
      const purchased = 1000;
      return ok({
        lookups_remaining: key.lookupsRemaining,
        daily_limit: { limit: key.dailyLimit, consumed: state.chargedToday(key.key) },
        individual_limit: { limit: key.individualLimit },
        allowed_urls: key.allowedUrls,
        notifications: { emails: [], enabled: false },
        datasets: { paf: true, pafa: true, pafw: true, mr: true, nyb: true, usps: true, ecad: false, ecaf: false },
        automated_topups: { enabled: false },
        current_purchases: [{ expires: null, purchased, consumed: Math.max(0, purchased - key.lookupsRemaining) }],
      });
    }) satisfies FakeHandler,
    'keys.lookups': ((req) => {
      const { records } = history(req);
      const rows = records.map((record) => [new Date(record.time).toISOString(), record.ip, record.query, record.url, record.kind, record.tags.join(',')]);
      return text(200, formatCsv(rows), { 'content-type': 'text/csv; charset=utf-8' });
    }) satisfies FakeHandler,
    'keys.usage': ((req) => {
      const tags = tagsOf(req);
      const { records, start, end } = history(req);
      const counted = records.filter((record) => tags.every((tag) => record.tags.includes(tag)));
      const perDay = new Map<string, number>();
      for (const record of counted) perDay.set(dayOf(record.time), (perDay.get(dayOf(record.time)) ?? 0) + 1);
      return ok({
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        total: counted.length,
        dailyCount: daysBetween(start, end).map((date) => ({ date, count: perDay.get(date) ?? 0 })),
      });
    }) satisfies FakeHandler,
  };
}
