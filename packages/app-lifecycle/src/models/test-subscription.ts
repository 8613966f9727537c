import { model } from '@org/http-core';
import * as z from '@org/http-core/zod';

/** The device test subscription of an app's owner: whether it is active, its tier, limits and dates. */
export const TestSubscription = model({
  id: z.optional(z.string()),
  active: z.optional(z.boolean()),
  tier: z.optional(model({ name: z.optional(z.string()) })),
  concurrentDevicesLimit: z.optional(z.int()),
  runningDevices: z.optional(z.int()),
  daysLeft: z.optional(z.number()),
  startsAt: z.optional(z.string()),
  endsAt: z.optional(z.string()),
});
/** The device test subscription of an app's owner. */
export type TestSubscription = z.infer<typeof TestSubscription>;
