/**
 * A streamed answer body within the call's limits: at most `maxBytes` (the stream errors at the first piece
 * past it, and the body is cancelled), the call's signal and deadline. Nothing is buffered beyond the piece the
 * reader asks for.
 */
import type { Deadline, LimitScope } from './deadline.js';
import type { SdkError } from './errors.js';

/** Why a limited stream stopped before its end. */
export type StreamStop =
  | { readonly kind: 'too-large'; readonly bytes: number }
  | { readonly kind: 'timeout'; readonly scope: LimitScope }
  | { readonly kind: 'abort'; readonly reason: unknown }
  | { readonly kind: 'network'; readonly code: undefined; readonly cause: unknown };

/** The limits a streamed body is read within. */
export interface StreamLimits {
  readonly maxBytes: number;
  readonly signal: AbortSignal | undefined;
  /**
   * The call's time budget: the stream errors at its total limit, and when a piece takes longer than the
   * attempt's limit to arrive.
   */
  readonly deadline: Deadline;
  /** The error the stream ends with when it is stopped (once it has passed the engine's final step of errors). */
  readonly error: (stop: StreamStop) => Promise<unknown>;
}

/** What reading a streamed answer takes of its call's request: the caller's options (their signal), its time budget and its secret parameters. */
export interface StreamedRequest<O extends { readonly signal?: AbortSignal | undefined }> {
  readonly options: O;
  readonly deadline: Deadline;
  readonly built: { readonly secrets: readonly string[] };
}

/**
 * A successful answer of a streamed call as the call's data (see {@link streamedBody}), read within `maxBytes` and
 * the request's signal and deadline; or the error the call ends with when the answer is refused before reading (a
 * declared length past `maxBytes`), final: never retried. `failure` words a stop as the call does; `finish` is the
 * call's final step of errors (redaction, `beforeError`), for an error the stream raises after the call returned.
 */
export async function streamedAnswer<O extends { readonly signal?: AbortSignal | undefined }>(
  response: Response,
  request: StreamedRequest<O>,
  maxBytes: number,
  failure: (stop: StreamStop) => Promise<SdkError>,
  finish: (error: SdkError, options: O, secrets: readonly string[]) => Promise<unknown>,
): Promise<{ readonly data: ReadableStream<Uint8Array> } | { readonly error: SdkError; readonly cause: { readonly kind: 'final' } }> {
  const { options, deadline, built } = request;
  const body = await streamedBody(response, { maxBytes, signal: options.signal, deadline, error: async (stop) => finish(await failure(stop), options, built.secrets) });
  return 'kind' in body ? { error: await failure(body), cause: { kind: 'final' } } : { data: body };
}

/**
 * A successful answer's body as a stream within `limits` (see {@link limitedStream}); or, when its declared length
 * is past `maxBytes`, why it is refused before reading (the body cancelled).
 */
export async function streamedBody(response: Response, limits: StreamLimits): Promise<ReadableStream<Uint8Array> | StreamStop> {
  const declared = response.headers.get('content-length');
  if (declared !== null && !response.headers.has('content-encoding') && Number(declared) > limits.maxBytes) {
    await response.body?.cancel().catch(() => {});
    return { kind: 'too-large', bytes: Number(declared) };
  }
  return limitedStream(response.body, limits);
}

/** `body` as a stream that errors with `limits.error(...)` once a limit is passed; an empty stream for no body. */
export function limitedStream(body: ReadableStream<Uint8Array> | null, limits: StreamLimits): ReadableStream<Uint8Array> {
  if (body === null) return new ReadableStream({ start: (controller) => controller.close() });
  const reader = body.getReader();
  let size = 0;
  const stop = async (controller: ReadableStreamDefaultController<Uint8Array>, why: StreamStop) => {
    void reader.cancel().catch(() => {});
    controller.error(await limits.error(why));
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const read = await nextPiece(reader, limits);
        if ('kind' in read) return stop(controller, read);
        if (read.done) return controller.close();
        size += read.value.byteLength;
        if (size > limits.maxBytes) return stop(controller, { kind: 'too-large', bytes: size });
        controller.enqueue(read.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    // Nothing is read ahead of the reader.
    { highWaterMark: 0 },
  );
}

/** The next piece of the body, or why the wait for it stopped first. */
async function nextPiece(reader: ReadableStreamDefaultReader<Uint8Array>, limits: StreamLimits): Promise<ReadableStreamReadResult<Uint8Array> | StreamStop> {
  const { signal, deadline } = limits;
  if (signal?.aborted) return { kind: 'abort', reason: signal.reason };
  const limit = deadline.nearer(deadline.left());
  if (limit !== undefined && limit.ms <= 0) return { kind: 'timeout', scope: limit.scope };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const stopped = new Promise<StreamStop>((resolve) => {
    if (limit !== undefined) timer = setTimeout(() => resolve({ kind: 'timeout', scope: limit.scope }), limit.ms);
    if (signal) {
      onAbort = () => resolve({ kind: 'abort', reason: signal.reason });
      signal.addEventListener('abort', onAbort, { once: true });
    }
  });
  try {
    return await Promise.race([reader.read().catch((cause: unknown): StreamStop => ({ kind: 'network', code: undefined, cause })), stopped]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}
