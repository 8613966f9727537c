/**
 * What an upload reads its chunks from, split into chunks in order: a `Blob` (a `File`) or bytes are sliced
 * without copying; a stream is read once, front to back, a chunk's bytes at a time, skipping the chunks that are
 * not sent.
 */
import { ValidationError, type RequestSummary } from './errors.js';

/** What an upload sends: a `Blob` (a `File`), bytes, or a stream of bytes (whose size the caller states). */
export type UploadSource = Blob | Uint8Array | ReadableStream<Uint8Array>;

/** The body of one chunk: a slice of a `Blob`, or bytes. */
export type ChunkBody = Blob | Uint8Array;

/**
 * The size of `source` in bytes: a `Blob`'s or bytes' own (`size`, when given, must agree), or `size` for a
 * stream, which must be a whole number of bytes.
 */
export function sourceSize(source: UploadSource, size: number | undefined, summary: RequestSummary): number {
  const refuse = (message: string, field = 'source') => new ValidationError(message, { ...summary, field });
  let own: number | undefined;
  if (source instanceof Blob) own = source.size;
  else if (source instanceof Uint8Array) own = source.byteLength;
  else if (!(source instanceof ReadableStream)) throw refuse('source must be a Blob, a Uint8Array or a ReadableStream of bytes');
  if (size !== undefined && (!Number.isSafeInteger(size) || size < 0)) throw refuse(`size must be a whole number of bytes, got ${size}`, 'size');
  if (own === undefined) {
    if (size === undefined) throw refuse('size is required for a stream: the receiver is told the size before the first chunk', 'size');
    return size;
  }
  if (size !== undefined && size !== own) throw refuse(`size is ${size}, but the source holds ${own} bytes`, 'size');
  return own;
}

/** Where chunk `number` (from 1) lies in a source of `size` bytes: its offset, and its length (the last one's is what is left). */
export function chunkSpan(number: number, chunkSize: number, size: number): { readonly offset: number; readonly length: number } {
  const offset = (number - 1) * chunkSize;
  return { offset, length: Math.min(chunkSize, size - offset) };
}

/**
 * Reads the chunks of a source in increasing order of their numbers (from 1); chunk `n` holds the bytes from
 * `(n - 1) * chunkSize`, the last one what is left.
 */
export class ChunkReader {
  readonly #source: Blob | Uint8Array | undefined;
  readonly #reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  readonly #size: number;
  readonly #chunkSize: number;
  readonly #summary: RequestSummary;
  /** Stream only: bytes read and not yet handed out, and the offset of the first of them. */
  #pending: Uint8Array = new Uint8Array(0);
  #offset = 0;

  constructor(source: UploadSource, size: number, chunkSize: number, summary: RequestSummary) {
    if (source instanceof ReadableStream) this.#reader = source.getReader();
    else this.#source = source;
    this.#size = size;
    this.#chunkSize = chunkSize;
    this.#summary = summary;
  }

  /** The bytes of chunk `number`; numbers must increase from one call to the next. */
  async read(number: number): Promise<ChunkBody> {
    const { offset, length } = chunkSpan(number, this.#chunkSize, this.#size);
    if (this.#source instanceof Blob) return this.#source.slice(offset, offset + length);
    if (this.#source) return this.#source.subarray(offset, offset + length);
    await this.#skipTo(offset);
    return this.#take(length);
  }

  /**
   * Stream only: checks that the stream ends where its stated size does, once its last chunk was read; a stream
   * that holds more is refused (its receiver would otherwise keep a file cut short).
   */
  async end(): Promise<void> {
    if (!this.#reader || this.#offset < this.#size) return;
    if (this.#pending.byteLength > 0) throw this.#sizeError('more');
    const { done, value } = await this.#reader.read();
    if (!done && value.byteLength > 0) throw this.#sizeError('more');
  }

  /** Releases the stream (cancelled: an upload that stopped does not read it on). */
  close(): void {
    void this.#reader?.cancel().catch(() => {});
  }

  async #skipTo(offset: number): Promise<void> {
    while (this.#offset < offset) {
      if (this.#pending.byteLength === 0) this.#pending = await this.#next();
      const drop = Math.min(this.#pending.byteLength, offset - this.#offset);
      this.#pending = this.#pending.subarray(drop);
      this.#offset += drop;
    }
  }

  async #take(length: number): Promise<Uint8Array> {
    const out = new Uint8Array(length);
    let filled = 0;
    while (filled < length) {
      if (this.#pending.byteLength === 0) this.#pending = await this.#next();
      const part = this.#pending.subarray(0, length - filled);
      out.set(part, filled);
      filled += part.byteLength;
      this.#pending = this.#pending.subarray(part.byteLength);
    }
    this.#offset += length;
    return out;
  }

  /** The stream's next bytes; it ending early is refused. */
  async #next(): Promise<Uint8Array> {
    for (;;) {
      const { done, value } = await this.#reader!.read();
      if (done) throw this.#sizeError('fewer');
      if (!(value instanceof Uint8Array)) throw new ValidationError('source must be a stream of Uint8Array chunks', { ...this.#summary, field: 'source' });
      if (value.byteLength > 0) return value;
    }
  }

  #sizeError(what: 'fewer' | 'more'): ValidationError {
    return new ValidationError(`The source stream holds ${what} bytes than its stated size (${this.#size})`, { ...this.#summary, field: 'size' });
  }
}
