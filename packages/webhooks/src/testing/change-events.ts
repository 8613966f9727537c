import { isPropertyChangeEventType } from '../models/event-type.js';
import type { WebhookEvent } from '../receive/webhook-event.js';
import type { WebhooksFakeState } from './state.js';

/**
 * A change in an account, as a test describes it, for {@link WebhooksFake.emit}. Active subscriptions of the app
 * with this event type receive it; for a property change, a subscription watching a property receives only
 * changes of that property, and one watching none receives them all. Other fields (`primaryObjectId`,
 * `fromObjectId`, `messageId`, or any field at all) are sent in each event as given.
 */
export interface FakeChange {
  /** The app; default the fake's first app. */
  readonly appId?: number;
  /** The subscription type, e.g. `contact.propertyChange`. */
  readonly eventType: string;
  /** The object that changed (a contact, a deal, a conversation thread, ...). */
  readonly objectId?: number;
  /** The property that changed (property changes). */
  readonly propertyName?: string;
  /** Its new value (property changes). */
  readonly propertyValue?: string;
  /** The account where the change happened; default the fake's `portalId`. */
  readonly portalId?: number;
  /** When the change happened; default the fake's clock. */
  readonly occurredAt?: Date | number;
  readonly [field: string]: unknown;
}

/** What {@link changeEvents} needs besides the fake's state. */
export interface ChangeContext {
  readonly defaultAppId: number;
  readonly portalId: number;
  readonly now: () => number;
  /** The next event id. */
  readonly nextEventId: () => number;
}

/**
 * The events a change makes: one per matching active subscription, in the documented payload shape, with
 * `attemptNumber` 0.
 */
export function changeEvents(state: WebhooksFakeState, change: FakeChange, context: ChangeContext): WebhookEvent[] {
  const { appId = context.defaultAppId, eventType, objectId, propertyName, propertyValue, portalId, occurredAt, ...fields } = change;
  const matching = state.subscriptions(appId).filter(
    (subscription) =>
      subscription.active &&
      subscription.eventType === eventType &&
      (!isPropertyChangeEventType(eventType) || subscription.propertyName === undefined || subscription.propertyName === propertyName),
  );
  const at = occurredAt === undefined ? context.now() : new Date(occurredAt).getTime();
  return matching.map((subscription) => ({
    eventId: context.nextEventId(),
    subscriptionId: Number(subscription.id),
    portalId: portalId ?? context.portalId,
    appId,
    occurredAt: at,
    subscriptionType: eventType,
    attemptNumber: 0,
    ...(objectId === undefined ? {} : { objectId }),
    ...(propertyName === undefined ? {} : { propertyName }),
    ...(propertyValue === undefined ? {} : { propertyValue }),
    ...fields,
  }));
}
