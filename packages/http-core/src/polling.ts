import { Deadline } from './deadline.js';
import { AbortError, OperationFailedError, type ServiceErrorInfo } from './errors.js';
import type { Schema } from './schema.js';
import { sleep } from './retry.js';

/** A long-running operation resource as services report it. */
export interface OperationResource {
  /** Name to poll and resume by. */
  readonly name: string;
  /** `true` once finished, with either `error` or `response`. */
  readonly done?: boolean;
  readonly error?: ServiceErrorInfo & { readonly code?: string | number };
  readonly response?: unknown;
  /** Progress information, service-specific. */
  readonly metadata?: unknown;
  readonly [key: string]: unknown;
}

/**
 * Declares that an operation starts a long-running operation. The ids name operations of the same
 * service that read (`poll`) and cancel (`cancel`) an operation resource; both take `{ name }`.
 */
export interface LongRunningSpec {
  readonly poll: string;
  readonly cancel?: string;
  /** Schema of the finished operation's `response`: the result a caller awaits. */
  readonly result?: Schema;
}

/** Timing of a poller. */
export interface PollOptions {
  /** First wait between polls. Default 1 000 ms. */
  readonly intervalMs?: number;
  /** Longest wait between polls; the wait grows by half each poll up to it. Default 10 000 ms. */
  readonly maxIntervalMs?: number;
  /** Ends waiting (not the operation itself: see `cancel()`). */
  readonly signal?: AbortSignal;
  /**
   * Bounds the whole wait, from the start to the result, in ms: at the deadline waiting ends with a
   * {@link TimeoutError} (`scope: 'total'`), and every read gets only the time left. The operation itself goes on.
   */
  readonly totalTimeoutMs?: number;
  /** Called with every state: the one the starting call answered, then each poll up to the last. */
  readonly onProgress?: (state: OperationResource) => void;
}

/** What a poller needs from its service. */
export interface PollerSource<T> {
  /** Starts the operation (or, when resuming, reads it by name). Called once, on first use. */
  readonly start: (signal?: AbortSignal) => Promise<OperationResource>;
  /** Reads the operation; `timeLeftMs` is what is left of the poller's total time, when it has one. */
  readonly read: (name: string, signal?: AbortSignal, timeLeftMs?: number) => Promise<OperationResource>;
  readonly cancel?: (name: string, signal?: AbortSignal) => Promise<unknown>;
  /** Turns the finished operation's `response` into the result. */
  readonly result: (response: unknown) => T | Promise<T>;
  /** The final step every error of the poller passes (redaction, `beforeError`) before it reaches the caller. */
  readonly finish?: (error: unknown) => Promise<unknown>;
}

/**
 * Follows a long-running operation. Returned at once by the method that starts it; the request that
 * starts it is sent immediately.
 *
 * - `await poller` resolves to the result once the operation is done, or rejects with
 *   {@link OperationFailedError} (also after a cancel).
 * - `poll()` reads the state once; `onProgress()` watches every state read.
 * - `cancel()` asks the service to stop the operation; a `signal` only stops waiting.
 * - `operation()` resolves to the first state, whose `name` lets another process resume later.
 */
export class Poller<T> implements PromiseLike<T> {
  readonly #source: PollerSource<T>;
  readonly #options: PollOptions;
  readonly #listeners = new Set<(state: OperationResource) => void>();
  readonly #started: Promise<OperationResource>;
  #latest: OperationResource | undefined;
  #result: Promise<T> | undefined;
  /** The total wait's budget. */
  readonly #deadline: Deadline;

  constructor(source: PollerSource<T>, options: PollOptions = {}) {
    this.#source = source;
    this.#options = options;
    this.#deadline = new Deadline(options.totalTimeoutMs);
    if (options.onProgress) this.#listeners.add(options.onProgress);
    this.#started = this.#finishing(() => source.start(options.signal)).then((state) => {
      this.#latest = state;
      for (const listener of this.#listeners) listener(state);
      return state;
    });
    // A failed start is reported to whoever awaits the poller; it must not also surface as unhandled.
    this.#started.catch(() => {});
  }

  /** The operation as first reported (its `name` resumes it later). */
  operation(): Promise<OperationResource> {
    return this.#started;
  }

  /** The operation's name, once started. */
  get name(): string | undefined {
    return this.#latest?.name;
  }

  /** The last state read, if any. */
  get latest(): OperationResource | undefined {
    return this.#latest;
  }

  /** Whether the last state read says the operation finished. */
  get done(): boolean {
    return this.#latest?.done === true;
  }

  /** Registers a progress callback; returns a function that removes it. */
  onProgress(listener: (state: OperationResource) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Runs `step`, passing any error it raises through the source's final step. */
  async #finishing<R>(step: () => Promise<R>): Promise<R> {
    try {
      return await step();
    } catch (error) {
      throw this.#source.finish ? await this.#source.finish(error) : error;
    }
  }

  /** Reads the operation's state once. */
  poll(options: { signal?: AbortSignal } = {}): Promise<OperationResource> {
    return this.#finishing(async () => {
      const first = await this.#started;
      const state = await this.#source.read(first.name, options.signal ?? this.#options.signal, this.#timeLeft(first.name));
      this.#latest = state;
      for (const listener of this.#listeners) listener(state);
      return state;
    });
  }

  /** Polls until done, waiting longer between polls each time; resolves to the result. */
  pollUntilDone(options: { signal?: AbortSignal } = {}): Promise<T> {
    return this.#finishing(() => this.#untilDone(options.signal ?? this.#options.signal));
  }

  async #untilDone(signal: AbortSignal | undefined): Promise<T> {
    let interval = this.#options.intervalMs ?? 1_000;
    const maxInterval = this.#options.maxIntervalMs ?? 10_000;
    let state = await this.#started;
    while (state.done !== true) {
      try {
        // Never past the deadline: the wait ends there, and the next read says the time is up.
        await sleep(Math.min(interval, Math.max(0, this.#deadline.left() ?? Infinity)), signal);
      } catch {
        throw new AbortError({ operation: state.name }, signal?.reason);
      }
      interval = Math.min(maxInterval, Math.ceil(interval * 1.5));
      state = await this.poll({ signal });
    }
    if (state.error) throw new OperationFailedError(state.name, state.error);
    return this.#source.result(state.response);
  }

  /** What is left of the total time, in ms (`undefined` for no limit); throws once none is left. */
  #timeLeft(name: string): number | undefined {
    return this.#deadline.leftOrThrow({ operation: name });
  }

  /** Asks the service to cancel the operation. Awaiting the poller then rejects with the cancellation. */
  async cancel(options: { signal?: AbortSignal } = {}): Promise<void> {
    const first = await this.#started;
    if (!this.#source.cancel) throw new Error(`Operation ${first.name} cannot be cancelled`);
    await this.#finishing(() => this.#source.cancel!(first.name, options.signal ?? this.#options.signal));
  }

  then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    this.#result ??= this.pollUntilDone();
    return this.#result.then(onfulfilled, onrejected);
  }
}
