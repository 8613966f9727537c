/**
 * Deals in the fake: updates at the proposal's current revision only (`ABORTED` when stale), which send
 * the proposal to the seller; a batch is checked entirely before any deal changes.
 */
import { json, pageAnswer } from '@org/http-core/testing';
import type { Deal } from '../../models/deal.js';
import { invalidArgument, notFound } from '../google-errors.js';
import { beginBuyerChange, checkRevision, commit } from '../negotiation.js';
import { pageOf } from '../paging.js';
import { proposalOf, type MarketplaceState, type ProposalRecord } from '../state.js';
import { applyUpdate, dealRules } from '../update-mask.js';
import type { Body, GroupHandlers } from './types.js';

/** Handlers of `deals.*`. */
export function dealHandlers(state: MarketplaceState): GroupHandlers {
  const findDeal = (name: string): Deal => {
    state.proposalRecord(proposalOf(name));
    return state.deals.require(name, () => notFound(name));
  };

  /** Checks one update and computes the deal after it; changes nothing. */
  const prepare = (record: ProposalRecord, name: string, body: Body, mask: string | null | undefined) => {
    const current = findDeal(name);
    if (body.name !== undefined && body.name !== name) throw invalidArgument(`deal.name ${String(body.name)} is not ${name}`);
    checkRevision(record, body.proposalRevision);
    const { updated, changed } = applyUpdate(current, body, mask, dealRules);
    if (updated.flightStartTime && updated.flightEndTime && Date.parse(updated.flightEndTime) <= Date.parse(updated.flightStartTime)) {
      throw invalidArgument(`flightEndTime of ${name} must be after its flightStartTime`);
    }
    return { name, updated, changed };
  };

  /** Applies checked updates as one change of the proposal. */
  const apply = (record: ProposalRecord, updates: ReadonlyArray<ReturnType<typeof prepare>>) => {
    if (updates.every((update) => update.changed.length === 0)) return;
    const { proposal, extra } = beginBuyerChange(state, record);
    const committed = commit(state, record, proposal, 'BUYER', extra);
    for (const { name, updated, changed } of updates) {
      state.deals.set(name, changed.length === 0 ? updated : { ...updated, updateTime: committed.proposal.updateTime });
    }
  };

  return {
    'deals.get': (req) => {
      findDeal(req.params.name!);
      return json(200, state.deal(req.params.name!));
    },
    'deals.list': (req) => {
      const parent = req.params.parent!;
      state.proposalRecord(parent);
      return pageAnswer('deals', pageOf(state.dealsOf(parent), req, 100));
    },
    'deals.patch': (req) => {
      const name = req.params.name!;
      const record = state.proposalRecord(proposalOf(name));
      apply(record, [prepare(record, name, req.body as Body, req.query.get('updateMask'))]);
      return json(200, state.deal(name));
    },
    'deals.batchUpdate': (req) => {
      const parent = req.params.parent!;
      const record = state.proposalRecord(parent);
      const requests = (req.body as Body).requests as Array<{ deal: Body; updateMask?: string }>;
      const updates = requests.map((request) => {
        const name = request.deal.name as string;
        if (proposalOf(name) !== parent) throw invalidArgument(`Deal ${name} is not a deal of ${parent}`);
        return prepare(record, name, request.deal, request.updateMask);
      });
      apply(record, updates);
      return json(200, { deals: updates.map(({ name }) => state.deal(name)) });
    },
  };
}
