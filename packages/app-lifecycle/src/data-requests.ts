import { Poller, type CallOptions, type OperationResource } from '@org/http-core';
import type { AppLifecycleClient } from './client.js';
import type { DataSubjectRequestStatus } from './models/data-subject-request.js';

/** Options of {@link requestDataExport} and {@link requestDataDeletion}. */
export interface DataRequestOptions {
  /** Follow a request made earlier, by the token the service answered, instead of making a new one. */
  readonly token?: string;
  /** First wait between status reads, in ms. Default 1 000; the wait grows by half each read. */
  readonly intervalMs?: number;
  /** Longest wait between status reads, in ms. Default 10 000. */
  readonly maxIntervalMs?: number;
  /** Stops waiting (not the request: see `cancel()`). */
  readonly signal?: AbortSignal;
  /** Called with the status after every read, from the first to the last. */
  readonly onProgress?: (status: DataSubjectRequestStatus) => void;
  /** Options of each call (timeouts, retries, headers, auth). */
  readonly call?: Omit<CallOptions, 'signal'>;
}

/** The statuses a data subject request ends in. */
const finishedDataRequestStatuses: readonly DataSubjectRequestStatus['status'][] = ['Completed', 'Failed'];

/** The calls of one kind of data subject request. */
interface DataRequestCalls {
  readonly make: (call: CallOptions) => Promise<{ readonly token: string }>;
  readonly read: (token: string, call: CallOptions) => Promise<DataSubjectRequestStatus>;
  readonly cancel: (token: string, call: CallOptions) => Promise<unknown>;
}

function followDataRequest(calls: DataRequestCalls, options: DataRequestOptions): Poller<DataSubjectRequestStatus> {
  const onProgress = options.onProgress;
  const call = (signal: AbortSignal | undefined): CallOptions => (signal ? { ...options.call, signal } : { ...options.call });
  const stateOf = (token: string, status: DataSubjectRequestStatus): OperationResource => ({
    name: token,
    done: finishedDataRequestStatuses.includes(status.status),
    response: status,
    metadata: status,
    ...(status.status === 'Failed' ? { error: { code: status.status, message: status.message } } : {}),
  });
  const read = async (token: string, signal: AbortSignal | undefined) => stateOf(token, await calls.read(token, call(signal)));
  return new Poller<DataSubjectRequestStatus>(
    {
      // The request is made once; its first state is the token alone, until the first status read.
      start: async (signal) => (options.token === undefined ? { name: (await calls.make(call(signal))).token, done: false } : read(options.token, signal)),
      read: (token, signal) => read(token, signal),
      cancel: (token, signal) => calls.cancel(token, call(signal)),
      result: (response) => response as DataSubjectRequestStatus,
    },
    {
      intervalMs: options.intervalMs,
      maxIntervalMs: options.maxIntervalMs,
      signal: options.signal,
      onProgress: onProgress && ((state) => state.response !== undefined && onProgress(state.response as DataSubjectRequestStatus)),
    },
  );
}

/**
 * Asks for an export of all the caller's data (GDPR) and follows it. Await the poller for the `Completed` status,
 * whose `sasUrl` is where the data can be downloaded (`downloadFile`, with its origin in the client's
 * `externalOrigins`); a `Failed` request rejects with an `OperationFailedError`. `poller.name` (once started) is the
 * request's token: pass it as `token` to follow the request again later. `cancel()` asks the service to cancel it
 * (an `ApiError` with `status` 503 while the service cannot yet).
 *
 * @example
 * ```ts
 * const { sasUrl } = await requestDataExport(client, { intervalMs: 30_000 });
 * const data = await new Response(await downloadFile(client, sasUrl!)).json();
 * ```
 */
export function requestDataExport(client: AppLifecycleClient, options: DataRequestOptions = {}): Poller<DataSubjectRequestStatus> {
  const requests = client.dataSubjectRequests;
  return followDataRequest(
    {
      make: (call) => requests.requestExport({}, call),
      read: (token, call) => requests.getExportStatus({ token }, call),
      cancel: (token, call) => requests.cancelExport({ token }, call),
    },
    options,
  );
}

/**
 * Asks for the deletion of all the caller's data (GDPR) and follows it: `email` is the account's e-mail address,
 * which the service wants with every status read and cancel. Await the poller for the `Completed` status; a `Failed`
 * request rejects with an `OperationFailedError`. `token` follows a request made earlier; `cancel()` asks the
 * service to cancel it.
 */
export function requestDataDeletion(client: AppLifecycleClient, email: string, options: DataRequestOptions = {}): Poller<DataSubjectRequestStatus> {
  const requests = client.dataSubjectRequests;
  return followDataRequest(
    {
      make: (call) => requests.requestDeletion({}, call),
      read: (token, call) => requests.getDeletionStatus({ token, email }, call),
      cancel: (token, call) => requests.cancelDeletion({ token, body: { email } }, call),
    },
    options,
  );
}
