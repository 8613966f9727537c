import { DeliveryQueue, type QueuedDelivery } from '@org/http-core/testing';
import type { EventType } from '../models/event-type.js';
import type { NotificationContent, NotificationError } from '../models/platform-notification.js';
import { notificationHeaders, type SignatureMode } from './notification-signature.js';
import type { NotificationState, StoredConfiguration } from './state.js';
import { configuredTypes, isLoopback } from './subscription.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The service's retries of a notification its endpoint did not accept: three quick ones 9 seconds apart, then
 * after 2, 5, 10, 15 and 30 minutes, 1, 2, 4 and 8 hours, then every 8 hours until 30 days have passed.
 */
export const NOTIFICATION_RETRY_DELAYS_MS: readonly number[] = (() => {
  const delays = [9 * SECOND, 9 * SECOND, 9 * SECOND, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR];
  let total = delays.reduce((sum, delay) => sum + delay, 0);
  while (total + 8 * HOUR <= 30 * 24 * HOUR) {
    delays.push(8 * HOUR);
    total += 8 * HOUR;
  }
  return delays;
})();

/** What a simulated event carries; every field has a default. */
export interface EmitInit {
  /** The event's details. Default `{}`. */
  readonly content?: NotificationContent;
  /** Why the originating request failed. Default none. */
  readonly error?: NotificationError;
  /** The reference of the originating request. Default: a fresh 16-digit one. */
  readonly pspReference?: string;
  /** Default `ws@MarketPlace.TestPlatform`. */
  readonly executingUserKey?: string;
  /** Default: the fake's clock, ISO 8601. */
  readonly eventDate?: string;
}

/** How the fake misbehaves for one event, so that a receiver's refusals and idempotency are tested. */
export interface EmitOptions {
  /** `bad`: signed with another key, so the signature does not match. Default `valid`. */
  readonly signature?: SignatureMode;
  /** Queue each notification twice, as two deliveries with the same bytes (the service may send one twice). */
  readonly duplicate?: boolean;
}

/** The fake's notifications: simulated events sent, signed, to every configuration subscribed to them. */
export interface NotificationOutbox {
  /**
   * Queues a notification of `eventType` to every active configuration whose event configurations cover it,
   * signed per configuration; `flush()` sends them. Returns the queued deliveries.
   */
  emit(eventType: EventType, init?: EmitInit, options?: EmitOptions): QueuedDelivery[];
  /** The queue: `flush()` sends what is due on the fake's clock, `replay(id)` re-sends an attempt byte for byte, `list()`. */
  readonly queue: DeliveryQueue;
}

/** Creates the outbox of a fake; `fakeKey` signs for configurations without their own `hmacSignatureKey`. */
export function createNotificationOutbox(state: NotificationState, now: () => number, fakeKey: string | undefined): NotificationOutbox {
  const queue = new DeliveryQueue({ now, retryDelaysMs: NOTIFICATION_RETRY_DELAYS_MS });
  const subscribed = (stored: StoredConfiguration, eventType: string) =>
    stored.active !== false && isLoopback(stored.notifyURL) && configuredTypes(stored).includes(eventType);
  return {
    queue,
    emit(eventType, init = {}, options = {}) {
      const body = JSON.stringify({
        eventType,
        eventDate: init.eventDate ?? new Date(now()).toISOString(),
        executingUserKey: init.executingUserKey ?? 'ws@MarketPlace.TestPlatform',
        live: false,
        pspReference: init.pspReference ?? state.nextReference(),
        content: init.content ?? {},
        ...(init.error ? { error: init.error } : {}),
      });
      const queued: QueuedDelivery[] = [];
      for (const stored of state.configurations.list().filter((one) => subscribed(one, eventType))) {
        // Every attempt carries the same bytes and signature: the service signs no time.
        const make = async () => ({ url: stored.notifyURL, headers: await notificationHeaders(stored, body, fakeKey, options.signature), body });
        queued.push(queue.enqueue(make));
        if (options.duplicate) queued.push(queue.enqueue(make));
      }
      return queued;
    },
  };
}
