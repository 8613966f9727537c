import { marketplaceServiceInfo } from '@org/marketplace';
import { startMarketplaceFake, type MarketplaceFake } from '@org/marketplace/testing';
import { nonEmptyText, parseFakeOptions } from './fake-options.js';
import type { FakeEntry } from './running-fake.js';

const options = { token: nonEmptyText('the one bearer token accepted (default test-token)', 'my-token') };

/** The marketplace fake, seeded with buyers, publisher profiles and proposals in every state. */
export const marketplaceFake: FakeEntry<MarketplaceFake> = {
  service: marketplaceServiceInfo.name,
  options,
  async start({ options: given, ...listen } = {}) {
    const fake = await startMarketplaceFake({ ...listen, ...parseFakeOptions(marketplaceServiceInfo.name, options, given) });
    return {
      service: marketplaceServiceInfo.name,
      url: fake.url,
      settings: { token: fake.token, buyer: 'buyers/1001' },
      sample: { method: 'GET', path: '/v1/buyers/1001/proposals?pageSize=2', headers: { Authorization: `Bearer ${fake.token}` } },
      fake,
      close: () => fake.close(),
    };
  },
};
