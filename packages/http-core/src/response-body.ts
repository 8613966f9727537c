/**
 * Reading an answer's body within a size limit. The limit counts the bytes as they are decoded (what the
 * platform hands over after any content encoding), and reading stops at the first chunk past it.
 */
import type { Deadline } from './deadline.js';

/** How to read a body: as text, as bytes, not at all (cancelled), or left unread for the caller (`stream`). */
export type BodyRead = 'text' | 'bytes' | 'none' | 'stream';

/** A body as read, or the number of bytes seen when it passed the limit. */
export type ReadResult =
  | { readonly body: string | Uint8Array | undefined; readonly tooLarge?: undefined }
  | { readonly body?: undefined; readonly tooLarge: number };

const decoder = new TextDecoder();

/** When a body read must stop: the caller's signal, and the attempt's deadline. */
export interface ReadLimits {
  readonly signal?: AbortSignal | undefined;
  readonly deadline?: Deadline | undefined;
}

/** The error a body read past its deadline rejects with. */
const overtime = () => new DOMException('The body took longer than the time left', 'TimeoutError');

/**
 * Reads `response`'s body per `read`, refusing it once more than `maxBytes` have arrived. When the signal
 * aborts, the read stops at once and rejects with its reason; at the deadline, with a `TimeoutError`.
 */
export async function readBody(response: Response, read: BodyRead, maxBytes: number, limits: ReadLimits = {}): Promise<ReadResult> {
  // The caller reads it, within its own limits.
  if (read === 'stream') return { body: undefined };
  const stream = response.body;
  // A declared length past the limit is refused before reading, when no encoding can change the size.
  const declared = response.headers.get('content-length');
  if (declared !== null && !response.headers.has('content-encoding') && Number(declared) > maxBytes) {
    await stream?.cancel().catch(() => {});
    return { tooLarge: Number(declared) };
  }
  if (read === 'none' || stream === null) {
    if (stream) await stream.cancel().catch(() => {});
    return { body: read === 'text' ? '' : read === 'bytes' ? new Uint8Array(0) : undefined };
  }
  const reader = stream.getReader();
  const { signal, deadline } = limits;
  let stopped: unknown;
  const stop = (reason: unknown) => {
    stopped ??= reason;
    void reader.cancel(reason).catch(() => {});
  };
  const onAbort = () => stop(signal!.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const leftMs = deadline?.left();
  const timer = leftMs === undefined ? undefined : setTimeout(() => stop(overtime()), Math.max(0, leftMs));
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      if (signal?.aborted) stop(signal.reason);
      if (stopped !== undefined) throw stopped;
      const { done, value } = await reader.read();
      if (stopped !== undefined) throw stopped;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return { tooLarge: size };
      }
      chunks.push(value);
    }
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  const bytes = chunks.length === 1 ? chunks[0]! : concat(chunks, size);
  return { body: read === 'text' ? decoder.decode(bytes) : bytes };
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
