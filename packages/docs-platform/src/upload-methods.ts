import { ApiPromise, type CallOptions } from '@org/http-core';
import { toSpecFile, type SpecFileOptions, type SpecSource } from './spec-source.js';
import type { UploadProgressListener } from './upload-progress.js';

/** Per-call options of an upload: the core's call options, the file's name and type, and progress. */
export interface UploadOptions extends CallOptions, SpecFileOptions {
  /**
   * Called as the body is sent, with bytes sent so far and the body's size (see `UploadProgress` for
   * how `total` is figured). It is the core's call option: the body is streamed, so uploads with a listener
   * are sent with chunked transfer encoding. A listener that throws does not break the upload.
   */
  readonly onUploadProgress?: UploadProgressListener;
}

/** @internal A generated upload method: input with a multipart `body`, and call options. */
type RawUpload<I, R> = (input: I, options?: CallOptions) => ApiPromise<R>;

/** The input of an upload method, with the file part taking any {@link SpecSource}. */
export type UploadInput<I, P extends string> = I extends { body: infer B }
  ? Omit<I, 'body'> & {
      /** The multipart body; its file part takes a path, bytes, a `Blob` or a stream (a {@link SpecSource}). */
      body: Omit<B, P> & { [K in P]: SpecSource };
    }
  : never;

/** An upload method that takes a path, bytes, a `Blob` or a stream, and reports progress. */
export type UploadMethod<I, P extends string, R> = (input: UploadInput<I, P>, options?: UploadOptions) => ApiPromise<R>;

/**
 * Wraps a generated multipart upload method: the file part may be any {@link SpecSource} (turned into a
 * `File` first, refusing an empty or unreadable one before anything is sent). The call options, with
 * `onUploadProgress`, go to the generated method as they are.
 */
export function uploadMethod<I extends { body: object }, P extends string, R>(raw: RawUpload<I, R>, part: P): UploadMethod<I, P, R> {
  return (input, options = {}) => {
    const { filename, contentType, ...call } = options;
    const withFile = async (): Promise<I> => {
      const given = input as unknown as { body: Record<string, unknown> };
      const file = await toSpecFile(given.body?.[part] as SpecSource, { filename, contentType }, `body.${part}`);
      return { ...given, body: { ...given.body, [part]: file } } as unknown as I;
    };
    return new ApiPromise({
      withResponse: async () => raw(await withFile(), call).withResponse(),
      asResponse: async () => raw(await withFile(), call).asResponse(),
    });
  };
}
