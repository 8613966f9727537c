import type { CallOptions } from '@org/http-core';
import type { AppLifecycleClient } from './client.js';
import { transfersOf } from './transfer-client.js';

/** Options of {@link downloadFile}. */
export interface DownloadFileOptions {
  /**
   * Largest file read, in bytes (the client's `maxResponseBytes` when omitted): a declared larger size fails the
   * call before reading; otherwise the stream errors at the first piece past it and the rest is never downloaded.
   */
  readonly maxResponseBytes?: number;
  /** Ends the download, also while the stream is read. */
  readonly signal?: AbortSignal;
  /** Per-attempt time limit in ms, also between two pieces of the stream (the client's when omitted). */
  readonly timeout?: number;
  /** Limit in ms for the whole download, reading the stream included. */
  readonly totalTimeout?: number;
  /** Retry policy of the request (a `GET`, retried by the client's rule until the stream starts). */
  readonly retry?: CallOptions['retry'];
}

/**
 * Streams a file from a location the service answered: a build's file or logs (`builds.getDownloadUri`), an
 * error's report or attachment (`errors.getLocation`, `errors.getAttachmentLocation`), a symbol file
 * (`symbols.getLocation`, `symbolUploads.getLocation`), an over-the-air bundle (`blob_url`). Resolves once the
 * headers arrive to a `ReadableStream` of the bytes, read as you consume it, within `maxResponseBytes`. The
 * location's origin must be one of the client's `externalOrigins` (nothing is sent otherwise), the API key is
 * never sent there, and a redirect is refused (a `NetworkError`).
 *
 * @example
 * ```ts
 * const { uri } = await client.errors.getAttachmentLocation({ ownerName, appName, errorId, attachmentId });
 * const stream = await downloadFile(client, uri, { maxResponseBytes: 5 * 1024 * 1024 });
 * await pipeline(Readable.fromWeb(stream), createWriteStream('attachment.bin'));
 * ```
 */
export async function downloadFile(client: AppLifecycleClient, location: string | URL, options: DownloadFileOptions = {}): Promise<ReadableStream<Uint8Array>> {
  const transfers = transfersOf(client, 'files.download');
  return (await transfers.blobs.download({ url: location }, options)) as ReadableStream<Uint8Array>;
}
