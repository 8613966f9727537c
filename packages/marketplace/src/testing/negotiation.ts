/**
 * The negotiation rules the fake applies to proposals and their deals: one revision per proposal that
 * advances with every change, buyer changes that send the proposal to the seller (starting a
 * renegotiation of a finalized one), acceptance that finalizes, and cancellation.
 */
import type { Deal } from '../models/deal.js';
import type { FinalizedDeal } from '../models/finalized-deal.js';
import type { Proposal } from '../models/proposal.js';
import { failedPrecondition, invalidArgument, staleRevision } from './google-errors.js';
import { buyerOf, renderProposal, type MarketplaceState, type ProposalRecord } from './state.js';

/** Refuses a change based on another revision than the proposal's: `ABORTED` when stale. */
export function checkRevision(record: ProposalRecord, sent: unknown): void {
  const name = record.proposal.name!;
  if (sent === undefined || sent === null || sent === '') throw invalidArgument(`proposalRevision is required to change ${name}`);
  const text = String(sent);
  if (!/^\d+$/.test(text)) throw invalidArgument(`proposalRevision must be an integer, got '${text}'`);
  const revision = BigInt(text);
  const current = BigInt(record.revision);
  if (revision < current) throw staleRevision(name, text, String(record.revision));
  if (revision > current) throw invalidArgument(`proposalRevision ${text} of ${name} is ahead of the proposal (${record.revision})`);
}

/**
 * Saves a change of a proposal: the revision advances, `updateTime` moves, the side that changed it is
 * recorded. `proposal` may be built from the instant of the change. Returns the new record.
 */
export function commit(
  state: MarketplaceState,
  record: ProposalRecord,
  proposal: Proposal | ((now: string) => Proposal),
  role: 'BUYER' | 'SELLER',
  extra: Partial<ProposalRecord> = {},
): ProposalRecord {
  const now = state.clock.tick();
  const changed = typeof proposal === 'function' ? proposal(now) : proposal;
  const updated: ProposalRecord = {
    ...record,
    ...extra,
    proposal: { ...changed, name: record.proposal.name, updateTime: now, lastUpdaterOrCommentorRole: role },
    revision: record.revision + 1,
  };
  state.proposals.set(record.proposal.name!, updated);
  return updated;
}

/**
 * Prepares a buyer change of the terms: the proposal goes to the seller for review. A finalized proposal
 * starts a renegotiation (its finalized terms are kept, and its finalized deals keep serving).
 */
export function beginBuyerChange(state: MarketplaceState, record: ProposalRecord): { proposal: Proposal; extra: Partial<ProposalRecord> } {
  const status = record.proposal.state;
  if (status === 'TERMINATED') throw failedPrecondition(`${record.proposal.name} was terminated; its terms cannot change`);
  const extra: Partial<ProposalRecord> =
    status === 'FINALIZED' && record.finalized === undefined
      ? { finalized: { proposal: renderProposal(record), deals: state.dealsOf(record.proposal.name!) } }
      : {};
  return { proposal: { ...record.proposal, state: 'SELLER_REVIEW_REQUESTED' }, extra };
}

/** Finalizes a proposal: its deals become finalized deals (or update theirs, keeping their serving status). */
export function finalize(state: MarketplaceState, record: ProposalRecord): ProposalRecord {
  const committed = commit(state, record, { ...record.proposal, state: 'FINALIZED' }, 'BUYER', { finalized: undefined, everFinalized: true });
  const buyer = buyerOf(record.proposal.name!);
  for (const deal of state.dealsOf(record.proposal.name!)) {
    const name = `${buyer}/finalizedDeals/${deal.name!.split('/').pop()}`;
    const existing = state.finalizedDeals.get(name);
    if (existing) {
      state.finalizedDeals.set(name, { ...existing, finalizedDeal: { ...existing.finalizedDeal, deal } });
      continue;
    }
    const finalizedDeal: FinalizedDeal = {
      name,
      deal,
      dealServingStatus: 'ACTIVE',
      dealPausingInfo: { pausingConsented: committed.proposal.pausingConsented ?? false },
      readyToServe: !state.readyToServeOptOut.has(buyer),
      rtbMetrics: { bidRequests7Days: '0', bids7Days: '0', adImpressions7Days: '0', bidRate7Days: 0, filteredBidRate7Days: 0, mustBidRateCurrentMonth: 0 },
    };
    state.finalizedDeals.set(name, { finalizedDeal, creatives: [] });
  }
  return committed;
}

/**
 * Cancels an ongoing negotiation: a renegotiation goes back to the finalized terms, a proposal never
 * finalized is terminated. Finalized deals are not touched. Private auctions cannot be cancelled this way.
 */
export function cancel(state: MarketplaceState, record: ProposalRecord): ProposalRecord {
  const name = record.proposal.name!;
  if (record.proposal.dealType === 'PRIVATE_AUCTION') throw failedPrecondition(`Negotiations of private auction proposals cannot be cancelled (${name})`);
  if (record.finalized) {
    for (const deal of state.dealsOf(name)) state.deals.delete(deal.name!);
    for (const deal of record.finalized.deals) state.deals.set(deal.name!, withoutRevision(deal));
    const restored = { ...record.finalized.proposal };
    delete restored.proposalRevision;
    delete restored.isRenegotiating;
    return commit(state, record, { ...restored, state: 'FINALIZED' }, 'BUYER', { finalized: undefined });
  }
  if (record.proposal.state === 'FINALIZED' || record.proposal.state === 'TERMINATED') {
    throw failedPrecondition(`${name} has no ongoing negotiation (it is ${record.proposal.state})`);
  }
  return commit(state, record, { ...record.proposal, state: 'TERMINATED' }, 'BUYER');
}

/** A deal as stored: its revision is the proposal's, added when shown. */
export function withoutRevision(deal: Deal): Deal {
  const copy = { ...deal };
  delete copy.proposalRevision;
  return copy;
}
