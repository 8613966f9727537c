import { defineOperation } from '@org/http-core';
import { ExportedAccount, ExportedFeatureFlag, ExportResources } from '../models/account-export.js';

/** Lists the endpoints available for exporting test account data. */
export const accountExportListEndpoints = defineOperation({
  method: 'GET',
  path: '/v0.1/account/test/export',
  summary: 'List endpoints available for test accounts data',
  response: ExportResources,
});

/** Exports the account data of the test account. */
export const accountExportGetAccount = defineOperation({
  method: 'GET',
  path: '/v0.1/account/test/export/accounts',
  summary: 'List account data',
  response: ExportedAccount,
});

/** Exports the feature flag data of the test account. */
export const accountExportGetFeatureFlags = defineOperation({
  method: 'GET',
  path: '/v0.1/account/test/export/featureFlags',
  summary: 'List feature flag data',
  response: ExportedFeatureFlag,
});

/** Data export of test accounts. */
export const accountExportGroup = {
  listEndpoints: accountExportListEndpoints,
  getAccount: accountExportGetAccount,
  getFeatureFlags: accountExportGetFeatureFlags,
};
