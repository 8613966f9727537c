import { defineOperation, jsonBody } from '@org/http-core';
import * as z from '@org/http-core/light';
import { ApiToken, CreatedApiToken, NewApiToken } from '../models/api-token.js';
import { apiTokenId, appName, appParams, ownerName } from './params.js';

/** Lists the app's API tokens (ids and descriptions; never the secret values). */
export const appTokensList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/api_tokens',
  summary: 'App API tokens',
  pathParams: appParams,
  response: z.array(ApiToken),
});

/** Creates an app API token. The answer's `api_token` is the secret: it is shown this once only. */
export const appTokensCreate = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/api_tokens',
  summary: 'Create an app API token',
  pathParams: appParams,
  body: jsonBody(NewApiToken, { optional: true }),
  response: CreatedApiToken,
});

/** Deletes (revokes) an app API token by its id. */
export const appTokensDelete = defineOperation({
  method: 'DELETE',
  path: '/v0.1/apps/{owner_name}/{app_name}/api_tokens/{api_token_id}',
  summary: 'Delete an app API token',
  pathParams: { ownerName, appName, apiTokenId },
});

/** API tokens of one app: they act on that app only. */
export const appTokensGroup = {
  list: appTokensList,
  create: appTokensCreate,
  delete: appTokensDelete,
};
