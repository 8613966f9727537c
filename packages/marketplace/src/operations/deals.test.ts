import { isConflictError, isValidationError } from '@org/http-core';
import { fieldMask } from '@org/http-core/google';
import { describe, expect, it } from 'vitest';
import { batchUpdateDeals } from '../batch-update-deals.js';
import { createMarketplaceClient } from '../client.js';
import { isRevisionConflictError, RevisionConflictError } from '../revision-conflict.js';
import { shareFake } from '../test-support/shared-fake.js';

const { fake, client } = await shareFake();

describe('deals.get and deals.list', () => {
  it('shows each deal with its proposal\u2019s revision', async () => {
    const { buyerReview } = fake.seeded.proposals;
    const deals = await client.deals.list({ parent: buyerReview }).toArray();
    expect(deals.map((d) => [d.name, d.proposalRevision])).toEqual([
      [fake.seeded.deals.buyerReviewFirst, '3'],
      [fake.seeded.deals.buyerReviewSecond, '3'],
    ]);
    const pages = [];
    for await (const page of client.deals.list({ parent: buyerReview, pageSize: 1 }).byPage()) pages.push(page.items.length);
    expect(pages).toEqual([1, 1]);
    expect(await client.deals.get({ name: fake.seeded.deals.buyerReviewSecond })).toEqual(deals[1]);
  });
});

describe('deals.patch', () => {
  it('changes the fields of the mask at the known revision; the proposal goes to the seller', async () => {
    const name = fake.seeded.deals.buyerReviewFirst;
    const before = await client.deals.get({ name });
    const change = { flightEndTime: new Date('2024-07-15T00:00:00Z'), preferredDealTerms: { fixedPrice: { amount: { units: 6 } } } };
    // An output-only field sent back (a deal read earlier, sent whole) is ignored; its type does not name it.
    const body = { ...change, proposalRevision: before.proposalRevision!, displayName: 'ignored' };
    const updated = await client.deals.patch({ name, updateMask: fieldMask(change), body });
    expect(fake.requests.at(-1)!.query.get('updateMask')).toBe('flightEndTime,preferredDealTerms.fixedPrice.amount.units');
    expect(updated).toMatchObject({
      proposalRevision: '4',
      flightEndTime: '2024-07-15T00:00:00.000Z',
      flightStartTime: before.flightStartTime,
      displayName: before.displayName,
      preferredDealTerms: { fixedPrice: { type: 'CPM', amount: { currencyCode: 'USD', units: '6' } } },
    });
    expect(fake.state.proposal(fake.seeded.proposals.buyerReview)).toMatchObject({ state: 'SELLER_REVIEW_REQUESTED', proposalRevision: '4' });
    const sibling = await client.deals.get({ name: fake.seeded.deals.buyerReviewSecond });
    expect(sibling.proposalRevision).toBe('4');
  });

  it('refuses a stale revision with a RevisionConflictError, never retried, changing nothing', async () => {
    const name = fake.seeded.deals.buyerReviewFirst;
    const read = await client.deals.get({ name });
    fake.seller.updateDeal(fake.seeded.deals.buyerReviewSecond, { description: 'seller counter-offer' });
    const retrying = createMarketplaceClient({ ...fake.clientOptions(), logLevel: 'error', retry: { limit: 3, statusCodes: [409, 503], baseDelayMs: 1 } });
    const error = await retrying.deals
      .patch({ name, updateMask: 'flightEndTime', body: { proposalRevision: read.proposalRevision!, flightEndTime: '2024-07-01T00:00:00Z' } })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isRevisionConflictError(error)).toBe(true);
    expect(isConflictError(error)).toBe(true);
    expect(error).toBeInstanceOf(RevisionConflictError);
    expect(error).toMatchObject({ status: 409, code: 'ABORTED', resource: name, knownRevision: '3', currentRevision: '4', operation: 'deals.patch' });
    expect(fake.requestCount('deals.patch')).toBe(1);
    expect((await client.deals.get({ name })).flightEndTime).toBe(read.flightEndTime);
  });

  it('refuses a revision the proposal never had, and changes to a terminated proposal', async () => {
    await expect(
      client.deals.patch({ name: fake.seeded.deals.buyerReviewFirst, body: { proposalRevision: 99, flightEndTime: '2024-07-01T00:00:00Z' } }),
    ).rejects.toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    await expect(
      client.deals.patch({ name: fake.seeded.deals.terminated, body: { proposalRevision: 4, flightEndTime: '2024-07-01T00:00:00Z' } }),
    ).rejects.toMatchObject({ status: 400, code: 'FAILED_PRECONDITION' });
  });

  it('sends back fields it does not know when a deal read earlier is sent whole', async () => {
    const name = fake.seeded.deals.buyerReviewFirst;
    const deal = await client.deals.get({ name });
    expect(deal).toMatchObject({ sellerDealCode: 'DP-SPRING-1' });
    await client.deals.patch({ name, body: { ...deal, proposalRevision: deal.proposalRevision!, flightEndTime: '2024-07-31T00:00:00Z' } });
    expect(fake.requests.at(-1)!.json).toMatchObject({ sellerDealCode: 'DP-SPRING-1', targeting: { geoTargeting: { targetedCriteriaIds: ['2840'] } } });
    const after = await client.deals.get({ name });
    expect(after).toMatchObject({ sellerDealCode: 'DP-SPRING-1', flightEndTime: '2024-07-31T00:00:00Z' });
  });

  it('starts a renegotiation of a finalized proposal; the finalized deal keeps the agreed terms', async () => {
    const name = fake.seeded.deals.finalized;
    const agreed = await client.finalizedDeals.get({ name: fake.seeded.finalizedDeals.active });
    await client.deals.patch({ name, updateMask: 'flightEndTime', body: { proposalRevision: 8, flightEndTime: '2025-03-31T00:00:00Z' } });
    expect(fake.state.proposal(fake.seeded.proposals.finalized)).toMatchObject({ isRenegotiating: true, state: 'SELLER_REVIEW_REQUESTED' });
    expect(await client.finalizedDeals.get({ name: fake.seeded.finalizedDeals.active })).toEqual(agreed);
  });
});

describe('deals.batchUpdate', () => {
  const requests = (revision: string | number, end = '2024-07-10T00:00:00Z') => [
    { deal: { name: fake.seeded.deals.buyerReviewFirst, proposalRevision: revision, flightEndTime: end }, updateMask: 'flightEndTime' },
    { deal: { name: fake.seeded.deals.buyerReviewSecond, proposalRevision: revision, flightStartTime: '2024-04-15T00:00:00Z' }, updateMask: ['flightStartTime'] },
  ];

  it('updates the deals of one proposal as one change and reports each deal', async () => {
    const outcomes = await batchUpdateDeals(client, { parent: fake.seeded.proposals.buyerReview, requests: requests(3) });
    expect(outcomes.map((o) => [o.name, o.ok])).toEqual([
      [fake.seeded.deals.buyerReviewFirst, true],
      [fake.seeded.deals.buyerReviewSecond, true],
    ]);
    expect(outcomes[0]).toMatchObject({ deal: { flightEndTime: '2024-07-10T00:00:00Z', proposalRevision: '4' } });
    expect(outcomes[1]).toMatchObject({ deal: { flightStartTime: '2024-04-15T00:00:00Z', proposalRevision: '4' } });
    expect(fake.requests.at(-1)!.json).toMatchObject({ requests: [{ updateMask: 'flightEndTime' }, { updateMask: 'flightStartTime' }] });
  });

  it('changes no deal when one revision is stale, and reports the conflict for each', async () => {
    fake.seller.addNote(fake.seeded.proposals.buyerReview, 'Changed my mind');
    const outcomes = await batchUpdateDeals(client, { parent: fake.seeded.proposals.buyerReview, requests: requests(3) });
    expect(outcomes.every((o) => !o.ok && isRevisionConflictError(o.error))).toBe(true);
    expect(outcomes[0]).toMatchObject({ error: { knownRevision: '3', currentRevision: '4', resource: fake.seeded.proposals.buyerReview } });
    expect(fake.state.deal(fake.seeded.deals.buyerReviewFirst)?.flightEndTime).toBe('2024-06-30T00:00:00Z');
  });

  it('refuses a deal of another proposal, changing none', async () => {
    const mixed = [...requests(3), { deal: { name: fake.seeded.deals.awaitingAcceptance, proposalRevision: 3 } }];
    await expect(client.deals.batchUpdate({ parent: fake.seeded.proposals.buyerReview, body: { requests: mixed } })).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_ARGUMENT',
    });
    expect(fake.state.proposal(fake.seeded.proposals.buyerReview)?.proposalRevision).toBe('3');
  });

  it('reports a deal missing from the answer, and a refusal before sending, deal by deal', async () => {
    fake.faults.status([200], { operation: 'deals.batchUpdate', body: { deals: [{ name: fake.seeded.deals.buyerReviewFirst, proposalRevision: '4' }] } });
    const partial = await batchUpdateDeals(client, { parent: fake.seeded.proposals.buyerReview, requests: requests(3) });
    expect(partial.map((o) => o.ok)).toEqual([true, false]);
    expect(partial[1]).toMatchObject({ error: { message: expect.stringContaining(fake.seeded.deals.buyerReviewSecond) } });

    const sent = fake.requestCount();
    const refused = await batchUpdateDeals(client, { parent: fake.seeded.proposals.buyerReview, requests: requests('three') });
    expect(refused.every((o) => !o.ok && isValidationError(o.error))).toBe(true);
    expect(fake.requestCount()).toBe(sent);
  });
});
