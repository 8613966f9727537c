import { model, openEnum } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** A billing plan. */
export const BillingPlan = model({
  id: z.optional(z.string()),
  version: z.optional(z.string()),
  price: z.optional(z.number()),
  service: z.optional(openEnum(['Build', 'Test'])),
  paymentSource: z.optional(openEnum(['None', 'AppCenter', 'GitHub', 'Xtc'])),
  parentId: z.optional(z.string()),
  limits: z.optional(z.record(z.string(), z.number())),
  attributes: z.optional(z.record(z.string(), z.unknown())),
});
/** A billing plan. */
export type BillingPlan = z.infer<typeof BillingPlan>;

/** Plans of one service (build or test) in the current period. */
export const ServiceBillingPlans = model({
  canSelectTrialPlan: z.optional(z.boolean()),
  lastTrialPlanExpirationTime: z.optional(z.string()),
  currentBillingPeriod: z.optional(
    model({
      startTime: z.optional(z.string()),
      endTime: z.optional(z.string()),
      byAccount: z.optional(model({ count: z.optional(z.number()), plan: z.optional(BillingPlan) })),
    }),
  ),
});
/** Plans of one service in the current period. */
export type ServiceBillingPlans = z.infer<typeof ServiceBillingPlans>;

/** Usage of one service (build or test) in the current period. */
export const ServiceUsage = model({
  currentUsagePeriod: z.optional(
    model({
      startTime: z.optional(z.string()),
      endTime: z.optional(z.string()),
      byAccount: z.optional(z.record(z.string(), z.number())),
      byApp: z.optional(z.record(z.string(), z.record(z.string(), z.number()))),
    }),
  ),
});
/** Usage of one service in the current period. */
export type ServiceUsage = z.infer<typeof ServiceUsage>;

/** Plans and usage of the app's owner. */
export const BillingInformation = model({
  id: z.optional(z.string()),
  version: z.optional(z.string()),
  timestamp: z.optional(z.string()),
  azureSubscriptionId: z.optional(z.string()),
  azureSubscriptionState: z.optional(openEnum(['Enabled', 'Disabled', 'NotSet'])),
  billingPlans: z.optional(model({ buildService: z.optional(ServiceBillingPlans), testService: z.optional(ServiceBillingPlans) })),
  usage: z.optional(model({ buildService: z.optional(ServiceUsage), testService: z.optional(ServiceUsage) })),
});
/** Plans and usage of the app's owner. */
export type BillingInformation = z.infer<typeof BillingInformation>;

/** Plans and usage of the caller's own account and of the organisations the caller administers, taken together. */
export const AllAccountsBilling = model({
  aggregatedBillings: z.optional(BillingInformation),
});
/** Plans and usage of the caller's accounts taken together. */
export type AllAccountsBilling = z.infer<typeof AllAccountsBilling>;
