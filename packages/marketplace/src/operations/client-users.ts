import { defineListOperation, defineOperation, jsonBody } from '@org/http-core';
import { ClientUser, ClientUserInput, ListClientUsersResponse } from '../models/client-user.js';
import { CLIENT_NAME, CLIENT_USER_NAME } from '../names.js';
import { nameParam, pageSize, pageToken, listPaging } from './params.js';

const client = nameParam(CLIENT_NAME, 'The client');
const clientUser = nameParam(CLIENT_USER_NAME, 'The client user');

/** Gets a client user by name (`buyers/{buyer}/clients/{client}/users/{user}`). */
export const clientUsersGet = defineOperation({
  method: 'GET',
  path: '/v1/{name}',
  summary: 'Get a client user',
  pathParams: { name: clientUser },
  response: ClientUser,
});

/** Lists the users of a client. */
export const clientUsersList = defineListOperation({
  method: 'GET',
  path: '/v1/{parent}/users',
  summary: 'List client users of a client',
  pathParams: { parent: client },
  query: { pageSize, pageToken },
  response: ListClientUsersResponse,
  pagination: listPaging('clientUsers'),
});

/** Creates a user of a client in state `INVITED`; the service e-mails the invitation. */
export const clientUsersCreate = defineOperation({
  method: 'POST',
  path: '/v1/{parent}/users',
  summary: 'Create a client user in state `INVITED`',
  pathParams: { parent: client },
  body: jsonBody(ClientUserInput),
  response: ClientUser,
});

/**
 * Moves an `INACTIVE` user to `ACTIVE`; an `ACTIVE` user stays as it is, so the call is safe to repeat (it
 * is retried). A user still `INVITED` is activated by accepting the invitation, not by this call.
 */
export const clientUsersActivate = defineOperation({
  method: 'POST',
  path: '/v1/{name}:activate',
  summary: 'Activate a client user',
  pathParams: { name: clientUser },
  response: ClientUser,
  idempotent: true,
});

/** Moves an `ACTIVE` user to `INACTIVE`; an `INACTIVE` user stays as it is (safe to repeat; retried). */
export const clientUsersDeactivate = defineOperation({
  method: 'POST',
  path: '/v1/{name}:deactivate',
  summary: 'Deactivate a client user',
  pathParams: { name: clientUser },
  response: ClientUser,
  idempotent: true,
});

/** Deletes a client user, who loses access to the buyer's user interface. It cannot be restored. */
export const clientUsersDelete = defineOperation({
  method: 'DELETE',
  path: '/v1/{name}',
  summary: 'Delete a client user',
  pathParams: { name: clientUser },
  responseKind: 'none',
});

/**
 * Users of a client. A user is created `INVITED` (an invitation goes out by e-mail) and becomes `ACTIVE` when
 * the invitation is accepted; `activate` and `deactivate` move it between `ACTIVE` and `INACTIVE`.
 */
export const clientUsersGroup = {
  get: clientUsersGet,
  list: clientUsersList,
  create: clientUsersCreate,
  activate: clientUsersActivate,
  deactivate: clientUsersDeactivate,
  delete: clientUsersDelete,
};
