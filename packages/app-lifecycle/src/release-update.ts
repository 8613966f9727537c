import type { UploadSource } from '@org/http-core';
import type { AppLifecycleClient } from './client.js';
import { fileNameOf, sendToFileService } from './file-service-upload.js';
import type { NewCodePushRelease } from './models/codepush-release.js';
import type { DeploymentRelease } from './models/deployment.js';
import { transfersOf } from './transfer-client.js';
import { timeLeft, type AppRef, type FileTransferOptions } from './transfer-options.js';

/** Which deployment of which app. */
export interface DeploymentRef extends AppRef {
  readonly deploymentName: string;
}

/** What the release says: the app versions it targets and how it is offered (the fields of `deploymentReleases.create` but the upload). */
export type UpdateRelease = Pick<NewCodePushRelease, 'target_binary_version' | 'description' | 'disabled' | 'mandatory' | 'no_duplicate_release_error' | 'rollout'>;

/**
 * Ships an over-the-air update: opens a bundle upload on the deployment, sends the bundle (a zip of the app's
 * JavaScript and assets) in chunks to the file service the service names (never with the API key), and releases
 * it to the deployment, resolving to the new release (`v1`, `v2`, ...). The file service's address must be one
 * of the client's `externalOrigins`. Pass `state` to resume after a failure: acknowledged chunks are not sent
 * again, and once the bundle all arrived only the release is asked for. The release is never asked for twice by
 * the helper itself (it is not idempotent).
 *
 * @example
 * ```ts
 * const release = await releaseUpdate(client, { ownerName: 'acme', appName: 'shop', deploymentName: 'Staging' }, bundle, { target_binary_version: '^2.0.0', description: 'Fixes the cart' });
 * await client.deploymentReleases.promote({ ownerName: 'acme', appName: 'shop', deploymentName: 'Staging', promoteDeploymentName: 'Production' });
 * ```
 */
export async function releaseUpdate(
  client: AppLifecycleClient,
  deployment: DeploymentRef,
  bundle: UploadSource,
  release: UpdateRelease,
  options: FileTransferOptions = {},
): Promise<DeploymentRelease> {
  const name = 'deploymentReleases.upload';
  const startedAt = Date.now();
  const transfers = transfersOf(client, name);
  const session = await sendToFileService(transfers, name, bundle, fileNameOf(bundle, options.fileName, 'bundle.zip'), async (call) => {
    const created = await client.deploymentReleases.createUpload(deployment, call);
    return { uploadId: created.id, url: created.upload_domain, assetId: created.id, token: created.token };
  }, options);
  return client.deploymentReleases.create(
    { ...deployment, body: { ...release, release_upload: { id: session.uploadId, token: session.token, upload_domain: session.url } } },
    {
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
      ...(options.totalTimeout === undefined ? {} : { totalTimeout: timeLeft(options.totalTimeout, startedAt) }),
    },
  );
}
