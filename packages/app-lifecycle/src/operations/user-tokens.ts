import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { ApiToken, CreatedApiToken, NewApiToken } from '../models/api-token.js';
import { apiTokenId } from './params.js';

/** Lists the caller's API tokens (ids and descriptions; never the secret values). */
export const userTokensList = defineOperation({
  method: 'GET',
  path: '/v0.1/api_tokens',
  summary: 'API tokens of the authenticated user',
  response: z.array(ApiToken),
});

/**
 * Creates a user API token. The answer's `api_token` is the secret: it is shown this once only.
 * Never retried automatically (a retry would create a second token).
 */
export const userTokensCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/api_tokens',
  summary: 'Create a user API token',
  body: jsonBody(NewApiToken, { optional: true }),
  response: CreatedApiToken,
});

/** Deletes (revokes) a user API token by its id. */
export const userTokensDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/api_tokens/{api_token_id}',
  summary: 'Delete a user API token',
  pathParams: { apiTokenId },
});

/** API tokens of the calling user: they act for the user on every app the user can reach. */
export const userTokensGroup = {
  list: userTokensList,
  create: userTokensCreate,
  delete: userTokensDelete,
};
