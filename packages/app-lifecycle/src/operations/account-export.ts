import { defineOperation } from '@org/http-core';
import { ExportedAccount, ExportedFeatureFlag, ExportResources } from '../models/account-export.js';

/** Data export of test accounts. */
export const accountExportOperations = {
  /** Lists the endpoints available for exporting test account data. */
  listEndpoints: defineOperation({
    method: 'GET',
    path: '/v0.1/account/test/export',
    summary: 'List endpoints available for test accounts data',
    response: ExportResources,
  }),
  /** Exports the account data of the test account. */
  getAccount: defineOperation({
    method: 'GET',
    path: '/v0.1/account/test/export/accounts',
    summary: 'List account data',
    response: ExportedAccount,
  }),
  /** Exports the feature flag data of the test account. */
  getFeatureFlags: defineOperation({
    method: 'GET',
    path: '/v0.1/account/test/export/featureFlags',
    summary: 'List feature flag data',
    response: ExportedFeatureFlag,
  }),
};
