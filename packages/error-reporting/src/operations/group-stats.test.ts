import { unknownEnumValue, type ApiError } from '@org/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createErrorReportingClient, type ErrorReportingClient } from '../client.js';
import type { ErrorContext } from '../models/error-context.js';
import type { ErrorGroupStats } from '../models/group-stats.js';
import { failure } from '../test-support/failure.js';
import { startErrorReportingFake, type ErrorReportingFake } from '../testing/index.js';

let fake: ErrorReportingFake;
let client: ErrorReportingClient;
const MINUTE = 60_000;

const timeout = 'TimeoutError: order 12 timed out\n    at placeOrder (/app/orders.js:17:9)';
const refused = 'Error: connect ECONNREFUSED 10.0.0.7:5432\n    at connect (/app/db.js:40:3)';
let ids: { a: string; b: string; c: string };
let t0: number;

beforeAll(async () => {
  fake = await startErrorReportingFake();
  client = createErrorReportingClient({ baseUrl: fake.url, token: fake.token, logLevel: 'error' });
});
afterAll(() => fake.close());

/**
 * A: checkout timeouts 5, 15 and 45 minutes ago (users u1, u1, u2) and 3 days ago (u3).
 * B: checkout connection errors 30 and 35 minutes ago (two remote addresses, no user).
 * C: billing timeouts 2 hours ago.
 */
beforeEach(async () => {
  fake.reset();
  t0 = Date.now();
  const at = (minutesAgo: number) => new Date(t0 - minutesAgo * MINUTE).toISOString();
  const report = async (message: string, service: string, minutesAgo: number, context?: ErrorContext) => {
    await client.events.report({ projectName: fake.projectName, body: { message, serviceContext: { service, version: 'v1' }, eventTime: at(minutesAgo), ...(context ? { context } : {}) } });
    return fake.state.events.list().at(-1)!.groupId;
  };
  const a = await report(timeout, 'checkout', 5, { user: 'u1' });
  await report(timeout, 'checkout', 15, { user: 'u1' });
  await report(timeout, 'checkout', 45, { user: 'u2' });
  await report(timeout, 'checkout', 3 * 24 * 60, { user: 'u3' });
  const b = await report(refused, 'checkout', 30, { httpRequest: { remoteIp: '192.0.2.1' } });
  await report(refused, 'checkout', 35, { httpRequest: { remoteIp: '192.0.2.2' } });
  const c = await report(timeout, 'billing', 120);
  ids = { a, b, c };
});

const list = (query: Partial<Parameters<ErrorReportingClient['groupStats']['list']>[0]> = {}) =>
  client.groupStats.list({ projectName: fake.projectName, ...query }).toArray();
const groupsOf = (stats: ErrorGroupStats[]) => stats.map((s) => s.group?.groupId);

describe('groupStats.list', () => {
  it('counts what was reported, busiest first, over the last 30 days by default', async () => {
    const stats = await list();
    expect(groupsOf(stats)).toEqual([ids.a, ids.b, ids.c]);
    const [a, b, c] = stats;
    expect(a).toMatchObject({ count: '4', affectedUsersCount: '3', numAffectedServices: 1, affectedServices: [{ service: 'checkout', version: 'v1', resourceType: 'global' }] });
    expect(b).toMatchObject({ count: '2', affectedUsersCount: '2' });
    expect(c).toMatchObject({ count: '1', affectedUsersCount: '0', group: { resolutionStatus: 'OPEN', name: `${fake.projectName}/groups/${ids.c}` } });
    expect(a!.representative).toMatchObject({ message: timeout, context: { user: 'u1' }, eventTime: new Date(t0 - 5 * MINUTE).toISOString() });
    expect(a!.timedCounts).toBeUndefined();
  });

  it('honours the time range for counts but not for first and last seen', async () => {
    const [a] = await list({ period: 'PERIOD_1_DAY', groupId: ids.a });
    expect(a).toMatchObject({ count: '3', affectedUsersCount: '2' });
    expect(a!.firstSeenTime).toBe(new Date(t0 - 3 * 24 * 60 * MINUTE).toISOString());
    expect(a!.lastSeenTime).toBe(new Date(t0 - 5 * MINUTE).toISOString());
    expect(groupsOf(await list({ period: 'PERIOD_1_HOUR' }))).toEqual([ids.a, ids.b]);
  });

  it.each([
    ['LAST_SEEN_DESC', () => [ids.a, ids.b, ids.c]],
    ['CREATED_DESC', () => [ids.b, ids.c, ids.a]],
    ['AFFECTED_USERS_DESC', () => [ids.a, ids.b, ids.c]],
    ['COUNT_DESC', () => [ids.a, ids.b, ids.c]],
  ] as const)('orders by %s', async (order, expected) => {
    expect(groupsOf(await list({ order }))).toEqual(expected());
  });

  it('refuses an order it does not know, on the service side', async () => {
    const error = (await failure(list({ order: unknownEnumValue('ALPHABETICAL') }))) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });

  it('keeps only the named groups, sending groupId repeated', async () => {
    expect(groupsOf(await list({ groupId: [ids.c, ids.b] }))).toEqual([ids.b, ids.c]);
    expect(fake.requests.at(-1)?.query.getAll('groupId')).toEqual([ids.c, ids.b]);
    expect(groupsOf(await list({ groupId: ids.c }))).toEqual([ids.c]);
  });

  it('filters by service and version', async () => {
    expect(groupsOf(await list({ service: 'billing' }))).toEqual([ids.c]);
    expect(await list({ version: 'v2' })).toEqual([]);
  });

  it('counts per interval ending at the end of the range by default', async () => {
    const [page] = await firstPage({ period: 'PERIOD_1_HOUR', groupId: ids.a, timedCountDuration: 600 });
    expect(fake.requests.at(-1)?.query.get('timedCountDuration')).toBe('600s');
    const end = Date.parse(page!.body.timeRangeBegin!) + 60 * MINUTE;
    const counts = page!.items[0]!.timedCounts!;
    expect(counts.map((c) => c.count)).toEqual(['1', '1', '1']);
    expect(counts.map((c) => (end - Date.parse(c.startTime!)) / MINUTE)).toEqual([50, 20, 10]);
    for (const count of counts) expect(Date.parse(count.endTime!) - Date.parse(count.startTime!)).toBe(10 * MINUTE);
  });

  it('counts per interval starting at the alignment time with rounded alignment', async () => {
    const [page] = await firstPage({
      period: 'PERIOD_1_DAY',
      groupId: ids.a,
      timedCountDuration: '3600s',
      alignment: 'ALIGNMENT_EQUAL_ROUNDED',
      alignmentTime: '2020-01-01T00:30:00Z',
    });
    const counts = page!.items[0]!.timedCounts!;
    expect(counts.reduce((sum, c) => sum + Number(c.count), 0)).toBe(3);
    for (const count of counts) {
      expect(new Date(count.startTime!).getUTCMinutes()).toBe(30);
      expect(new Date(count.startTime!).getUTCSeconds()).toBe(0);
    }
    const starts = counts.map((c) => Date.parse(c.startTime!));
    expect([...starts].sort((x, y) => x - y)).toEqual(starts);
  });

  it('pages 20 groups at a time unless told otherwise, with tokens bound to the parameters', async () => {
    for (let i = 0; i < 22; i++) {
      await client.events.report({
        projectName: fake.projectName,
        body: { message: `Error: failure ${String.fromCharCode(97 + i)}\n    at step (/app/steps.js:1:1)`, serviceContext: { service: 'batch' } },
      });
    }
    const sizes: number[] = [];
    for await (const page of client.groupStats.list({ projectName: fake.projectName }).byPage()) sizes.push(page.items.length);
    expect(sizes).toEqual([20, 5]);
    const [page] = await firstPage({});
    const error = (await failure(list({ order: 'LAST_SEEN_DESC', pageToken: page!.body.nextPageToken }))) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });
});

async function firstPage(query: Partial<Parameters<ErrorReportingClient['groupStats']['list']>[0]>) {
  for await (const page of client.groupStats.list({ projectName: fake.projectName, ...query }).byPage()) return [page];
  return [];
}
