import { createHash } from 'node:crypto';
import { DeliveryQueue, type DeliveryAttempt, type OutgoingRequest, type QueuedDelivery } from '@org/http-core/testing';
import { DEFAULT_TOLERANCE_MS } from '../receive/read-webhook-events.js';
import { SIGNATURE_HEADER, signatureV3, TIMESTAMP_HEADER } from '../receive/signature-v3.js';
import type { WebhookEvent } from '../receive/webhook-event.js';

/**
 * Waits between the attempts of a delivery its receiver did not accept: ten retries spread over about 24 hours,
 * as the service documents (it gives no exact delays and adds randomness; the fake's are fixed): 1, 5, 10 and 30
 * minutes, then 1, 2, 3, 4, 6 and 7 hours.
 *
 * @default [60_000, 300_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 10_800_000, 14_400_000, 21_600_000, 25_200_000]
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [1, 5, 10, 30, 60, 120, 180, 240, 360, 420].map((minutes) => minutes * 60_000);

/** Most events the fake puts in one request; more pending events for one target go in several. */
export const MAX_EVENTS_PER_DELIVERY = 100;

/**
 * How long the fake waits for a receiver's answer before counting the attempt as refused, as the service does.
 *
 * @default 5000
 */
export const DELIVERY_TIMEOUT_MS = 5_000;

/**
 * How the attempts of a flush are signed: `valid` as the service signs; `bad` with another secret (a receiver
 * must refuse it as a `mismatch`); `stale` correctly but with a timestamp older than the 5-minute window (`stale`);
 * `missing` with no signature headers at all (`missing`).
 */
export type SignatureMode = 'valid' | 'bad' | 'stale' | 'missing';

/** Options of {@link FakeWebhookDeliveries.flush}. */
export interface FlushOptions {
  /** How the attempts this flush makes are signed. Default `valid`. */
  readonly signature?: SignatureMode;
}

/** One delivery the fake made or will make: a POST of a batch of events to the app's target URL, with its attempts. */
export interface FakeWebhookDelivery extends QueuedDelivery {
  readonly targetUrl: string;
  /** The events of the batch, as its first attempt sends them (each retry sends them with `attemptNumber` one higher). */
  readonly events: readonly WebhookEvent[];
  /** The delivery this one sends again, for a duplicate. */
  readonly duplicateOf?: string;
}

/** Options of {@link FakeWebhookDeliveries}. */
export interface FakeWebhookDeliveriesOptions {
  readonly clientSecret: string;
  /** The fake's clock, epoch ms. */
  readonly now: () => number;
  readonly retryDelaysMs?: readonly number[];
  readonly timeoutMs?: number;
}

interface Batch {
  readonly targetUrl: string;
  readonly events: readonly WebhookEvent[];
  /** `attemptNumber` of the first attempt. */
  readonly firstAttemptNumber: number;
  readonly duplicateOf?: string;
}

/**
 * The fake's outbox (`fake.outbox`). Emitted events wait until {@link flush}, which sends them in batches per
 * target URL, signed as the service signs, and sends the retries that are due on the fake's clock. Nothing is sent
 * on a timer.
 */
export class FakeWebhookDeliveries {
  readonly #options: FakeWebhookDeliveriesOptions;
  readonly #queue: DeliveryQueue;
  readonly #batches = new Map<string, Batch>();
  #waiting: Array<{ targetUrl: string; event: WebhookEvent }> = [];
  #mode: SignatureMode = 'valid';

  constructor(options: FakeWebhookDeliveriesOptions) {
    this.#options = options;
    this.#queue = new DeliveryQueue({
      now: options.now,
      retryDelaysMs: options.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS,
      timeoutMs: options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
    });
  }

  /** Events emitted and not sent yet. */
  get waiting(): readonly WebhookEvent[] {
    return this.#waiting.map((entry) => entry.event);
  }

  /** Queues events for a target URL; the next {@link flush} sends them. */
  add(targetUrl: string, events: readonly WebhookEvent[]): void {
    for (const event of events) this.#waiting.push({ targetUrl, event });
  }

  /**
   * Sends the waiting events, up to {@link MAX_EVENTS_PER_DELIVERY} per request and target URL, and every retry
   * due on the fake's clock; resolves with the attempts made. A receiver that answers anything but 2xx, or nothing
   * within the time-out, gets the delivery again once the next delay of the schedule has passed.
   */
  async flush(options: FlushOptions = {}): Promise<DeliveryAttempt[]> {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const targetUrl of new Set(waiting.map((entry) => entry.targetUrl))) {
      const events = waiting.filter((entry) => entry.targetUrl === targetUrl).map((entry) => entry.event);
      for (let start = 0; start < events.length; start += MAX_EVENTS_PER_DELIVERY) {
        this.#enqueue({ targetUrl, events: events.slice(start, start + MAX_EVENTS_PER_DELIVERY), firstAttemptNumber: 0 });
      }
    }
    this.#mode = options.signature ?? 'valid';
    try {
      return await this.#queue.flush();
    } finally {
      this.#mode = 'valid';
    }
  }

  /**
   * Sends a delivery's last attempt again, byte for byte, signature and timestamp included: what an attacker who
   * recorded it would send. Within the 5-minute window the signature still holds, so a receiver must recognise
   * the events it already handled (by `eventId`); later, the reader refuses it as `stale`.
   */
  replay(id: string): Promise<DeliveryAttempt> {
    return this.#queue.replay(id);
  }

  /**
   * Queues the events of a delivery again as a new delivery, freshly signed, with the next `attemptNumber`: what
   * the service sends when it did not see an answer that was given (the receiver answered after the time-out). The
   * next {@link flush} sends it; a receiver must not handle its events twice.
   */
  duplicate(id: string): FakeWebhookDelivery {
    const batch = this.#batches.get(id);
    const original = this.#queue.get(id);
    if (batch === undefined || original === undefined) throw new Error(`No delivery ${id} to duplicate`);
    return this.#enqueue({ ...batch, firstAttemptNumber: batch.firstAttemptNumber + original.attempts.length, duplicateOf: id });
  }

  /** Every delivery, oldest first. */
  list(): FakeWebhookDelivery[] {
    return this.#queue.list().map((delivery) => this.#view(delivery));
  }

  /** One delivery by id. */
  get(id: string): FakeWebhookDelivery | undefined {
    const delivery = this.#queue.get(id);
    return delivery && this.#view(delivery);
  }

  /** Forgets every delivery and waiting event. */
  reset(): void {
    this.#queue.reset();
    this.#batches.clear();
    this.#waiting = [];
  }

  #enqueue(batch: Batch): FakeWebhookDelivery {
    const queued = this.#queue.enqueue((at, attempt) => this.#request(batch, at, batch.firstAttemptNumber + attempt - 1));
    this.#batches.set(queued.id, batch);
    return this.#view(queued);
  }

  async #request(batch: Batch, at: number, attemptNumber: number): Promise<OutgoingRequest> {
    const body = JSON.stringify(batch.events.map((event) => ({ ...event, attemptNumber })));
    const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': '@org/webhooks-fake' };
    if (this.#mode === 'missing') return { url: batch.targetUrl, headers, body };
    const timestamp = String(this.#mode === 'stale' ? at - DEFAULT_TOLERANCE_MS - 60_000 : at);
    const secret = this.#mode === 'bad' ? `not-${this.#options.clientSecret}` : this.#options.clientSecret;
    headers[SIGNATURE_HEADER] = await signatureV3(secret, { method: 'POST', url: batch.targetUrl, body, timestamp });
    headers[TIMESTAMP_HEADER] = timestamp;
    // The older signature the service still sends beside it for apps that check it: SHA-256 of secret + body, hex.
    headers['X-HubSpot-Signature'] = createHash('sha256').update(secret + body).digest('hex');
    headers['X-HubSpot-Signature-Version'] = 'v1';
    return { url: batch.targetUrl, headers, body };
  }

  #view(delivery: QueuedDelivery): FakeWebhookDelivery {
    const batch = this.#batches.get(delivery.id)!;
    return {
      ...delivery,
      targetUrl: batch.targetUrl,
      events: batch.events.map((event) => ({ ...event, attemptNumber: batch.firstAttemptNumber })),
      ...(batch.duplicateOf === undefined ? {} : { duplicateOf: batch.duplicateOf }),
    };
  }
}
