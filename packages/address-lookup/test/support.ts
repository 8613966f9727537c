/** Shared set-up of the tests: a fake and clients pointed at it, with short retry waits. */
import { afterAll, beforeEach } from 'vitest';
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

/** Starts a fake for the tests of the file that awaits it at its top level: reset before each test, closed after the last. */
export async function shareFake(options: AddressLookupFakeOptions = {}): Promise<AddressLookupFake> {
  const fake = await startFake(options);
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  return fake;
}
