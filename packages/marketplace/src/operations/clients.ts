import { defineOperation, defineListOperation } from '@org/http-core';
import { Client, ClientInput, ClientUpdate, ListClientsResponse } from '../models/client.js';
import { clientName } from '../names.js';
import { buyer, filter, nameParam, pageSize, pageToken, pageTokenPaging, updateMask } from './params.js';

const client = nameParam(clientName, 'The client');

/** Gets a client by name (`buyers/{buyer}/clients/{client}`). */
export const clientsGet = defineOperation({
  method: 'GET',
  path: '/v1/{name}',
  summary: 'Get a client',
  pathParams: { name: client },
  response: Client,
});

/** Lists the clients of the buyer; `filter: clientFilter({ partnerClientId })` finds one by the buyer's own id. */
export const clientsList = defineListOperation({
  method: 'GET',
  path: '/v1/{parent}/clients',
  summary: 'List clients of the current buyer',
  pathParams: { parent: buyer },
  query: { filter, pageSize, pageToken },
  response: ListClientsResponse,
  pagination: pageTokenPaging('clients'),
});

/** Creates a client of the buyer. `displayName` and `role` are required; `partnerClientId` must be unique. */
export const clientsCreate = defineOperation({
  method: 'POST',
  path: '/v1/{parent}/clients',
  summary: 'Create a client',
  pathParams: { parent: buyer },
  body: ClientInput,
  response: Client,
});

/** Changes fields of a client: those named in `updateMask`, or every field given when it is omitted. */
export const clientsPatch = defineOperation({
  method: 'PATCH',
  path: '/v1/{name}',
  summary: 'Update a client',
  pathParams: { name: client },
  query: { updateMask },
  body: ClientUpdate,
  response: Client,
});

/** Clients of the buyer: advertisers and agencies the buyer negotiates for. */
export const clientsGroup = {
  get: clientsGet,
  list: clientsList,
  create: clientsCreate,
  patch: clientsPatch,
};
