/**
 * `@org/event-trigger/testing`: an in-memory fake of the event trigger service on a real loopback HTTP
 * server, for tests of code that uses `@org/event-trigger`.
 *
 * @example
 * ```ts
 * import { startEventTriggerFake } from '@org/event-trigger/testing';
 *
 * const fake = await startEventTriggerFake({ pollsToComplete: 1 });
 * try {
 *   const client = fake.client();
 *   for await (const trigger of client.triggers.list({ parent: fake.parent })) console.log(trigger.name);
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
  googleAuthRefusal,
  notFoundPage,
  startFakeServer,
  type DeliveryQueue,
  type FakeListenOptions,
  type FakeServer,
  type QueuedDelivery,
} from '@org/http-core/testing';
import { createEventTriggerClient, type EventTriggerClient, type EventTriggerClientOptions } from '../client.js';
import { locationName } from '../resource-names.js';
import { eventTriggerService } from '../service.js';
import { createEventDelivery, type PublishedEvent, type PublishOptions } from './event-delivery.js';
import { locationHandlers } from './location-handlers.js';
import { operationHandlers } from './operation-handlers.js';
import { policyHandlers } from './policy-handlers.js';
import { SEED_LOCATIONS, TEST_CALLER, TEST_PROJECT, TEST_TOKEN, type SeedLocation } from './seed.js';
import { EventTriggerState, type EventTriggerSettings } from './state.js';
import { triggerHandlers } from './trigger-handlers.js';

export { EventTriggerState, type EventTriggerSettings } from './state.js';
export { EVENT_RETRY_DELAYS_MS, type EventDelivery, type PublishedEvent, type PublishOptions } from './event-delivery.js';
export type { OperationEffect, OperationRecord, PolicyRecord } from './operation-record.js';
export { ROLE_PERMISSIONS } from './permissions.js';
export { sampleTrigger, SEED_LOCATIONS, TEST_CALLER, TEST_PROJECT, TEST_TOKEN, type SeedLocation } from './seed.js';

/** Options of {@link startEventTriggerFake}. */
export interface EventTriggerFakeOptions extends FakeListenOptions {
  /** Bearer token the fake accepts. Default {@link TEST_TOKEN}. */
  readonly token?: string;
  /** Principal the token stands for in access checks. Default {@link TEST_CALLER}. */
  readonly caller?: string;
  /**
   * Polls an operation needs before it completes (each `operations.get` counts one). Default 2; 0 completes
   * every operation in the answer that starts it.
   */
  readonly pollsToComplete?: number;
  /** `false` makes `operations.list` answer `UNIMPLEMENTED` (HTTP 501). Default `true`. */
  readonly operationListing?: boolean;
  /** `false` makes `operations.delete` answer `UNIMPLEMENTED` (HTTP 501). Default `true`. */
  readonly operationDeletion?: boolean;
  /**
   * Roles the caller holds on every trigger, besides what each trigger's policy grants; only
   * `accessPolicies.testPermissions` looks at them. Default `['roles/eventarc.admin']`.
   */
  readonly callerRoles?: readonly string[];
  /** Location ids that cannot be reached. Default none. */
  readonly unreachableLocations?: readonly string[];
  /** Supported locations. Default {@link SEED_LOCATIONS}. */
  readonly locations?: readonly SeedLocation[];
  /** Clock of the fake (creation and update times). Default the system clock. */
  readonly now?: () => Date;
}

/** A running event trigger fake: the core fake server plus what a test needs. */
export interface EventTriggerFake extends FakeServer {
  /** The bearer token the fake accepts: pass it as the client's `token`. */
  readonly token: string;
  /** The principal the token stands for. */
  readonly caller: string;
  /** A project id to use ({@link TEST_PROJECT}); any project works. */
  readonly project: string;
  /** `projects/{project}/locations/us-central1` (the first supported location): a parent for triggers. */
  readonly parent: string;
  /** The fake's state: triggers, operations, policies and settings, for direct inspection and set-up. */
  readonly state: EventTriggerState;
  /**
   * An event happened: queues it for every trigger whose `matchingCriteria` it all matches and whose Cloud Run
   * service was given an address with `route`, in binary mode (`ce-*` headers, the data as the body).
   * Nothing is sent until `fake.outbox.flush()`. `duplicate` delivers it twice with the same id.
   */
  publish(event: PublishedEvent, options?: PublishOptions): QueuedDelivery[];
  /** Gives a Cloud Run service (its name in `destination.cloudRunService.service`) a loopback address for deliveries. */
  route(service: string, baseUrl: string): void;
  /**
   * Events sent by `publish`: `flush()` sends those due on the fake's clock and schedules redeliveries of
   * refused ones ({@link EVENT_RETRY_DELAYS_MS}; accepted means any 2xx), `replay(id)` sends an attempt again
   * byte for byte, `list()` and `get(id)` show every attempt.
   */
  readonly outbox: DeliveryQueue;
  /** Options of a client of this fake: `baseUrl`, the bearer `token` and short retry waits ({@link fakeClientRetry}). */
  clientOptions(): EventTriggerClientOptions & { readonly baseUrl: string; readonly token: string };
  /** A client of this fake: {@link EventTriggerFake.clientOptions} with `options` over them (an `auth` there replaces the token). */
  client(options?: Partial<EventTriggerClientOptions>): EventTriggerClient;
}

/**
 * Starts a fake of the event trigger service on a free loopback port.
 *
 * Rules it implements:
 * - triggers are stored per project and location; names must match the parent; a trigger needs a `type`
 *   criterion and a Cloud Run destination; an existing name is `ALREADY_EXISTS`;
 * - create, update and delete answer with an operation that completes after `pollsToComplete` reads, and
 *   only then changes anything; `validateOnly` changes nothing; a trigger with a running operation refuses
 *   another change (`ABORTED`); a stale `etag` on delete is `ABORTED`; `allowMissing` as documented;
 * - update honours the update mask (output-only or unknown fields in it are `INVALID_ARGUMENT`);
 * - listing orders by `orderBy` (names ascending by default) and binds page tokens to it; the location `-`
 *   lists every location; unreachable locations are reported in `unreachable`;
 * - cancel marks a running operation done with error code 1, keeping it listable; listing can answer
 *   `UNIMPLEMENTED`; filters support `field=value` terms joined by `AND`;
 * - each trigger has one policy guarded by an etag: a trigger without one has an empty policy, a stale etag
 *   on set is `ABORTED` (409), a missing trigger `NOT_FOUND`, a malformed policy `INVALID_ARGUMENT` (as is a
 *   binding without members, or bindings naming more than 1,500 principals or 250 groups in all, every
 *   occurrence counted), a policy with conditions needs version 3 to be read or set; testing permissions on a
 *   missing trigger answers an empty list;
 * - `publish` delivers an event to the destinations of the triggers it matches, as a CloudEvent in binary
 *   mode, redelivered on the fake's clock until accepted.
 *
 * Errors are Google-style bodies (`{ error: { code, status, message } }`).
 */
export async function startEventTriggerFake(options: EventTriggerFakeOptions = {}): Promise<EventTriggerFake> {
  const token = options.token ?? TEST_TOKEN;
  const caller = options.caller ?? TEST_CALLER;
  const settings: EventTriggerSettings = {
    pollsToComplete: options.pollsToComplete ?? 2,
    operationListing: options.operationListing ?? true,
    operationDeletion: options.operationDeletion ?? true,
    callerRoles: [...(options.callerRoles ?? ['roles/eventarc.admin'])],
    unreachableLocations: [...(options.unreachableLocations ?? [])],
  };
  const locations = options.locations ?? SEED_LOCATIONS;
  const state = new EventTriggerState(settings, options.now, locations);
  const events = createEventDelivery(state, () => (options.now ? options.now() : new Date()).getTime());
  const server = await startFakeServer({
    service: eventTriggerService,
    tls: options.tls,
    errorShape: errorShapes.google,
    // A body the operation cannot read (a JSON body labelled text/plain) is an INVALID_ARGUMENT, as Google APIs answer.
    requestBodies: { wrongContentType: 400 },
    // A URL that is no method of the API gets the front end's HTML 404, not the API's NOT_FOUND.
    unknownPath: notFoundPage,
    auth: {
      bearer: (given) => (given === token ? { member: caller } : undefined),
      // A missing or unknown token is answered 401 UNAUTHENTICATED with the front end's texts and ErrorInfo reason.
      refuse: googleAuthRefusal({ service: 'eventarc.googleapis.com' }),
    },
    host: options.host,
    port: options.port,
    cors: options.cors,
    onReset: () => {
      state.reset();
      events.queue.reset();
    },
    handlers: {
      ...triggerHandlers(state),
      ...locationHandlers(state),
      ...operationHandlers(state),
      ...policyHandlers(state, (principal) => (principal as { member: string }).member),
    },
  });
  const project = TEST_PROJECT;
  const clientOptions = () => ({ baseUrl: server.url, token, retry: fakeClientRetry });
  return Object.assign(server, {
    token,
    caller,
    project,
    parent: locationName.format({ project, location: locations[0]?.locationId ?? 'us-central1' }),
    state,
    publish: events.publish,
    route: events.route,
    outbox: events.queue,
    clientOptions,
    client: (options: Partial<EventTriggerClientOptions> = {}) => {
      const { token: credential, ...rest } = clientOptions();
      return createEventTriggerClient({ ...rest, ...(options.auth === undefined ? { token: credential } : {}), ...options });
    },
  });
}
