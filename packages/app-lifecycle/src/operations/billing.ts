import { defineOperation } from '@org/http-core';
import { openEnum } from '@org/http-core/light';
import * as z from '@org/http-core/light';
import { AllAccountsBilling, BillingInformation } from '../models/billing.js';
import { appParams } from './params.js';

/** The filters every aggregated billing operation takes. */
const billingQuery = {
  service: { schema: z.optional(openEnum(['Build', 'Test'])), description: 'Only this service.' },
  period: { schema: z.optional(openEnum(['Previous', 'Current', 'Next'])), description: 'Billing period.' },
  showOriginalPlans: { schema: z.optional(z.boolean()), description: 'Show the plans as bought, before adjustments.' },
};

/** Gets the aggregated billing information (plans and usage) of the app's owner. */
export const billingGetAggregated = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/billing/aggregated',
  summary: 'Aggregated billing information for the owner of the app',
  pathParams: appParams,
  query: billingQuery,
  response: BillingInformation,
});

/**
 * Gets the aggregated billing information of the caller's own account and of every organisation the caller
 * administers, taken together.
 */
export const billingGetAllAccountsAggregated = defineOperation({
  method: 'GET',
  path: '/v0.1/billing/allAccountsAggregated',
  summary: 'Aggregated billing information of all the accounts of the user',
  query: billingQuery,
  response: AllAccountsBilling,
});

/** Gets the aggregated billing information (plans and usage) of an organisation. */
export const billingGetOrgAggregated = defineOperation({
  method: 'GET',
  path: '/v0.1/orgs/{orgName}/billing/aggregated',
  summary: 'Aggregated billing information of an organisation',
  pathParams: { orgName: { schema: z.string().check(z.minLength(1)), name: 'orgName', description: 'Name of the organisation.' } },
  query: billingQuery,
  response: BillingInformation,
});

/** Billing: of the app's owner, of an organisation, of all the user's accounts. */
export const billingGroup = {
  getAggregated: billingGetAggregated,
  getAllAccountsAggregated: billingGetAllAccountsAggregated,
  getOrgAggregated: billingGetOrgAggregated,
};
