import { defineOperation, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';
import { BillingInformation } from '../models/billing.js';
import { appParams } from './params.js';

/** Gets the aggregated billing information (plans and usage) of the app's owner. */
export const billingGetAggregated = /* @__PURE__ */ defineOperation({
  method: 'GET',
  path: '/v0.1/apps/{owner_name}/{app_name}/billing/aggregated',
  summary: 'Aggregated billing information for the owner of the app',
  pathParams: appParams,
  query: {
    service: { schema: /* @__PURE__ */ z.optional(/* @__PURE__ */ openEnum(['Build', 'Test'])), description: 'Only this service.' },
    period: { schema: /* @__PURE__ */ z.optional(/* @__PURE__ */ openEnum(['Previous', 'Current', 'Next'])), description: 'Billing period.' },
    showOriginalPlans: { schema: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()), description: 'Show the plans as bought, before adjustments.' },
  },
  response: BillingInformation,
});

/** Billing of the app's owner. */
export const billingOperations = {
  getAggregated: billingGetAggregated,
};
