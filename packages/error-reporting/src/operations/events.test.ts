import { unknownEnumValue, type ApiError } from '@org/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createErrorReportingClient, type ErrorReportingClient } from '../client.js';
import type { ReportedErrorEvent } from '../models/error-event.js';
import { failure } from '../test-support/failure.js';
import { startErrorReportingFake, type ErrorReportingFake } from '../testing/index.js';

let fake: ErrorReportingFake;
let client: ErrorReportingClient;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const timeout = (orderId: number, line = 17): string =>
  `TimeoutError: order ${orderId} timed out after 3000 ms\n    at placeOrder (/app/orders.js:${line}:9)\n    at main (/app/index.js:4:1)`;
const refused = 'Error: connect ECONNREFUSED 10.0.0.7:5432\n    at connect (/app/db.js:40:3)';

beforeAll(async () => {
  fake = await startErrorReportingFake();
  client = createErrorReportingClient({ baseUrl: fake.url, token: fake.token, logLevel: 'error' });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const report = (body: ReportedErrorEvent) => client.events.report({ projectName: fake.projectName, body });
const onlyGroupId = () => {
  const groups = fake.state.groups.list();
  expect(groups).toHaveLength(1);
  return groups[0]!.groupId!;
};

describe('events.report', () => {
  it('groups events of the same service with the same message signature, and counts them', async () => {
    await report({ message: timeout(1001), serviceContext: { service: 'checkout', version: '1.0' } });
    await report({ message: timeout(2002, 19), serviceContext: { service: 'checkout', version: '1.1' } });
    expect(fake.state.groups.size).toBe(1);
    await report({ message: timeout(3003), serviceContext: { service: 'billing' } });
    await report({ message: refused, serviceContext: { service: 'checkout' } });
    expect(fake.state.groups.size).toBe(3);
    expect(fake.state.events.size).toBe(4);
    expect(fake.state.groups.list().map((group) => group.resolutionStatus)).toEqual(['OPEN', 'OPEN', 'OPEN']);
  });

  it('records the time of receipt when no event time is given, and the resource type as the service does', async () => {
    const before = Date.now();
    await report({ message: refused, serviceContext: { service: 'checkout' } });
    const [stored] = fake.state.events.list();
    expect(Date.parse(stored!.eventTime)).toBeGreaterThanOrEqual(before - 1);
    expect(stored!.serviceContext).toEqual({ service: 'checkout', resourceType: 'global' });
  });

  it('refuses, as the service does, what the client cannot check: a time ahead on the service clock, a resource type', async () => {
    const post = (body: unknown) =>
      fetch(`${fake.url}/v1beta1/${fake.projectName}/events:report?key=${fake.apiKey}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ahead = await post({ message: refused, serviceContext: { service: 's' }, eventTime: new Date(Date.now() + 48 * 3_600_000).toISOString() });
    const typed = await post({ message: refused, serviceContext: { service: 's', resourceType: 'gae_app' } });
    for (const response of [ahead, typed]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    }
    expect(fake.state.events.size).toBe(0);
  });
});

describe('events.list', () => {
  it('lists the events of a group, newest first, with the start of the range', async () => {
    await report({ message: timeout(1), serviceContext: { service: 'checkout' }, eventTime: hoursAgo(3), context: { user: 'u1' } });
    await report({ message: timeout(2), serviceContext: { service: 'checkout' }, eventTime: hoursAgo(1) });
    await report({ message: refused, serviceContext: { service: 'checkout' } });
    const groupId = fake.state.events.list()[0]!.groupId;
    const [page] = await pages(client.events.list({ projectName: fake.projectName, groupId }).byPage());
    expect(page!.items.map((e) => e.message)).toEqual([timeout(2), timeout(1)]);
    expect(page!.items[1]).toMatchObject({ serviceContext: { service: 'checkout', resourceType: 'global' }, context: { user: 'u1' } });
    expect(Date.parse(page!.body.timeRangeBegin!)).toBeLessThan(Date.now() - 29 * 24 * 3_600_000);
  });

  it('honours the service filter and the time range', async () => {
    await report({ message: timeout(1), serviceContext: { service: 'checkout', version: '1' }, eventTime: hoursAgo(3) });
    await report({ message: timeout(2), serviceContext: { service: 'checkout', version: '2' }, eventTime: hoursAgo(0.5) });
    const groupId = onlyGroupId();
    const list = (query: object) => client.events.list({ projectName: fake.projectName, groupId, ...query }).toArray();
    expect(await list({ version: '2' })).toHaveLength(1);
    expect(await list({ period: 'PERIOD_1_HOUR' })).toHaveLength(1);
    expect(await list({ period: 'PERIOD_6_HOURS' })).toHaveLength(2);
    expect(await list({ service: 'billing' })).toHaveLength(0);
    expect(await list({ resourceType: 'global' })).toHaveLength(2);
    expect(fake.requests.at(-1)?.query.get('serviceFilter.resourceType')).toBe('global');
  });

  it('pages, and refuses a page token sent with different parameters', async () => {
    for (let i = 0; i < 5; i++) await report({ message: timeout(i), serviceContext: { service: 'checkout' } });
    const groupId = onlyGroupId();
    const sizes: number[] = [];
    for await (const page of client.events.list({ projectName: fake.projectName, groupId, pageSize: 2 }).byPage()) sizes.push(page.items.length);
    expect(sizes).toEqual([2, 2, 1]);
    const [first] = await pages(client.events.list({ projectName: fake.projectName, groupId, pageSize: 2 }).byPage(), 1);
    const error = (await failure(
      client.events.list({ projectName: fake.projectName, groupId, service: 'checkout', pageSize: 2, pageToken: first!.body.nextPageToken }).toArray(),
    )) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });

  it('refuses an unknown period on the service side', async () => {
    const error = (await failure(client.events.list({ projectName: fake.projectName, groupId: 'g', period: unknownEnumValue('PERIOD_1_YEAR') }).toArray())) as ApiError;
    expect(error).toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
  });
});

describe('events.deleteAll', () => {
  it("deletes all of a project's events, and only that project's", async () => {
    await report({ message: refused, serviceContext: { service: 'checkout' } });
    await client.events.report({ projectName: 'projects/other', body: { message: refused, serviceContext: { service: 'checkout' } } });
    const groupId = fake.state.events.list()[0]!.groupId;
    await expect(client.events.deleteAll({ projectName: fake.projectName })).resolves.toEqual({});
    expect(await client.events.list({ projectName: fake.projectName, groupId }).toArray()).toEqual([]);
    expect(await client.groupStats.list({ projectName: fake.projectName }).toArray()).toEqual([]);
    expect(await client.events.list({ projectName: 'projects/other', groupId }).toArray()).toHaveLength(1);
  });
});

async function pages<T>(iterable: AsyncIterable<T>, limit = Infinity): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) {
    out.push(item);
    if (out.length >= limit) break;
  }
  return out;
}
