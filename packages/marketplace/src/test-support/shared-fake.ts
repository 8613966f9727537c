/** Test support (not shipped): the fake and a client on it, shared by the tests of one file. */
import { afterAll, beforeEach } from 'vitest';
import { createMarketplaceClient, type MarketplaceClient } from '../client.js';
import { startMarketplaceFake, type MarketplaceFake } from '../testing/index.js';

/** A fake and a client on it, with its token and short retry waits, logging errors only. */
export interface SharedFake {
  readonly fake: MarketplaceFake;
  readonly client: MarketplaceClient;
}

/**
 * Starts the fake for the tests of the file that awaits it at its top level: back to the seed before each test,
 * closed after the last.
 *
 * @example
 * ```ts
 * const { fake, client } = await shareFake();
 * ```
 */
export async function shareFake(): Promise<SharedFake> {
  const fake = await startMarketplaceFake();
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  return { fake, client: createMarketplaceClient({ ...fake.clientOptions(), logLevel: 'error' }) };
}
