import { defineListOperation, defineOperation, jsonBody } from '@org/http-core';
import { Client, ClientInput, ClientUpdate, ListClientsResponse } from '../models/client.js';
import { CLIENT_NAME } from '../names.js';
import { buyer, filter, nameParam, pageSize, pageToken, listPaging, updateMask } from './params.js';

const client = nameParam(CLIENT_NAME, 'The client');

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
  pagination: listPaging('clients'),
});

/** Creates a client of the buyer. `displayName` and `role` are required; `partnerClientId` must be unique. */
export const clientsCreate = defineOperation({
  method: 'POST',
  path: '/v1/{parent}/clients',
  summary: 'Create a client',
  pathParams: { parent: buyer },
  body: jsonBody(ClientInput),
  response: Client,
});

/** Changes fields of a client: those named in `updateMask`, or every field given when it is omitted. */
export const clientsPatch = defineOperation({
  method: 'PATCH',
  path: '/v1/{name}',
  summary: 'Update a client',
  pathParams: { name: client },
  query: { updateMask },
  body: jsonBody(ClientUpdate),
  response: Client,
});

/**
 * Moves an `INACTIVE` client to `ACTIVE` and answers the client in its new state; an `ACTIVE` client stays as
 * it is, so the call is safe to repeat (it is retried). Shares its path with `clientUsers.activate`: the name
 * tells them apart.
 */
export const clientsActivate = defineOperation({
  method: 'POST',
  path: '/v1/{name}:activate',
  summary: 'Activate a client',
  pathParams: { name: client },
  response: Client,
  idempotent: true,
});

/**
 * Moves an `ACTIVE` client to `INACTIVE` and answers the client in its new state; an `INACTIVE` client stays
 * as it is (safe to repeat; retried). Shares its path with `clientUsers.deactivate`.
 */
export const clientsDeactivate = defineOperation({
  method: 'POST',
  path: '/v1/{name}:deactivate',
  summary: 'Deactivate a client',
  pathParams: { name: client },
  response: Client,
  idempotent: true,
});

/**
 * Clients of the buyer: advertisers and agencies the buyer negotiates for. A client is created `ACTIVE`;
 * `activate` and `deactivate` move it between `ACTIVE` and `INACTIVE`.
 */
export const clientsGroup = {
  get: clientsGet,
  list: clientsList,
  create: clientsCreate,
  patch: clientsPatch,
  activate: clientsActivate,
  deactivate: clientsDeactivate,
};
