import { marketplaceServiceInfo } from '@org/marketplace';
import { startMarketplaceFake, type MarketplaceFake } from '@org/marketplace/testing';
import { defineFake } from './define-fake.js';
import { nonEmptyText } from './fake-options.js';
import type { FakeEntry } from './running-fake.js';

const options = { token: nonEmptyText('the one bearer token accepted (default test-token)', 'my-token') };

/** The marketplace fake, seeded with buyers, publisher profiles and proposals in every state. */
export const marketplaceFake: FakeEntry<MarketplaceFake> = defineFake({
  service: marketplaceServiceInfo.name,
  options,
  start: startMarketplaceFake,
  show: (fake) => ({
    settings: { token: fake.token, buyer: 'buyers/1001' },
    sample: { method: 'GET', path: '/v1/buyers/1001/proposals?pageSize=2', headers: { Authorization: `Bearer ${fake.token}` } },
  }),
});
