import { describe, expect, it } from 'vitest';
import { isRevisionConflictError } from './revision-conflict.js';
import { updateDealAtLatestRevision } from './update-at-latest-revision.js';
import { shareFake } from './test-support/shared-fake.js';

const { fake, client } = await shareFake();

describe('updateDealAtLatestRevision', () => {
  it('reads again and reapplies the change when the seller moved the proposal on in between', async () => {
    const name = fake.seeded.deals.buyerReviewFirst;
    const seen: string[] = [];
    const deal = await updateDealAtLatestRevision(client, name, (current) => {
      seen.push(current.proposalRevision!);
      if (seen.length === 1) fake.seller.addNote(fake.seeded.proposals.buyerReview, 'A change while the buyer edits');
      return { flightEndTime: '2024-07-31T00:00:00Z' };
    });
    expect(seen).toEqual(['3', '4']);
    expect(deal).toMatchObject({ flightEndTime: '2024-07-31T00:00:00Z', proposalRevision: '5' });
    expect(fake.requests.filter((r) => r.operationId === 'deals.patch').map((r) => [r.status, (r.json as { proposalRevision: string }).proposalRevision])).toEqual([
      [409, '3'],
      [200, '4'],
    ]);
    expect(fake.requests.at(-1)!.query.get('updateMask')).toBe('flightEndTime');
  });

  it('gives up after maxAttempts with the conflict', async () => {
    const name = fake.seeded.deals.buyerReviewFirst;
    let calls = 0;
    const error = await updateDealAtLatestRevision(
      client,
      name,
      () => {
        calls++;
        fake.seller.addNote(fake.seeded.proposals.buyerReview, `interruption ${calls}`);
        return { flightEndTime: '2024-07-31T00:00:00Z' };
      },
      { maxAttempts: 2 },
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isRevisionConflictError(error)).toBe(true);
    expect(calls).toBe(2);
    expect(fake.requestCount('deals.patch')).toBe(2);
  });

  it('sends nothing when the change is no longer needed', async () => {
    const deal = await updateDealAtLatestRevision(client, fake.seeded.deals.buyerReviewFirst, () => undefined);
    expect(deal.name).toBe(fake.seeded.deals.buyerReviewFirst);
    expect(fake.requestCount('deals.patch')).toBe(0);
    await expect(updateDealAtLatestRevision(client, fake.seeded.deals.buyerReviewFirst, () => ({}), { maxAttempts: 0 })).rejects.toThrow(RangeError);
  });

  it('lets other errors through at once', async () => {
    await expect(
      updateDealAtLatestRevision(client, fake.seeded.deals.terminated, () => ({ flightEndTime: '2024-03-01T00:00:00Z' })),
    ).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
    expect(fake.requestCount('deals.patch')).toBe(1);
  });
});
