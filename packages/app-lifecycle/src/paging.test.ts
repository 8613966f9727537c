/** Every paging style the service uses, walked through the client against the fake. */
import { describe, expect, it } from 'vitest';
import { ResponseValidationError } from '@org/http-core';
import { LOG_FLOW_LIMIT } from './testing/index.js';
import { useSetup } from './test-support/setup.js';

const DAY = 86_400_000;

describe('paging', () => {
  const s = useSetup({ pageSize: 2 });

  describe('next link (audiences)', () => {
    it('follows nextLink across pages, keeping the filter', async () => {
      const pages = [];
      for await (const page of s.client.audiences.list({ ...s.app, includeDisabled: true }).byPage()) pages.push(page);
      expect(pages.map((p) => p.items.map((a) => a.name))).toEqual([['pro-users', 'germany'], ['pixel-owners', 'first-release']]);
      expect(pages[0]!.body.nextLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v0\.1\/apps\/test-owner\/test-app\/analytics\/audiences\?include_disabled=true&/);
      expect(pages[1]!.body.nextLink).toBeUndefined();
      const second = s.fake.requests[1]!;
      expect(second.query.get('include_disabled')).toBe('true');
      expect(second.query.get('$skiptoken')).toBeTruthy();
      expect(second.headers['x-api-key']).toBe(s.fake.apiKey);
    });

    it('stops at maxItems without fetching more pages', async () => {
      const first = await s.client.audiences.list(s.app, { maxItems: 1 }).toArray();
      expect(first.map((a) => a.name)).toEqual(['pro-users']);
      expect(s.fake.requestCount('audiences.list')).toBe(1);
    });
  });

  describe('continuation token (crash groups)', () => {
    it('sends continuation_token back until the last page', async () => {
      const groups = await s.client.crashGroups.list({ ...s.app, orderBy: 'display_id asc' }).toArray();
      expect(groups.map((g) => g.display_id)).toEqual(['1', '2', '3', '4']);
      const tokens = s.fake.requests.map((r) => r.query.get('continuation_token'));
      expect(tokens[0]).toBeNull();
      expect(tokens.slice(1).every((t) => typeof t === 'string' && t.length > 0)).toBe(true);
      expect(s.fake.requests.every((r) => r.query.get('$orderby') === 'display_id asc')).toBe(true);
      expect(s.fake.requestCount('crashGroups.list')).toBe(2);
    });

    it('pages a filtered list', async () => {
      const v2 = await s.client.crashGroups.list({ ...s.app, appVersion: '2.0.0' }).toArray();
      expect(v2.map((g) => g.app_version)).toEqual(['2.0.0', '2.0.0', '2.0.0']);
    });
  });

  describe('$top / $skip (events)', () => {
    it('advances $skip by the items received', async () => {
      const start = new Date(s.fake.now() - 14 * DAY);
      const events = await s.client.events.list({ ...s.app, start, top: 2, orderBy: 'name asc' }).toArray();
      expect(events.map((e) => e.name)).toEqual(['add_to_cart', 'level_up', 'purchase', 'search', 'share']);
      expect(s.fake.requests.map((r) => [r.query.get('$top'), r.query.get('$skip')])).toEqual([
        ['2', null],
        ['2', '2'],
        ['2', '4'],
      ]);
    });

    it('walks pages of the service page size without $top until an empty page', async () => {
      const events = await s.client.events.list({ ...s.app, start: new Date(s.fake.now() - 14 * DAY) }).toArray();
      expect(events).toHaveLength(5);
      expect(s.fake.requestCount('events.list')).toBe(4);
    });
  });

  describe('log flow: at most 100 logs per call, followed by start time', () => {
    const logAfter = (since: number) => s.fake.state.extrasOf(s.seeded.appId).log.filter((r) => r.ms >= since);
    /** Replaces the app's log with `count` logs received in runs of `run` sharing a timestamp. */
    const logInRuns = (count: number, run: number) => {
      const extras = s.fake.state.extrasOf(s.seeded.appId);
      const template = extras.log[0]!;
      const base = s.fake.now() - 3_600_000;
      extras.log = Array.from({ length: count }, (_, i) => {
        const ms = base + Math.floor(i / run) * 1_000;
        return { ...template, type: 'event' as const, ms, timestamp: new Date(ms).toISOString(), message_id: `log-${i}`, event_id: `event-${i}`, event_name: 'tap' };
      });
      return { ids: extras.log.map((r) => r.message_id), start: new Date(base) };
    };

    it('caps one call at 100 logs and says more are waiting', async () => {
      const since = s.fake.now() - 3 * DAY;
      expect(logAfter(since).length).toBeGreaterThan(LOG_FLOW_LIMIT);
      const page = await s.client.analytics.logFlow({ ...s.app, start: new Date(since) }).firstPage();
      expect(page.items).toHaveLength(LOG_FLOW_LIMIT);
      expect(page.body.exceeded_max_limit).toBe(true);
      expect(page.body.last_received_log_timestamp).toBe(page.items.at(-1)!.timestamp);
    });

    it('walks forward from each page last timestamp: every log once, in order, no gaps', async () => {
      const since = s.fake.now() - 3 * DAY;
      const expected = logAfter(since).map((r) => r.message_id);
      const logs = await s.client.analytics.genericLogFlow({ ...s.app, start: new Date(since) }).toArray();
      expect(logs.map((l) => l.message_id)).toEqual(expected);
      const calls = s.fake.requests.filter((r) => r.operationId === 'analytics.genericLogFlow');
      // Each call after the first starts at the last one's timestamp, so it gives at least one log again.
      expect(calls.length).toBeGreaterThanOrEqual(Math.ceil(expected.length / LOG_FLOW_LIMIT));
      expect(calls.length).toBeLessThanOrEqual(Math.ceil(expected.length / (LOG_FLOW_LIMIT - 1)));
      expect(calls[1]!.query.get('start')).toBe(logs[LOG_FLOW_LIMIT - 1]!.timestamp);
    });

    it.each(['logFlow', 'genericLogFlow'] as const)(
      '%s: 250 logs where each page ends inside a run of equal timestamps all come back exactly once',
      async (operation) => {
        const { ids, start } = logInRuns(250, 7);
        const pages: string[][] = [];
        for await (const page of s.client.analytics[operation]({ ...s.app, start }).byPage()) {
          pages.push(page.items.map((log) => (operation === 'genericLogFlow' ? String((log as Record<string, unknown>).event_id).replace('event', 'log') : `${log.timestamp}`)));
        }
        const calls = s.fake.requests.filter((r) => r.operationId === `analytics.${operation}`);
        // Page 1 ends inside the run of logs 98-104, page 2 inside 196-202: each next call gives those again.
        expect(calls.map((r) => r.query.get('start'))).toEqual([
          start.toISOString(),
          s.fake.state.extrasOf(s.seeded.appId).log[99]!.timestamp,
          s.fake.state.extrasOf(s.seeded.appId).log[197]!.timestamp,
        ]);
        expect(pages.map((page) => page.length)).toEqual([100, 98, 52]);
        if (operation === 'genericLogFlow') expect(pages.flat()).toEqual(ids);
        else expect(pages.flat()).toEqual(s.fake.state.extrasOf(s.seeded.appId).log.map((r) => r.timestamp));
      },
    );

    it('more than 100 logs sharing one timestamp cannot be walked past: the logs before once, then a typed error, not a loop', async () => {
      const { start } = logInRuns(30, 1);
      const extras = s.fake.state.extrasOf(s.seeded.appId);
      const at = extras.log[29]!;
      extras.log.push(...Array.from({ length: 150 }, (_, i) => ({ ...at, message_id: `same-${i}`, event_id: `same-${i}` })));
      const seen: string[] = [];
      const error = await (async () => {
        try {
          for await (const log of s.client.analytics.genericLogFlow({ ...s.app, start })) seen.push(log.event_id!);
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(ResponseValidationError);
      expect((error as Error).message).toContain('analytics.genericLogFlow: the service gave the same cursor again');
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(30 + 100 - 1);
      expect(s.fake.requestCount('analytics.genericLogFlow')).toBe(3);
    });

    it('answers fewer than 100 without the flag when that is all there is, from the log at start on', async () => {
      const recent = s.fake.state.extrasOf(s.seeded.appId).log.at(-5)!;
      const page = await s.client.analytics.logFlow({ ...s.app, start: recent.timestamp }).firstPage();
      expect(page.items).toHaveLength(5);
      expect(page.items[0]!.timestamp).toBe(recent.timestamp);
      expect(page.body.exceeded_max_limit).toBe(false);
      expect(s.fake.requestCount()).toBe(1);
    });
  });
});
