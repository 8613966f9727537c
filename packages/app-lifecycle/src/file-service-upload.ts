/**
 * @internal An upload through the file service's chunk protocol, as release files and over-the-air bundles
 * take it: the service's API opens the upload and names the file service (`upload_domain`), the asset and a
 * token; the file is declared, sent in the chunks the file service wants, and closed. Driven by the core's
 * `uploadInChunks`, so each chunk is retried on its own and an upload resumes from its last acknowledged chunk.
 */
import { OperationFailedError, uploadInChunks, type CallOptions, type UploadSource, type UploadSteps } from '@org/http-core';
import type { TransferClient } from './transfer-client.js';
import type { FileServiceSession, FileTransferOptions } from './transfer-options.js';

/** What the file service answers when it refuses a step inside a successful answer. */
interface FileServiceAnswer {
  readonly error?: boolean;
  readonly error_code?: string;
  readonly message?: string;
}

/** A failure the file service reported inside a successful answer. */
function refused(name: string, answer: FileServiceAnswer): OperationFailedError | undefined {
  if (answer.error !== true) return undefined;
  return new OperationFailedError(name, { code: answer.error_code, message: answer.message ?? 'the file service refused the step' });
}

/** How the flow opens the upload at the service's API (called once, unless a resumed state has it). */
export type OpenUpload = (call: CallOptions) => Promise<FileServiceSession>;

/**
 * Sends `source` to the file service and closes the file; resolves to the upload's session (its id, the file
 * service's address and the token) for the flow's next step. With `options.state` of an upload that started,
 * nothing is opened again and only the chunks not acknowledged are sent.
 */
export async function sendToFileService(
  transfers: TransferClient,
  name: string,
  source: UploadSource,
  fileName: string,
  open: OpenUpload,
  options: FileTransferOptions,
): Promise<FileServiceSession> {
  const steps: UploadSteps<FileServiceSession, FileServiceSession> = {
    name,
    async start(size, call) {
      const session = await open(call);
      const plan = await transfers.fileService.setMetadata({ url: session.url, assetId: session.assetId, token: session.token, fileName, fileSize: size }, call);
      const failure = refused(name, plan);
      if (failure) throw failure;
      return { plan: { chunkSize: plan.chunk_size, chunks: plan.chunk_list }, session, secrets: [session.token] };
    },
    async send(chunk, session, call) {
      const answer = await transfers.fileService.uploadChunk({ url: session.url, assetId: session.assetId, token: session.token, blockNumber: chunk.number, body: chunk.body }, call);
      const failure = refused(name, answer);
      if (failure) throw failure;
    },
    async complete(session, call) {
      const failure = refused(name, await transfers.fileService.finished({ url: session.url, assetId: session.assetId, token: session.token }, call));
      if (failure) throw failure;
      return session;
    },
  };
  return uploadInChunks(source, steps, {
    signal: options.signal,
    timeout: options.timeout,
    totalTimeout: options.totalTimeout,
    retry: options.retry,
    maxBytes: options.maxBytes,
    size: options.size,
    state: options.state,
    onProgress: options.onProgress,
  });
}

/** The name a file goes by: a `File`'s own, or the one given. */
export function fileNameOf(source: UploadSource, given: string | undefined, fallback: string): string {
  return given ?? (typeof File !== 'undefined' && source instanceof File && source.name !== '' ? source.name : fallback);
}
