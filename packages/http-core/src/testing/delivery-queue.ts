/**
 * Deliveries a fake sends to its user's receiver (webhooks, notifications, events), with the service's retries
 * on the fake's clock: nothing is sent on a timer; `flush()` sends what is due now.
 */

/** What a delivery sends: the receiver's address, headers and body. Headers are made per attempt. */
export interface OutgoingRequest {
  readonly url: string;
  readonly method?: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | Uint8Array;
}

/** One delivery: sent until its receiver accepts it or its retries run out. */
export interface QueuedDelivery {
  readonly id: string;
  /** Every attempt so far, first first. */
  readonly attempts: readonly DeliveryAttempt[];
  /** `pending` (an attempt is due or scheduled), `delivered` (accepted) or `failed` (retries ran out). */
  readonly state: 'pending' | 'delivered' | 'failed';
  /** When the next attempt is due, on the fake's clock (epoch ms); absent unless pending. */
  readonly dueAt?: number;
}

/** One attempt: what was sent, and what the receiver answered. */
export interface DeliveryAttempt {
  /** The fake's clock when it was sent (epoch ms). */
  readonly at: number;
  readonly request: OutgoingRequest;
  /** The receiver's status; absent when no answer came (connection refused or reset). */
  readonly status?: number;
  readonly accepted: boolean;
}

/** Options of {@link DeliveryQueue}. */
export interface DeliveryQueueOptions {
  /** The fake's clock, epoch ms. */
  readonly now: () => number;
  /** Wait before each retry after a refused attempt, ms; its length is the number of retries. */
  readonly retryDelaysMs: readonly number[];
  /** Whether an answer counts as accepted. Default: any 2xx. */
  readonly accepts?: (status: number) => boolean;
  /**
   * How long an attempt waits for the receiver's answer, in ms; one that takes longer counts as refused (no
   * status) and is retried, as a service that gives up on a slow receiver counts it. Default: no limit.
   */
  readonly timeoutMs?: number;
}

interface Entry {
  readonly id: string;
  readonly make: (at: number, attempt: number) => OutgoingRequest | Promise<OutgoingRequest>;
  readonly attempts: DeliveryAttempt[];
  state: QueuedDelivery['state'];
  dueAt: number;
}

/**
 * A fake's outbox. `enqueue` takes a function that builds each attempt's request (so a signature can carry the
 * attempt's own timestamp); `flush` sends every attempt due at the fake's clock and schedules the retries of
 * refused ones; `replay` sends an attempt's exact request again, as a replaying attacker would.
 */
export class DeliveryQueue {
  readonly #options: DeliveryQueueOptions;
  readonly #entries = new Map<string, Entry>();
  #nextId = 1;

  constructor(options: DeliveryQueueOptions) {
    this.#options = options;
  }

  /** Queues a delivery, due now. */
  enqueue(make: (at: number, attempt: number) => OutgoingRequest | Promise<OutgoingRequest>): QueuedDelivery {
    const id = `delivery-${this.#nextId++}`;
    const entry: Entry = { id, make, attempts: [], state: 'pending', dueAt: this.#options.now() };
    this.#entries.set(id, entry);
    return view(entry);
  }

  /** Sends every attempt due now, one delivery at a time in the order queued; resolves with the attempts made. */
  async flush(): Promise<DeliveryAttempt[]> {
    const made: DeliveryAttempt[] = [];
    const now = this.#options.now();
    for (const entry of this.#entries.values()) {
      if (entry.state !== 'pending' || entry.dueAt > now) continue;
      const attempt = await this.#send(await entry.make(now, entry.attempts.length + 1), now);
      entry.attempts.push(attempt);
      made.push(attempt);
      if (attempt.accepted) entry.state = 'delivered';
      else {
        const delay = this.#options.retryDelaysMs[entry.attempts.length - 1];
        if (delay === undefined) entry.state = 'failed';
        else entry.dueAt = now + delay;
      }
    }
    return made;
  }

  /** Sends the last attempt of a delivery again, byte for byte (same headers, same signature). */
  async replay(id: string): Promise<DeliveryAttempt> {
    const last = this.#entries.get(id)?.attempts.at(-1);
    if (last === undefined) throw new Error(`No attempt of ${id} to replay`);
    return this.#send(last.request, this.#options.now());
  }

  /** Every delivery, oldest first. */
  list(): QueuedDelivery[] {
    return [...this.#entries.values()].map(view);
  }

  /** One delivery by id. */
  get(id: string): QueuedDelivery | undefined {
    const entry = this.#entries.get(id);
    return entry && view(entry);
  }

  /** Forgets every delivery. */
  reset(): void {
    this.#entries.clear();
    this.#nextId = 1;
  }

  async #send(request: OutgoingRequest, at: number): Promise<DeliveryAttempt> {
    const accepts = this.#options.accepts ?? ((status: number) => status >= 200 && status < 300);
    try {
      const answer = await fetch(request.url, {
        method: request.method ?? 'POST',
        headers: request.headers,
        body: request.body as BodyInit,
        redirect: 'manual',
        ...(this.#options.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(this.#options.timeoutMs) }),
      });
      await answer.body?.cancel();
      return { at, request, status: answer.status, accepted: accepts(answer.status) };
    } catch {
      return { at, request, accepted: false };
    }
  }
}

function view(entry: Entry): QueuedDelivery {
  return {
    id: entry.id,
    attempts: [...entry.attempts],
    state: entry.state,
    ...(entry.state === 'pending' ? { dueAt: entry.dueAt } : {}),
  };
}
