import { readPath } from '#read-path';

/** Where an avatar image comes from. */
export type AvatarSource =
  | string
  | URL
  | Blob
  | Uint8Array
  | ArrayBuffer
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array | string>;

/** Options of {@link avatarFile}. */
export interface AvatarFileOptions {
  /** File name sent with the upload. Default: the path's base name, a `File`'s name, or `avatar`. */
  readonly fileName?: string;
  /** Media type. Default: the `Blob`'s own type, else guessed from the file name's extension. */
  readonly type?: string;
  /** Largest image read from a stream, in bytes; a longer stream is refused. Default 10 MiB. */
  readonly maxBytes?: number;
}

const mediaTypes: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
};

function guessType(name: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return (extension && mediaTypes[extension]) ?? 'application/octet-stream';
}

function baseName(path: string): string {
  return path.split(/[\\/]/).pop() || 'avatar';
}

/**
 * Turns a file path (Node), a `file:` URL (Node), a `Blob`/`File`, bytes (`Buffer`, `Uint8Array`,
 * `ArrayBuffer`) or a stream (web `ReadableStream` or a Node readable) into a `File` for
 * `apps.setAvatar({ ..., body: { avatar } })`. Streams are read to the end first, up to `maxBytes`. In a
 * browser a path or `file:` URL is refused with a `ValidationError` (field `avatar`).
 */
export async function avatarFile(source: AvatarSource, options: AvatarFileOptions = {}): Promise<File> {
  if (typeof source === 'string' || source instanceof URL) {
    const path = source instanceof URL ? decodeURIComponent(source.pathname) : source;
    const name = options.fileName ?? baseName(path);
    const blob = await readPath(source);
    return new File([blob], name, { type: options.type ?? guessType(name) });
  }
  if (source instanceof Blob) {
    const name = options.fileName ?? (source instanceof File ? source.name : 'avatar');
    return new File([source], name, { type: options.type ?? (source.type || guessType(name)) });
  }
  const name = options.fileName ?? 'avatar';
  const type = options.type ?? guessType(name);
  if (source instanceof Uint8Array || source instanceof ArrayBuffer) {
    return new File([source as Uint8Array<ArrayBuffer> | ArrayBuffer], name, { type });
  }
  const limit = options.maxBytes ?? 10 * 1024 * 1024;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for await (const chunk of source as AsyncIterable<Uint8Array | string>) {
    const bytes = (typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk) as Uint8Array<ArrayBuffer>;
    size += bytes.byteLength;
    if (size > limit) throw new RangeError(`The avatar stream is larger than ${limit} bytes`);
    chunks.push(bytes);
  }
  return new File(chunks, name, { type });
}
