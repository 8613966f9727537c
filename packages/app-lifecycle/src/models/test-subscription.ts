import { model } from '@org/http-core/light';
import * as z from '@org/http-core/light';

/** The device test subscription of an app's owner: whether it is active, its tier, limits and dates. */
export const TestSubscription = model({
  /** The subscription's id (a UUID). */
  id: z.optional(z.string()),
  /** Whether the subscription is in force now. */
  active: z.optional(z.boolean()),
  /** The subscription's tier, by name (e.g. `Free trial`). */
  tier: z.optional(
    model({
      /** The tier's name. */
      name: z.optional(z.string()),
    }),
  ),
  /** How many devices may run tests at the same time. */
  concurrentDevicesLimit: z.optional(z.number().check(z.int())),
  /** How many devices run tests now. */
  runningDevices: z.optional(z.number().check(z.int())),
  /** Days left until the subscription ends. */
  daysLeft: z.optional(z.number()),
  /** When the subscription began (ISO 8601). */
  startsAt: z.optional(z.string()),
  /** When the subscription ends or ended (ISO 8601). */
  endsAt: z.optional(z.string()),
});
/** The device test subscription of an app's owner. */
export type TestSubscription = z.infer<typeof TestSubscription>;
