import type { CallOptions, UploadProgress, UploadState } from '@org/http-core';

/** Which app: its owner's name and its name. */
export interface AppRef {
  readonly ownerName: string;
  readonly appName: string;
}

/** Where an upload through the file service goes: the upload's id, the file service's address, its asset and token. */
export interface FileServiceSession {
  /** The upload's id at the service's API. */
  readonly uploadId: string;
  /** The file service's address the service answered (`upload_domain`). */
  readonly url: string;
  /** The file service's asset the file goes into. */
  readonly assetId: string;
  /** The upload's token: the file service's only credential. Scrubbed wherever the state is shown. */
  readonly token: string;
}

/** Options of the upload helpers for the transfer itself. */
export interface FileTransferOptions {
  /** Called after each chunk the file service acknowledged (or once the whole file was sent), with bytes sent and the total. */
  readonly onProgress?: (progress: UploadProgress) => void;
  /** Ends the upload and the wait at once when aborted. What was acknowledged stays in `state`. */
  readonly signal?: AbortSignal;
  /** Per-attempt time limit in ms of each call (the client's when omitted). */
  readonly timeout?: number;
  /** Limit in ms for the whole flow: opening, every chunk and retry, finishing and the wait for processing. */
  readonly totalTimeout?: number;
  /** Retry policy of the transfer's calls (each chunk retried on its own); the client's when omitted. */
  readonly retry?: CallOptions['retry'];
  /** Largest file accepted, in bytes: a larger one is refused before anything is sent. */
  readonly maxBytes?: number;
  /** Size in bytes of a `ReadableStream` source (required for one). */
  readonly size?: number;
  /**
   * Where the upload stands, to resume one that failed: pass a fresh `new UploadState()`, keep it, and after a
   * failure pass the same object again with the same file. The upload is not opened again and acknowledged chunks
   * are not sent again; an upload whose file all arrived goes straight on to the next step.
   */
  readonly state?: UploadState<FileServiceSession>;
  /** Name of the file at the file service: the `File`'s own name when omitted. */
  readonly fileName?: string;
}

/** Options of the wait for the service to process an upload. */
export interface ProcessingWaitOptions {
  /** First wait between reads of the upload's status, in ms. Default 1 000; the wait grows by half each read. */
  readonly intervalMs?: number;
  /** Longest wait between reads, in ms. Default 10 000. */
  readonly maxIntervalMs?: number;
}

/** The milliseconds left of a flow's `totalTimeout`, from `startedAt`; `undefined` without one. */
export function timeLeft(totalTimeout: number | undefined, startedAt: number): number | undefined {
  return totalTimeout === undefined ? undefined : Math.max(1, totalTimeout - (Date.now() - startedAt));
}
