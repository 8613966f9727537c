/**
 * Stale revisions of the revised operations become `RevisionConflictError` on the error path (`ErrorFormat.callError`):
 * on a client of some operations as on the whole client, before the `beforeError` hook; other errors are kept.
 */
import { ApiError, ConflictError, isConflictError, type SdkError } from '@org/http-core';
import { describe, expect, it } from 'vitest';
import { createMarketplaceClientFor } from './client-for.js';
import { dealsBatchUpdate, dealsGet, dealsPatch } from './operations/deals.js';
import { proposalsAccept, proposalsPatch } from './operations/proposals.js';
import { revisionCheckedWith } from './revision-checks.js';
import { isRevisionConflictError, RevisionConflictError } from './revision-conflict.js';
import { shareFake } from './test-support/shared-fake.js';

const { fake } = await shareFake();

describe('a client of some operations', () => {
  const some = (hooks = {}) =>
    createMarketplaceClientFor(
      { deals: { get: dealsGet, patch: dealsPatch, batchUpdate: dealsBatchUpdate }, proposals: { patch: proposalsPatch, accept: proposalsAccept } },
      { ...fake.clientOptions(), logLevel: 'error', hooks },
    );

  it('reports the stale revision of each revised operation as a RevisionConflictError naming its resource', async () => {
    const proposal = fake.seeded.proposals.buyerReview;
    const deal = fake.seeded.deals.buyerReviewFirst;
    fake.seller.addNote(proposal, 'Moved on');
    const client = some();
    const errors = [
      await client.deals.patch({ name: deal, body: { proposalRevision: '3', flightEndTime: '2024-07-01T00:00:00Z' } }).catch((e: unknown) => e),
      await client.deals.batchUpdate({ parent: proposal, body: { requests: [{ deal: { name: deal, proposalRevision: '3', flightEndTime: '2024-07-01T00:00:00Z' }, updateMask: 'flightEndTime' }] } }).catch((e: unknown) => e),
      await client.proposals.patch({ name: proposal, body: { proposalRevision: 3, pausingConsented: true } }).catch((e: unknown) => e),
    ];
    expect(errors.map((error) => error instanceof RevisionConflictError && isConflictError(error))).toEqual([true, true, true]);
    expect(errors.map((error) => (error as RevisionConflictError).resource)).toEqual([deal, proposal, proposal]);
    for (const error of errors) expect(error).toMatchObject({ name: 'ConflictError', status: 409, code: 'ABORTED', knownRevision: '3', currentRevision: '4' });
    const accepting = fake.seeded.proposals.awaitingAcceptance;
    fake.seller.updateDeal(fake.seeded.deals.awaitingAcceptance, { flightEndTime: '2024-05-31T00:00:00Z' });
    fake.seller.requestBuyerAcceptance(accepting);
    expect(await client.proposals.accept({ name: accepting, body: { proposalRevision: 5 } }).catch((e: unknown) => e)).toMatchObject({
      resource: accepting,
      knownRevision: '5',
      currentRevision: '7',
      operation: 'proposals.accept',
    });
  });

  it('hands the beforeError hook the RevisionConflictError the call throws', async () => {
    fake.seller.addNote(fake.seeded.proposals.buyerReview, 'Moved on');
    const seen: SdkError[] = [];
    const client = some({ beforeError: (error: SdkError) => void seen.push(error) });
    const error = await client.deals.patch({ name: fake.seeded.deals.buyerReviewFirst, body: { proposalRevision: '3', flightEndTime: '2024-07-01T00:00:00Z' } }).catch((e: unknown) => e);
    expect(isRevisionConflictError(error)).toBe(true);
    expect(seen).toEqual([error]);
  });
});

describe('revisionCheckedWith', () => {
  const checked = revisionCheckedWith(ConflictError);
  const aborted = () => new ConflictError({ status: 409, code: 'ABORTED', message: 'stale', operation: 'proposals.patch' });

  it('keeps the errors of other operations, other codes and answers that are not conflicts', () => {
    const input = { name: 'buyers/1/proposals/2', body: { proposalRevision: '3' } };
    const other = aborted();
    expect(checked(other, { operation: 'proposals.get', input })).toBe(other);
    const exists = new ConflictError({ status: 409, code: 'ALREADY_EXISTS' });
    expect(checked(exists, { operation: 'proposals.patch', input })).toBe(exists);
    const notConflict = new ApiError({ status: 400, code: 'ABORTED' });
    expect(checked(notConflict, { operation: 'proposals.patch', input })).toBe(notConflict);
  });

  it('reads what it can of an input of any shape', () => {
    for (const input of [undefined, null, 'buyers/1/proposals/2', { name: 7, body: 'x' }]) {
      const error = checked(aborted(), { operation: 'proposals.patch', input });
      expect(error).toBeInstanceOf(RevisionConflictError);
      expect(error).toMatchObject({ resource: undefined, knownRevision: undefined, code: 'ABORTED' });
    }
    expect(checked(aborted(), { operation: 'deals.batchUpdate', input: { parent: 'buyers/1/proposals/2', body: { requests: [] } } })).toMatchObject({
      resource: 'buyers/1/proposals/2',
      knownRevision: undefined,
    });
  });
});
