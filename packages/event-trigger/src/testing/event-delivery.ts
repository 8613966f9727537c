import { DeliveryQueue, type QueuedDelivery } from '@org/http-core/testing';
import type { Trigger } from '../models/trigger.js';
import type { EventTriggerState } from './state.js';

const SECOND = 1_000;

/**
 * Waits before each redelivery of an event its destination did not accept (any answer but 2xx, or none): the
 * fake assumes the push subscription's exponential backoff, from 10 seconds doubling up to 600 seconds, until
 * a day (the message's retention) has passed.
 */
export const EVENT_RETRY_DELAYS_MS: readonly number[] = (() => {
  const delays: number[] = [];
  let delay = 10 * SECOND;
  let total = 0;
  while (total + delay <= 24 * 3_600 * SECOND) {
    delays.push(delay);
    total += delay;
    delay = Math.min(delay * 2, 600 * SECOND);
  }
  return delays;
})();

/** An event that happened, for {@link EventDelivery.publish}. */
export interface PublishedEvent {
  /** The event type, e.g. `google.cloud.storage.object.v1.finalized`. */
  readonly type: string;
  /** Where it happened, e.g. `//storage.googleapis.com/projects/_/buckets/my-bucket`. */
  readonly source: string;
  readonly subject?: string;
  /** Default: a fresh id (a decimal counter). */
  readonly id?: string;
  /** Default: the fake's clock. */
  readonly time?: string;
  /** The data: JSON-encoded unless `datacontenttype` says otherwise (then a string or bytes is sent as is). */
  readonly data?: unknown;
  /** Default `application/json` when there is data. */
  readonly datacontenttype?: string;
  readonly dataschema?: string;
  /** Extension attributes (lower-case names), also matched by triggers' criteria. */
  readonly extensions?: Readonly<Record<string, string>>;
}

/** How the fake misbehaves for one event. */
export interface PublishOptions {
  /** Deliver the event twice, with the same id, as the service may (it delivers at least once). */
  readonly duplicate?: boolean;
}

/** The fake's event deliveries: events matched against triggers and sent to their destinations in binary mode. */
export interface EventDelivery {
  /**
   * Queues `event` for every trigger whose criteria it all matches (`type`, `source`, `subject` or an extension,
   * by exact value) and whose Cloud Run service has an address ({@link EventDelivery.route}). `flush()` sends.
   */
  publish(event: PublishedEvent, options?: PublishOptions): QueuedDelivery[];
  /**
   * Gives a Cloud Run service (by name, as in `destination.cloudRunService.service`) an address on this machine:
   * events go to it plus the destination's `path`. The fake delivers to loopback addresses only.
   */
  route(service: string, baseUrl: string): void;
  /** The queue: `flush()` sends what is due on the fake's clock, `replay(id)` re-sends byte for byte, `list()`. */
  readonly queue: DeliveryQueue;
}

const loopbackHosts: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Creates the event deliveries of a fake. */
export function createEventDelivery(state: EventTriggerState, now: () => number): EventDelivery {
  const queue = new DeliveryQueue({ now, retryDelaysMs: EVENT_RETRY_DELAYS_MS });
  const routes = new Map<string, string>();
  let nextId = 1;
  const attribute = (event: PublishedEvent, name: string) =>
    name === 'type' || name === 'source' || name === 'subject' ? event[name] : event.extensions?.[name];
  const matches = (trigger: Trigger, event: PublishedEvent) =>
    trigger.matchingCriteria.every((criterion) => attribute(event, criterion.attribute) === criterion.value);
  return {
    queue,
    route(service, baseUrl) {
      if (!loopbackHosts.has(new URL(baseUrl).hostname)) throw new Error(`The fake delivers events to loopback addresses only, not to ${new URL(baseUrl).host}`);
      routes.set(service, baseUrl);
    },
    publish(event, options = {}) {
      const id = event.id ?? String(nextId++);
      const { body, contentType } = encode(event);
      const headers: Record<string, string> = {
        'ce-id': id,
        'ce-source': event.source,
        'ce-specversion': '1.0',
        'ce-type': event.type,
        'ce-time': event.time ?? new Date(now()).toISOString(),
        ...(event.subject === undefined ? {} : { 'ce-subject': event.subject }),
        ...(event.dataschema === undefined ? {} : { 'ce-dataschema': event.dataschema }),
        ...Object.fromEntries(Object.entries(event.extensions ?? {}).map(([name, value]) => [`ce-${name}`, value])),
        ...(contentType === undefined ? {} : { 'content-type': contentType }),
      };
      for (const name of Object.keys(headers)) headers[name] = encodeHeader(headers[name]!);
      const queued: QueuedDelivery[] = [];
      for (const trigger of state.triggers.list()) {
        const run = trigger.destination.cloudRunService;
        const base = run && routes.get(run.service);
        if (base === undefined || !matches(trigger, event)) continue;
        const url = new URL((run!.path ?? '').replace(/^\//, ''), base.replace(/\/?$/, '/')).href;
        const make = () => ({ url, headers, body });
        queued.push(queue.enqueue(make));
        if (options.duplicate) queued.push(queue.enqueue(make));
      }
      return queued;
    },
  };
}

function encode(event: PublishedEvent): { body: string | Uint8Array; contentType: string | undefined } {
  if (event.data === undefined) return { body: '', contentType: event.datacontenttype };
  const contentType = event.datacontenttype ?? 'application/json';
  const json = /^(application|text)\/json\b|\+json\b/i.test(contentType);
  if (!json && (typeof event.data === 'string' || event.data instanceof Uint8Array)) return { body: event.data, contentType };
  return { body: JSON.stringify(event.data), contentType };
}

/** A header value as the HTTP binding writes it: printable ASCII except `"` and `%` kept, the rest percent-encoded. */
function encodeHeader(value: string): string {
  return value.replace(/[^\x21\x23-\x24\x26-\x7e ]/gu, (char) => encodeURIComponent(char));
}
