import { model, openEnum, recordOf } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** A billing plan. */
export const BillingPlan = model({
  /** The plan's id. */
  id: z.optional(z.string()),
  /** Version of the plan's format. */
  version: z.optional(z.string()),
  /** The plan's price. */
  price: z.optional(z.number()),
  /** The service the plan is for: `Build` or `Test`. */
  service: z.optional(openEnum(['Build', 'Test'])),
  /** Who collects the payments for the plan. */
  paymentSource: z.optional(openEnum(['None', 'AppCenter', 'GitHub', 'Xtc'])),
  /** Id of the plan this one derives from. */
  parentId: z.optional(z.string()),
  /** The plan's numeric limits, by name. */
  limits: z.optional(recordOf(z.number())),
  /** Other properties of the plan, by name. */
  attributes: z.optional(recordOf(z.unknown())),
});
/** A billing plan. */
export type BillingPlan = z.infer<typeof BillingPlan>;

/** Plans of one service (build or test) in the current period. */
export const ServiceBillingPlans = model({
  /** Whether a trial plan can still be chosen for the service. */
  canSelectTrialPlan: z.optional(z.boolean()),
  /** When the last trial plan ended (ISO 8601); absent when no trial was used. */
  lastTrialPlanExpirationTime: z.optional(z.string()),
  /** The plans in force in the current billing period. */
  currentBillingPeriod: z.optional(
    model({
      /** Start of the period (ISO 8601, included). */
      startTime: z.optional(z.string()),
      /** End of the period (ISO 8601, excluded). */
      endTime: z.optional(z.string()),
      /** The plan chosen for the whole account and how many of it. */
      byAccount: z.optional(
        model({
          /** How many of the plan the account has. */
          count: z.optional(z.number()),
          /** The plan. */
          plan: z.optional(BillingPlan),
        }),
      ),
    }),
  ),
});
/** Plans of one service in the current period. */
export type ServiceBillingPlans = z.infer<typeof ServiceBillingPlans>;

/** Usage of one service (build or test) in the current period. */
export const ServiceUsage = model({
  /** What was used in the current usage period. */
  currentUsagePeriod: z.optional(
    model({
      /** Start of the period (ISO 8601, included). */
      startTime: z.optional(z.string()),
      /** End of the period (ISO 8601, excluded). */
      endTime: z.optional(z.string()),
      /** Usage of the whole account, by resource name. */
      byAccount: z.optional(recordOf(z.number())),
      /** Usage by app id, then by resource name. */
      byApp: z.optional(recordOf(recordOf(z.number()))),
    }),
  ),
});
/** Usage of one service in the current period. */
export type ServiceUsage = z.infer<typeof ServiceUsage>;

/** Plans and usage of the app's owner. */
export const BillingInformation = model({
  /** Id of the user or organisation billed. */
  id: z.optional(z.string()),
  /** Version of the billing information format. */
  version: z.optional(z.string()),
  /** When the billing information last changed (ISO 8601). */
  timestamp: z.optional(z.string()),
  /** Id of the cloud subscription the account is billed through. */
  azureSubscriptionId: z.optional(z.string()),
  /** State of that subscription; `NotSet` when none is linked. */
  azureSubscriptionState: z.optional(openEnum(['Enabled', 'Disabled', 'NotSet'])),
  /** The plans of the build and test services. */
  billingPlans: z.optional(
    model({
      /** The build service's plans. */
      buildService: z.optional(ServiceBillingPlans),
      /** The device test service's plans. */
      testService: z.optional(ServiceBillingPlans),
    }),
  ),
  /** What the build and test services used. */
  usage: z.optional(
    model({
      /** What the build service used. */
      buildService: z.optional(ServiceUsage),
      /** What the device test service used. */
      testService: z.optional(ServiceUsage),
    }),
  ),
});
/** Plans and usage of the app's owner. */
export type BillingInformation = z.infer<typeof BillingInformation>;

/** Plans and usage of the caller's own account and of the organisations the caller administers, taken together. */
export const AllAccountsBilling = model({
  /** Billing information of the user or organisation, all its accounts together. */
  aggregatedBillings: z.optional(BillingInformation),
});
/** Plans and usage of the caller's accounts taken together. */
export type AllAccountsBilling = z.infer<typeof AllAccountsBilling>;
