// Installed @org/marketplace: the fake from @org/marketplace/testing, one call through the client.
import { createMarketplaceClient } from '@org/marketplace';
import { startMarketplaceFake } from '@org/marketplace/testing';

await using fake = await startMarketplaceFake();
const client = createMarketplaceClient(fake.clientOptions());
const deal = await client.deals.get({ name: fake.seeded.deals.buyerReviewFirst });
if (deal.name !== fake.seeded.deals.buyerReviewFirst) throw new Error(`unexpected deal ${JSON.stringify(deal)}`);
console.log(`deals.get -> ${deal.name}`);
