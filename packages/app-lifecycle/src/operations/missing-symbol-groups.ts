import { defineOperation } from '@org/http-core';
import * as z from '@org/http-core/light';
import { MissingSymbolGroups, MissingSymbolGroupsInfo } from '../models/symbol.js';
import { appName, appParams, ownerName, symbolGroupId } from './params.js';

/** Lists the `top` groups of crashes that cannot be symbolicated, most crashes first. */
export const missingSymbolGroupsList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/diagnostics/symbol_groups',
  summary: 'Top crash groups with missing symbols',
  pathParams: appParams,
  query: { top: { schema: z.number().check(z.int(), z.positive()), description: 'How many groups to return (required).' } },
  response: MissingSymbolGroups,
});

/** Gets one missing symbol group; the answer holds it as the only item of `groups`. */
export const missingSymbolGroupsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/diagnostics/symbol_groups/{symbol_group_id}',
  summary: 'Get a missing symbol group',
  pathParams: { ownerName, appName, symbolGroupId },
  response: MissingSymbolGroups,
});

/** Gets how many crashes wait for missing symbols, over all groups. */
export const missingSymbolGroupsGetInfo = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/diagnostics/symbol_groups_info',
  summary: 'Crashes waiting for missing symbols',
  pathParams: appParams,
  response: MissingSymbolGroupsInfo,
});

/** Crashes that wait for symbols: which symbols are missing, for which app versions, and how many crashes. */
export const missingSymbolGroupsGroup = {
  list: missingSymbolGroupsList,
  get: missingSymbolGroupsGet,
  getInfo: missingSymbolGroupsGetInfo,
};
