import { isConflictError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { proposalFilter } from '../list-filter.js';
import { RevisionConflictError } from '../revision-conflict.js';
import { shareFake } from '../test-support/shared-fake.js';

const { fake, client } = await shareFake();

const rfpBody = () => ({
  displayName: 'Summer video',
  publisherProfile: fake.seeded.publisherProfiles[4]!,
  flightStartTime: new Date('2024-06-01T00:00:00Z'),
  flightEndTime: '2024-08-31T23:59:59Z',
  note: 'Looking for pre-roll.',
  estimatedGrossSpend: { currencyCode: 'USD', units: 250000n },
  programmaticGuaranteedTerms: { guaranteedLooks: 2_000_000, fixedPrice: { type: 'CPM' as const, amount: { currencyCode: 'USD', units: '9' } } },
});

describe('proposals.sendRfp', () => {
  it('opens a negotiation with the seller, with one deal of the type the terms imply', async () => {
    const proposal = await client.proposals.sendRfp({ buyer: fake.seeded.buyer, body: { ...rfpBody(), client: fake.seeded.clients.acme } });
    expect(proposal).toMatchObject({
      state: 'SELLER_REVIEW_REQUESTED',
      dealType: 'PROGRAMMATIC_GUARANTEED',
      proposalRevision: '1',
      originatorRole: 'BUYER',
      client: fake.seeded.clients.acme,
      notes: [{ note: 'Looking for pre-roll.', creatorRole: 'BUYER' }],
    });
    const sent = fake.requests.at(-1)!.json as Record<string, unknown>;
    expect(sent).toMatchObject({ flightStartTime: '2024-06-01T00:00:00.000Z', estimatedGrossSpend: { units: '250000' } });
    const [deal, ...others] = await client.deals.list({ parent: proposal.name! }).toArray();
    expect(others).toEqual([]);
    expect(deal).toMatchObject({ proposalRevision: '1', programmaticGuaranteedTerms: { guaranteedLooks: '2000000' } });

    const preferred = await client.proposals.sendRfp({
      buyer: fake.seeded.buyer,
      body: { displayName: 'Plain', publisherProfile: fake.seeded.publisherProfiles[0]!, flightStartTime: '2024-06-01', flightEndTime: '2024-07-01' },
    });
    expect(preferred.dealType).toBe('PREFERRED_DEAL');
  });

  it('refuses a publisher the buyer cannot see and a client of another buyer', async () => {
    await expect(
      client.proposals.sendRfp({ buyer: fake.seeded.buyer, body: { ...rfpBody(), publisherProfile: `${fake.seeded.buyer}/publisherProfiles/1` } }),
    ).rejects.toMatchObject({ status: 400, code: 'INVALID_ARGUMENT' });
    await expect(client.proposals.sendRfp({ buyer: fake.seeded.buyer, body: { ...rfpBody(), client: fake.seeded.clients.foreign } })).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_ARGUMENT',
    });
    expect(fake.state.proposals.size).toBe(8);
  });
});

describe('proposals.list', () => {
  it('filters on state, deal type, display name and update time', async () => {
    const p = fake.seeded.proposals;
    const list = async (filter: string) => (await client.proposals.list({ parent: fake.seeded.buyer, filter }).toArray()).map((x) => x.name).sort();
    expect(await list(proposalFilter({ state: 'FINALIZED' }))).toEqual([p.finalized, p.sellerPaused, p.ended].sort());
    expect(await list(proposalFilter({ state: 'FINALIZED', dealType: 'PROGRAMMATIC_GUARANTEED' }))).toEqual([p.finalized, p.sellerPaused].sort());
    expect(await list(proposalFilter({ displayName: 'Video Q2' }))).toEqual([p.awaitingAcceptance]);
    expect(await list(proposalFilter({ updateTime: { ge: '2024-02-10T00:00:00Z', lt: new Date('2024-02-14T00:00:00Z') } }))).toEqual(
      [p.buyerReview, p.awaitingAcceptance].sort(),
    );
    expect(await list(proposalFilter({ state: { ne: 'TERMINATED' }, dealType: 'PREFERRED_DEAL' }))).toEqual([p.buyerReview, p.ended].sort());
  });

  it('pages through the buyer\u2019s proposals with page tokens', async () => {
    const pages: number[] = [];
    for await (const page of client.proposals.list({ parent: fake.seeded.buyer, pageSize: 3 }).byPage()) pages.push(page.items.length);
    expect(pages).toEqual([3, 3, 1]);
    expect(await client.proposals.list({ parent: fake.seeded.buyer }, { maxItems: 4 }).toArray()).toHaveLength(4);
  });

  it('lists a proposal under renegotiation once, as negotiated now', async () => {
    const { finalized } = fake.seeded.proposals;
    await client.deals.patch({ name: fake.seeded.deals.finalized, updateMask: 'flightEndTime', body: { proposalRevision: 8, flightEndTime: '2025-01-31T00:00:00Z' } });
    const listed = (await client.proposals.list({ parent: fake.seeded.buyer }).toArray()).filter((x) => x.name === finalized);
    expect(listed).toEqual([expect.objectContaining({ state: 'SELLER_REVIEW_REQUESTED', isRenegotiating: true, proposalRevision: '9' })]);
    const finalizedOnes = await client.proposals.list({ parent: fake.seeded.buyer, filter: proposalFilter({ state: 'FINALIZED' }) }).toArray();
    expect(finalizedOnes.map((x) => x.name)).not.toContain(finalized);
  });
});

describe('proposals.patch', () => {
  it('changes buyer fields at the known revision, and the revision advances', async () => {
    const name = fake.seeded.proposals.buyerReview;
    const updated = await client.proposals.patch({ name, updateMask: 'buyerPrivateData.referenceId', body: { proposalRevision: '3', buyerPrivateData: { referenceId: 'PO-77' } } });
    expect(updated).toMatchObject({ proposalRevision: '4', buyerPrivateData: { referenceId: 'PO-77' }, lastUpdaterOrCommentorRole: 'BUYER' });
  });

  it('refuses a stale revision with a RevisionConflictError, sent once', async () => {
    const name = fake.seeded.proposals.buyerReview;
    fake.seller.addNote(name, 'New terms coming');
    const error = await client.proposals.patch({ name, body: { proposalRevision: 3, pausingConsented: true } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RevisionConflictError);
    expect(isConflictError(error)).toBe(true);
    expect(error).toMatchObject({ status: 409, code: 'ABORTED', resource: name, knownRevision: '3', currentRevision: '4' });
    expect(fake.requestCount('proposals.patch')).toBe(1);
    expect(fake.state.proposal(name)?.pausingConsented).toBe(false);
  });

  it('asResponse() gives the raw answer at the known revision, and a RevisionConflictError at a stale one', async () => {
    const name = fake.seeded.proposals.buyerReview;
    const response = await client.proposals.patch({ name, updateMask: 'buyerPrivateData.referenceId', body: { proposalRevision: '3', buyerPrivateData: { referenceId: 'PO-78' } } }).asResponse();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ proposalRevision: '4' });
    const stale = await client.proposals.patch({ name, body: { proposalRevision: 3, pausingConsented: true } }).asResponse().catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(RevisionConflictError);
    expect(stale).toMatchObject({ knownRevision: '3', currentRevision: '4' });
    expect(fake.requestCount('proposals.patch')).toBe(2);
  });
});

describe('proposals.accept', () => {
  it('finalizes a proposal the seller accepted; its deals become finalized deals that serve', async () => {
    const name = fake.seeded.proposals.awaitingAcceptance;
    const accepted = await client.proposals.accept({ name, body: { proposalRevision: 5 } });
    expect(accepted).toMatchObject({ state: 'FINALIZED', proposalRevision: '6', isRenegotiating: false });
    const finalized = await client.finalizedDeals.get({ name: `${fake.seeded.buyer}/finalizedDeals/5003` });
    expect(finalized).toMatchObject({ dealServingStatus: 'ACTIVE', readyToServe: true, deal: { name: fake.seeded.deals.awaitingAcceptance } });
  });

  it('changes nothing when the proposal is already finalized', async () => {
    const name = fake.seeded.proposals.finalized;
    const again = await client.proposals.accept({ name, body: { proposalRevision: 8 } });
    expect(again).toMatchObject({ state: 'FINALIZED', proposalRevision: '8' });
  });

  it('refuses a stale revision with a RevisionConflictError carrying the revisions', async () => {
    const name = fake.seeded.proposals.awaitingAcceptance;
    fake.seller.updateDeal(fake.seeded.deals.awaitingAcceptance, { flightEndTime: '2024-05-31T00:00:00Z' });
    fake.seller.requestBuyerAcceptance(name);
    const error = await client.proposals.accept({ name, body: { proposalRevision: 5 } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RevisionConflictError);
    expect(error).toMatchObject({ code: 'ABORTED', knownRevision: '5', currentRevision: '7' });
    expect((error as RevisionConflictError).serviceMessage).toContain('revision 7');
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({ name: 'ConflictError', knownRevision: '5', currentRevision: '7', resource: name });
    expect(fake.state.proposal(name)?.state).toBe('BUYER_ACCEPTANCE_REQUESTED');
  });

  it('of many concurrent accepts at one revision, exactly one finalizes; the others are stale (ABORTED)', async () => {
    const name = fake.seeded.proposals.awaitingAcceptance;
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => client.proposals.accept({ name, body: { proposalRevision: 5 } })));
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(won[0]!.value).toMatchObject({ state: 'FINALIZED', proposalRevision: '6' });
    expect(refused).toHaveLength(49);
    for (const error of refused) {
      expect(error).toBeInstanceOf(RevisionConflictError);
      expect(error).toMatchObject({ status: 409, code: 'ABORTED', knownRevision: '5', currentRevision: '6' });
    }
    expect(fake.state.proposal(name)).toMatchObject({ state: 'FINALIZED' });
    expect(fake.state.proposals.get(name)!.revision).toBe(6);
  });

  it('refuses a stale revision once the proposal is finalized, and changes nothing', async () => {
    const name = fake.seeded.proposals.finalized;
    const before = fake.state.proposals.get(name)!;
    await expect(client.proposals.accept({ name, body: { proposalRevision: 7 } })).rejects.toMatchObject({ code: 'ABORTED', knownRevision: '7', currentRevision: '8' });
    expect(fake.state.proposals.get(name)).toEqual(before);
  });

  it('refuses a proposal the seller has not accepted', async () => {
    await expect(client.proposals.accept({ name: fake.seeded.proposals.buyerReview, body: { proposalRevision: 3 } })).rejects.toMatchObject({
      status: 400,
      code: 'FAILED_PRECONDITION',
    });
  });
});

describe('proposals.addNote', () => {
  it('appends the note after the others; the revision advances', async () => {
    const name = fake.seeded.proposals.buyerReview;
    fake.seller.addNote(name, 'Please confirm the flight.');
    const noted = await client.proposals.addNote({ proposal: name, body: { note: { note: 'Confirmed.' } } });
    expect(noted.notes?.map((n) => [n.creatorRole, n.note])).toEqual([
      ['SELLER', 'Please confirm the flight.'],
      ['BUYER', 'Confirmed.'],
    ]);
    expect(noted.proposalRevision).toBe('5');
    expect(noted.notes?.[1]?.createTime).toBe(noted.updateTime);
  });
});

describe('proposals.cancelNegotiation', () => {
  it('terminates a proposal never finalized', async () => {
    const cancelled = await client.proposals.cancelNegotiation({ proposal: fake.seeded.proposals.buyerReview });
    expect(cancelled).toMatchObject({ state: 'TERMINATED', proposalRevision: '4' });
  });

  it('takes a renegotiated proposal back to its finalized terms; its finalized deal keeps serving', async () => {
    const { finalized } = fake.seeded.proposals;
    const dealName = fake.seeded.deals.finalized;
    const before = await client.deals.get({ name: dealName });
    await client.deals.patch({ name: dealName, updateMask: 'flightEndTime', body: { proposalRevision: 8, flightEndTime: '2025-06-30T00:00:00Z' } });
    const cancelled = await client.proposals.cancelNegotiation({ proposal: finalized });
    expect(cancelled).toMatchObject({ state: 'FINALIZED', isRenegotiating: false, proposalRevision: '10' });
    const after = await client.deals.get({ name: dealName });
    expect(after.flightEndTime).toBe(before.flightEndTime);
    const serving = await client.finalizedDeals.get({ name: fake.seeded.finalizedDeals.active });
    expect(serving.dealServingStatus).toBe('ACTIVE');
  });

  it('refuses private auctions and proposals without an ongoing negotiation', async () => {
    for (const proposal of [fake.seeded.proposals.privateAuction, fake.seeded.proposals.finalized, fake.seeded.proposals.terminated]) {
      await expect(client.proposals.cancelNegotiation({ proposal })).rejects.toMatchObject({ status: 400, code: 'FAILED_PRECONDITION' });
    }
    expect(fake.state.finalizedDeal(fake.seeded.finalizedDeals.active)?.dealServingStatus).toBe('ACTIVE');
  });
});

describe('a negotiation from request to serving', () => {
  it('sends an RFP, updates the deal at the known revision, accepts, and the deal serves', async () => {
    const proposal = await client.proposals.sendRfp({ buyer: fake.seeded.buyer, body: rfpBody() });
    const [deal] = await client.deals.list({ parent: proposal.name! }).toArray();
    const updated = await client.deals.patch({
      name: deal!.name!,
      updateMask: 'programmaticGuaranteedTerms.guaranteedLooks',
      body: { proposalRevision: deal!.proposalRevision!, programmaticGuaranteedTerms: { guaranteedLooks: 2_500_000 } },
    });
    expect(updated.proposalRevision).toBe('2');
    fake.seller.requestBuyerAcceptance(proposal.name!);
    const current = await client.proposals.get({ name: proposal.name! });
    expect(current).toMatchObject({ state: 'BUYER_ACCEPTANCE_REQUESTED', proposalRevision: '3' });
    const accepted = await client.proposals.accept({ name: current.name!, body: { proposalRevision: current.proposalRevision! } });
    expect(accepted.state).toBe('FINALIZED');
    const [finalized] = await client.finalizedDeals.list({ parent: fake.seeded.buyer, filter: 'deal.displayName = "Summer video"' }).toArray();
    expect(finalized).toMatchObject({ dealServingStatus: 'ACTIVE', deal: { programmaticGuaranteedTerms: { guaranteedLooks: '2500000' } } });
  });
});
