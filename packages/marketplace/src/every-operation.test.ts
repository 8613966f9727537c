import { describe, expect, it } from 'vitest';
import { createMarketplaceClient } from './index.js';
import { operations } from './service.js';
import { startMarketplaceFake } from './testing/index.js';

describe('every operation through the client', () => {
  it('reaches its own handler in the fake, once per operation', async () => {
    await using fake = await startMarketplaceFake();
    const client = createMarketplaceClient({ ...fake.clientOptions(), logLevel: 'error' });
    const { seeded: s } = fake;

    await client.auctionPackages.get({ name: s.auctionPackages.video });
    await client.auctionPackages.list({ parent: s.buyer }).toArray();
    await client.auctionPackages.subscribe({ name: s.auctionPackages.video });
    await client.auctionPackages.unsubscribe({ name: s.auctionPackages.video });
    await client.auctionPackages.subscribeClients({ auctionPackage: s.auctionPackages.video, body: { clients: [s.clients.acme] } });
    await client.auctionPackages.unsubscribeClients({ auctionPackage: s.auctionPackages.video, body: { clients: [s.clients.acme] } });

    await client.clients.get({ name: s.clients.acme });
    await client.clients.list({ parent: s.buyer }).toArray();
    const created = await client.clients.create({ parent: s.buyer, body: { displayName: 'Wayne', role: 'CLIENT_DEAL_VIEWER' } });
    await client.clients.patch({ name: created.name!, updateMask: 'sellerVisible', body: { sellerVisible: true } });
    await client.clients.deactivate({ name: created.name! });
    await client.clients.activate({ name: created.name! });

    const user = await client.clientUsers.create({ parent: s.clients.acme, body: { email: 'tour@acme.example' } });
    await client.clientUsers.get({ name: user.name! });
    await client.clientUsers.list({ parent: s.clients.acme }).toArray();
    await client.clientUsers.activate({ name: s.clientUsers.inactive });
    await client.clientUsers.deactivate({ name: s.clientUsers.active });
    await client.clientUsers.delete({ name: user.name! });

    const rfp = await client.proposals.sendRfp({
      buyer: s.buyer,
      body: {
        displayName: 'Tour RFP',
        publisherProfile: s.publisherProfiles[0]!,
        flightStartTime: new Date('2024-06-01T00:00:00Z'),
        flightEndTime: '2024-07-01T00:00:00Z',
      },
    });
    await client.proposals.get({ name: rfp.name! });
    await client.proposals.list({ parent: s.buyer }).toArray();
    const patched = await client.proposals.patch({
      name: rfp.name!,
      updateMask: 'buyerPrivateData',
      body: { proposalRevision: rfp.proposalRevision!, buyerPrivateData: { referenceId: 'PO-1' } },
    });
    const noted = await client.proposals.addNote({ proposal: patched.name!, body: { note: { note: 'Hello' } } });
    const [deal] = await client.deals.list({ parent: noted.name! }).toArray();
    await client.deals.get({ name: deal!.name! });
    const updated = await client.deals.patch({
      name: deal!.name!,
      updateMask: 'flightEndTime',
      body: { proposalRevision: deal!.proposalRevision!, flightEndTime: '2024-07-15T00:00:00Z' },
    });
    await client.deals.batchUpdate({
      parent: noted.name!,
      body: { requests: [{ deal: { name: deal!.name!, proposalRevision: updated.proposalRevision!, flightEndTime: '2024-07-20T00:00:00Z' }, updateMask: 'flightEndTime' }] },
    });
    fake.seller.requestBuyerAcceptance(noted.name!);
    const current = await client.proposals.get({ name: noted.name! });
    await client.proposals.accept({ name: current.name!, body: { proposalRevision: current.proposalRevision! } });
    await client.proposals.cancelNegotiation({ proposal: s.proposals.buyerReview });

    await client.finalizedDeals.get({ name: s.finalizedDeals.active });
    await client.finalizedDeals.list({ parent: s.buyer }).toArray();
    await client.finalizedDeals.pause({ name: s.finalizedDeals.active, body: { reason: 'tour' } });
    await client.finalizedDeals.resume({ name: s.finalizedDeals.active });
    await client.finalizedDeals.addCreative({ deal: s.finalizedDeals.active, body: { creative: `${s.buyer}/creatives/c1` } });
    await client.finalizedDeals.setReadyToServe({ deal: s.finalizedDeals.active });

    await client.publisherProfiles.get({ name: s.publisherProfiles[0]! });
    await client.publisherProfiles.list({ parent: s.buyer }).toArray();

    const missed = operations.filter((op) => fake.requestCount(op.id) === 0).map((op) => op.id);
    expect(missed).toEqual([]);
    expect(fake.requests.filter((r) => r.status === undefined || r.status >= 400)).toEqual([]);
  });
});
