/**
 * `@org/webhooks/testing`: an in-memory fake of the webhook subscription service on a real loopback HTTP
 * server, for tests of code that uses `@org/webhooks`.
 *
 * Rules the fake keeps:
 * - every operation needs the `X-API-Key` header with the fake's key; a missing or wrong key answers
 *   401 `{ status, category: 'INVALID_AUTHENTICATION', correlationId, message }`;
 * - only the fake's apps exist (others answer 404);
 * - an app has at most one target URL: configuring again replaces it, clearing removes it (and
 *   answers 204 also when there was none); subscriptions exist with or without settings;
 * - subscriptions are created inactive unless `active` is given; only documented event types are
 *   accepted (400 `VALIDATION_ERROR`, `context.eventType` naming the refused one); archived subscriptions leave
 *   `list` and `get`;
 * - a batch update applies what it can: HTTP 200 when all inputs were applied, else HTTP 207 with an
 *   error per input (`context.ids` names it);
 * - fields the fake does not know are kept on settings and new subscriptions;
 * - {@link WebhooksFake.emit} makes a change happen; `fake.outbox.flush()` sends its events to the app's
 *   target URL in batches, signed with the app's client secret as the service signs them, and retries what the
 *   receiver refused on the fake's clock; `flush({ signature })`, `replay(id)` and `duplicate(id)` send what a
 *   receiver must refuse or recognise.
 *
 * @example
 * ```ts
 * import { startWebhooksFake } from '@org/webhooks/testing';
 *
 * const fake = await startWebhooksFake();
 * try {
 *   const client = fake.client();
 *   await client.subscriptions.create({ appId: fake.appId, body: { eventType: 'contact.creation' } });
 * } finally {
 *   await fake.close();
 * }
 * ```
 *
 * @packageDocumentation
 */
import { randomUUID } from 'node:crypto';
import { errorShapes, fakeClientRetry, startFakeServer, type FakeListenOptions, type FakeServer } from '@org/http-core/testing';
import { createWebhooksClient, type WebhooksClient, type WebhooksClientOptions } from '../client.js';
import { webhooksService } from '../service.js';
import { isLoopbackHost } from '../target-url.js';
import { refuseCredential } from './auth-refusal.js';
import { changeEvents, type FakeChange } from './change-events.js';
import { TEST_API_KEY, TEST_APP_ID, TEST_CLIENT_SECRET, TEST_PORTAL_ID } from './seed.js';
import { settingsHandlers } from './settings-handlers.js';
import { WebhooksFakeState } from './state.js';
import { subscriptionsHandlers } from './subscriptions-handlers.js';
import { refuseUndocumented } from './undocumented-refusal.js';
import { FakeWebhookDeliveries } from './webhook-deliveries.js';
import type { WebhookEvent } from '../receive/webhook-event.js';

export { AUTH_REFUSAL_MESSAGES } from './auth-refusal.js';
export { TEST_API_KEY, TEST_APP_ID, TEST_CLIENT_SECRET, TEST_PORTAL_ID } from './seed.js';
export { WebhooksFakeState, type NewSubscription, type StoredSubscription, type WebhooksFakeStateOptions } from './state.js';
export type { FakeChange } from './change-events.js';
export {
  DELIVERY_TIMEOUT_MS,
  FakeWebhookDeliveries,
  MAX_EVENTS_PER_DELIVERY,
  WEBHOOK_RETRY_DELAYS_MS,
  type FakeWebhookDeliveriesOptions,
  type FakeWebhookDelivery,
  type FlushOptions,
  type SignatureMode,
} from './webhook-deliveries.js';

/** Options of {@link startWebhooksFake}. */
export interface WebhooksFakeOptions extends FakeListenOptions {
  /** The API key the fake accepts. Default {@link TEST_API_KEY}. */
  readonly apiKey?: string;
  /** The apps that exist; the first is `fake.appId`. Default `[TEST_APP_ID]`. */
  readonly appIds?: readonly number[];
  /**
   * The clock for `createdAt`, `updatedAt`, batch times, events' `occurredAt`, signatures' timestamps and the
   * retry schedule. Default the system clock.
   */
  readonly now?: () => Date;
  /** The app's client secret, which signs every delivery. Default {@link TEST_CLIENT_SECRET}. */
  readonly clientSecret?: string;
  /** The account (portal) changes happen in unless they name another. Default {@link TEST_PORTAL_ID}. */
  readonly portalId?: number;
  /** How long a delivery waits for the receiver's answer, in ms. Default {@link DELIVERY_TIMEOUT_MS}. */
  readonly deliveryTimeoutMs?: number;
  /** Waits before each retry of a refused delivery, in ms. Default {@link WEBHOOK_RETRY_DELAYS_MS}. */
  readonly retryDelaysMs?: readonly number[];
}

/** A running fake: the core's `FakeServer` (url, request log, faults, reset, close) plus the service's own parts. */
export interface WebhooksFake extends FakeServer {
  /** The API key the fake accepts. */
  readonly apiKey: string;
  /** The first app. */
  readonly appId: number;
  /** Every app that exists. */
  readonly appIds: readonly number[];
  /** Direct access to settings and subscriptions, to arrange a test or check its effect. */
  readonly state: WebhooksFakeState;
  /** The client secret deliveries are signed with: give it to `readWebhookEvents` in the receiver under test. */
  readonly clientSecret: string;
  /** The account (portal) changes happen in by default. */
  readonly portalId: number;
  /** The outbox: `flush()` sends what is waiting and due; `list()`, `replay(id)`, `duplicate(id)`. */
  readonly outbox: FakeWebhookDeliveries;
  /**
   * Makes a change happen, as the service sees one: one event per active subscription of the app that matches it
   * (none: nothing is sent), waiting for `fake.outbox.flush()`. Returns the events.
   *
   * @throws Error when the app has no settings, or its target URL is not on this machine (the fake sends nothing
   * off the machine).
   */
  emit(change: FakeChange): WebhookEvent[];
  /** Options of a client of this fake: `baseUrl`, its `apiKey` and short retry waits ({@link fakeClientRetry}). */
  clientOptions(): WebhooksClientOptions & { readonly baseUrl: string; readonly apiKey: string };
  /** A client of this fake: {@link WebhooksFake.clientOptions} with `options` over them (an `auth` there replaces the API key). */
  client(options?: WebhooksClientOptions): WebhooksClient;
}

/**
 * Starts a fake of the webhook subscription service on a free loopback port.
 *
 * @example
 * ```ts
 * const fake = await startWebhooksFake({ appIds: [1001, 1002] });
 * try {
 *   fake.state.addSubscription(1001, { eventType: 'deal.creation', active: true });
 *   const subscriptions = await fake.client().subscriptions.list({ appId: 1001 });
 * } finally {
 *   await fake.close();
 * }
 * ```
 */
export async function startWebhooksFake(options: WebhooksFakeOptions = {}): Promise<WebhooksFake> {
  const apiKey = options.apiKey ?? TEST_API_KEY;
  const appIds = [...(options.appIds ?? [TEST_APP_ID])];
  if (appIds.length === 0) throw new Error('startWebhooksFake: appIds must name at least one app');
  const clock = options.now ?? (() => new Date());
  const state = new WebhooksFakeState({ appIds, now: clock });
  const clientSecret = options.clientSecret ?? TEST_CLIENT_SECRET;
  const portalId = options.portalId ?? TEST_PORTAL_ID;
  const deliveries = new FakeWebhookDeliveries({
    clientSecret,
    now: () => clock().getTime(),
    ...(options.retryDelaysMs === undefined ? {} : { retryDelaysMs: options.retryDelaysMs }),
    ...(options.deliveryTimeoutMs === undefined ? {} : { timeoutMs: options.deliveryTimeoutMs }),
  });
  let eventNumber = 0;
  const server = await startFakeServer({
    service: webhooksService,
    tls: options.tls,
    errorShape: errorShapes.category,
    // The service declares `correlationId` a UUID; it is the request id, in the headers and every error body.
    requestIds: randomUUID,
    // 401 INVALID_AUTHENTICATION, with the service's text for a missing key and for an unknown one.
    auth: { apiKey: { header: 'x-api-key', check: (key) => key === apiKey }, refuse: refuseCredential },
    // 400 VALIDATION_ERROR naming the field and the value in `context`.
    refuseUndocumented,
    onReset: () => {
      state.reset();
      deliveries.reset();
      eventNumber = 0;
    },
    handlers: { ...settingsHandlers(state), ...subscriptionsHandlers(state) },
    host: options.host,
    port: options.port,
    cors: options.cors,
  });
  const clientOptions = () => ({ baseUrl: server.url, apiKey, retry: fakeClientRetry });
  const extras = {
    apiKey: { value: apiKey, enumerable: true },
    appId: { value: appIds[0], enumerable: true },
    appIds: { value: Object.freeze(appIds), enumerable: true },
    state: { value: state, enumerable: true },
    clientSecret: { value: clientSecret, enumerable: true },
    portalId: { value: portalId, enumerable: true },
    outbox: { value: deliveries, enumerable: true },
    emit: {
      value: (change: FakeChange) => {
        const appId = change.appId ?? appIds[0]!;
        const settings = state.settings(appId);
        if (!settings) throw new Error(`App ${appId} has no webhook settings: configure a target URL before emitting changes`);
        const target = new URL(settings.targetUrl);
        if (!isLoopbackHost(target.hostname)) {
          throw new Error(`The fake delivers only to the local machine; the target URL of app ${appId} is on ${target.hostname}`);
        }
        const events = changeEvents(state, change, { defaultAppId: appIds[0]!, portalId, now: () => clock().getTime(), nextEventId: () => ++eventNumber });
        deliveries.add(settings.targetUrl, events);
        return events;
      },
    },
    clientOptions: { value: clientOptions },
    client: {
      value: (options: WebhooksClientOptions = {}) => {
        const { apiKey: credential, ...rest } = clientOptions();
        return createWebhooksClient({ ...rest, ...(options.auth === undefined ? { apiKey: credential } : {}), ...options });
      },
    },
  } satisfies PropertyDescriptorMap;
  return Object.defineProperties(server, extras) as WebhooksFake;
}
