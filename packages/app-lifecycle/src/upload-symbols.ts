import { Poller, ValidationError, type CallOptions, type OperationResource } from '@org/http-core';
import type { AppLifecycleClient } from './client.js';
import type { NewSymbolUpload, SymbolUpload } from './models/symbol.js';
import { transfersOf } from './transfer-client.js';
import { timeLeft, type AppRef, type FileTransferOptions, type ProcessingWaitOptions } from './transfer-options.js';

/** Options of {@link uploadSymbols}: those of a transfer but resuming (the file goes in one request). */
export type UploadSymbolsOptions = Omit<FileTransferOptions, 'state' | 'size' | 'fileName'> & ProcessingWaitOptions;

/**
 * Uploads a symbol file (dSYM zip, Breakpad, a source map, a ProGuard mapping) and resolves to the symbol upload
 * once the service indexed it: opens a symbol upload, puts the file whole at the blob address the service answers
 * (`x-ms-blob-type: BlockBlob`, never with the API key; the address's origin must be one of the client's
 * `externalOrigins`), commits it, and reads it until `indexed`. An upload that ends `failed` rejects with an
 * `OperationFailedError` of code `failed`. The file is a `Blob` or bytes; the put is retried by the client's
 * rule (a `PUT` is safe to repeat).
 *
 * @example
 * ```ts
 * const upload = await uploadSymbols(client, app, dsymZip, { symbol_type: 'Apple', file_name: 'Shop.dSYM.zip' });
 * console.log(upload.symbols_uploaded);
 * ```
 */
export async function uploadSymbols(
  client: AppLifecycleClient,
  app: AppRef,
  file: Blob | Uint8Array,
  symbols: NewSymbolUpload,
  options: UploadSymbolsOptions = {},
): Promise<SymbolUpload> {
  const name = 'symbolUploads.upload';
  const startedAt = Date.now();
  const transfers = transfersOf(client, name);
  const size = file instanceof Blob ? file.size : file.byteLength;
  if (options.maxBytes !== undefined && size > options.maxBytes) {
    throw new ValidationError(`${name}: the file holds ${size} bytes, more than the ${options.maxBytes} allowed`, { operation: name, field: 'file' });
  }
  const call = (signal: AbortSignal | undefined, whole = false): CallOptions => ({
    ...(signal ? { signal } : {}),
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    ...(whole && options.retry !== undefined ? { retry: options.retry } : {}),
    ...(options.totalTimeout === undefined ? {} : { totalTimeout: timeLeft(options.totalTimeout, startedAt) }),
  });
  const started = await client.symbolUploads.create({ ...app, body: symbols }, call(options.signal));
  const upload = { ...app, symbolUploadId: started.symbol_upload_id };
  const onProgress = options.onProgress;
  await transfers.blobs.put({ url: started.upload_url, body: file }, { ...call(options.signal, true), ...(onProgress ? { onUploadProgress: onProgress } : {}) });
  await client.symbolUploads.complete({ ...upload, body: { status: 'committed' } }, call(options.signal));
  const read = async (signal: AbortSignal | undefined): Promise<OperationResource> => {
    const current = await client.symbolUploads.get(upload, call(signal));
    const failed = current.status === 'failed' || current.status === 'aborted';
    return {
      name: current.symbol_upload_id,
      done: current.status === 'indexed' || failed,
      response: current,
      ...(failed ? { error: { code: current.status, message: `the symbol upload ended ${current.status}` } } : {}),
    };
  };
  return new Poller<SymbolUpload>(
    { start: read, read: (_name, signal) => read(signal), result: (response) => response as SymbolUpload },
    { intervalMs: options.intervalMs, maxIntervalMs: options.maxIntervalMs, signal: options.signal, totalTimeoutMs: timeLeft(options.totalTimeout, startedAt) },
  );
}
