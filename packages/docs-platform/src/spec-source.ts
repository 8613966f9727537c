import { readPath } from '#read-path';
import { refuse } from './refuse.js';

/**
 * Where a specification file comes from:
 *
 * - a path (`string`) or a `file:` `URL` (Node only): read from disk while it is sent, so large files are not
 *   loaded into memory;
 * - a `Blob` or `File` (a `File`'s name is kept);
 * - bytes: a `Buffer`, a `Uint8Array` or an `ArrayBuffer`;
 * - a stream: a web `ReadableStream` or any async iterable of chunks (a Node `Readable`). A stream is read to
 *   its end first, since the multipart body needs the file's length.
 */
export type SpecSource = string | URL | Blob | Uint8Array | ArrayBuffer | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>;

/** How the file is named and typed in the upload. */
export interface SpecFileOptions {
  /** File name sent with the part; default the path's base name, a `File`'s name, or `openapi.json` / `openapi.yaml`. */
  readonly filename?: string;
  /** Content type of the part; default from the file name (`.json`, `.yaml`, `.yml`). */
  readonly contentType?: string;
}

const typeByExtension: Readonly<Record<string, string>> = {
  json: 'application/json',
  yaml: 'application/yaml',
  yml: 'application/yaml',
};

function typeOf(filename: string, given: string | undefined): string {
  if (given) return given;
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  return (extension && typeByExtension[extension]) || 'application/octet-stream';
}

async function defaultName(blob: Blob): Promise<string> {
  const head = (await blob.slice(0, 64).text()).trimStart();
  return head.startsWith('{') ? 'openapi.json' : 'openapi.yaml';
}

async function named(blob: Blob, options: SpecFileOptions, fallback: string | undefined, field: string): Promise<File> {
  if (blob.size === 0) refuse('the specification file is empty', field);
  const filename = options.filename ?? fallback ?? (await defaultName(blob));
  return new File([blob], filename, { type: typeOf(filename, options.contentType ?? (blob.type || undefined)) });
}

async function fromPath(path: string | URL, options: SpecFileOptions, field: string): Promise<File> {
  const blob = await readPath(path, field);
  const base = (path instanceof URL ? path.pathname : path).split(/[\\/]/).pop() || undefined;
  return named(blob, options, base, field);
}

async function fromChunks(source: AsyncIterable<Uint8Array | string>, options: SpecFileOptions, field: string): Promise<File> {
  const parts: BlobPart[] = [];
  const encoder = new TextEncoder();
  for await (const chunk of source) parts.push(typeof chunk === 'string' ? encoder.encode(chunk) : (chunk as Uint8Array<ArrayBuffer>));
  return named(new Blob(parts), options, undefined, field);
}

function isAsyncIterable(value: unknown): value is AsyncIterable<Uint8Array | string> {
  return typeof value === 'object' && value !== null && typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';
}

/**
 * Turns any {@link SpecSource} into the `File` a multipart upload sends. Throws a `ValidationError` (nothing
 * is sent) for an empty file, an unreadable path or an unsupported value.
 *
 * @param field - the input field named in errors, e.g. `body.spec`.
 */
export async function toSpecFile(source: SpecSource, options: SpecFileOptions = {}, field = 'body.spec'): Promise<File> {
  if (typeof source === 'string' || source instanceof URL) return fromPath(source, options, field);
  if (source instanceof File) return named(source, options, source.name || undefined, field);
  if (source instanceof Blob) return named(source, options, undefined, field);
  if (source instanceof Uint8Array) return named(new Blob([source as Uint8Array<ArrayBuffer>]), options, undefined, field);
  if (source instanceof ArrayBuffer) return named(new Blob([source]), options, undefined, field);
  if (typeof ReadableStream !== 'undefined' && source instanceof ReadableStream) {
    const reader = source.getReader();
    const chunks = (async function* () {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    })();
    return fromChunks(chunks, options, field);
  }
  if (isAsyncIterable(source)) return fromChunks(source, options, field);
  return refuse('must be a path, a Blob or File, bytes, or a stream', field);
}
