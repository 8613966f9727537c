import { defineListOperation, defineOperation, jsonBody } from '@org/http-core';
import { AddNoteRequest } from '../models/note.js';
import { AcceptProposalRequest, ListProposalsResponse, Proposal, ProposalUpdate } from '../models/proposal.js';
import { SendRfpRequest } from '../models/rfp.js';
import { PROPOSAL_NAME } from '../names.js';
import { buyer, filter, nameParam, pageSize, pageToken, listPaging, updateMask } from './params.js';

const proposal = nameParam(PROPOSAL_NAME, 'The proposal');

/** Gets a proposal by name (`buyers/{buyer}/proposals/{proposal}`). */
export const proposalsGet = defineOperation({
  method: 'GET',
  path: '/v1/{name}',
  summary: 'Get a proposal',
  pathParams: { name: proposal },
  response: Proposal,
});

/**
 * Lists the buyer's proposals, optionally filtered (`proposalFilter({ state, dealType, displayName,
 * updateTime })`). A proposal under renegotiation is listed as negotiated now, not as last finalized.
 */
export const proposalsList = defineListOperation({
  method: 'GET',
  path: '/v1/{parent}/proposals',
  summary: 'List proposals; a list filter expression may be given; finalized versions of proposals under renegotiation are not listed',
  pathParams: { parent: buyer },
  query: { filter, pageSize, pageToken },
  response: ListProposalsResponse,
  pagination: listPaging('proposals'),
});

/**
 * Changes buyer-side fields of a proposal (contacts, private data, pausing consent) at the revision the
 * buyer knows (`body.proposalRevision`). A stale revision fails with a `RevisionConflictError`.
 */
export const proposalsPatch = defineOperation({
  method: 'PATCH',
  path: '/v1/{name}',
  summary: "Update a proposal at the buyer's known revision",
  pathParams: { name: proposal },
  query: { updateMask },
  body: jsonBody(ProposalUpdate),
  response: Proposal,
});

/**
 * Accepts a proposal at a revision (`body.proposalRevision`): the buyer agrees to the terms as they stand
 * at that revision. A stale revision fails with a `RevisionConflictError`; accepting a finalized proposal
 * changes nothing. Never retried automatically.
 */
export const proposalsAccept = defineOperation({
  method: 'POST',
  path: '/v1/{name}:accept',
  summary: 'Accept a proposal at a given revision number',
  pathParams: { name: proposal },
  body: jsonBody(AcceptProposalRequest),
  response: Proposal,
});

/** Adds a note to a proposal and sends it to the seller. */
export const proposalsAddNote = defineOperation({
  method: 'POST',
  path: '/v1/{proposal}:addNote',
  summary: 'Create a note on a proposal and send it to the seller',
  pathParams: { proposal },
  body: jsonBody(AddNoteRequest),
  response: Proposal,
});

/**
 * Ends an ongoing negotiation: a proposal never finalized is terminated; one under renegotiation goes back
 * to its finalized terms. Deals already finalized keep serving.
 */
export const proposalsCancelNegotiation = defineOperation({
  method: 'POST',
  path: '/v1/{proposal}:cancelNegotiation',
  summary: 'Cancel an ongoing negotiation; it does not cancel or end serving of deals of an already finalized proposal',
  pathParams: { proposal },
  response: Proposal,
});

/**
 * Sends a request for proposal to a publisher: creates a proposal in negotiation, with one deal whose type
 * follows the terms given (programmatic guaranteed or preferred).
 */
export const proposalsSendRfp = defineOperation({
  method: 'POST',
  path: '/v1/{buyer}/proposals:sendRfp',
  summary: 'Send a request for proposal to a publisher to start negotiation on inventory; the RFP specifies deal type and terms',
  pathParams: { buyer },
  body: jsonBody(SendRfpRequest),
  response: Proposal,
});

/**
 * Proposals: negotiations with publishers. Every change advances `proposalRevision`; updates and
 * acceptance carry the revision the buyer knows, and a stale one fails with a `RevisionConflictError`.
 */
export const proposalsGroup = {
  get: proposalsGet,
  list: proposalsList,
  patch: proposalsPatch,
  accept: proposalsAccept,
  addNote: proposalsAddNote,
  cancelNegotiation: proposalsCancelNegotiation,
  sendRfp: proposalsSendRfp,
};
