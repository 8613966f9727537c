/** Shared set-up of the tests: a fake and clients pointed at it, with short retry waits. */
import { createAddressLookupClient, type AddressLookupClientOptions } from '../src/index.js';
import { startAddressLookupFake, type AddressLookupFake, type AddressLookupFakeOptions } from '../src/testing/index.js';

/** Client options for tests: the fake's address, quick retries, no log noise. */
export function testClientOptions(fake: AddressLookupFake, options: AddressLookupClientOptions = {}): AddressLookupClientOptions {
  return {
    baseUrl: fake.url,
    apiKey: fake.account.apiKey,
    userToken: fake.account.userToken,
    retry: { baseDelayMs: 5, maxDelayMs: 20 },
    timeout: 5_000,
    logLevel: 'silent',
    ...options,
  };
}

/** A client of `fake` (see {@link testClientOptions}). */
export function testClient(fake: AddressLookupFake, options: AddressLookupClientOptions = {}) {
  return createAddressLookupClient(testClientOptions(fake, options));
}

/** Starts a fake for a test file. */
export function startFake(options: AddressLookupFakeOptions = {}): Promise<AddressLookupFake> {
  return startAddressLookupFake(options);
}
