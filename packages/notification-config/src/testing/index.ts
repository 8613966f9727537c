/**
 * `@org/notification-config/testing`: an in-memory fake of the notification configuration service on a
 * real loopback HTTP server, for your tests.
 *
 * @example
 * ```ts
 * import { createNotificationConfigClient } from '@org/notification-config';
 * import { startNotificationConfigFake } from '@org/notification-config/testing';
 *
 * await using fake = await startNotificationConfigFake();
 * const client = createNotificationConfigClient({ apiKey: fake.apiKey, baseUrl: fake.url });
 * ```
 *
 * @packageDocumentation
 */
import { errorShapes, startFakeServer, type FakeServer } from '@org/http-core/testing';
import { notificationConfigService } from '../service.js';
import { configurationHandlers } from './configuration-handlers.js';
import { createNotificationState, type Delivery, type StoredConfiguration } from './state.js';
import { testHandler } from './test-delivery.js';

export { acceptedReply } from './test-delivery.js';
export {
  startNotificationReceiver,
  type NotificationReceiver,
  type NotificationReceiverOptions,
  type ReceivedNotification,
} from './notification-receiver.js';
export type { Delivery, StoredConfiguration } from './state.js';

/** Options of {@link startNotificationConfigFake}. */
export interface NotificationConfigFakeOptions {
  /** The API key the fake accepts in `X-API-Key`. Default: a generated test key, `fake.apiKey`. */
  readonly apiKey?: string;
  /** The Basic user name the fake accepts. Default `ws@MarketPlace.TestPlatform`. */
  readonly username?: string;
  /** The Basic password the fake accepts. Default: a generated one, `fake.password`. */
  readonly password?: string;
  /**
   * The first id the fake assigns (a decimal string or `bigint`). Default `9007199254740993` (2^53 + 1), so that
   * any client losing digits of 64-bit ids shows it at once.
   */
  readonly firstId?: string | bigint;
  /** Interface to listen on. Default `127.0.0.1` (loopback only). */
  readonly host?: string;
  /** Port to listen on; default any free port. */
  readonly port?: number;
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
}

/**
 * Starts the fake on a free loopback port. It accepts the API key in `X-API-Key` or the Basic user name and
 * password (401 in the service's error shape otherwise), stores configurations under 64-bit ids, requires
 * the id to update, reports unknown ids of a delete in `invalidFields`, reports event configurations with
 * an unknown event type in `invalidFields` (and leaves them out), and answers `test` by really POSTing a
 * sample notification to the configured URL (loopback addresses only).
 */
export async function startNotificationConfigFake(options: NotificationConfigFakeOptions = {}): Promise<NotificationConfigFake> {
  const apiKey = options.apiKey ?? 'test_notification_key_8f31c2';
  const username = options.username ?? 'ws@MarketPlace.TestPlatform';
  const password = options.password ?? 'test-ws-password-61d0';
  const state = createNotificationState(BigInt(options.firstId ?? 2n ** 53n + 1n));
  const handlers = configurationHandlers(state);
  const server = await startFakeServer({
    service: notificationConfigService,
    errorShape: errorShapes.payment,
    auth: {
      apiKey: { header: 'x-api-key', check: (key) => key === apiKey },
      basic: (user, pass) => user === username && pass === password,
    },
    // Bodies are read from their raw text so that 64-bit ids keep every digit; the handlers judge them.
    validateBody: false,
    host: options.host,
    port: options.port,
    onReset: () => state.reset(),
    handlers: {
      'configurations.create': handlers.create,
      'configurations.get': handlers.get,
      'configurations.list': handlers.list,
      'configurations.update': handlers.update,
      'configurations.delete': handlers.delete,
      'configurations.test': testHandler(state),
    },
  });
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
  });
}
