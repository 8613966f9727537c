import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** A cloud subscription linked to an app (it pays for the app's build and test services). */
export const CloudSubscription = model({
  /** The subscription's id (a UUID). */
  subscription_id: z.string(),
  /** Id (a UUID) of the tenant the subscription belongs to. */
  tenant_id: z.string(),
  /** The subscription's name. */
  subscription_name: z.string(),
  /** Whether the subscription can be used to pay for services. */
  is_billable: z.optional(z.boolean()),
  /** Whether the subscription is the one paying for services. */
  is_billing: z.optional(z.boolean()),
  /** Whether the subscription is a Microsoft internal one. */
  is_microsoft_internal: z.optional(z.boolean()),
});
/** A cloud subscription linked to an app. */
export type CloudSubscription = z.infer<typeof CloudSubscription>;

/** Body of `cloudSubscriptions.link`. */
export const CloudSubscriptionLink = model({
  /** Id (a UUID) of the subscription to link to the app. */
  subscription_id: z.string().check(z.minLength(1)),
});
/** Body of `cloudSubscriptions.link`. */
export type CloudSubscriptionLink = z.input<typeof CloudSubscriptionLink>;
