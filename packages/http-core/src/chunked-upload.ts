/**
 * Uploads in chunks to a receiver the service names (a file service at a URL it handed back): the driver that
 * splits the source, sends the chunks the receiver wants one after another, skips those it acknowledged before,
 * reports progress and keeps the state an upload resumes from. Every step is an ordinary call of the service
 * package's operations, so each chunk is retried, timed, redacted and typed as any call is.
 */
import type { CallOptions, UploadProgress } from './call-options.js';
import { chunkSpan, ChunkReader, sourceSize, type ChunkBody, type UploadSource } from './chunk-source.js';
import { Deadline } from './deadline.js';
import { AbortError, isTimeoutError, ResponseValidationError, ValidationError, type RequestSummary } from './errors.js';
import { namedTools } from './page-tool-names.js';
import { pageToolList } from './page-tools.js';
import { valueRedactionWith } from './value-redaction.js';

/** The receiver's plan for an upload, as its first step answers it. */
export interface ChunkPlan {
  /** Bytes per chunk; the last chunk holds what is left. */
  readonly chunkSize: number;
  /** Numbers (from 1) of the chunks the receiver wants; every chunk when omitted. */
  readonly chunks?: readonly number[];
}

/** What the first step of an upload gives the later ones. */
export interface UploadStart<S> {
  readonly plan: ChunkPlan;
  /** What the later steps need: the receiver's URL, the upload's id and token. */
  readonly session: S;
  /** Secret values inside `session` (a token, a signed URL's query): scrubbed wherever the state is shown. */
  readonly secrets?: readonly string[];
}

/** One chunk on its way to the receiver. */
export interface Chunk {
  /** The chunk's number, from 1. */
  readonly number: number;
  /** Offset of its first byte in the source. */
  readonly offset: number;
  /** Its bytes: a slice of a `Blob`, or bytes. */
  readonly body: ChunkBody;
  /** Its length in bytes. */
  readonly size: number;
}

/**
 * How a receiver takes an upload in chunks: three steps, each made of ordinary calls of a service package's
 * operations (declared with `external` when they go to a URL the service handed back, the chunk send declared
 * `idempotent`, since sending chunk `n` twice stores it once). Each step gets the options to call with: the
 * signal, the per-attempt time limit, what is left of the upload's `totalTimeout`, the retry policy and the
 * answer size limit; nothing else of the caller's options (no headers, no credentials).
 */
export interface UploadSteps<S, R> {
  /** Shown in the errors the driver raises itself, e.g. `releases.upload`. */
  readonly name: string;
  /** Tells the receiver the upload's size and gets its plan. Not called again to resume an upload that started. */
  start(size: number, call: CallOptions): Promise<UploadStart<S>>;
  /**
   * Sends one chunk, and resolves once the receiver acknowledged it (it then counts as sent for good); throws
   * when the receiver reports a failure, also one inside a successful answer.
   */
  send(chunk: Chunk, session: S, call: CallOptions): Promise<void>;
  /** Tells the receiver that every chunk is there; resolves to what the upload resolves to. */
  complete(session: S, call: CallOptions): Promise<R>;
}

/** Options of {@link uploadInChunks}. */
export interface UploadOptions<S = unknown> {
  /** Ends the upload at once when aborted, between chunks too. What was acknowledged stays in the state. */
  readonly signal?: AbortSignal;
  /** Per-attempt time limit in ms of each call (the client's when omitted). */
  readonly timeout?: number;
  /** Limit in ms for the whole upload: every step, chunk and retry. */
  readonly totalTimeout?: number;
  /** Retry policy of each call; each chunk is retried on its own. `false` turns retries off. */
  readonly retry?: CallOptions['retry'];
  /** Largest answer body read per call, in bytes (the client's when omitted). */
  readonly maxResponseBytes?: number;
  /** Largest source accepted, in bytes: a larger one is refused before anything is sent. */
  readonly maxBytes?: number;
  /** Size of a stream source in bytes (required for a stream, which cannot tell). */
  readonly size?: number;
  /**
   * Where the upload stands, to resume one that failed: pass the same object again, with the same source (a
   * stream anew, from its start). Chunks acknowledged are never sent again. A fresh state when omitted.
   */
  readonly state?: UploadState<S>;
  /** Called after each chunk the receiver acknowledged, with the bytes it holds and the source's size. */
  readonly onProgress?: (progress: UploadProgress) => void;
}

/** What an upload state records; kept apart so that the state's public face is read-only. */
interface Ledger {
  size: number;
  plan: Required<ChunkPlan>;
  session: unknown;
  secrets: readonly string[];
  readonly acknowledged: Set<number>;
  completed: boolean;
  result: unknown;
}

const ledgers = new WeakMap<UploadState<unknown>, Ledger>();
/** The redaction of values, for the plain view of an upload's state (made at once, outside a call). */
const valueRedaction = /* @__PURE__ */ valueRedactionWith(namedTools(pageToolList));
const inspectCustom = Symbol.for('nodejs.util.inspect.custom');

/**
 * Where an upload in chunks stands: the receiver's plan, the chunks it acknowledged, whether it completed, and
 * the session its steps share. Give it to {@link uploadInChunks} (`options.state`) and keep it: after a failure,
 * passing it again resumes the upload from the last acknowledged chunk. Its session's secrets (an upload token)
 * are scrubbed from `JSON.stringify` and `util.inspect`; to resume, keep the object itself.
 */
export class UploadState<S = unknown> {
  /** Whether the receiver gave its plan (the first step is done). */
  get started(): boolean {
    return ledgers.has(this);
  }

  /** The source's size in bytes, once started. */
  get size(): number | undefined {
    return ledgers.get(this)?.size;
  }

  /** The receiver's plan, once started: its chunk size and the chunks it wants. */
  get plan(): Required<ChunkPlan> | undefined {
    return ledgers.get(this)?.plan;
  }

  /** What the steps share (the receiver's URL, the upload's id and token), once started. */
  get session(): S | undefined {
    return ledgers.get(this)?.session as S | undefined;
  }

  /** Numbers of the chunks the receiver acknowledged, in increasing order. */
  get acknowledged(): readonly number[] {
    return [...(ledgers.get(this)?.acknowledged ?? [])].sort((a, b) => a - b);
  }

  /** Bytes the receiver holds: every chunk acknowledged, or that it did not ask for. */
  get loaded(): number {
    const ledger = ledgers.get(this);
    return ledger ? loadedOf(ledger) : 0;
  }

  /** Whether the last step is done: passed again, the upload resolves to the same result without a call. */
  get completed(): boolean {
    return ledgers.get(this)?.completed ?? false;
  }

  /** A plain view for logs, the session's secrets scrubbed. */
  toJSON(): Record<string, unknown> {
    const ledger = ledgers.get(this);
    if (!ledger) return { started: false };
    return {
      started: true,
      size: ledger.size,
      plan: ledger.plan,
      acknowledged: this.acknowledged,
      loaded: this.loaded,
      completed: ledger.completed,
      session: valueRedaction.scrubDeep(ledger.session, ledger.secrets),
    };
  }

  [inspectCustom](_depth: number, options: unknown, inspect?: (value: unknown, options: unknown) => string): string {
    const json = this.toJSON();
    return `UploadState ${typeof inspect === 'function' ? inspect(json, options) : JSON.stringify(json)}`;
  }
}

/** Bytes the receiver holds: the source's size less the chunks it wants and has not acknowledged. */
function loadedOf(ledger: Ledger): number {
  let missing = 0;
  for (const number of ledger.plan.chunks) {
    if (!ledger.acknowledged.has(number)) missing += chunkSpan(number, ledger.plan.chunkSize, ledger.size).length;
  }
  return ledger.size - missing;
}

/**
 * Uploads `source` in chunks through a receiver's `steps`: starts the upload (once: a resumed upload keeps its
 * plan), sends each chunk the receiver wants and has not acknowledged, in order, one at a time, then completes
 * it. Progress is reported after each acknowledged chunk. Everything happens within the upload's signal and
 * `totalTimeout`; each call within its own time limit and retry policy, so a chunk that meets a 503 or a reset
 * connection is sent again on its own. On a failure the error of the step is thrown as it came, and
 * `options.state` records what the receiver holds: pass it again to resume.
 *
 * Errors raised before anything is sent are {@link ValidationError}s (a source larger than `maxBytes`, a stream
 * without a size, another source than the state's); a stream that holds fewer or more bytes than its size fails
 * the upload with one too, before it completes.
 */
export async function uploadInChunks<S, R>(source: UploadSource, steps: UploadSteps<S, R>, options: UploadOptions<S> = {}): Promise<R> {
  try {
    return await upload(source, steps, options);
  } finally {
    // A stream the upload did not read (refused, resumed past its end, completed before) is released too.
    if (source instanceof ReadableStream && !source.locked) void source.cancel().catch(() => {});
  }
}

async function upload<S, R>(source: UploadSource, steps: UploadSteps<S, R>, options: UploadOptions<S>): Promise<R> {
  const summary: RequestSummary = { operation: steps.name };
  const size = sourceSize(source, options.size, summary);
  if (options.maxBytes !== undefined && size > options.maxBytes) {
    throw new ValidationError(`${steps.name}: the source holds ${size} bytes, more than the ${options.maxBytes} allowed`, { ...summary, field: 'source' });
  }
  const state = options.state ?? new UploadState<S>();
  const known = ledgers.get(state);
  if (known && known.size !== size) {
    throw new ValidationError(`${steps.name}: the source holds ${size} bytes, but the upload to resume started with ${known.size}`, { ...summary, field: 'source' });
  }
  if (known?.completed) return known.result as R;
  const { signal } = options;
  const deadline = new Deadline(options.totalTimeout);
  // The options of each call: what is left of the whole upload's time, and nothing of the caller's but limits.
  const call = (): CallOptions => {
    if (signal?.aborted) throw new AbortError(summary, signal.reason);
    const left = deadline.leftOrThrow(summary);
    return {
      ...(signal ? { signal } : {}),
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
      ...(options.retry === undefined ? {} : { retry: options.retry }),
      ...(options.maxResponseBytes === undefined ? {} : { maxResponseBytes: options.maxResponseBytes }),
      // Rounded up: a step's limit never ends before the upload's, so a step that runs out of it ends the upload.
      ...(left === undefined ? {} : { totalTimeout: Math.max(1, Math.ceil(left)) }),
    };
  };
  try {
    const ledger = known ?? begin(state, size, await steps.start(size, call()), steps.name);
    await sendChunks(source, ledger, steps, call, options.onProgress);
    const result = await steps.complete(ledger.session as S, call());
    ledger.completed = true;
    ledger.result = result;
    return result;
  } catch (error) {
    // A step's own total limit is what was left of the upload's time, so a step that ran out of it was ended by the
    // upload's limit (asked of the clock, the answer could differ by a timer's rounding).
    if (isTimeoutError(error) && error.scope === 'total' && deadline.totalMs !== undefined) {
      throw deadline.timeout('total', { operation: error.operation, method: error.method, url: error.url, attempts: error.attempts });
    }
    throw error;
  }
}

/** Records the receiver's plan on a fresh state, after checking it fits the source. */
function begin(state: UploadState<unknown>, size: number, start: UploadStart<unknown>, name: string): Ledger {
  const { chunkSize } = start.plan;
  const summary = { operation: name };
  if (!Number.isSafeInteger(chunkSize) || chunkSize <= 0) {
    throw new ResponseValidationError(`${name}: the receiver gave a chunk size that is not a positive whole number (${String(chunkSize)})`, summary);
  }
  const count = Math.ceil(size / chunkSize);
  const chunks = start.plan.chunks ?? Array.from({ length: count }, (_, index) => index + 1);
  const wrong = chunks.find((number) => !Number.isSafeInteger(number) || number < 1 || number > count);
  if (wrong !== undefined) {
    throw new ResponseValidationError(`${name}: the receiver asked for chunk ${String(wrong)}, but the source has ${count} chunks of ${chunkSize} bytes`, summary);
  }
  const ledger: Ledger = {
    size,
    plan: { chunkSize, chunks: [...new Set(chunks)].sort((a, b) => a - b) },
    session: start.session,
    secrets: start.secrets ?? [],
    acknowledged: new Set(),
    completed: false,
    result: undefined,
  };
  ledgers.set(state, ledger);
  return ledger;
}

/** Sends the chunks the receiver wants and has not acknowledged, in order; the source is released at the end. */
async function sendChunks<S>(
  source: UploadSource,
  ledger: Ledger,
  steps: UploadSteps<S, unknown>,
  call: () => CallOptions,
  onProgress: ((progress: UploadProgress) => void) | undefined,
): Promise<void> {
  const reader = new ChunkReader(source, ledger.size, ledger.plan.chunkSize, { operation: steps.name });
  try {
    for (const number of ledger.plan.chunks) {
      if (ledger.acknowledged.has(number)) continue;
      const options = call();
      const { offset, length } = chunkSpan(number, ledger.plan.chunkSize, ledger.size);
      const body = await reader.read(number);
      await steps.send({ number, offset, body, size: length }, ledger.session as S, options);
      ledger.acknowledged.add(number);
      report(onProgress, { loaded: loadedOf(ledger), total: ledger.size });
    }
    await reader.end();
  } finally {
    reader.close();
  }
}

function report(listener: ((progress: UploadProgress) => void) | undefined, progress: UploadProgress): void {
  try {
    listener?.(progress);
  } catch {
    // A listener's failure must not break the upload.
  }
}
