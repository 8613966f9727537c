import { defineOperation, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { BillingInformation } from '../models/billing.js';
import { appParams } from './params.js';

/** Gets the aggregated billing information (plans and usage) of the app's owner. */
export const billingGetAggregated = defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/billing/aggregated',
  summary: 'Aggregated billing information for the owner of the app',
  pathParams: appParams,
  query: {
    service: { schema: z.optional(openEnum(['Build', 'Test'])), description: 'Only this service.' },
    period: { schema: z.optional(openEnum(['Previous', 'Current', 'Next'])), description: 'Billing period.' },
    showOriginalPlans: { schema: z.optional(z.boolean()), description: 'Show the plans as bought, before adjustments.' },
  },
  response: BillingInformation,
});

/** Billing of the app's owner. */
export const billingGroup = {
  getAggregated: billingGetAggregated,
};
