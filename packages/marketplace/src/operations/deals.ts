import { defineListOperation, defineOperation, jsonBody } from '@org/http-core';
import { BatchUpdateDealsRequest, BatchUpdateDealsResponse, Deal, DealUpdate, ListDealsResponse } from '../models/deal.js';
import { DEAL_NAME, PROPOSAL_NAME } from '../names.js';
import { nameParam, pageSize, pageToken, listPaging, updateMask } from './params.js';

const deal = nameParam(DEAL_NAME, 'The deal');
const proposal = nameParam(PROPOSAL_NAME, 'The proposal');

/** Gets a deal by name (`buyers/{buyer}/proposals/{proposal}/deals/{deal}`). */
export const dealsGet = defineOperation({
  method: 'GET',
  path: '/v1/{name}',
  summary: 'Get a deal',
  pathParams: { name: deal },
  response: Deal,
});

/** Lists the deals of a proposal. */
export const dealsList = defineListOperation({
  method: 'GET',
  path: '/v1/{parent}/deals',
  summary: 'List all deals in a proposal (finalized revisions are listed through the finalized deals resource)',
  pathParams: { parent: proposal },
  query: { pageSize, pageToken },
  response: ListDealsResponse,
  pagination: listPaging('deals'),
});

/**
 * Updates a deal at the proposal revision the buyer knows (`body.proposalRevision`, required). If the
 * proposal changed since, the call fails with a `RevisionConflictError`: read the deal again, reapply the
 * change and send it once more (`updateDealAtLatestRevision` does that). Never retried automatically.
 */
export const dealsPatch = defineOperation({
  method: 'PATCH',
  path: '/v1/{name}',
  summary: "Update a deal at the buyer's known revision",
  pathParams: { name: deal },
  query: { updateMask },
  body: jsonBody(DealUpdate),
  response: Deal,
});

/**
 * Updates several deals of one proposal in one call, each at the revision the buyer knows. The service
 * applies all or none; `batchUpdateDeals` reports the outcome deal by deal.
 */
export const dealsBatchUpdate = defineOperation({
  method: 'POST',
  path: '/v1/{parent}/deals:batchUpdate',
  summary: 'Update several deals of the same proposal in one call',
  pathParams: { parent: proposal },
  body: jsonBody(BatchUpdateDealsRequest),
  response: BatchUpdateDealsResponse,
});

/** Deals of a proposal, as negotiated now (finalized terms are on the finalized deals). */
export const dealsGroup = {
  get: dealsGet,
  list: dealsList,
  patch: dealsPatch,
  batchUpdate: dealsBatchUpdate,
};
