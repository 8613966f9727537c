import * as z from '@org/http-core/light';
import { model, notEmpty, plainCheck } from '@org/http-core/light';
import { EventType, isPropertyChangeEventType } from './event-type.js';

/**
 * An event subscription of an app. `id` is a string here although paths take an integer: pass it back
 * as it is, every method accepts both forms. Unknown fields are kept.
 */
export const Subscription = model({
  /** The subscription's identifier (decimal digits). */
  id: z.string(),
  /** The event type delivered, e.g. `contact.creation`. */
  eventType: EventType,
  /** The property watched, for property-change event types. */
  propertyName: z.optional(z.string()),
  /** Whether events are delivered; a paused subscription is inactive. */
  active: z.boolean(),
  /** When the subscription was created (ISO 8601). */
  createdAt: z.string(),
  /** When the subscription last changed (ISO 8601). */
  updatedAt: z.optional(z.string()),
});
/** An event subscription of an app. */
export type Subscription = z.infer<typeof Subscription>;

/** The answer of `subscriptions.list`: every subscription of the app that is not archived, in one answer. */
export const SubscriptionList = model({
  /** The subscriptions of the app that are not archived. */
  results: z.array(Subscription),
});
/** The answer of `subscriptions.list`. */
export type SubscriptionList = z.infer<typeof SubscriptionList>;

/**
 * A new subscription. It starts inactive unless `active` is `true`. `propertyName` is accepted only with a
 * property-change event type (`contact.propertyChange`, ...); with any other type the call is refused
 * before anything is sent.
 */
export const SubscriptionInput = z
  .looseObject({
    /** The event type to deliver, e.g. `contact.creation`. */
    eventType: EventType,
    /** The property to watch; property-change event types only. */
    propertyName: z.optional(z.string().check(notEmpty)),
    /** Whether the subscription delivers events at once. Default `false`. */
    active: z.optional(z.boolean()),
  })
  .check(
    plainCheck(
      (input: { eventType: string; propertyName?: string | undefined }) => input.propertyName === undefined || isPropertyChangeEventType(input.eventType),
      'is allowed only with a property-change event type (<object>.propertyChange)',
      ['propertyName'],
    ),
  );
/** A new subscription. */
export type SubscriptionInput = z.input<typeof SubscriptionInput>;

/** Changes to a subscription: today only whether it is active. */
export const SubscriptionPatch = model({
  /** `true` to deliver events, `false` to pause. */
  active: z.optional(z.boolean()),
});
/** Changes to a subscription. */
export type SubscriptionPatch = z.input<typeof SubscriptionPatch>;
