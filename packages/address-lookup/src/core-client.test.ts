/**
 * The client is the shared engine's client of the table: these tests go over real sockets to the package's
 * fake and check what the engine's extension points (envelope, error class, paging, throttle, cross-field
 * check) do for this service, by what was sent and what came back.
 */
import { isNotFoundError, isRateLimitError, isValidationError, PageIterator, type SdkError, type Throttle } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { shareFake, testClient } from '../test/support.js';
import { ApiCode } from './api-codes.js';
import { AddressLookupError, isAddressLookupError, postcodeSuggestions } from './errors.js';
import { orNull } from './not-found.js';
import { createRateLimiter } from './rate-limiter.js';
import { UNKNOWN_PATH_CODE } from './testing/index.js';

const DAY = 24 * 60 * 60 * 1000;

const fake = await shareFake();

const caught = (promise: PromiseLike<unknown>): Promise<unknown> => Promise.resolve(promise).then(() => undefined, (error: unknown) => error);

describe('the envelope', () => {
  it('a 200 whose code is not 2000 is an AddressLookupError of status 200 with the code, its meaning and the request id', async () => {
    fake.faults.status([200], { operation: 'postcodes.lookup', body: { code: 4040, message: 'Postcode not found', suggestions: ['SW1A 2AB'] } });
    const error = await caught(testClient(fake).postcodes.lookup({ postcode: 'SW1A 2AA' }));
    expect(error).toBeInstanceOf(AddressLookupError);
    const failure = error as AddressLookupError;
    expect([failure.status, failure.apiCode, failure.serviceMessage]).toEqual([200, ApiCode.PostcodeNotFound, 'Postcode not found']);
    expect(failure.meaning).toMatch(/postcode/i);
    expect(failure.requestId).toBe(fake.requests[0]!.requestId);
    expect(failure.operation).toBe('postcodes.lookup');
    expect(postcodeSuggestions(failure)).toEqual(['SW1A 2AB']);
    // Not-found is a matter of status: a 200 is not one, whatever its code.
    expect(isNotFoundError(failure)).toBe(false);
    expect(fake.requestCount('postcodes.lookup')).toBe(1);
  });

  it('a 404 with 4040 is a not-found AddressLookupError, read as null by orNull, with the suggestions', async () => {
    const client = testClient(fake);
    const error = await caught(client.postcodes.lookup({ postcode: 'SW1A 2AX' }));
    expect(isAddressLookupError(error) && [error.status, error.apiCode]).toEqual([404, ApiCode.PostcodeNotFound]);
    expect(isNotFoundError(error)).toBe(true);
    expect(postcodeSuggestions(error)).toEqual(expect.arrayContaining(['SW1A 2AA']));
    expect(await orNull(client.udprn.get({ udprn: 99999999 }))).toBeNull();
    expect(fake.requests.map((request) => request.operationId)).toEqual(['postcodes.lookup', 'udprn.get']);
  });

  it('a client whose baseUrl misses /v1 gets an error from orNull, not a null: the path is not an endpoint', async () => {
    const client = testClient(fake, { baseUrl: new URL(fake.url).origin });
    const error = await caught(orNull(client.udprn.get({ udprn: 99999999 })));
    expect(isAddressLookupError(error) && [error.status, error.apiCode, error.serviceMessage]).toEqual([404, UNKNOWN_PATH_CODE, 'Resource not found']);
    expect(isNotFoundError(error)).toBe(true);
    expect(fake.requests.map((request) => [request.path, request.operationId])).toEqual([['/udprn/99999999', undefined]]);
  });

  it('resolves to result alone, and the answer as sent is behind withResponse', async () => {
    const { data, response } = await testClient(fake).keys.availability({ key: 'iddqd' }).withResponse();
    expect(data).toMatchObject({ available: true, context: 'GBR' });
    expect(data).not.toHaveProperty('code');
    expect(response.requestId).toBe(fake.requests[0]!.requestId);
  });

  it('asResponse() gives the raw answer, envelope and all, its body unread', async () => {
    const response = await testClient(fake).keys.availability({ key: 'iddqd' }).asResponse();
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toMatchObject({ code: 2000, result: { available: true } });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('Retry-After', () => {
  it('a 429 carries retryAfterMs and is a rate-limit error; a 503 carries it too', async () => {
    fake.faults.status([429], { operation: 'emails.validate', headers: { 'retry-after': '7' }, body: { code: 4290, message: 'Slow down' } });
    const limited = await caught(testClient(fake).emails.validate({ query: 'a@b.example' }, { retry: false }));
    expect(limited).toBeInstanceOf(AddressLookupError);
    expect(isRateLimitError(limited)).toBe(true);
    expect(isAddressLookupError(limited) && [limited.status, limited.apiCode, limited.retryAfterMs]).toEqual([429, 4290, 7000]);

    fake.faults.status([503], { operation: 'postcodes.lookup', headers: { 'retry-after': '2' } });
    const busy = await caught(testClient(fake).postcodes.lookup({ postcode: 'SW1A 2AA' }, { retry: false }));
    expect(isAddressLookupError(busy) && [busy.status, busy.retryAfterMs]).toEqual([503, 2000]);
    expect(isRateLimitError(busy)).toBe(false);
  });
});

describe('beforeError', () => {
  it('sees the AddressLookupError of an answer, of an envelope failure and of a page, and may replace it', async () => {
    const seen: SdkError[] = [];
    const client = testClient(fake, {
      hooks: {
        beforeError: (error) => {
          seen.push(error);
          if (isAddressLookupError(error) && error.apiCode === 5002) return new AddressLookupError({ status: 503, code: 5030, message: 'replaced' });
          return undefined;
        },
      },
    });
    await caught(client.udprn.get({ udprn: 99999999 }));
    fake.faults.status([200], { operation: 'addresses.extract', body: { code: 4020, message: 'Key balance depleted' } });
    const paged = await caught(client.addresses.extract({ query: 'goswell road' }).toArray());
    fake.faults.status([200], { operation: 'emails.validate', body: { code: 5002, message: 'Upstream timed out', result: null } });
    const replaced = await caught(client.emails.validate({ query: 'a@b.example' }));

    expect(seen.map((error) => [error.name, (error as AddressLookupError).status, (error as AddressLookupError).apiCode])).toEqual([
      ['AddressLookupError', 404, 4044],
      ['AddressLookupError', 200, 4020],
      ['AddressLookupError', 200, 5002],
    ]);
    expect(paged).toBe(seen[1]);
    expect(isAddressLookupError(replaced) && [replaced.status, replaced.apiCode, replaced.serviceMessage]).toEqual([503, 5030, 'replaced']);
  });
});

describe('paging through the core iterator', () => {
  it('addresses.extract numbers its pages from the input, and stops once the total is covered', async () => {
    const client = testClient(fake);
    const pages = client.addresses.extract({ query: 'goswell road', limit: 3 });
    expect(pages).toBeInstanceOf(PageIterator);
    const all = await pages.toArray();
    expect(all).toHaveLength(6);
    // Two full pages of 3 cover the total of 6: no third request for an empty page.
    expect(fake.requestCount('addresses.extract')).toBe(2);
    expect(fake.requests.map((request) => [request.query.get('page'), request.query.get('limit')])).toEqual([
      [null, '3'],
      ['1', '3'],
    ]);
  });

  it('addresses.extract uses the default page size of 10 when none is given, and honours maxPages', async () => {
    const first = await testClient(fake).addresses.extract({ query: 'street' }).firstPage();
    expect(first.body.limit).toBe(10);
    expect(first.items.length).toBeLessThanOrEqual(10);
    fake.reset();
    const two = await testClient(fake).addresses.extract({ query: 'street', limit: 1 }, { maxPages: 2 }).toArray();
    expect(two).toHaveLength(2);
    expect(fake.requests.map((request) => request.query.get('page'))).toEqual([null, '1']);
  });

  it('licensees.list continues after the last id while hasMore is true', async () => {
    const client = testClient(fake, { apiKey: fake.account.subLicensedKey, licensee: fake.account.licenseeKey });
    const pages = client.licensees.list({ limit: 2 });
    expect(pages).toBeInstanceOf(PageIterator);
    const ids = (await pages.toArray()).map((licensee) => licensee.id);
    expect(ids).toEqual(['1', '2', '3', '4', '5']);
    expect(fake.requests.map((request) => request.query.get('starting_after'))).toEqual([null, '2', '4']);
    expect(fake.requestCount('licensees.list')).toBe(3);
  });
});

describe('rateLimit is the engine throttle', () => {
  it('holds every attempt until the throttle lets it go, and shows it every answer', async () => {
    const acquired: string[] = [];
    const observed: Array<[string, string | null]> = [];
    let release: () => void = () => undefined;
    let gate = new Promise<void>((resolve) => (release = resolve));
    let held: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const throttle: Throttle = {
      acquire: async (path) => {
        acquired.push(path);
        held();
        await gate;
      },
      observe: (path, headers) => void observed.push([path, headers.get('x-ratelimit-remaining')]),
    };
    const client = testClient(fake, { rateLimit: throttle });
    const call = client.autocomplete.find({ query: 'goswell' });
    await holding;
    expect(acquired).toEqual([new URL(fake.url).pathname.replace(/\/$/, '') + '/autocomplete/addresses']);
    expect(fake.requestCount()).toBe(0);
    release();
    await call;
    expect(fake.requestCount('autocomplete.find')).toBe(1);
    expect(observed).toEqual([[acquired[0], expect.stringMatching(/^\d+$/)]]);

    // A retry is an attempt: it waits for its turn too.
    gate = Promise.resolve();
    fake.faults.status([503], { operation: 'postcodes.lookup' });
    await client.postcodes.lookup({ postcode: 'SW1A 2AA' });
    expect(acquired.filter((path) => path.endsWith('/postcodes/SW1A%202AA'))).toHaveLength(2);
    expect(fake.requestCount('postcodes.lookup')).toBe(2);
  });

  it('a limiter of createRateLimiter spaces requests out', async () => {
    const limiter = createRateLimiter({ perSecond: 10 });
    const client = testClient(fake, { rateLimit: limiter });
    const started = performance.now();
    await Promise.all([1, 2, 3].map(() => client.keys.availability({ key: 'iddqd' })));
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(limiter.delayed).toBe(2);
    expect(fake.requestCount('keys.availability')).toBe(3);
  });
});

describe('the report range check of the table', () => {
  it('refuses a range over 90 days or ending before it starts before sending, through beforeError', async () => {
    const seen: SdkError[] = [];
    const client = testClient(fake, { hooks: { beforeError: (error) => void seen.push(error) } });
    const now = Date.now();
    const usage = await caught(client.keys.usage({ start: now - 91 * DAY, end: now }));
    const lookups = await caught(client.keys.lookups({ start: new Date(now), end: new Date(now - DAY) }));
    const raw = await caught(client.keys.lookups({ start: now - 100 * DAY }, { raw: true }));
    const stream = await caught(
      (async () => {
        for await (const entry of client.keys.streamLookups({ start: now, end: now - DAY })) void entry;
      })(),
    );
    expect([usage, lookups, raw, stream].map((error) => isValidationError(error) && [error.field, error.operation])).toEqual([
      ['end', 'keys.usage'],
      ['start', 'keys.lookups'],
      ['end', 'keys.lookups'],
      ['start', 'keys.lookups'],
    ]);
    expect(seen).toEqual([usage, lookups, raw, stream]);
    expect(fake.requestCount()).toBe(0);
  });
});
