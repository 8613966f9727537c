import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFake, testClient } from '../../test/support.js';
import { isAddressLookupError } from '../errors.js';
import { COMMUNITY_DAILY_LOOKUPS, type AddressLookupFake } from './index.js';

const DAY = 24 * 60 * 60 * 1000;
let clock = Date.UTC(2024, 2, 1, 10);
let fake: AddressLookupFake;
beforeAll(async () => {
  fake = await startFake({ now: () => clock });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  clock = Date.UTC(2024, 2, 1, 10);
});

/** The status and code of a failed call, or `'ok'`. */
async function outcome(call: PromiseLike<unknown>): Promise<'ok' | [number, number | undefined]> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (isAddressLookupError(error)) return [error.status, error.apiCode];
    throw error;
  }
}

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip }, retry: false as const });

/** A raw request to the fake, for what the client refuses to send. */
async function raw(path: string, init: RequestInit = {}): Promise<{ status: number; body: { code?: number }; headers: Headers }> {
  const response = await fetch(`${fake.url}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as { code?: number }) : {}, headers: response.headers };
}

describe('where the fake serves', () => {
  it('below /v1, as the service does; a path without an endpoint is 404 with 4049, never a missing postcode', async () => {
    expect(new URL(fake.url).pathname).toBe('/v1');
    const key = { headers: { authorization: `api_key="${fake.account.apiKey}"` } };
    expect((await raw('/postcodes/ID1%201QD', key)).body.code).toBe(2000);
    const origin = new URL(fake.url).origin;
    for (const path of ['/postcodes/ID1%201QD', '/v2/postcodes/ID1%201QD', '/v1/postcode/ID1%201QD', '/v1/addresses/extra']) {
      const response = await fetch(`${origin}${path}`, key);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ code: 4049, message: 'Resource not found' });
    }
    // A missing postcode on the real path keeps its own code.
    expect((await raw('/postcodes/ZZ9%209ZZ', key)).body.code).toBe(4040);
  });
});

describe('rate limit per IP address', () => {
  it('answers 503 past the per-second limit, counting each IP address on its own', async () => {
    // The burst falls in one second of the limit's clock, however long a busy machine takes to send it.
    let second = 0;
    const limited = await startFake({ requestsPerSecond: 3, secondClock: () => second });
    try {
      const client = testClient(limited);
      const burst = await Promise.all(Array.from({ length: 5 }, () => outcome(client.keys.availability({ key: 'iddqd' }, from('198.51.100.1')))));
      expect(burst.filter((result) => result === 'ok')).toHaveLength(3);
      expect(burst.filter((result) => result !== 'ok')).toEqual([[503, 5030], [503, 5030]]);
      expect(await outcome(client.keys.availability({ key: 'iddqd' }, from('198.51.100.2')))).toBe('ok');
      // A second later the address may send again.
      second += 1_000;
      expect(await outcome(client.keys.availability({ key: 'iddqd' }, from('198.51.100.1')))).toBe('ok');
    } finally {
      await limited.close();
    }
  });
});

describe('the community key', () => {
  it(`allows ${COMMUNITY_DAILY_LOOKUPS} lookups per IP address per day, then answers 402 4021`, async () => {
    const client = testClient(fake, { apiKey: fake.testValues.keys.community });
    for (let i = 0; i < COMMUNITY_DAILY_LOOKUPS; i++) expect(await outcome(client.udprn.get({ udprn: 27001001 }, from('203.0.113.5')))).toBe('ok');
    expect(await outcome(client.udprn.get({ udprn: 27001001 }, from('203.0.113.5')))).toEqual([402, 4021]);
    expect(await outcome(client.udprn.get({ udprn: 27001001 }, from('203.0.113.6')))).toBe('ok');
    // Suggestions are free and stay open; the next day the allowance is back.
    expect(await outcome(client.autocomplete.find({ query: 'goswell' }, from('203.0.113.5')))).toBe('ok');
    clock += DAY;
    expect(await outcome(client.udprn.get({ udprn: 27001001 }, from('203.0.113.5')))).toBe('ok');
  });
});

describe('balance and daily limits', () => {
  it('takes one lookup per charged answer and refuses with 402 4020 once the balance is gone', async () => {
    fake.state.keys.update(fake.account.apiKey, { lookupsRemaining: 2 });
    const client = testClient(fake);
    expect(await outcome(client.emails.validate({ query: 'a@b.example' }))).toBe('ok');
    expect(await outcome(client.postcodes.lookup({ postcode: 'ZZ1 1ZZ' }))).toEqual([404, 4040]);
    expect(fake.state.keys.get(fake.account.apiKey)!.lookupsRemaining).toBe(1);
    expect(await outcome(client.phoneNumbers.validate({ query: '+442079460001' }))).toBe('ok');
    expect(await outcome(client.udprn.get({ udprn: 27001001 }))).toEqual([402, 4020]);
    expect((await client.keys.availability()).available).toBe(false);
    // Free suggestions and the test values still answer.
    expect(await outcome(client.autocomplete.find({ query: 'goswell' }))).toBe('ok');
    expect(await outcome(client.postcodes.lookup({ postcode: fake.testValues.postcodes.success }))).toBe('ok');
  });

  it('applies the key’s daily limit and its limit per IP address (402 4021)', async () => {
    const client = testClient(fake, { apiKey: fake.account.limitedKey });
    for (let i = 0; i < 3; i++) expect(await outcome(client.udprn.get({ udprn: 27001001 }, from('192.0.2.1')))).toBe('ok');
    expect(await outcome(client.udprn.get({ udprn: 27001001 }, from('192.0.2.1')))).toEqual([402, 4021]);
    for (let i = 0; i < 2; i++) expect(await outcome(client.udprn.get({ udprn: 27001001 }, from('192.0.2.2')))).toBe('ok');
    expect(await outcome(client.udprn.get({ udprn: 27001001 }, from('192.0.2.3')))).toEqual([402, 4021]);
    expect((await client.keys.details({ key: fake.account.limitedKey })).daily_limit).toEqual({ limit: 5, consumed: 5 });
  });
});

describe('credentials', () => {
  it('refuses a missing or unknown key with 401 4010', async () => {
    expect(await raw('/postcodes/M11AE')).toMatchObject({ status: 401, body: { code: 4010 } });
    expect(await raw('/postcodes/M11AE?api_key=ak_nope')).toMatchObject({ status: 401, body: { code: 4010 } });
    expect(await raw(`/postcodes/M11AE?api_key=${fake.account.apiKey}`)).toMatchObject({ status: 200, body: { code: 2000 } });
  });

  it('serves a key restricted to allowed URLs only to those pages (401 4011), and to servers', async () => {
    const client = testClient(fake, { apiKey: fake.account.restrictedKey });
    expect(await outcome(client.autocomplete.find({ query: 'goswell' }, { headers: { origin: fake.account.allowedOrigin } }))).toBe('ok');
    expect(await outcome(client.autocomplete.find({ query: 'goswell' }, { headers: { origin: 'https://elsewhere.example' } }))).toEqual([401, 4011]);
    expect(await outcome(client.autocomplete.find({ query: 'goswell' }))).toBe('ok');
    await client.udprn.get({ udprn: 27001001 }, { headers: { origin: fake.account.allowedOrigin } });
    expect(fake.state.lookups.list()[0]!.url).toBe(fake.account.allowedOrigin);
  });

  it('needs a live licensee with a sub-licensed key (401 4013, 404 4045) and applies its daily limit', async () => {
    const sub = (licensee?: string) => testClient(fake, { apiKey: fake.account.subLicensedKey, licensee });
    expect(await outcome(sub().udprn.get({ udprn: 27001001 }))).toEqual([401, 4013]);
    expect(await outcome(sub('sk_unknown').udprn.get({ udprn: 27001001 }))).toEqual([404, 4045]);
    await sub().licensees.update({ licensee: fake.account.licenseeKey, body: { daily: { limit: 1 } } });
    expect(await outcome(sub(fake.account.licenseeKey).udprn.get({ udprn: 27001001 }))).toBe('ok');
    expect(await outcome(sub(fake.account.licenseeKey).udprn.get({ udprn: 27001001 }))).toEqual([402, 4021]);
    expect((await sub().licensees.get({ licensee: fake.account.licenseeKey })).daily.count).toBe(1);
    await sub().licensees.cancel({ licensee: fake.account.licenseeKey });
    expect(await outcome(sub(fake.account.licenseeKey).udprn.get({ udprn: 27001001 }))).toEqual([404, 4045]);
  });

  it('refuses more than 3 tags with 400 4009 (the client refuses them before sending)', async () => {
    const tags = await raw(`/emails?query=a%40b.example&tags=a,b,c,d&api_key=${fake.account.apiKey}`);
    expect(tags).toMatchObject({ status: 400, body: { code: 4009 } });
  });
});

describe('report ranges', () => {
  const report = (query: string) => raw(`/keys/${fake.account.apiKey}/usage?user_token=${fake.account.userToken}&${query}`);

  it('answers 4005, 4006, 4007 and 4008 for a bad start, a bad end, a reversed and an over-long range', async () => {
    expect((await report('start=yesterday')).body.code).toBe(4005);
    expect((await report('end=-5')).body.code).toBe(4006);
    expect((await report(`start=${clock}&end=${clock - 1}`)).body.code).toBe(4007);
    expect((await report(`start=${clock - 91 * DAY}&end=${clock}`)).body.code).toBe(4008);
    expect((await report(`start=${clock - 90 * DAY}&end=${clock}`)).status).toBe(200);
  });

  it('covers the last 21 days when no range is given', async () => {
    const usage = await testClient(fake).keys.usage();
    expect(usage.dailyCount).toHaveLength(22);
    expect(usage.end).toBe(new Date(clock).toISOString());
  });
});

describe('CORS', () => {
  it('answers preflights and exposes the rate-limit and request-id headers to pages', async () => {
    const preflight = await fetch(`${fake.url}/autocomplete/addresses?q=x`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const answer = await raw(`/autocomplete/addresses?q=goswell&api_key=${fake.account.apiKey}`, { headers: { origin: 'https://shop.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = answer.headers.get('access-control-expose-headers')!.split(', ');
    expect(exposed).toEqual(expect.arrayContaining(['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-request-id']));
    expect(fake.requestCount()).toBe(1);
  });
});

describe('state', () => {
  it('is direct to read and change, and reset() puts it back', async () => {
    const client = testClient(fake);
    await client.configs.create({ body: { name: 'temp', payload: '' } });
    await client.udprn.get({ udprn: 27001001 });
    expect(fake.state.configs.size).toBe(2);
    expect(fake.state.lookups.size).toBe(1);
    fake.reset();
    expect(fake.state.configs.size).toBe(1);
    expect(fake.state.lookups.size).toBe(0);
    expect(fake.state.keys.get(fake.account.apiKey)!.lookupsRemaining).toBe(1000);
    expect(fake.requestCount()).toBe(0);
  });
});
