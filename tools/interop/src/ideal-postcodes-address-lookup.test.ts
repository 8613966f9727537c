/**
 * `@ideal-postcodes/core-node`, the official Node client of the real address lookup service, against our fake
 * over real sockets, over https (trusting the fake's CA through its `got` options) and plain http (the service
 * takes both). The client builds its URLs as `<scheme>://<baseUrl>/v1/...`, so it finds the fake's endpoints
 * only because the fake serves below `/v1` as the service does.
 *
 * No bridge: the client needs nothing but the fake's host and port, its API key, and its CA.
 */
import { Client } from '@ideal-postcodes/core-node';
import { startAddressLookupFake, type AddressLookupFake } from '@org/address-lookup/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let fake: AddressLookupFake;
let plain: AddressLookupFake;
beforeAll(async () => {
  fake = await startAddressLookupFake({ tls: true });
  plain = await startAddressLookupFake();
});
afterAll(async () => {
  await fake.close();
  await plain.close();
});
beforeEach(() => {
  fake.reset();
  plain.reset();
});

/** A client of the official SDK for `target`: host and port from its URL, https trusting its CA. */
function sdk(target: AddressLookupFake, config: { version?: string; api_key?: string } = {}): Client {
  const { host, protocol } = new URL(target.url);
  const tls = protocol === 'https:';
  return new Client(
    { api_key: target.account.apiKey, baseUrl: host, tls, ...config },
    tls ? { https: { certificateAuthority: target.caCertificate }, retry: 0 } : { retry: 0 },
  );
}

describe('@ideal-postcodes/core-node against the address lookup fake', () => {
  it('looks up the test postcode over https, the key in the service’s Authorization scheme', async () => {
    const addresses = await sdk(fake).lookupPostcode({ postcode: fake.testValues.postcodes.success });
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses[0]).toMatchObject({ postcode: expect.any(String), line_1: expect.any(String), udprn: expect.any(Number) });
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe(`/v1/postcodes/${encodeURIComponent(fake.testValues.postcodes.success)}`);
    expect(request.headers.authorization).toBe(`IDEALPOSTCODES api_key="${fake.account.apiKey}"`);
  });

  it('reads an unknown postcode as the empty result it documents (404, code 4040)', async () => {
    expect(await sdk(fake).lookupPostcode({ postcode: 'ZZ9 9ZZ' })).toEqual([]);
    expect(fake.requests.at(-1)).toMatchObject({ operationId: 'postcodes.lookup', status: 404 });
  });

  it('a client with a wrong version path gets an error, never the empty result of a missing postcode', async () => {
    const error = await sdk(fake, { version: 'v2' })
      .lookupPostcode({ postcode: fake.testValues.postcodes.success })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).constructor.name).toBe('IdpcResourceNotFoundError');
    expect((error as { httpStatus: number }).httpStatus).toBe(404);
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v2/postcodes/ID1%201QD', operationId: undefined, status: 404 });
  });

  it('searches addresses, resolves UDPRN and UMPRN records, and reads null for unknown ones', async () => {
    const client = sdk(fake);
    const found = await client.lookupAddress({ query: '10 Downing Street' });
    expect(found.map((address) => address.postcode)).toContain('SW1A 2AA');
    const udprn = await client.lookupUdprn({ udprn: 23747771 });
    expect(udprn).toMatchObject({ udprn: 23747771, postcode: 'SW1A 2AA' });
    expect(await client.lookupUdprn({ udprn: -1 })).toBeNull();
    expect(await client.lookupUmprn({ umprn: 0 })).toMatchObject({ umprn: expect.anything() });
    expect(await client.lookupUmprn({ umprn: -1 })).toBeNull();
  });

  it('checks key availability and suggests addresses', async () => {
    const client = sdk(fake);
    expect(await client.checkKeyUsability({})).toMatchObject({ available: true });
    const { body } = await client.autocomplete.list({ query: { query: 'downing', api_key: fake.account.apiKey } as Record<string, string> });
    expect(body.result.hits.length).toBeGreaterThan(0);
    expect(body.result.hits[0]).toMatchObject({ suggestion: expect.stringContaining('Downing'), id: expect.any(String) });
  });

  it('reports the service’s refusals as its own errors: an unknown key, a depleted test value', async () => {
    const unknownKey = await sdk(fake, { api_key: 'ak_nobody' })
      .lookupPostcode({ postcode: 'SW1A 2AA' })
      .catch((caught: unknown) => caught);
    expect((unknownKey as Error).constructor.name).toBe('IdpcInvalidKeyError');
    const depleted = await sdk(fake)
      .lookupUdprn({ udprn: -2 })
      .catch((caught: unknown) => caught);
    expect((depleted as Error).constructor.name).toBe('IdpcBalanceDepletedError');
  });

  it('works over plain http too, as the service does', async () => {
    const addresses = await sdk(plain).lookupPostcode({ postcode: plain.testValues.postcodes.success });
    expect(addresses.length).toBeGreaterThan(0);
    expect(plain.requests.at(-1)!.path).toBe(`/v1/postcodes/${encodeURIComponent(plain.testValues.postcodes.success)}`);
  });
});
