import { isApiError, isNotFoundError, isValidationError, REDACTED, unknownFields, type SdkError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { shareFake, testClient } from '../test/support.js';
import { ApiCode } from './api-codes.js';
import { createAddressLookupClient, DEFAULT_BASE_URL } from './client.js';
import { apiKeyAuth, userTokenAuth } from './credentials.js';
import { AddressLookupError, isAddressLookupError } from './errors.js';
import { INVALID_KEY_MESSAGE } from './testing/index.js';
import { UkAddress } from './models/uk-address.js';

const fake = await shareFake();

describe('createAddressLookupClient', () => {
  it('calls the public service address by default', async () => {
    let seen = '';
    const client = createAddressLookupClient({
      apiKey: 'ak_x',
      hooks: {
        beforeRequest: (context) => {
          seen = context.url;
          throw new Error('stop before sending');
        },
      },
    });
    await expect(client.postcodes.lookup({ postcode: 'SW1A 2AA' })).rejects.toThrow('stop before sending');
    expect(seen).toBe(`${DEFAULT_BASE_URL}/postcodes/SW1A%202AA`);
  });

  it('sends the API key in the Authorization header, out of the URL', async () => {
    await testClient(fake).postcodes.lookup({ postcode: 'M1 1AE' });
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe(`api_key="${fake.account.apiKey}"`);
    expect(request!.query.has('api_key')).toBe(false);
  });

  it('can send the key, licensee and user token as query parameters instead', async () => {
    const client = testClient(fake, { apiKey: fake.account.subLicensedKey, licensee: fake.account.licenseeKey, credentialPlacement: 'query' });
    await client.postcodes.lookup({ postcode: 'M1 1AE' });
    await client.keys.details();
    const [lookup, details] = fake.requests;
    expect(lookup!.headers.authorization).toBeUndefined();
    expect([lookup!.query.get('api_key'), lookup!.query.get('licensee')]).toEqual([fake.account.subLicensedKey, fake.account.licenseeKey]);
    expect(details!.query.get('user_token')).toBe(fake.account.userToken);
    expect(fake.state.lookups.list()[0]!.licensee).toBe(fake.account.licenseeKey);
  });

  it('sends a sub-licensed key with its licensee in one Authorization header', async () => {
    await testClient(fake, { apiKey: fake.account.subLicensedKey, licensee: fake.account.licenseeKey }).udprn.get({ udprn: 27001001 });
    expect(fake.requests[0]!.headers.authorization).toBe(`api_key="${fake.account.subLicensedKey}" licensee="${fake.account.licenseeKey}"`);
  });

  it('takes credentials built with apiKeyAuth and userTokenAuth, also per call', async () => {
    const client = testClient(fake, { apiKey: undefined, userToken: undefined, auth: [apiKeyAuth('iddqd'), userTokenAuth(fake.account.userToken)] });
    await client.postcodes.lookup({ postcode: 'M1 1AE' });
    await client.postcodes.lookup({ postcode: 'M1 1AE' }, { auth: apiKeyAuth(fake.account.apiKey) });
    expect(fake.state.lookups.list().map((record) => record.key)).toEqual(['iddqd', fake.account.apiKey]);
  });

  it('refuses credentials that would break the header, and a licensee without a key', () => {
    const breaking = ['ak "x"', 'ak\nx', 'ak\\x', 'ak x', 'ak\tx', 'ak\u00a0x', 'ak\u0085x', 'ak\u2028x', 'ak\u007fx'].map((key) => () => apiKeyAuth(key, { placement: 'query' }));
    for (const make of [...breaking, () => apiKeyAuth('ak "x"'), () => userTokenAuth(''), () => apiKeyAuth(1 as never), () => createAddressLookupClient({ licensee: 'sk_1' })]) {
      expect(() => make()).toThrow(expect.objectContaining({ kind: 'validation' }));
    }
  });

  it('refuses a key the platform cannot send: above U+00FF in the header, a lone surrogate anywhere; sends nothing', async () => {
    for (const make of [
      () => apiKeyAuth('ak_secret\u20ac'),
      () => userTokenAuth('uk_secret\u20ac'),
      () => apiKeyAuth('ak_secret\ud800', { placement: 'query' }),
      () => apiKeyAuth('ak_x', { licensee: 'sk_secret\u20ac' }),
    ]) {
      let error: unknown;
      try {
        make();
      } catch (caught) {
        error = caught;
      }
      expect(isValidationError(error), String(error)).toBe(true);
      expect(error).toMatchObject({ field: 'auth' });
      expect((error as Error).message).not.toMatch(/secret/);
    }
    // In the query a key above U+00FF goes percent-encoded as UTF-8.
    const client = testClient(fake, { apiKey: undefined, userToken: undefined, auth: apiKeyAuth('ak_\u20ac', { placement: 'query' }) });
    await client.postcodes.lookup({ postcode: 'M1 1AE' }).catch(() => undefined);
    expect(fake.requests).toHaveLength(1);
  });

  it('resolves to the result of the envelope, with status, headers and request id on request', async () => {
    const { data, response } = await testClient(fake).udprn.get({ udprn: 27001003 }).withResponse();
    expect(data).toMatchObject({ line_1: '5 Piccadilly Gardens', post_town: 'Manchester' });
    expect(data).not.toHaveProperty('code');
    expect(response.status).toBe(200);
    expect(response.requestId).toBe(fake.requests[0]!.requestId);
  });

  it('keeps fields the package does not know', async () => {
    const address = { ...(await testClient(fake).udprn.get({ udprn: 27001003 })), what3words: 'index.home.raft' };
    fake.faults.status([200], { operation: 'udprn.get', body: { code: 2000, message: 'Success', result: address, served_by: 'edge-2' } });
    const again = await testClient(fake).udprn.get({ udprn: 27001003 });
    expect(unknownFields(UkAddress, again)).toEqual({ what3words: 'index.home.raft' });
  });
});

describe('errors', () => {
  it('carry the HTTP status, the numeric code, its meaning, the message and the request id', async () => {
    const error = await testClient(fake, { apiKey: 'ak_not_a_key' }).postcodes.lookup({ postcode: 'M1 1AE' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AddressLookupError);
    const failure = error as AddressLookupError;
    expect([failure.status, failure.code, failure.apiCode]).toEqual([401, 4010, ApiCode.InvalidKey]);
    expect(failure.meaning).toBe('The API key is not valid.');
    expect(failure.serviceMessage).toBe(INVALID_KEY_MESSAGE);
    expect(failure.requestId).toBe(fake.requests[0]!.requestId);
    expect(failure.message).toContain('HTTP 401 4010');
    expect(isApiError(failure)).toBe(true);
    expect(failure.toJSON()).toMatchObject({ status: 401, apiCode: 4010, meaning: 'The API key is not valid.' });
  });

  it('treat a 200 whose code is not 2000 as an error answer', async () => {
    fake.faults.status([200], { operation: 'emails.validate', body: { code: 5002, message: 'Upstream timed out', result: null } });
    const error = await testClient(fake).emails.validate({ query: 'a@b.example' }).catch((caught: unknown) => caught);
    expect(isAddressLookupError(error) && [error.status, error.apiCode, error.serviceMessage]).toEqual([200, 5002, 'Upstream timed out']);
    expect(isAddressLookupError(error) && error.meaning).toMatch(/took too long/);
  });

  it('treat a success status other than 200 as an error answer', async () => {
    fake.faults.status([201], { operation: 'emails.validate', body: { code: 2000, message: 'Success', result: {} } });
    const error = await testClient(fake).emails.validate({ query: 'a@b.example' }).catch((caught: unknown) => caught);
    expect(isAddressLookupError(error) && error.status).toBe(201);
  });

  it('reach the caller’s beforeError hook as AddressLookupError, built by the engine', async () => {
    const seen: SdkError[] = [];
    const client = testClient(fake, { hooks: { beforeError: (error) => void seen.push(error) } });
    await client.udprn.get({ udprn: -1 }).catch(() => undefined);
    await client.emails.validate({ query: '' }).catch(() => undefined);
    fake.faults.status([200], { operation: 'udprn.get', body: { code: 4020, message: 'Key balance depleted' } });
    await client.udprn.get({ udprn: 27001001 }).catch(() => undefined);
    expect(seen.map((error) => error.name)).toEqual(['AddressLookupError', 'ValidationError', 'AddressLookupError']);
    expect(isNotFoundError(seen[0])).toBe(true);
  });
});

describe('retries', () => {
  it('repeat an idempotent lookup after a 503 with backoff', async () => {
    fake.faults.status([503, 503], { operation: 'postcodes.lookup' });
    const { data, response } = await testClient(fake).postcodes.lookup({ postcode: 'BS1 4DJ' }).withResponse();
    expect(data).toHaveLength(3);
    expect(response.attempts).toBe(3);
    expect(fake.requestCount('postcodes.lookup')).toBe(3);
  });

  it('give up after the limit, with the last 503 and the number of attempts', async () => {
    fake.faults.status([503], { operation: 'autocomplete.find', times: 'always' });
    const error = await testClient(fake).autocomplete.find({ query: 'x' }).catch((caught: unknown) => caught);
    expect(isAddressLookupError(error) && [error.status, error.attempts]).toEqual([503, 3]);
  });
});

describe('input checks', () => {
  it('refuse bad input with a typed error naming the field, before anything is sent', async () => {
    const client = testClient(fake);
    const cases: Array<[Promise<unknown>, string]> = [
      [client.postcodes.lookup({ postcode: '' }), 'postcode'],
      [client.autocomplete.resolveGbr({ address: 'a/b' }), 'address'],
      [client.udprn.get({ udprn: 1.5 }), 'udprn'],
      [client.autocomplete.find({ query: 'x', limit: 500 }), 'limit'],
      [client.autocomplete.find({ query: 'x', biasLonLat: 'north' }), 'biasLonLat'],
      [client.places.find({ query: 'x', countryIso: [] }), 'countryIso'],
      [client.licensees.create({ body: { daily: { limit: -1 } } }), 'body.daily.limit'],
      [client.licensees.list({ startingAfter: 'abc' }).firstPage(), 'startingAfter'],
      [client.phoneNumbers.validate({ query: '+441', tags: ['one', 'two', 'three', 'four'] }), 'tags'],
    ];
    for (const [call, field] of cases) {
      const error = await call.catch((caught: unknown) => caught);
      expect(isValidationError(error), field).toBe(true);
      expect((error as { field?: string }).field, field).toBe(field);
    }
    expect(fake.requestCount()).toBe(0);
  });

  it('show no secret in the URL of an error about a key in the path', async () => {
    const error = await testClient(fake).keys.details({ key: 'ak_secret_other' }).catch((caught: unknown) => caught);
    expect(isAddressLookupError(error) && error.url).toContain(`/keys/${REDACTED}/details`);
  });
});
