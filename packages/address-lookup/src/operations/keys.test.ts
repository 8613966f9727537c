import { isValidationError } from '@org/http-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFake, testClient } from '../../test/support.js';
import { isAddressLookupError } from '../errors.js';
import type { AddressLookupFake } from '../testing/index.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2024, 5, 30, 12);
let clock = NOW;
let fake: AddressLookupFake;
beforeAll(async () => {
  fake = await startFake({ now: () => clock });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  clock = NOW;
});

/** Charged lookups at fixed times of the fake's clock: `[days ago, tags]`. */
async function history(entries: ReadonlyArray<readonly [number, string[]]>): Promise<void> {
  const client = testClient(fake);
  for (const [daysAgo, tags] of entries) {
    clock = NOW - daysAgo * DAY;
    await client.udprn.get({ udprn: 23747771, tags });
  }
  clock = NOW;
}

describe('keys.availability', () => {
  it('tells whether a key can be used, without sending any credential', async () => {
    const client = testClient(fake);
    expect(await client.keys.availability({ key: 'iddqd' })).toMatchObject({ available: true, context: 'GBR' });
    expect((await client.keys.availability({ key: 'idkfa' })).available).toBe(false);
    const mine = await client.keys.availability();
    expect(mine.contexts.map((context) => context.iso_3)).toEqual(['GBR', 'USA']);
    expect(fake.requests[2]!.path).toBe(`/v1/keys/${fake.account.apiKey}`);
    expect(fake.requests.every((request) => request.headers.authorization === undefined)).toBe(true);
    const unknown = await client.keys.availability({ key: 'ak_unknown' }).catch((error: unknown) => error);
    expect(isAddressLookupError(unknown) && [unknown.status, unknown.apiCode]).toEqual([404, 4042]);
  });
});

describe('keys.details', () => {
  it("reads the client's own key with the user token, and follows the balance", async () => {
    const client = testClient(fake);
    await client.postcodes.lookup({ postcode: 'SW1A 2AA' });
    const details = await client.keys.details();
    expect(details.lookups_remaining).toBe(999);
    expect(details.daily_limit).toEqual({ limit: null, consumed: 1 });
    expect(fake.requests[1]!.headers.authorization).toBe(`user_token="${fake.account.userToken}"`);
  });

  it('is refused with 4012 for a stranger token and 4042 for a key of another account', async () => {
    const stranger = await testClient(fake, { userToken: 'uk_nobody' }).keys.details().catch((error: unknown) => error);
    expect(isAddressLookupError(stranger) && [stranger.status, stranger.apiCode]).toEqual([401, 4012]);
    const other = await testClient(fake).keys.details({ key: 'iddqd' }).catch((error: unknown) => error);
    expect(isAddressLookupError(other) && [other.status, other.apiCode]).toEqual([404, 4042]);
  });

  it('needs a user token: without one nothing is sent', async () => {
    const error = await testClient(fake, { userToken: undefined }).keys.details().catch((caught: unknown) => caught);
    expect(isValidationError(error) && error.field).toBe('auth');
    expect(fake.requestCount()).toBe(0);
  });
});

describe('keys.lookups', () => {
  it('parses the CSV history of a range, tags included, or gives the raw text', async () => {
    await history([[3, ['web', 'checkout']], [2, []], [1, ['crm']]]);
    const client = testClient(fake);
    const entries = await client.keys.lookups({ start: new Date(NOW - 2.5 * DAY), end: NOW });
    expect(entries.map((entry) => [entry.time, entry.kind, entry.tags])).toEqual([
      [new Date(NOW - 2 * DAY).toISOString(), 'UDPRN Lookup', []],
      [new Date(NOW - DAY).toISOString(), 'UDPRN Lookup', ['crm']],
    ]);
    expect(entries[0]).toMatchObject({ ip: '127.0.0.1', query: '23747771' });
    expect(fake.requests.at(-1)!.query.get('start')).toBe(String(NOW - 2.5 * DAY));
    const text = await client.keys.lookups({ start: NOW - 4 * DAY, end: NOW }, { raw: true });
    expect(text.split('\n')[0]).toBe(`${new Date(NOW - 3 * DAY).toISOString()},127.0.0.1,23747771,,UDPRN Lookup,"web,checkout"`);
  });

  it('asResponse() of the parsed history is the raw CSV answer, sent once', async () => {
    await history([[1, ['crm']]]);
    const before = fake.requestCount();
    const response = await testClient(fake).keys.lookups({ start: NOW - 2 * DAY, end: NOW }).asResponse();
    expect((await response.text()).split('\n')[0]).toBe(`${new Date(NOW - DAY).toISOString()},127.0.0.1,23747771,,UDPRN Lookup,crm`);
    expect(fake.requestCount()).toBe(before + 1);
  });

  it('refuses a range over 90 days, or one that ends before it starts, before sending', async () => {
    const client = testClient(fake);
    const long = await client.keys.lookups({ start: NOW - 91 * DAY, end: NOW }).catch((error: unknown) => error);
    expect(isValidationError(long) && long.field).toBe('end');
    const backwards = await client.keys.lookups({ start: NOW, end: NOW - DAY }).catch((error: unknown) => error);
    expect(isValidationError(backwards) && backwards.field).toBe('start');
    const open = await client.keys.lookups({ start: Date.now() - 100 * DAY }).catch((error: unknown) => error);
    expect(isValidationError(open)).toBe(true);
    expect(fake.requestCount()).toBe(0);
    expect(await client.keys.lookups({ start: NOW - 90 * DAY, end: NOW })).toEqual([]);
  });

  it('streams a long range window by window, each request within 90 days, without gaps or repeats', async () => {
    await history([[200, ['old']], [120, []], [45, []], [44, []], [1, ['new']]]);
    const client = testClient(fake);
    const seen = [];
    for await (const entry of client.keys.streamLookups({ start: NOW - 365 * DAY, end: NOW }, { windowDays: 30 })) seen.push(entry);
    expect(seen.map((entry) => entry.time)).toEqual([200, 120, 45, 44, 1].map((days) => new Date(NOW - days * DAY).toISOString()));
    const windows = fake.requests.filter((request) => request.operationId === 'keys.lookups').map((request) => [Number(request.query.get('start')), Number(request.query.get('end'))]);
    expect(windows.length).toBe(13);
    for (const [index, [start, end]] of windows.entries()) {
      expect(end! - start!).toBeLessThan(30 * DAY);
      if (index > 0) expect(start).toBe(windows[index - 1]![1]! + 1);
    }
    expect(windows.at(-1)![1]).toBe(NOW);
  });

  it('refuses a window longer than 90 days', async () => {
    const iterator = testClient(fake).keys.streamLookups({}, { windowDays: 91 })[Symbol.asyncIterator]();
    const error = await iterator.next().catch((caught: unknown) => caught);
    expect(isValidationError(error) && error.field).toBe('windowDays');
  });
});

describe('keys.usage', () => {
  it('counts lookups per day from the real history, honouring tags', async () => {
    await history([[2, ['web', 'checkout']], [2, ['web']], [1, ['crm']]]);
    const client = testClient(fake);
    const all = await client.keys.usage({ start: NOW - 3 * DAY, end: NOW });
    expect(all.total).toBe(3);
    expect(all.dailyCount.filter((day) => day.count > 0)).toEqual([
      { date: new Date(NOW - 2 * DAY).toISOString().slice(0, 10), count: 2 },
      { date: new Date(NOW - DAY).toISOString().slice(0, 10), count: 1 },
    ]);
    expect((await client.keys.usage({ start: NOW - 3 * DAY, end: NOW, tags: ['web'] })).total).toBe(2);
    expect((await client.keys.usage({ start: NOW - 3 * DAY, end: NOW, tags: ['web', 'checkout'] })).total).toBe(1);
    expect(fake.requests.at(-1)!.query.get('tags')).toBe('web,checkout');
  });

  it('refuses four tags and a range over 90 days before sending', async () => {
    const client = testClient(fake);
    const tags = await client.keys.usage({ tags: ['a', 'b', 'c', 'd'] }).catch((error: unknown) => error);
    const range = await client.keys.usage({ start: NOW - 100 * DAY, end: NOW }).catch((error: unknown) => error);
    expect(isValidationError(tags) && isValidationError(range)).toBe(true);
    expect(fake.requestCount()).toBe(0);
  });
});
