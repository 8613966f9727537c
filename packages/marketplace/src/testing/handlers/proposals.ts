/**
 * Proposals in the fake: requests for proposal open a negotiation, buyer updates and notes advance the
 * revision, acceptance at the current revision finalizes, cancellation ends or rolls back a negotiation.
 */
import { json, pageAnswer } from '@org/http-core/testing';
import type * as z from '@org/http-core/zod';
import type { Deal } from '../../models/deal.js';
import type { Proposal } from '../../models/proposal.js';
import type { SendRfpRequest } from '../../models/rfp.js';
import { parseFilter } from '../filter-expression.js';
import { failedPrecondition, invalidArgument } from '../google-errors.js';
import { cancel, checkRevision, commit, finalize } from '../negotiation.js';
import { pageOf } from '../paging.js';
import { buyerOf, renderProposal, type MarketplaceState } from '../state.js';
import { applyUpdate, proposalRules } from '../update-mask.js';
import type { Body, GroupHandlers } from './types.js';

/** Handlers of `proposals.*`. */
export function proposalHandlers(state: MarketplaceState): GroupHandlers {
  return {
    'proposals.get': (req) => json(200, renderProposal(state.proposalRecord(req.params.name!))),
    'proposals.list': (req) => {
      const parent = req.params.parent!;
      state.checkAccount(parent);
      const matcher = parseFilter(req.query.get('filter'), ['displayName', 'dealType', 'updateTime', 'state']);
      // One entry per proposal, as negotiated now: the finalized terms of a renegotiated one are not listed.
      const proposals = state.proposals
        .list((_, name) => buyerOf(name) === parent)
        .map(renderProposal)
        .filter(matcher);
      return pageAnswer('proposals', pageOf(proposals, req, 500));
    },
    'proposals.patch': (req) => {
      const name = req.params.name!;
      const record = state.proposalRecord(name);
      const body = req.body as Body;
      if (body.name !== undefined && body.name !== name) throw invalidArgument(`body.name ${String(body.name)} is not ${name}`);
      checkRevision(record, body.proposalRevision);
      const { updated, changed } = applyUpdate(record.proposal, body, req.query.get('updateMask'), proposalRules);
      if (changed.length === 0) return json(200, renderProposal(record));
      return json(200, renderProposal(commit(state, record, updated, 'BUYER')));
    },
    'proposals.accept': (req) => {
      const name = req.params.name!;
      const record = state.proposalRecord(name);
      // The revision is checked first: accepting a finalized proposal changes nothing only at its current revision,
      // so of many accepts at one revision the first finalizes and the others are stale.
      checkRevision(record, (req.body as Body).proposalRevision);
      if (record.proposal.state === 'FINALIZED') return json(200, renderProposal(record));
      if (record.proposal.state !== 'BUYER_ACCEPTANCE_REQUESTED') {
        throw failedPrecondition(`${name} is ${record.proposal.state}; only a proposal the seller accepted (BUYER_ACCEPTANCE_REQUESTED) can be accepted`);
      }
      return json(200, renderProposal(finalize(state, record)));
    },
    'proposals.addNote': (req) => {
      const record = state.proposalRecord(req.params.proposal!);
      const text = ((req.body as Body).note as Body).note as string;
      const committed = commit(
        state,
        record,
        (now) => ({ ...record.proposal, notes: [...(record.proposal.notes ?? []), { note: text, createTime: now, creatorRole: 'BUYER' }] }),
        'BUYER',
      );
      return json(200, renderProposal(committed));
    },
    'proposals.cancelNegotiation': (req) => json(200, renderProposal(cancel(state, state.proposalRecord(req.params.proposal!)))),
    'proposals.sendRfp': (req) => {
      const buyer = req.params.buyer!;
      state.checkAccount(buyer);
      const rfp = req.body as z.output<typeof SendRfpRequest>;
      const profile = rfp.publisherProfile;
      if (buyerOf(profile) !== buyer || !state.publisherProfiles.has(profile)) {
        throw invalidArgument(`Publisher profile ${profile} is not one ${buyer} can send requests for proposal to`);
      }
      const client = rfp.client;
      if (client !== undefined && (buyerOf(client) !== buyer || !state.clients.has(client))) {
        throw invalidArgument(`Client ${client} does not belong to ${buyer}`);
      }
      if (Date.parse(rfp.flightEndTime) <= Date.parse(rfp.flightStartTime)) {
        throw invalidArgument('flightEndTime must be after flightStartTime');
      }
      const name = `${buyer}/proposals/${state.newId()}`;
      const now = state.clock.tick();
      const dealType = rfp.programmaticGuaranteedTerms ? 'PROGRAMMATIC_GUARANTEED' : 'PREFERRED_DEAL';
      const owner = client === undefined ? {} : { client, billedBuyer: buyer };
      const proposal: Proposal = {
        name,
        displayName: rfp.displayName,
        dealType,
        state: 'SELLER_REVIEW_REQUESTED',
        buyer,
        ...owner,
        publisherProfile: profile,
        originatorRole: 'BUYER',
        lastUpdaterOrCommentorRole: 'BUYER',
        updateTime: now,
        buyerContacts: rfp.buyerContacts ?? [],
        notes: rfp.note ? [{ note: rfp.note, createTime: now, creatorRole: 'BUYER' }] : [],
        pausingConsented: false,
      };
      const deal: Deal = {
        name: `${name}/deals/${state.newId()}`,
        dealType,
        displayName: rfp.displayName,
        buyer,
        ...owner,
        createTime: now,
        updateTime: now,
        flightStartTime: rfp.flightStartTime,
        flightEndTime: rfp.flightEndTime,
        publisherProfile: profile,
        ...(rfp.estimatedGrossSpend ? { estimatedGrossSpend: rfp.estimatedGrossSpend } : {}),
        targeting: {
          ...(rfp.geoTargeting ? { geoTargeting: rfp.geoTargeting } : {}),
          ...(rfp.inventorySizeTargeting ? { inventorySizeTargeting: rfp.inventorySizeTargeting } : {}),
        },
        ...(rfp.programmaticGuaranteedTerms
          ? { programmaticGuaranteedTerms: rfp.programmaticGuaranteedTerms }
          : { preferredDealTerms: rfp.preferredDealTerms ?? {} }),
      };
      state.proposals.set(name, { proposal, revision: 1, everFinalized: false });
      state.deals.set(deal.name!, deal);
      return json(200, state.proposal(name));
    },
  };
}
