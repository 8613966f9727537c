import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** A cloud subscription linked to an app (it pays for the app's build and test services). */
export const CloudSubscription = model({
  subscription_id: z.string(),
  tenant_id: z.string(),
  subscription_name: z.string(),
  is_billable: z.optional(z.boolean()),
  is_billing: z.optional(z.boolean()),
  is_microsoft_internal: z.optional(z.boolean()),
});
/** A cloud subscription linked to an app. */
export type CloudSubscription = z.infer<typeof CloudSubscription>;

/** Body of `cloudSubscriptions.link`. */
export const CloudSubscriptionLink = model({
  subscription_id: z.string().check(z.minLength(1)),
});
/** Body of `cloudSubscriptions.link`. */
export type CloudSubscriptionLink = z.input<typeof CloudSubscriptionLink>;
