/**
 * What the other side does, for tests: the seller changes terms, accepts the buyer's terms, writes notes,
 * pauses and resumes deals; users accept invitations. Each acts on the fake's state directly, as the
 * service would after the seller's (or the user's) own calls.
 */
import type { Deal } from '../models/deal.js';
import type { ClientUser } from '../models/client-user.js';
import type { FinalizedDeal } from '../models/finalized-deal.js';
import type { Proposal } from '../models/proposal.js';
import { beginBuyerChange, commit } from './negotiation.js';
import { proposalOf, renderProposal, type MarketplaceState } from './state.js';

/** The seller's side of negotiations and serving. */
export interface SellerActions {
  /**
   * The seller changes a deal (any fields): the proposal's revision advances and it goes to the buyer for
   * review (a finalized proposal starts a renegotiation). A buyer change based on the old revision then
   * fails with `ABORTED`.
   */
  updateDeal(deal: string, changes: Partial<Deal>): Deal;
  /** The seller accepts the terms as they stand: the proposal waits for the buyer's acceptance. */
  requestBuyerAcceptance(proposal: string): Proposal;
  /** The seller writes a note; the revision advances. */
  addNote(proposal: string, note: string): Proposal;
  /** The seller pauses a serving finalized deal (`PAUSED_BY_SELLER`). */
  pauseFinalizedDeal(finalizedDeal: string, reason?: string): FinalizedDeal;
  /** The seller lifts its pause. */
  resumeFinalizedDeal(finalizedDeal: string): FinalizedDeal;
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The fake has no ${what}`);
  return value;
}

/** The seller's actions on a fake's state. */
export function sellerActions(state: MarketplaceState): SellerActions {
  const record = (name: string) => must(state.proposals.get(name), `proposal ${name}`);
  return {
    updateDeal(deal, changes) {
      const current = must(state.deals.get(deal), `deal ${deal}`);
      const proposal = record(proposalOf(deal));
      const { proposal: changed, extra } = beginBuyerChange(state, proposal);
      const committed = commit(state, proposal, { ...changed, state: 'BUYER_REVIEW_REQUESTED' }, 'SELLER', extra);
      state.deals.set(deal, { ...current, ...changes, name: deal, updateTime: committed.proposal.updateTime });
      return state.deal(deal)!;
    },
    requestBuyerAcceptance(name) {
      const proposal = record(name);
      const from = proposal.proposal.state;
      if (from !== 'SELLER_REVIEW_REQUESTED' && from !== 'BUYER_REVIEW_REQUESTED') {
        throw new Error(`The seller cannot accept ${name} while it is ${from}`);
      }
      return renderProposal(commit(state, proposal, { ...proposal.proposal, state: 'BUYER_ACCEPTANCE_REQUESTED' }, 'SELLER'));
    },
    addNote(name, note) {
      const proposal = record(name);
      return renderProposal(
        commit(state, proposal, (now) => ({ ...proposal.proposal, notes: [...(proposal.proposal.notes ?? []), { note, createTime: now, creatorRole: 'SELLER' }] }), 'SELLER'),
      );
    },
    pauseFinalizedDeal(name, reason = '') {
      const found = must(state.finalizedDeals.get(name), `finalized deal ${name}`);
      const finalizedDeal: FinalizedDeal = {
        ...found.finalizedDeal,
        dealServingStatus: 'PAUSED_BY_SELLER',
        dealPausingInfo: { ...found.finalizedDeal.dealPausingInfo, pauseReason: reason, pauseRole: 'SELLER' },
      };
      state.finalizedDeals.set(name, { ...found, finalizedDeal });
      return finalizedDeal;
    },
    resumeFinalizedDeal(name) {
      const found = must(state.finalizedDeals.get(name), `finalized deal ${name}`);
      const pausingConsented = found.finalizedDeal.dealPausingInfo?.pausingConsented;
      const finalizedDeal: FinalizedDeal = {
        ...found.finalizedDeal,
        dealServingStatus: 'ACTIVE',
        dealPausingInfo: pausingConsented === undefined ? {} : { pausingConsented },
      };
      state.finalizedDeals.set(name, { ...found, finalizedDeal });
      return finalizedDeal;
    },
  };
}

/** A user accepts the invitation of an `INVITED` client user, who becomes `ACTIVE`. */
export function acceptInvitation(state: MarketplaceState, user: string): ClientUser {
  const found = must(state.clientUsers.get(user), `client user ${user}`);
  if (found.state !== 'INVITED') throw new Error(`${user} is ${found.state}, not INVITED`);
  return state.clientUsers.set(user, { ...found, state: 'ACTIVE' });
}
