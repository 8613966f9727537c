import { isPropertyChangeEventType, type EventType } from '../models/event-type.js';
import { isLoopbackHost } from '../target-url.js';
import type { WebhooksFakeState } from './state.js';

/**
 * A change to deliver, as a test describes it. Only active subscriptions of the app with this event type
 * receive it; for a property change, a subscription watching a property receives only changes of that
 * property, and one watching none receives them all.
 */
export interface FakeChange {
  /** The app; default the fake's first app. */
  readonly appId?: number;
  readonly eventType: EventType;
  /** The object that changed (a contact, a deal, ...). */
  readonly objectId: string | number;
  /** The property that changed (property changes). */
  readonly propertyName?: string;
  /** Its new value (property changes). */
  readonly propertyValue?: string;
  /** When the change happened; default now. */
  readonly occurredAt?: Date | string;
}

/**
 * One event as the fake delivers it. This is the fake's own payload shape, chosen for testing a
 * receiver end to end; the service documents neither its payload nor its delivery rules.
 */
export interface FakeEvent {
  /** Unique per fake: `event-1`, `event-2`, ... */
  readonly eventId: string;
  readonly appId: number;
  /** The subscription the event is delivered for. */
  readonly subscriptionId: string;
  readonly eventType: string;
  readonly objectId: string;
  /** ISO 8601. */
  readonly occurredAt: string;
  readonly propertyName?: string;
  readonly propertyValue?: string;
}

/** One POST the fake made to a target URL. */
export interface FakeDelivery {
  /** The target URL it was sent to. */
  readonly targetUrl: string;
  /** The events in the body (a JSON array), one per matching subscription. */
  readonly events: readonly FakeEvent[];
  /** The receiver's HTTP status; `undefined` when no answer came. */
  readonly status: number | undefined;
  /** Whether the receiver answered 2xx. */
  readonly ok: boolean;
  /** Why no answer came (connection refused, time-out). */
  readonly error?: string;
}

/** Options of {@link deliverChange}. */
export interface DeliveryOptions {
  /** The fake's first app, used when a change names none. */
  readonly defaultAppId: number;
  /** Milliseconds to wait for the receiver. */
  readonly timeoutMs: number;
  /** Next event number. */
  readonly nextEventId: () => number;
}

/**
 * Delivers a change to the app's target URL with one POST whose JSON body is an array of
 * {@link FakeEvent}. One attempt, no retries, no signature. Resolves to `undefined` when no active
 * subscription matches (nothing is sent).
 *
 * @throws Error when the app has no settings, or the target URL is not on the local machine (the fake
 * never sends anything off the machine).
 */
export async function deliverChange(state: WebhooksFakeState, change: FakeChange, options: DeliveryOptions): Promise<FakeDelivery | undefined> {
  const appId = change.appId ?? options.defaultAppId;
  const settings = state.settings(appId);
  if (!settings) throw new Error(`App ${appId} has no webhook settings: configure a target URL before delivering`);
  const target = new URL(settings.targetUrl);
  if (!isLoopbackHost(target.hostname)) {
    throw new Error(`The fake delivers only to the local machine; the target URL of app ${appId} is on ${target.hostname}`);
  }
  const matching = state.subscriptions(appId).filter(
    (subscription) =>
      subscription.active &&
      subscription.eventType === change.eventType &&
      (!isPropertyChangeEventType(change.eventType) || subscription.propertyName === undefined || subscription.propertyName === change.propertyName),
  );
  if (matching.length === 0) return undefined;
  const occurredAt = change.occurredAt === undefined ? state.timestamp() : new Date(change.occurredAt).toISOString();
  const events: FakeEvent[] = matching.map((subscription) => ({
    eventId: `event-${options.nextEventId()}`,
    appId,
    subscriptionId: subscription.id,
    eventType: change.eventType,
    objectId: String(change.objectId),
    occurredAt,
    ...(change.propertyName === undefined ? {} : { propertyName: change.propertyName }),
    ...(change.propertyValue === undefined ? {} : { propertyValue: change.propertyValue }),
  }));
  try {
    const response = await fetch(settings.targetUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': '@org/webhooks-fake' },
      body: JSON.stringify(events),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    await response.body?.cancel();
    return { targetUrl: settings.targetUrl, events, status: response.status, ok: response.ok };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const message = error instanceof Error ? `${error.message}${cause}` : String(error);
    return { targetUrl: settings.targetUrl, events, status: undefined, ok: false, error: message };
  }
}
