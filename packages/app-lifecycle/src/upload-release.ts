import { isConflictError, Poller, type CallOptions, type OperationResource, type UploadSource } from '@org/http-core';
import type { AppLifecycleClient } from './client.js';
import { fileNameOf, sendToFileService } from './file-service-upload.js';
import type { Release } from './models/release.js';
import type { ReleaseUploadStatus } from './models/release-upload.js';
import { transfersOf } from './transfer-client.js';
import { timeLeft, type AppRef, type FileTransferOptions, type ProcessingWaitOptions } from './transfer-options.js';

/** Options of {@link uploadRelease}. */
export interface UploadReleaseOptions extends FileTransferOptions, ProcessingWaitOptions {
  /** The release's version (`build_version`), when the file does not say or should not decide. */
  readonly buildVersion?: string;
  /** The release's build number (`build_number`). */
  readonly buildNumber?: string;
}

/** Release upload statuses after which nothing changes. */
const finalStatuses: ReadonlySet<string> = new Set(['readyToBePublished', 'malwareDetected', 'error', 'uploadCanceled']);

/**
 * Uploads a release file (`.apk`, `.aab`, `.ipa`, ...) and resolves to the new release once the service has
 * processed it: opens a release upload, sends the file in chunks to the file service the service names (never
 * with the API key), finishes the upload, and reads its status until the release is ready. The file service's
 * address must be one of the client's `externalOrigins`, or nothing is sent to it (`ValidationError` naming
 * `url`). An upload that ends `malwareDetected` or `error` rejects with an `OperationFailedError` whose `code` is
 * that status. Pass `state` to resume after a failure without sending acknowledged chunks again.
 *
 * @example
 * ```ts
 * const client = createAppLifecycleClient({ baseUrl, apiKey, externalOrigins: ['https://file.example.com'] });
 * const release = await uploadRelease(client, { ownerName: 'acme', appName: 'shop-android' }, file, { onProgress: ({ loaded, total }) => console.log(`${loaded}/${total}`) });
 * await client.releases.update({ ownerName: 'acme', appName: 'shop-android', releaseId: release.id, body: { destinations: [{ name: 'Beta testers' }] } });
 * ```
 */
export async function uploadRelease(client: AppLifecycleClient, app: AppRef, file: UploadSource, options: UploadReleaseOptions = {}): Promise<Release> {
  const name = 'releases.upload';
  const startedAt = Date.now();
  const transfers = transfersOf(client, name);
  const body = {
    ...(options.buildVersion === undefined ? {} : { build_version: options.buildVersion }),
    ...(options.buildNumber === undefined ? {} : { build_number: options.buildNumber }),
  };
  const session = await sendToFileService(transfers, name, file, fileNameOf(file, options.fileName, 'release'), async (call) => {
    const created = await client.releaseUploads.create({ ...app, body }, call);
    return { uploadId: created.id, url: created.upload_domain, assetId: created.package_asset_id, token: created.token };
  }, options);
  const call = (signal: AbortSignal | undefined): CallOptions => ({
    ...(signal ? { signal } : {}),
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    ...(options.totalTimeout === undefined ? {} : { totalTimeout: timeLeft(options.totalTimeout, startedAt) }),
  });
  const upload = { ...app, uploadId: session.uploadId };
  try {
    await client.releaseUploads.updateStatus({ ...upload, body: { upload_status: 'uploadFinished' } }, call(options.signal));
  } catch (error) {
    // Finished before (a resumed flow whose answer was lost): the status read below tells where it stands.
    if (!isConflictError(error)) throw error;
  }
  const read = async (signal: AbortSignal | undefined): Promise<OperationResource> => {
    const status: ReleaseUploadStatus = await client.releaseUploads.getStatus(upload, call(signal));
    const done = finalStatuses.has(status.upload_status);
    const failed = done && status.upload_status !== 'readyToBePublished';
    return {
      name: status.id,
      done,
      response: status,
      ...(failed ? { error: { code: status.upload_status, message: status.error_details ?? `the release upload ended ${status.upload_status}` } } : {}),
    };
  };
  const ready = await new Poller<ReleaseUploadStatus>(
    { start: read, read: (_name, signal) => read(signal), result: (response) => response as ReleaseUploadStatus },
    { intervalMs: options.intervalMs, maxIntervalMs: options.maxIntervalMs, signal: options.signal, totalTimeoutMs: timeLeft(options.totalTimeout, startedAt) },
  );
  return client.releases.get({ ...app, releaseId: Number(ready.release_distinct_id) }, call(options.signal));
}
