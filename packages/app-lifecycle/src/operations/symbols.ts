import { defineOperation } from '@org/http-core';
import * as z from '@org/http-core/light';
import { AppSymbol, AppSymbolStatus } from '../models/symbol.js';
import { DownloadUri } from '../models/uri.js';
import { appName, appParams, ownerName, symbolId } from './params.js';

const symbol = { ownerName, appName, symbolId };

/** Lists the symbols the app's indexed symbol uploads brought. */
export const symbolsList = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/symbols',
  summary: 'List symbols',
  pathParams: appParams,
  response: z.array(AppSymbol),
});

/** Gets a symbol by id. */
export const symbolsGet = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/symbols/{symbol_id}',
  summary: 'Get a symbol',
  pathParams: symbol,
  response: AppSymbol,
});

/**
 * Marks a symbol as ignored: crashes that need it no longer count it as missing. A symbol crashes need that was
 * never uploaded can be ignored too. Never retried automatically.
 */
export const symbolsIgnore = defineOperation({
  method: 'POST',
  path: '/v0.1/apps/{owner_name}/{app_name}/symbols/{symbol_id}/ignore',
  summary: 'Ignore a symbol',
  pathParams: symbol,
  response: AppSymbol,
});

/** Gets the download address of a symbol's file (on another origin; it is not followed). */
export const symbolsGetLocation = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/symbols/{symbol_id}/location',
  summary: 'Download address of a symbol',
  pathParams: symbol,
  response: DownloadUri,
});

/** Gets whether a symbol is available, ignored, or still missing (needed by crashes, never uploaded). */
export const symbolsGetStatus = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/symbols/{symbol_id}/status',
  summary: 'Status of a symbol',
  pathParams: symbol,
  response: AppSymbolStatus,
});

/** The symbols crashes are symbolicated with. */
export const symbolsGroup = {
  list: symbolsList,
  get: symbolsGet,
  ignore: symbolsIgnore,
  getLocation: symbolsGetLocation,
  getStatus: symbolsGetStatus,
};
