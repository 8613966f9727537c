/**
 * `@org/notification-config/testing`: an in-memory fake of the notification configuration service on a
 * real loopback HTTP server, for your tests.
 *
 * @example
 * ```ts
 * import { startNotificationConfigFake } from '@org/notification-config/testing';
 *
 * const fake = await startNotificationConfigFake();
 * try {
 *   const client = fake.client();
 *   const { configurations } = await client.configurations.list();
 * } finally {
 *   await fake.close();
 * }
 * ```
 *
 * @packageDocumentation
 */
import {
  fakeClientRetry,
  errorShapes,
  fakeError,
  startFakeServer,
  type DeliveryQueue,
  type FakeListenOptions,
  type FakeServer,
  type QueuedDelivery,
} from '@org/http-core/testing';
import { createNotificationConfigClient, type NotificationConfigClient, type NotificationConfigClientOptions } from '../client.js';
import type { EventType } from '../models/event-type.js';
import { notificationConfigService } from '../service.js';
import { configurationHandlers } from './configuration-handlers.js';
import { createNotificationState, type Delivery, type StoredConfiguration } from './state.js';
import { createNotificationOutbox, type EmitInit, type EmitOptions } from './notification-outbox.js';
import { testHandler } from './test-delivery.js';

/** The service's text for a request without a credential it accepts, word for word. */
export const UNAUTHORIZED_MESSAGE = 'HTTP Status Response - Unauthorized';

export { acceptedReply } from './test-delivery.js';
export {
  startNotificationReceiver,
  type NotificationReceiver,
  type NotificationReceiverOptions,
  type ReceivedNotification,
} from './notification-receiver.js';
export type { Delivery, StoredConfiguration } from './state.js';
export { NOTIFICATION_RETRY_DELAYS_MS, type EmitInit, type EmitOptions } from './notification-outbox.js';
export type { SignatureMode } from './notification-signature.js';

/** Options of {@link startNotificationConfigFake}. */
export interface NotificationConfigFakeOptions extends FakeListenOptions {
  /** The API key the fake accepts in `X-API-Key`. Default: a generated test key, `fake.apiKey`. */
  readonly apiKey?: string;
  /** The Basic user name the fake accepts. Default `ws@MarketPlace.TestPlatform`. */
  readonly username?: string;
  /** The Basic password the fake accepts. Default: a generated one, `fake.password`. */
  readonly password?: string;
  /**
   * The first id the fake assigns (a decimal string or `bigint`; later ones count up). Default
   * {@link REALISTIC_FIRST_ID}, a five-digit id like those the service issues. Ids are 64-bit integers on the
   * wire: pass {@link INT64_FIRST_ID} (2^53 + 1) to stress a client, so that one parsing JSON numbers as
   * doubles rounds every id and its follow-up calls miss.
   */
  readonly firstId?: string | bigint;
  /**
   * An HMAC key (64 hexadecimal characters) to sign notifications to configurations that have no
   * `hmacSignatureKey` of their own; one that has its own is signed with it. Default none: such configurations
   * get unsigned notifications, as from the service.
   */
  readonly hmacKey?: string;
  /** The fake's clock (epoch ms): notifications' `eventDate` and when retries are due. Default `Date.now`. */
  readonly now?: () => number;
}

/** A running fake: the core fake server, its credentials, and its state. */
export interface NotificationConfigFake extends FakeServer {
  readonly apiKey: string;
  readonly username: string;
  readonly password: string;
  /** Configurations by id, secrets included (`get`, `list`, `has`, ...). */
  readonly configurations: {
    get(notificationId: string): StoredConfiguration | undefined;
    list(): StoredConfiguration[];
    has(notificationId: string): boolean;
  };
  /** Sample notifications delivered by `configurations.test`, oldest first. */
  readonly deliveries: readonly Delivery[];
  /**
   * Simulates a platform event: queues a notification of `eventType` to every active configuration subscribed to
   * it (loopback addresses only), with its Basic credentials and signed as the service signs; `options` make it
   * badly signed or sent twice. Nothing is sent until `fake.outbox.flush()`.
   */
  emit(eventType: EventType, init?: EmitInit, options?: EmitOptions): QueuedDelivery[];
  /**
   * Notifications sent by `emit`: `flush()` sends those due on the fake's clock and schedules the service's
   * retries of refused ones ({@link NOTIFICATION_RETRY_DELAYS_MS}; accepted means any 2xx), `replay(id)` sends an
   * attempt again byte for byte, `list()` and `get(id)` show every attempt.
   */
  readonly outbox: DeliveryQueue;
  /** Options of a client of this fake: `baseUrl`, its `apiKey` and short retry waits ({@link fakeClientRetry}). */
  clientOptions(): NotificationConfigClientOptions & { readonly baseUrl: string; readonly apiKey: string };
  /** A client of this fake: {@link NotificationConfigFake.clientOptions} with `options` over them (an `auth` there replaces the apiKey). */
  client(options?: Partial<NotificationConfigClientOptions>): NotificationConfigClient;
}

/** The path of the service's base address (`https://cal-test.adyen.com/cal/services/Notification/v6`). */
export const BASE_PATH = '/cal/services/Notification/v6';

/** The default first id: five digits, as the service's ids are. */
export const REALISTIC_FIRST_ID = 30001n;

/** 2^53 + 1: the first id that a double cannot hold, for {@link NotificationConfigFakeOptions.firstId}. */
export const INT64_FIRST_ID = 2n ** 53n + 1n;

/**
 * Starts the fake on a free loopback port, below {@link BASE_PATH} as the service (`fake.url` ends with it). It accepts the API key in `X-API-Key` or the Basic user name and
 * password (401 in the service's error shape otherwise), stores configurations under 64-bit ids (five-digit
 * ones unless `firstId` says otherwise), requires
 * the id to update, reports unknown ids of a delete in `invalidFields`, reports event configurations with
 * an unknown event type in `invalidFields` (and leaves them out), and answers `test` by really POSTing a
 * sample notification to the configured URL (loopback addresses only). `fake.emit` simulates platform events:
 * their notifications go, signed, to the subscribed configurations when `fake.outbox.flush()` is called, and
 * are retried on the fake's clock as the service retries them.
 */
export async function startNotificationConfigFake(options: NotificationConfigFakeOptions = {}): Promise<NotificationConfigFake> {
  const apiKey = options.apiKey ?? 'test_notification_key_8f31c2';
  const username = options.username ?? 'ws@MarketPlace.TestPlatform';
  const password = options.password ?? 'test-ws-password-61d0';
  if (options.hmacKey !== undefined && !/^[0-9a-fA-F]{64}$/.test(options.hmacKey)) {
    throw new Error('startNotificationConfigFake: hmacKey must be 64 hexadecimal characters');
  }
  const state = createNotificationState(BigInt(options.firstId ?? REALISTIC_FIRST_ID));
  const outbox = createNotificationOutbox(state, options.now ?? Date.now, options.hmacKey);
  const handlers = configurationHandlers(state);
  const server = await startFakeServer({
    service: notificationConfigService,
    errorShape: errorShapes.payment,
    // Every answer's reference, errors' `pspReference` included, is 16 digits like the service's.
    requestIds: () => state.nextReference(),
    auth: {
      apiKey: { header: 'x-api-key', check: (key) => key === apiKey },
      basic: (user, pass) => user === username && pass === password,
      // A missing or unknown credential: 401 errorCode 000, errorType security, the service's text, no pspReference.
      refuse: () => fakeError(401, '000', UNAUTHORIZED_MESSAGE, { pspReference: undefined }),
    },
    // Bodies are read from their raw text so that 64-bit ids keep every digit; the handlers judge them.
    validateBody: false,
    basePath: BASE_PATH,
    tls: options.tls,
    host: options.host,
    port: options.port,
    cors: options.cors,
    onReset: () => {
      state.reset();
      outbox.queue.reset();
    },
    handlers: {
      'configurations.create': handlers.create,
      'configurations.get': handlers.get,
      'configurations.list': handlers.list,
      'configurations.update': handlers.update,
      'configurations.delete': handlers.delete,
      'configurations.test': testHandler(state, options.hmacKey),
    },
  });
  const clientOptions = () => ({ baseUrl: server.url, apiKey, retry: fakeClientRetry });
  return Object.assign(server, {
    apiKey,
    username,
    password,
    configurations: {
      get: (id: string) => state.configurations.get(id),
      list: () => state.configurations.list(),
      has: (id: string) => state.configurations.has(id),
    },
    deliveries: state.deliveries,
    emit: outbox.emit,
    outbox: outbox.queue,
    clientOptions,
    client: (options: Partial<NotificationConfigClientOptions> = {}) => {
      const { apiKey: credential, ...rest } = clientOptions();
      return createNotificationConfigClient({ ...rest, ...(options.auth === undefined ? { apiKey: credential } : {}), ...options });
    },
  });
}
