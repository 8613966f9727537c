import { startMarketplaceFake, type MarketplaceFake } from '@org/marketplace/testing';
import type { FakeEntry } from './running-fake.js';

/** The marketplace fake, seeded with buyers, publisher profiles and proposals in every state. */
export const marketplaceFake: FakeEntry<MarketplaceFake> = {
  service: 'marketplace',
  async start(options = {}) {
    const fake = await startMarketplaceFake(options);
    return { service: 'marketplace', url: fake.url, settings: { token: fake.token, buyer: 'buyers/1001' }, fake, close: () => fake.close() };
  },
};
