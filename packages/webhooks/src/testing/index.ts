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
 *   accepted; archived subscriptions leave `list` and `get`;
 * - a batch update applies what it can: HTTP 200 when all inputs were applied, else HTTP 207 with an
 *   error per input (`context.ids` names it);
 * - fields the fake does not know are kept on settings and new subscriptions;
 * - beyond the service: {@link WebhooksFake.deliver} POSTs a change to the app's target URL, so that a
 *   receiver can be tested end to end (the payload is the fake's own, see {@link FakeEvent}).
 *
 * @example
 * ```ts
 * import { startWebhooksFake } from '@org/webhooks/testing';
 *
 * await using fake = await startWebhooksFake();
 * const client = fake.client();
 * await client.subscriptions.create({ appId: fake.appId, body: { eventType: 'contact.creation' } });
 * ```
 *
 * @packageDocumentation
 */
import { randomUUID } from 'node:crypto';
import { errorShapes, startFakeServer, type CorsOptions, type FakeListenOptions, type FakeServer } from '@org/http-core/testing';
import { createWebhooksClient, type WebhooksClient, type WebhooksClientOptions } from '../client.js';
import { webhooksService } from '../service.js';
import { refuseCredential } from './auth-refusal.js';
import { deliverChange, type FakeChange, type FakeDelivery } from './delivery.js';
import { TEST_API_KEY, TEST_APP_ID } from './seed.js';
import { settingsHandlers } from './settings-handlers.js';
import { WebhooksFakeState } from './state.js';
import { subscriptionsHandlers } from './subscriptions-handlers.js';

export { AUTH_REFUSAL_MESSAGES } from './auth-refusal.js';
export { TEST_API_KEY, TEST_APP_ID } from './seed.js';
export { WebhooksFakeState, type NewSubscription, type StoredSubscription, type WebhooksFakeStateOptions } from './state.js';
export type { FakeChange, FakeDelivery, FakeEvent } from './delivery.js';

/** Options of {@link startWebhooksFake}. */
export interface WebhooksFakeOptions extends FakeListenOptions {
  /** The API key the fake accepts. Default {@link TEST_API_KEY}. */
  readonly apiKey?: string;
  /** The apps that exist; the first is `fake.appId`. Default `[TEST_APP_ID]`. */
  readonly appIds?: readonly number[];
  /** The clock for `createdAt`, `updatedAt` and batch times. Default the system clock. */
  readonly now?: () => Date;
  /** How long a delivery waits for the receiver, in ms. Default 5 000. */
  readonly deliveryTimeoutMs?: number;
  /** Answer CORS preflights, for browser tests. */
  readonly cors?: boolean | CorsOptions;
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
  /** Deliveries made since start or the last `reset()`, oldest first. */
  readonly deliveries: readonly FakeDelivery[];
  /**
   * Delivers a change to the app's target URL, as the service would for its active subscriptions: one
   * POST with a JSON array of events, one per matching subscription. Resolves to `undefined` when no
   * active subscription matches. Sends only to loopback addresses.
   */
  deliver(change: FakeChange): Promise<FakeDelivery | undefined>;
  /** A client pointed at the fake, with the fake's API key unless `options` gives `apiKey` or `auth`. */
  client(options?: WebhooksClientOptions): WebhooksClient;
}

/**
 * Starts a fake of the webhook subscription service on a free loopback port.
 *
 * @example
 * ```ts
 * await using fake = await startWebhooksFake({ appIds: [1001, 1002] });
 * const client = createWebhooksClient({ baseUrl: fake.url, apiKey: fake.apiKey });
 * fake.state.addSubscription(1001, { eventType: 'deal.creation', active: true });
 * ```
 */
export async function startWebhooksFake(options: WebhooksFakeOptions = {}): Promise<WebhooksFake> {
  const apiKey = options.apiKey ?? TEST_API_KEY;
  const appIds = [...(options.appIds ?? [TEST_APP_ID])];
  if (appIds.length === 0) throw new Error('startWebhooksFake: appIds must name at least one app');
  const state = new WebhooksFakeState({ appIds, now: options.now ?? (() => new Date()) });
  const deliveries: FakeDelivery[] = [];
  let eventNumber = 0;
  const server = await startFakeServer({
    service: webhooksService,
    tls: options.tls,
    errorShape: errorShapes.category,
    // The service declares `correlationId` a UUID; it is the request id, in the headers and every error body.
    requestIds: randomUUID,
    // 401 INVALID_AUTHENTICATION, with the service's text for a missing key and for an unknown one.
    auth: { apiKey: { header: 'x-api-key', check: (key) => key === apiKey }, refuse: refuseCredential },
    onReset: () => {
      state.reset();
      deliveries.length = 0;
      eventNumber = 0;
    },
    handlers: { ...settingsHandlers(state), ...subscriptionsHandlers(state) },
    host: options.host,
    port: options.port,
    cors: options.cors,
  });
  const extras = {
    apiKey: { value: apiKey, enumerable: true },
    appId: { value: appIds[0], enumerable: true },
    appIds: { value: Object.freeze(appIds), enumerable: true },
    state: { value: state, enumerable: true },
    deliveries: { get: () => [...deliveries], enumerable: true },
    deliver: {
      value: async (change: FakeChange) => {
        const delivery = await deliverChange(state, change, {
          defaultAppId: appIds[0]!,
          timeoutMs: options.deliveryTimeoutMs ?? 5_000,
          nextEventId: () => ++eventNumber,
        });
        if (delivery) deliveries.push(delivery);
        return delivery;
      },
    },
    client: {
      value: (clientOptions: WebhooksClientOptions = {}) => {
        const credential = clientOptions.auth === undefined && clientOptions.apiKey === undefined ? { apiKey } : {};
        return createWebhooksClient({ baseUrl: server.url, ...credential, ...clientOptions });
      },
    },
  } satisfies PropertyDescriptorMap;
  return Object.defineProperties(server, extras) as WebhooksFake;
}
