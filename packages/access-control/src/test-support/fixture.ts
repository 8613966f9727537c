import { afterAll, beforeEach } from 'vitest';
import { createAccessControlClient, type AccessControlClient, type AccessControlClientOptions } from '../client.js';
import { startAccessControlFake, type AccessControlFake, type AccessControlFakeOptions } from '../testing/index.js';

/** A fake and a client of it, signed in as the seeded owner; `as(token)` gives a client for another caller. */
export interface Fixture {
  readonly fake: AccessControlFake;
  readonly client: AccessControlClient;
  as(token: string, options?: Partial<AccessControlClientOptions>): AccessControlClient;
  readonly subscription: string;
}

/** Quiet logger: tests assert on results, not on console output. */
export const silent = { debug() {}, info() {}, warn() {}, error() {} };

export async function startFixture(fakeOptions: AccessControlFakeOptions = {}, clientOptions: Partial<AccessControlClientOptions> = {}): Promise<Fixture> {
  const fake = await startAccessControlFake(fakeOptions);
  const as = (token: string, options: Partial<AccessControlClientOptions> = {}) =>
    createAccessControlClient({ baseUrl: fake.url, token, logger: silent, retry: { limit: 2, baseDelayMs: 1 }, ...clientOptions, ...options });
  return { fake, client: as(fake.tokens.owner), as, subscription: `/subscriptions/${fake.subscriptionId}` };
}

/** Starts a fixture for the tests of the file that awaits it at its top level: reset before each test, closed after the last. */
export async function shareFixture(fakeOptions: AccessControlFakeOptions = {}, clientOptions: Partial<AccessControlClientOptions> = {}): Promise<Fixture> {
  const fixture = await startFixture(fakeOptions, clientOptions);
  afterAll(() => fixture.fake.close());
  beforeEach(() => fixture.fake.reset());
  return fixture;
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function rejectionOf(promise: PromiseLike<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, and it succeeded');
}
