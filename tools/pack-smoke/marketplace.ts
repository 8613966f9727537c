// Installed @org/marketplace: the fake from @org/marketplace/testing, one call through the client, one typed error.
import { createMarketplaceClient, NotFoundError } from '@org/marketplace';
import { startMarketplaceFake } from '@org/marketplace/testing';

await using fake = await startMarketplaceFake();
const client = createMarketplaceClient(fake.clientOptions());
const deal = await client.deals.get({ name: fake.seeded.deals.buyerReviewFirst });
if (deal.name !== fake.seeded.deals.buyerReviewFirst) throw new Error(`unexpected deal ${JSON.stringify(deal)}`);
const missing = await client.deals.get({ name: deal.name.replace(/[^/]+$/, 'missing') }).then(
  () => undefined,
  (error: unknown) => error,
);
if (!(missing instanceof NotFoundError)) throw new Error(`expected a NotFoundError, got ${String(missing)}`);
console.log(`deals.get -> ${deal.name}; a missing deal -> NotFoundError ${missing.code}`);
