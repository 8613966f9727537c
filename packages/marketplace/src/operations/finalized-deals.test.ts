import { describe, expect, it } from 'vitest';
import { createMarketplaceClient } from '../client.js';
import { finalizedDealFilter } from '../list-filter.js';
import { startMarketplaceFake } from '../testing/index.js';
import { shareFake } from '../test-support/shared-fake.js';

const { fake, client } = await shareFake();

describe('finalizedDeals.list', () => {
  it('lists the buyer\u2019s deals, or the bidder\u2019s buyers\u2019 deals', async () => {
    const f = fake.seeded.finalizedDeals;
    const names = async (parent: string) => (await client.finalizedDeals.list({ parent }).toArray()).map((d) => d.name).sort();
    expect(await names(fake.seeded.buyer)).toEqual([f.active, f.sellerPaused, f.ended].sort());
    expect(await names(fake.seeded.bidder)).toEqual([f.active, f.sellerPaused, f.ended, f.otherBuyer].sort());
  });

  it('filters, sorts and pages', async () => {
    const f = fake.seeded.finalizedDeals;
    const serving = await client.finalizedDeals.list({ parent: fake.seeded.bidder, filter: finalizedDealFilter({ dealServingStatus: 'ACTIVE' }) }).toArray();
    expect(serving.map((d) => d.name).sort()).toEqual([f.active, f.otherBuyer].sort());
    const starting = await client.finalizedDeals
      .list({ parent: fake.seeded.buyer, filter: finalizedDealFilter({ 'deal.flightStartTime': { ge: '2024-02-01T00:00:00Z' }, 'deal.dealType': 'PROGRAMMATIC_GUARANTEED' }) })
      .toArray();
    expect(starting.map((d) => d.name).sort()).toEqual([f.active, f.sellerPaused].sort());

    const byBids = await client.finalizedDeals.list({ parent: fake.seeded.bidder, orderBy: 'rtbMetrics.bids7Days desc' }).toArray();
    expect(byBids.map((d) => d.rtbMetrics?.bids7Days)).toEqual(['90000', '30000', '0', '0']);
    const byName = await client.finalizedDeals.list({ parent: fake.seeded.buyer, orderBy: 'deal.displayName' }).toArray();
    expect(byName.map((d) => d.deal?.displayName)).toEqual(['Holiday display', 'Homepage takeover', 'Radio sponsorship']);

    const pages: number[] = [];
    for await (const page of client.finalizedDeals.list({ parent: fake.seeded.bidder, pageSize: 3 }).byPage()) pages.push(page.items.length);
    expect(pages).toEqual([3, 1]);
    await expect(client.finalizedDeals.list({ parent: fake.seeded.buyer, orderBy: 'deal.budget' }).toArray()).rejects.toMatchObject({ status: 400 });
  });
});

describe('finalizedDeals serving', () => {
  it('pause changes only the serving status; pausing again changes nothing', async () => {
    const name = fake.seeded.finalizedDeals.active;
    const before = await client.finalizedDeals.get({ name });
    const paused = await client.finalizedDeals.pause({ name, body: { reason: 'Creative review' } });
    expect(paused).toEqual({
      ...before,
      dealServingStatus: 'PAUSED_BY_BUYER',
      dealPausingInfo: { ...before.dealPausingInfo, pauseReason: 'Creative review', pauseRole: 'BUYER' },
    });
    const again = await client.finalizedDeals.pause({ name, body: { reason: 'Another reason' } });
    expect(again).toEqual(paused);
    expect(await client.finalizedDeals.pause({ name })).toEqual(paused);
  });

  it('resume of a paused deal resumes serving; of a serving deal changes nothing', async () => {
    const name = fake.seeded.finalizedDeals.active;
    const serving = await client.finalizedDeals.get({ name });
    expect(await client.finalizedDeals.resume({ name })).toEqual(serving);
    await client.finalizedDeals.pause({ name, body: { reason: 'Budget' } });
    const resumed = await client.finalizedDeals.resume({ name });
    expect(resumed).toEqual(serving);
  });

  it('does not lift the seller\u2019s pause, and leaves ended deals alone', async () => {
    const { sellerPaused, ended } = fake.seeded.finalizedDeals;
    await expect(client.finalizedDeals.resume({ name: sellerPaused })).rejects.toMatchObject({ status: 400, code: 'FAILED_PRECONDITION' });
    expect(fake.state.finalizedDeal(sellerPaused)?.dealServingStatus).toBe('PAUSED_BY_SELLER');
    // One call at a time: a call refused while the loop still awaits an earlier one would go unhandled meanwhile.
    for (const call of [
      () => client.finalizedDeals.pause({ name: ended }),
      () => client.finalizedDeals.resume({ name: ended }),
      () => client.finalizedDeals.setReadyToServe({ deal: ended }),
      () => client.finalizedDeals.addCreative({ deal: ended, body: { creative: `${fake.seeded.buyer}/creatives/1` } }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
    }
  });

  it('records the creatives added to a deal, once each, of the deal\u2019s buyer only', async () => {
    const deal = fake.seeded.finalizedDeals.active;
    const creative = (id: string) => `${fake.seeded.buyer}/creatives/${id}`;
    await client.finalizedDeals.addCreative({ deal, body: { creative: creative('banner-1') } });
    await client.finalizedDeals.addCreative({ deal, body: { creative: creative('banner-2') } });
    await client.finalizedDeals.addCreative({ deal, body: { creative: creative('banner-1') } });
    expect(fake.state.creativesOf(deal)).toEqual([creative('banner-1'), creative('banner-2')]);
    await expect(client.finalizedDeals.addCreative({ deal, body: { creative: `${fake.seeded.otherBuyer}/creatives/x` } })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    expect(fake.state.creativesOf(deal)).toHaveLength(2);
  });

  it('a finalized deal is ready to serve at once by default; setReadyToServe changes nothing then', async () => {
    const accepted = await client.proposals.accept({ name: fake.seeded.proposals.awaitingAcceptance, body: { proposalRevision: 5 } });
    expect(accepted.state).toBe('FINALIZED');
    const deal = `${fake.seeded.buyer}/finalizedDeals/5003`;
    const ready = await client.finalizedDeals.get({ name: deal });
    expect(ready.readyToServe).toBe(true);
    expect(await client.finalizedDeals.setReadyToServe({ deal })).toEqual(ready);
  });
});

describe('finalizedDeals for a buyer that opted out of readiness on finalization', () => {
  it('waits for setReadyToServe', async () => {
    await using optedOut = await startMarketplaceFake({ readyToServeOptOut: true });
    const buyer = createMarketplaceClient({ ...optedOut.clientOptions(), logLevel: 'error' });
    await buyer.proposals.accept({ name: optedOut.seeded.proposals.awaitingAcceptance, body: { proposalRevision: 5 } });
    const deal = `${optedOut.seeded.buyer}/finalizedDeals/5003`;
    expect((await buyer.finalizedDeals.get({ name: deal })).readyToServe).toBe(false);
    expect((await buyer.finalizedDeals.setReadyToServe({ deal })).readyToServe).toBe(true);
    optedOut.reset();
    expect(optedOut.state.readyToServeOptOut.has(optedOut.seeded.buyer)).toBe(true);
  });
});
